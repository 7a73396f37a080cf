/** Badges mark places on a themed list; 1 and 2 are the map's wonders and responsibly tabs. */
export const BADGES = [
  {
    id: 1,
    slug: 'natural-wonders',
    name: 'Natural Wonders',
    description: 'Canyons, caves, waterfalls, rivers and coastlines that show Alabama at its wildest.',
  },
  {
    id: 2,
    slug: 'travel-responsibly',
    name: 'Travel Responsibly',
    description: 'Places that protect habitats, teach conservation and welcome visitors who leave no trace.',
  },
  {
    id: 3,
    slug: 'civil-rights-trail',
    name: 'Civil Rights Trail',
    description: 'Churches, museums and landmarks of the U.S. Civil Rights Trail in Alabama.',
  },
  {
    id: 4,
    slug: 'bbq-trail',
    name: 'BBQ Trail',
    description: 'Pit-cooked barbecue joints that define Alabama’s smoke, sauce and white sauce traditions.',
  },
  {
    id: 5,
    slug: 'garden-trail',
    name: 'Garden Trail',
    description: 'Public gardens and arboretums worth a visit in every season.',
  },
  {
    id: 6,
    slug: 'golf-trail',
    name: 'Robert Trent Jones Golf Trail',
    description: 'The courses of the Robert Trent Jones Golf Trail, across the state.',
  },
  {
    id: 7,
    slug: 'birding-trail',
    name: 'Birding Trail',
    description: 'Stops on the Alabama Birding Trails, from coastal sanctuaries to mountain overlooks.',
  },
  {
    id: 8,
    slug: 'music-trail',
    name: 'Music Trail',
    description: 'Studios, birthplaces and stages of Alabama’s music history.',
  },
  {
    id: 9,
    slug: 'waterfalls-trail',
    name: 'Waterfalls & Hiking',
    description: 'Trails to Alabama’s waterfalls, bluffs and overlooks.',
  },
  {
    id: 10,
    slug: 'wine-trail',
    name: 'Wine Trail',
    description: 'Alabama wineries with tasting rooms open to visitors.',
  },
] as const;

export type BadgeSlug = (typeof BADGES)[number]['slug'];

/** The cuisines restaurants are tagged with, by slug. */
export const CUISINES = [
  {
    slug: 'bbq',
    name: 'Barbecue',
    description: 'Pit-smoked pork, ribs and chicken, with red sauce or North Alabama’s white sauce.',
  },
  {
    slug: 'seafood',
    name: 'Seafood',
    description: 'Gulf shrimp, oysters, snapper and crab from the coast and Mobile Bay.',
  },
  {
    slug: 'southern',
    name: 'Southern',
    description: 'Meat-and-threes, fried green tomatoes, biscuits and vegetables from the garden.',
  },
  { slug: 'soul-food', name: 'Soul Food', description: 'Smothered chicken, collards, cornbread and sweet potato pie.' },
  { slug: 'steakhouse', name: 'Steakhouse', description: 'Steaks and chops, often with a Gulf seafood side.' },
  { slug: 'american', name: 'American', description: 'Burgers, sandwiches and plates for the whole family.' },
  { slug: 'fine-dining', name: 'Fine Dining', description: 'Chef-driven tasting menus and award-winning kitchens.' },
  { slug: 'italian', name: 'Italian', description: 'Pasta, pizza and Italian-American favourites.' },
  { slug: 'french', name: 'French', description: 'French technique with Southern ingredients.' },
  { slug: 'cajun', name: 'Cajun & Creole', description: 'Gumbo, étouffée and po’boys from the Gulf Coast kitchen.' },
  { slug: 'breakfast', name: 'Breakfast & Brunch', description: 'Biscuits, grits and morning plates.' },
  { slug: 'bakery', name: 'Bakery & Dessert', description: 'Pies, cakes, doughnuts and ice cream.' },
  { slug: 'hot-dogs', name: 'Hot Dogs', description: 'Birmingham’s Greek-run hot dog stands and their special sauce.' },
  { slug: 'greek', name: 'Greek', description: 'Greek-American cooking with deep roots in Birmingham.' },
  { slug: 'farm-to-table', name: 'Farm to Table', description: 'Menus built on Alabama farms and fisheries.' },
  { slug: 'brewery', name: 'Brewery & Taproom', description: 'Alabama craft beer, poured where it is brewed.' },
] as const;
