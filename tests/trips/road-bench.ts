import type { Point } from '@/lib/trip-planner/geo';

/**
 * Reference drives for the offline estimate (the accuracy bench in docs/PERFORMANCE.md).
 * Distances are Interstate exit numbers, which are mileposts (ALDOT's exit lists), plus the
 * named stretch of US or state highway or city street. Times, unless the issue gave them, are
 * those miles at the posted limits (70 mph rural Interstate, 55 mph elsewhere) plus 5 minutes of
 * town streets at each end. Points are the seeded cities (lib/db/seed/data/cities.json) and, for
 * the three drives the product owner gave (docs/PERFORMANCE.md), the seeded places.
 */
export type BenchPair = {
  from: string;
  to: string;
  a: Point;
  b: Point;
  interstateMi: number;
  otherMi: number;
  minutes?: number;
  source: string;
  /** Where in the state the leg runs; the bench covers every region (tests/trips/roads.test.ts). */
  region: Region;
};

export const REGIONS = [
  'north',
  'mountain-lakes',
  'birmingham',
  'black-belt',
  'montgomery',
  'wiregrass',
  'gulf',
] as const;
export type Region = (typeof REGIONS)[number];

const c = (lat: number, lng: number): Point => ({ lat, lng });
const BHM = c(33.5207, -86.8025);
const MGM = c(32.3668, -86.3);
const MOB = c(30.6944, -88.043);
const HSV = c(34.7304, -86.5859);
const TCL = c(33.2098, -87.5692);
const GAD = c(34.0143, -86.0064);

const FIRST_BENCH: BenchPair[] = [
  {
    from: 'Vulcan Park',
    to: 'Alabama State Capitol',
    a: c(33.492, -86.796),
    b: c(32.378, -86.301),
    interstateMi: 90,
    otherMi: 2,
    minutes: 90,
    region: 'montgomery',
    source: 'Given: about 92 mi, 1 h 30 by I-65 (exits 261 to 171)',
  },
  {
    from: 'Alabama State Capitol',
    to: 'Gulf State Park',
    a: c(32.378, -86.301),
    b: c(30.259, -87.646),
    interstateMi: 137,
    otherMi: 58,
    minutes: 180,
    region: 'gulf',
    source: 'Given: about 195 mi, 3 h 00 (I-65 exits 171 to 34, AL 59 south)',
  },
  {
    from: 'U.S. Space & Rocket Center',
    to: 'Vulcan Park',
    a: c(34.711, -86.654),
    b: c(33.492, -86.796),
    interstateMi: 94,
    otherMi: 6,
    minutes: 95,
    region: 'north',
    source: 'Given: about 100 mi, 1 h 35 (I-565 exit 15 to I-65, exits 340 to 259)',
  },
  {
    from: 'Birmingham',
    to: 'Mobile',
    a: BHM,
    b: MOB,
    interstateMi: 261,
    otherMi: 2,
    region: 'birmingham',
    source: 'I-65 exits 261 to 5, I-165 into downtown Mobile',
  },
  {
    from: 'Birmingham',
    to: 'Huntsville',
    a: BHM,
    b: HSV,
    interstateMi: 99,
    otherMi: 1,
    region: 'north',
    source: 'I-65 exits 261 to 340 (79 mi), I-565 to downtown (20 mi)',
  },
  {
    from: 'Birmingham',
    to: 'Tuscaloosa',
    a: BHM,
    b: TCL,
    interstateMi: 53,
    otherMi: 3,
    region: 'birmingham',
    source: 'I-20/59 exits 126 to 73, I-359 into town',
  },
  {
    from: 'Birmingham',
    to: 'Anniston',
    a: BHM,
    b: c(33.6598, -85.8316),
    interstateMi: 59,
    otherMi: 4,
    region: 'birmingham',
    source: 'I-20 exits 126 to 185, Quintard Ave (US 431) into Anniston',
  },
  {
    from: 'Birmingham',
    to: 'Gadsden',
    a: BHM,
    b: GAD,
    interstateMi: 62,
    otherMi: 1,
    region: 'mountain-lakes',
    source: 'I-59 exits 126 to 183, I-759 into Gadsden (5 mi)',
  },
  {
    from: 'Birmingham',
    to: 'Cullman',
    a: BHM,
    b: c(34.1748, -86.8436),
    interstateMi: 47,
    otherMi: 2,
    region: 'north',
    source: 'I-65 exits 261 to 308, US 278 into town',
  },
  {
    from: 'Birmingham',
    to: 'Pell City',
    a: BHM,
    b: c(33.5862, -86.2861),
    interstateMi: 32,
    otherMi: 1,
    region: 'birmingham',
    source: 'I-20 exits 126 to 158',
  },
  {
    from: 'Birmingham',
    to: 'Fort Payne',
    a: BHM,
    b: c(34.4442, -85.7197),
    interstateMi: 96,
    otherMi: 1,
    region: 'mountain-lakes',
    source: 'I-59 exits 126 to 222',
  },
  {
    from: 'Birmingham',
    to: 'Athens',
    a: BHM,
    b: c(34.8024, -86.9722),
    interstateMi: 90,
    otherMi: 2,
    region: 'north',
    source: 'I-65 exits 261 to 351, US 72 into town',
  },
  {
    from: 'Montgomery',
    to: 'Mobile',
    a: MGM,
    b: MOB,
    interstateMi: 171,
    otherMi: 1,
    region: 'gulf',
    source: 'I-65 exits 171 to 5, I-165 into downtown Mobile',
  },
  {
    from: 'Montgomery',
    to: 'Auburn',
    a: MGM,
    b: c(32.6099, -85.4808),
    interstateMi: 51,
    otherMi: 3,
    region: 'montgomery',
    source: 'I-85 exits 0 to 51, US 29 into Auburn',
  },
  {
    from: 'Montgomery',
    to: 'Opelika',
    a: MGM,
    b: c(32.6454, -85.3783),
    interstateMi: 62,
    otherMi: 2,
    region: 'montgomery',
    source: 'I-85 exits 0 to 62',
  },
  {
    from: 'Montgomery',
    to: 'Huntsville',
    a: MGM,
    b: HSV,
    interstateMi: 189,
    otherMi: 1,
    region: 'north',
    source: 'I-65 exits 171 to 340 (169 mi), I-565 (20 mi)',
  },
  {
    from: 'Montgomery',
    to: 'Clanton',
    a: MGM,
    b: c(32.8387, -86.6294),
    interstateMi: 34,
    otherMi: 1,
    region: 'montgomery',
    source: 'I-65 exits 171 to 205',
  },
  {
    from: 'Montgomery',
    to: 'Greenville',
    a: MGM,
    b: c(31.8296, -86.6178),
    interstateMi: 41,
    otherMi: 2,
    region: 'montgomery',
    source: 'I-65 exits 171 to 130, AL 185 into town',
  },
  {
    from: 'Montgomery',
    to: 'Evergreen',
    a: MGM,
    b: c(31.4335, -86.9569),
    interstateMi: 75,
    otherMi: 2,
    region: 'montgomery',
    source: 'I-65 exits 171 to 96, AL 83 into town',
  },
  {
    from: 'Mobile',
    to: 'Gulf Shores',
    a: MOB,
    b: c(30.246, -87.7008),
    interstateMi: 18,
    otherMi: 28,
    region: 'gulf',
    source: 'I-10 exits 26 to 44, AL 59 from Loxley to Gulf Shores',
  },
  {
    from: 'Mobile',
    to: 'Daphne',
    a: MOB,
    b: c(30.6035, -87.9036),
    interstateMi: 9,
    otherMi: 1,
    region: 'gulf',
    source: 'I-10 exits 26 to 35 (the Bayway)',
  },
  {
    from: 'Huntsville',
    to: 'Decatur',
    a: HSV,
    b: c(34.6059, -86.9833),
    interstateMi: 20,
    otherMi: 6,
    region: 'north',
    source: 'I-565 to I-65 exit 340 (20 mi), AL 20 to Decatur',
  },
  {
    from: 'Gadsden',
    to: 'Fort Payne',
    a: GAD,
    b: c(34.4442, -85.7197),
    interstateMi: 44,
    otherMi: 1,
    region: 'mountain-lakes',
    source: 'I-759 (5 mi), I-59 exits 183 to 222',
  },
  {
    from: 'Tuscaloosa',
    to: 'Livingston',
    a: TCL,
    b: c(32.5843, -88.1873),
    interstateMi: 56,
    otherMi: 2,
    region: 'black-belt',
    source: 'I-359, I-20/59 exits 73 to 17',
  },
  {
    from: 'Tuscaloosa',
    to: 'Huntsville',
    a: TCL,
    b: HSV,
    interstateMi: 152,
    otherMi: 3,
    region: 'north',
    source: 'I-20/59 exits 73 to 126, I-65 exits 261 to 340, I-565',
  },
];

/** A leg between two seeded cities (or places) whose reference is given in the same terms as above. */
const leg = (
  from: string,
  to: string,
  a: Point,
  b: Point,
  region: Region,
  interstateMi: number,
  otherMi: number,
  source: string,
  minutes?: number,
): BenchPair => ({
  from,
  to,
  a,
  b,
  region,
  interstateMi,
  otherMi,
  source,
  ...(minutes === undefined ? {} : { minutes }),
});

const SELMA = c(32.4074, -87.0211);
const DECATUR = c(34.6059, -86.9833);
const CULLMAN = c(34.1748, -86.8436);
const EUTAW = c(32.8406, -87.8876);
const TUSKEGEE = c(32.4241, -85.691);
const CLANTON = c(32.8387, -86.6294);
const GREENVILLE = c(31.8296, -86.6178);
const EVERGREEN = c(31.4335, -86.9569);
const TILLMANS = c(30.5902, -88.1708);

/**
 * Legs added for the regions the first bench left out (the Black Belt, the Wiregrass, the Gulf
 * coast beyond I-10, the Shoals, Mountain Lakes). Interstate legs as above, exit to exit; the
 * others are the figures the named public source gives, and no leg is here without one.
 */
export const MORE_LEGS: BenchPair[] = [
  // North Alabama and the Shoals.
  leg('Decatur', 'Birmingham', DECATUR, BHM, 'north', 79, 6, 'AL 20 to I-65 exit 340 (6 mi), I-65 exits 340 to 261'),
  leg('Cullman', 'Huntsville', CULLMAN, HSV, 'north', 52, 2, 'I-65 exits 308 to 340 (32 mi), I-565 (20 mi)'),
  leg(
    'Birmingham',
    'Florence',
    BHM,
    c(34.7998, -87.6773),
    'north',
    50,
    67,
    'MapQuest: 116.6 mi, 2 h 02 (I-65 to exit 310, AL 157, US 72 Alt, US 43)',
    122,
  ),
  leg('Hartselle', 'Decatur', c(34.4434, -86.9353), DECATUR, 'north', 0, 11.7, 'MapQuest: 11.7 mi on US 31'),
  // Mountain Lakes.
  leg(
    'Springville',
    'Gadsden',
    c(33.7751, -86.4719),
    GAD,
    'mountain-lakes',
    32,
    1,
    'I-59 exits 156 to 183 (27 mi), I-759 (5 mi)',
  ),
  leg(
    'Trussville',
    'Fort Payne',
    c(33.6198, -86.6089),
    c(34.4442, -85.7197),
    'mountain-lakes',
    81,
    1,
    'I-59 exits 141 to 222',
  ),
  leg(
    'Gadsden',
    'Trussville',
    GAD,
    c(33.6198, -86.6089),
    'mountain-lakes',
    47,
    1,
    'I-759 (5 mi), I-59 exits 183 to 141',
  ),
  // Birmingham and central Alabama.
  leg('Birmingham', 'Bessemer', BHM, c(33.4018, -86.9544), 'birmingham', 14, 1, 'I-20/59 exits 126 to 112'),
  leg('Birmingham', 'Alabaster', BHM, c(33.2443, -86.8164), 'birmingham', 23, 1, 'I-65 exits 261 to 238'),
  leg('Birmingham', 'Calera', BHM, c(33.1029, -86.7536), 'birmingham', 33, 1, 'I-65 exits 261 to 228'),
  leg('Birmingham', 'Oxford', BHM, c(33.6143, -85.835), 'birmingham', 59, 1, 'I-20 exits 126 to 185'),
  leg('Birmingham', 'Heflin', BHM, c(33.649, -85.5875), 'birmingham', 73, 1, 'I-20 exits 126 to 199'),
  leg('Birmingham', 'Trussville', BHM, c(33.6198, -86.6089), 'birmingham', 15, 1, 'I-59 exits 126 to 141'),
  leg('Birmingham', 'Leeds', BHM, c(33.5482, -86.5444), 'birmingham', 14, 1, 'I-20 exits 126 to 140'),
  leg('Tuscaloosa', 'Bessemer', TCL, c(33.4018, -86.9544), 'birmingham', 39, 3, 'I-359, I-20/59 exits 73 to 112'),
  leg('Clanton', 'Birmingham', CLANTON, BHM, 'birmingham', 56, 1, 'I-65 exits 205 to 261'),
  // The Black Belt and west Alabama.
  leg('Tuscaloosa', 'Eutaw', TCL, EUTAW, 'black-belt', 33, 3, 'I-359, I-20/59 exits 73 to 40'),
  leg('Tuscaloosa', 'York', TCL, c(32.4862, -88.2964), 'black-belt', 65, 3, 'I-359, I-20/59 exits 73 to 8'),
  leg('Birmingham', 'Livingston', BHM, c(32.5843, -88.1873), 'black-belt', 109, 2, 'I-20/59 exits 126 to 17'),
  leg('Eutaw', 'Livingston', EUTAW, c(32.5843, -88.1873), 'black-belt', 23, 2, 'I-20/59 exits 40 to 17'),
  leg(
    'Selma',
    'Mobile',
    SELMA,
    MOB,
    'black-belt',
    0,
    164,
    'selmaala.blogspot.com, "164 miles to go": 164 mi from Selma to Mobile by AL 22 (Orrville), AL 5 (Safford) and US 43',
  ),
  leg(
    'Edmund Pettus Bridge',
    'USS Alabama',
    c(32.405, -87.019),
    c(30.681, -88.014),
    'black-belt',
    0,
    160,
    'Measured by a traveller: about 160 mi, 2 h 50',
    170,
  ),
  leg(
    'Selma',
    'Montgomery',
    SELMA,
    MGM,
    'black-belt',
    0,
    50,
    'Road Scholar itinerary: Montgomery to Selma, about 50 mi and 1 h on US 80',
    60,
  ),
  // Montgomery and the River Region.
  leg('Montgomery', 'Tuskegee', MGM, TUSKEGEE, 'montgomery', 38, 5, 'I-85 exits 0 to 38, AL 81 into Tuskegee'),
  leg('Montgomery', 'Lanett', MGM, c(32.8687, -85.1905), 'montgomery', 79, 1, 'I-85 exits 0 to 79'),
  leg('Montgomery', 'Calera', MGM, c(33.1029, -86.7536), 'montgomery', 57, 1, 'I-65 exits 171 to 228'),
  leg('Montgomery', 'Alabaster', MGM, c(33.2443, -86.8164), 'montgomery', 67, 1, 'I-65 exits 171 to 238'),
  leg(
    'Montgomery',
    'Fort Deposit',
    MGM,
    c(31.9846, -86.5786),
    'montgomery',
    29,
    2,
    'I-65 exits 171 to 142, AL 185 into town',
  ),
  leg('Tuskegee', 'Opelika', TUSKEGEE, c(32.6454, -85.3783), 'montgomery', 24, 5, 'AL 81 to I-85, exits 38 to 62'),
  leg('Greenville', 'Evergreen', GREENVILLE, EVERGREEN, 'montgomery', 34, 4, 'I-65 exits 130 to 96, AL 185 and AL 83'),
  // The Wiregrass and the southeast.
  leg(
    'Eufaula',
    'Phenix City',
    c(31.8913, -85.1455),
    c(32.471, -85.0008),
    'wiregrass',
    0,
    48.2,
    'MapQuest: US 431 north 45.5 mi, US 280 2.7 mi to US 80',
  ),
  // The Gulf coast and Mobile Bay.
  leg('Mobile', 'Tillmans Corner', MOB, TILLMANS, 'gulf', 11, 1, 'I-10 exits 26 to 15'),
  leg('Mobile', 'Grand Bay', MOB, c(30.4763, -88.3422), 'gulf', 22, 1, 'I-10 exits 26 to 4'),
  leg('Mobile', 'Loxley', MOB, c(30.6182, -87.7531), 'gulf', 18, 1, 'I-10 exits 26 to 44, across the Bayway'),
  leg('Tillmans Corner', 'Daphne', TILLMANS, c(30.6035, -87.9036), 'gulf', 20, 1, 'I-10 exits 15 to 35'),
  leg('Mobile', 'Evergreen', MOB, EVERGREEN, 'gulf', 91, 2, 'I-165 out of downtown Mobile, I-65 exits 5 to 96'),
  leg('Mobile', 'Greenville', MOB, GREENVILLE, 'gulf', 125, 2, 'I-165 out of downtown Mobile, I-65 exits 5 to 130'),
  leg(
    'Mobile',
    'Dauphin Island',
    MOB,
    c(30.2555, -88.1097),
    'gulf',
    9,
    27,
    // The page's 39 min would need 55 mph door to door through Theodore's lights; its miles are used, with the rule above for time.
    'familyvacation.com: 36 mi by I-10 (exits 26 to 17) and AL 193 over the Dauphin Island Bridge',
  ),
];

/** Every reference leg: the first bench and the legs added for the regions it left out. */
export const BENCH: BenchPair[] = [...FIRST_BENCH, ...MORE_LEGS];

export const referenceMiles = (p: BenchPair) => p.interstateMi + p.otherMi;
export const referenceMinutes = (p: BenchPair) =>
  p.minutes ?? Math.round((p.interstateMi / 70) * 60 + (p.otherMi / 55) * 60 + 10);
