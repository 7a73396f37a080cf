import type { Point } from '@/lib/trip-planner/geo';

/**
 * Reference drives for the offline estimate (the accuracy bench in docs/PERFORMANCE.md).
 * Distances are Interstate exit numbers, which are mileposts (ALDOT's exit lists), plus the
 * named stretch of US or state highway or city street. Times, unless the issue gave them, are
 * those miles at the posted limits (70 mph rural Interstate, 55 mph elsewhere) plus 5 minutes of
 * town streets at each end. Points are the seeded cities (lib/db/seed/data/cities.json) and, for
 * the three drives from issue 14, the seeded places.
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
};

const c = (lat: number, lng: number): Point => ({ lat, lng });
const BHM = c(33.5207, -86.8025);
const MGM = c(32.3668, -86.3);
const MOB = c(30.6944, -88.043);
const HSV = c(34.7304, -86.5859);
const TCL = c(33.2098, -87.5692);
const GAD = c(34.0143, -86.0064);

export const BENCH: BenchPair[] = [
  {
    from: 'Vulcan Park',
    to: 'Alabama State Capitol',
    a: c(33.492, -86.796),
    b: c(32.378, -86.301),
    interstateMi: 90,
    otherMi: 2,
    minutes: 90,
    source: 'Issue 14: about 92 mi, 1 h 30 by I-65 (exits 261 to 171)',
  },
  {
    from: 'Alabama State Capitol',
    to: 'Gulf State Park',
    a: c(32.378, -86.301),
    b: c(30.259, -87.646),
    interstateMi: 137,
    otherMi: 58,
    minutes: 180,
    source: 'Issue 14: about 195 mi, 3 h 00 (I-65 exits 171 to 34, AL 59 south)',
  },
  {
    from: 'U.S. Space & Rocket Center',
    to: 'Vulcan Park',
    a: c(34.711, -86.654),
    b: c(33.492, -86.796),
    interstateMi: 94,
    otherMi: 6,
    minutes: 95,
    source: 'Issue 14: about 100 mi, 1 h 35 (I-565 exit 15 to I-65, exits 340 to 259)',
  },
  {
    from: 'Birmingham',
    to: 'Mobile',
    a: BHM,
    b: MOB,
    interstateMi: 261,
    otherMi: 2,
    source: 'I-65 exits 261 to 5, I-165 into downtown Mobile',
  },
  {
    from: 'Birmingham',
    to: 'Huntsville',
    a: BHM,
    b: HSV,
    interstateMi: 99,
    otherMi: 1,
    source: 'I-65 exits 261 to 340 (79 mi), I-565 to downtown (20 mi)',
  },
  {
    from: 'Birmingham',
    to: 'Tuscaloosa',
    a: BHM,
    b: TCL,
    interstateMi: 53,
    otherMi: 3,
    source: 'I-20/59 exits 126 to 73, I-359 into town',
  },
  {
    from: 'Birmingham',
    to: 'Anniston',
    a: BHM,
    b: c(33.6598, -85.8316),
    interstateMi: 59,
    otherMi: 4,
    source: 'I-20 exits 126 to 185, Quintard Ave (US 431) into Anniston',
  },
  {
    from: 'Birmingham',
    to: 'Gadsden',
    a: BHM,
    b: GAD,
    interstateMi: 62,
    otherMi: 1,
    source: 'I-59 exits 126 to 183, I-759 into Gadsden (5 mi)',
  },
  {
    from: 'Birmingham',
    to: 'Cullman',
    a: BHM,
    b: c(34.1748, -86.8436),
    interstateMi: 47,
    otherMi: 2,
    source: 'I-65 exits 261 to 308, US 278 into town',
  },
  {
    from: 'Birmingham',
    to: 'Pell City',
    a: BHM,
    b: c(33.5862, -86.2861),
    interstateMi: 32,
    otherMi: 1,
    source: 'I-20 exits 126 to 158',
  },
  {
    from: 'Birmingham',
    to: 'Fort Payne',
    a: BHM,
    b: c(34.4442, -85.7197),
    interstateMi: 96,
    otherMi: 1,
    source: 'I-59 exits 126 to 222',
  },
  {
    from: 'Birmingham',
    to: 'Athens',
    a: BHM,
    b: c(34.8024, -86.9722),
    interstateMi: 90,
    otherMi: 2,
    source: 'I-65 exits 261 to 351, US 72 into town',
  },
  {
    from: 'Montgomery',
    to: 'Mobile',
    a: MGM,
    b: MOB,
    interstateMi: 171,
    otherMi: 1,
    source: 'I-65 exits 171 to 5, I-165 into downtown Mobile',
  },
  {
    from: 'Montgomery',
    to: 'Auburn',
    a: MGM,
    b: c(32.6099, -85.4808),
    interstateMi: 51,
    otherMi: 3,
    source: 'I-85 exits 0 to 51, US 29 into Auburn',
  },
  {
    from: 'Montgomery',
    to: 'Opelika',
    a: MGM,
    b: c(32.6454, -85.3783),
    interstateMi: 62,
    otherMi: 2,
    source: 'I-85 exits 0 to 62',
  },
  {
    from: 'Montgomery',
    to: 'Huntsville',
    a: MGM,
    b: HSV,
    interstateMi: 189,
    otherMi: 1,
    source: 'I-65 exits 171 to 340 (169 mi), I-565 (20 mi)',
  },
  {
    from: 'Montgomery',
    to: 'Clanton',
    a: MGM,
    b: c(32.8387, -86.6294),
    interstateMi: 34,
    otherMi: 1,
    source: 'I-65 exits 171 to 205',
  },
  {
    from: 'Montgomery',
    to: 'Greenville',
    a: MGM,
    b: c(31.8296, -86.6178),
    interstateMi: 41,
    otherMi: 2,
    source: 'I-65 exits 171 to 130, AL 185 into town',
  },
  {
    from: 'Montgomery',
    to: 'Evergreen',
    a: MGM,
    b: c(31.4335, -86.9569),
    interstateMi: 75,
    otherMi: 2,
    source: 'I-65 exits 171 to 96, AL 83 into town',
  },
  {
    from: 'Mobile',
    to: 'Gulf Shores',
    a: MOB,
    b: c(30.246, -87.7008),
    interstateMi: 18,
    otherMi: 28,
    source: 'I-10 exits 26 to 44, AL 59 from Loxley to Gulf Shores',
  },
  {
    from: 'Mobile',
    to: 'Daphne',
    a: MOB,
    b: c(30.6035, -87.9036),
    interstateMi: 9,
    otherMi: 1,
    source: 'I-10 exits 26 to 35 (the Bayway)',
  },
  {
    from: 'Huntsville',
    to: 'Decatur',
    a: HSV,
    b: c(34.6059, -86.9833),
    interstateMi: 20,
    otherMi: 6,
    source: 'I-565 to I-65 exit 340 (20 mi), AL 20 to Decatur',
  },
  {
    from: 'Gadsden',
    to: 'Fort Payne',
    a: GAD,
    b: c(34.4442, -85.7197),
    interstateMi: 44,
    otherMi: 1,
    source: 'I-759 (5 mi), I-59 exits 183 to 222',
  },
  {
    from: 'Tuscaloosa',
    to: 'Livingston',
    a: TCL,
    b: c(32.5843, -88.1873),
    interstateMi: 56,
    otherMi: 2,
    source: 'I-359, I-20/59 exits 73 to 17',
  },
  {
    from: 'Tuscaloosa',
    to: 'Huntsville',
    a: TCL,
    b: HSV,
    interstateMi: 152,
    otherMi: 3,
    source: 'I-20/59 exits 73 to 126, I-65 exits 261 to 340, I-565',
  },
];

export const referenceMiles = (p: BenchPair) => p.interstateMi + p.otherMi;
export const referenceMinutes = (p: BenchPair) =>
  p.minutes ?? Math.round((p.interstateMi / 70) * 60 + (p.otherMi / 55) * 60 + 10);
