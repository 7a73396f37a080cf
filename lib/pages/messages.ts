// The wording of the site's fixed pages (headings, intros, metadata) and of the parts every content
// page shares, such as the breadcrumbs. Spanish in messages.es.ts.
export const PAGES_MESSAGES = {
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbHome: 'Home',
  lastUpdated: 'Last updated {date}.',
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
  welcomeCenters: {
    heading: 'Welcome Centers',
    title: 'Alabama Welcome Centers',
    description:
      'Stop at an Alabama Welcome Center on the interstates for free maps, the vacation guide, brochures, clean restrooms and friendly travel advice.',
    lede: 'Alabama’s welcome centers greet travellers near the state lines with free maps, the vacation guide, brochures and advice from people who know the state.',
    empty: 'Welcome centers will be listed soon.',
    route: 'Route',
    near: 'Near',
    phone: 'Phone',
    directions: 'Directions to {name}',
  },
  videos: {
    heading: 'Videos',
    title: 'Alabama Travel Videos',
    description:
      'Watch Alabama: beaches, state parks, civil rights landmarks, food, music and festivals, in short travel videos.',
    lede: 'See Alabama before you go.',
    empty: 'Videos are on their way.',
  },
  photoAlbum: {
    empty: 'Photos are on their way.',
    visitorsPhotos: 'Visitors’ photos',
  },
  restaurantWeek: {
    heading: 'Alabama Restaurant Week',
    description:
      'Alabama Restaurant Week: prix-fixe menus at participating restaurants across the state, from fine dining to barbecue joints.',
    about:
      'Alabama Restaurant Week is a statewide celebration of the people who cook and serve Alabama food. For ten days each year, participating restaurants offer set menus at fixed prices, so it is a good time to try a place you have been meaning to visit.\n\nMenus and prices are set by each restaurant. Reservations are a good idea, especially on weekends.',
    participants: 'Participating restaurants',
    participantsYear: 'Participating restaurants, {year}',
    empty: 'This year’s restaurants will be listed soon.',
    entryTitle: '{name}: Alabama Restaurant Week {year}',
    entryTitleShort: '{name}: Restaurant Week {year}',
    menu: 'Restaurant Week menu',
    menuSoon: 'The menu will be posted soon.',
    venueLink: 'Address, hours and directions for {name}',
  },
  makers: {
    heading: 'Alabama Makers',
    categoryHeading: 'Alabama Makers: {category}',
    description:
      'Meet Alabama makers: potters, quilters, woodworkers, distillers, candy makers and more, and visit their workshops and shops.',
    categoryDescription: 'Alabama makers of {category}: visit their workshops and shops.',
    lede: 'People who make things by hand in Alabama, and where to find them.',
    categoriesLabel: 'Maker categories',
    all: 'All',
    empty: 'Makers are on their way.',
    makerDescription: '{name}, an Alabama maker in {city}.',
    where: '{category} · {city}, Alabama',
    website: 'Visit {name}’s website',
    more: 'More makers of {category}',
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
