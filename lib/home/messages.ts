// Every string the home page shows, in English, in one place; tests import the same values. The
// Spanish twin is messages.es.ts. Parameters are in ICU message syntax, as next-intl reads them.
export const HOME_MESSAGES = {
  pageHeading: 'Sweet Home Alabama',
  heroHeading: 'take it all in',
  experiencesHeading: 'Experience Alabama',
  experiencesIntro: 'Ten ways to see the state, from the Gulf Coast to the Tennessee Valley.',
  /** Each experience category's name on its home page card. */
  experienceNames: {
    'arts-and-culture': 'Arts & Culture',
    beaches: 'Beaches',
    'food-and-drink': 'Food & Drink',
    history: 'History',
    'civil-rights-legacy': 'Civil Rights Legacy',
    music: 'Music',
    outdoor: 'Outdoor',
    sports: 'Sports',
    'science-and-discovery': 'Science & Discovery',
    'year-round-golf': 'Year-Round Golf',
  },
  /** One line for each experience category card. */
  experienceBlurbs: {
    'arts-and-culture':
      'Museums, galleries and theater, from the Birmingham Museum of Art to the Alabama Shakespeare Festival.',
    beaches: 'Sugar-white sand and warm Gulf water at Gulf Shores, Orange Beach and Dauphin Island.',
    'civil-rights-legacy': 'Walk where history was made in Montgomery, Selma and Birmingham.',
    'food-and-drink': 'Barbecue with white sauce, Gulf seafood, fried green tomatoes and local breweries.',
    history: 'Native mounds, antebellum homes, Civil War sites and the first capital of the Confederacy.',
    music: 'Muscle Shoals studios, the W.C. Handy birthplace and the Alabama Music Hall of Fame.',
    outdoor: 'State parks, canyons, caves and rivers for hiking, paddling and birding.',
    sports: 'College football Saturdays, Talladega Superspeedway and championship fishing.',
    'science-and-discovery': 'Rockets in Huntsville, fossils, planetariums and hands-on science centers.',
    'year-round-golf': 'The Robert Trent Jones Golf Trail and mild weather for playing all year.',
  },
  aroundHeading: 'Around Alabama',
  notFoundHeading: 'Page not found',
  notFoundText:
    "We couldn't find the page you were looking for. It may have moved, or the link may be out of date. Here is our home page instead.",
  notFoundSearch: 'Search the site',
  missingText: "We couldn't find what you were looking for. It may have moved, closed, or no longer be listed.",
  missingHome: 'Go to the home page',
} as const;

/** The hero carousel's strings: a client component reads them, so they travel in their own namespace. */
export const HERO_MESSAGES = {
  heroLabel: 'Featured places in Alabama',
  credit: 'by {credit}',
  playVideo: 'Play Video',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  slideLabel: '{n} of {total}',
  youtubeTitle: 'Video: {description}',
} as const;
