// The wording of the site's fixed pages (headings, intros, metadata) and of the parts every content
// page shares, such as the breadcrumbs. Spanish in messages.es.ts.
export const PAGES_MESSAGES = {
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbHome: 'Home',
  sitemap: {
    title: 'Site Map',
    description:
      'Every section of the Alabama Tourism website on one page: places to go, experiences, road trips, events, guides and trip planning.',
    regions: 'Regions',
  },
  articles: {
    heading: 'Articles',
    title: 'Alabama Travel Stories',
    titlePage: 'Alabama Travel Stories, page {page}',
    description:
      'Stories about Alabama travel: where to eat, what to see, road trip ideas, festivals, history and the people who make the state what it is.',
    descriptionPage:
      'Page {page} of our stories about Alabama travel: places to eat and see, road trips, festivals, history and the people of the state.',
    lede: 'Ideas and stories for your next trip around Alabama.',
    empty: 'Stories are on their way.',
    pagesLabel: 'Article pages',
    byline: 'By {author} · ',
    moreAbout: 'More about ',
  },
  experiences: {
    crumb: 'Experiences',
    heading: 'Experience Alabama',
    description:
      'Ten ways to see Alabama: arts and culture, beaches, civil rights legacy, food and drink, history, music, outdoors, science, sports and year-round golf.',
    lede: 'Choose what moves you. Each experience gathers the places, events, road trips and stories that fit it.',
    title: '{name} in Alabama',
    onTheMap: 'See {name} on the map',
    getOutside: 'Get outside',
    cuisines: 'Cuisines',
    places: 'Places',
    upcomingEvents: 'Upcoming events',
    roadTrips: 'Road trips',
    stories: 'Stories',
    storiesEmpty: 'No stories yet.',
    themedTrails: 'Themed trails',
    whereToGo: 'Where to go',
    cuisineTitle: '{name} in Alabama',
    cuisineDescription: 'Where to eat {name} in Alabama.',
    whereToEat: 'Where to eat {name}',
    cuisineEmpty: 'No restaurants listed for this cuisine yet.',
  },
  trails: {
    heading: 'Trails',
    title: 'Alabama Trails',
    description:
      'Themed trails across Alabama: the barbecue trail, the garden trail, civil rights landmarks and more, with every stop listed.',
    lede: 'Follow a theme across the state, one stop at a time.',
    empty: 'Trails are on their way.',
    trailDescription: 'The stops of the {name} in Alabama.',
    stops: 'Stops',
    stopsEmpty: 'Stops are on their way.',
  },
};
