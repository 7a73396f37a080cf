import type { BadgeSlug } from './badges';

type TrailSeed = {
  slug: string;
  name: string;
  badge: BadgeSlug;
  image: string;
  summary: string;
  description: string;
  /** Stops in order; when absent, every place with the badge from north to south. */
  stops?: string[];
};

export const TRAILS: TrailSeed[] = [
  {
    slug: 'civil-rights-trail',
    name: 'Alabama Civil Rights Trail',
    badge: 'civil-rights-trail',
    image: '/images/experiences/civil-rights-legacy.svg',
    summary: 'The churches, museums and landmarks where the movement changed America.',
    description:
      'Alabama holds more sites of the U.S. Civil Rights Trail than any other state. From the Montgomery Bus Boycott to the Birmingham campaign and the Selma to Montgomery march, these places tell the story in the words of the people who lived it.',
    stops: [
      'birmingham-civil-rights-institute',
      '16th-street-baptist-church',
      'kelly-ingram-park',
      'ag-gaston-motel',
      'bethel-baptist-church',
      'tuskegee-institute-national-historic-site',
      'tuskegee-airmen-national-historic-site',
      'the-legacy-museum',
      'national-memorial-for-peace-and-justice',
      'rosa-parks-museum',
      'dexter-avenue-king-memorial-baptist-church',
      'dexter-parsonage-museum',
      'civil-rights-memorial-center',
      'freedom-rides-museum',
      'lowndes-interpretive-center',
      'brown-chapel-ame-church',
      'edmund-pettus-bridge',
      'national-voting-rights-museum-and-institute',
    ],
  },
  {
    slug: 'bbq-trail',
    name: 'Alabama Barbecue Trail',
    badge: 'bbq-trail',
    image: '/images/experiences/food-and-drink.svg',
    summary: 'Pits worth the drive, from white-sauce chicken to hickory-smoked ribs.',
    description:
      'Alabama barbecue is as varied as the state: pulled pork with vinegar-based sauce in the Tennessee Valley, white sauce born in Decatur, and ribs with tangy red sauce in Tuscaloosa. These family-run pits have been smoking for decades.',
  },
  {
    slug: 'garden-trail',
    name: 'Alabama Garden Trail',
    badge: 'garden-trail',
    image: '/images/experiences/outdoor.svg',
    summary: 'Public gardens in bloom from the Tennessee Valley to Mobile Bay.',
    description:
      'With a long growing season and a range of soils and climates, Alabama grows camellias in winter, azaleas in spring, hydrangeas in summer and chrysanthemums in fall. These public gardens welcome visitors every season.',
  },
  {
    slug: 'birding-trail',
    name: 'Alabama Birding Trail',
    badge: 'birding-trail',
    image: '/images/experiences/outdoor.svg',
    summary: 'Wintering cranes, wintering eagles and spring songbirds after their Gulf crossing.',
    description:
      'More than 400 species of birds have been recorded in Alabama. These stops cover the best of them: sandhill cranes at Wheeler, bald eagles on Guntersville Lake and the spring fallout of songbirds on Dauphin Island.',
  },
  {
    slug: 'waterfalls-trail',
    name: 'Waterfalls and Hiking Trail',
    badge: 'waterfalls-trail',
    image: '/images/experiences/outdoor.svg',
    summary: 'Canyon rims, waterfalls and summit views across North and Central Alabama.',
    description:
      'Alabama sits at the southern end of the Appalachians, where mountain streams fall over sandstone bluffs. These parks and forests have marked trails to waterfalls and overlooks. Falls run fullest from winter through spring.',
  },
  {
    slug: 'music-trail',
    name: 'Alabama Music Trail',
    badge: 'music-trail',
    image: '/images/experiences/music.svg',
    summary: 'Studios, birthplaces and halls of fame of Alabama’s music legends.',
    description:
      'From W.C. Handy and Hank Williams to the Muscle Shoals Rhythm Section, Alabama’s musicians shaped the blues, country, soul and rock. These are the places where their stories are told.',
  },
];
