/** Alabama Restaurant Week is held each August; these are participating restaurants by place slug. */
export const RESTAURANT_WEEK = {
  year: 2027,
  startsOn: '2027-08-13',
  endsOn: '2027-08-22',
  entries: [
    {
      place: 'big-bob-gibson-bar-b-q',
      menu: 'A barbecue plate of smoked chicken with the original white sauce, two sides and a slice of pie.',
    },
    {
      place: 'wintzells-oyster-house',
      menu: 'A Gulf seafood sampler: oysters, gumbo and a fried shrimp platter, with bread pudding.',
    },
    {
      place: 'chez-fonfon',
      menu: 'A three-course bistro dinner with a seasonal starter, steak frites or the catch of the day, and dessert.',
    },
    { place: 'bottega', menu: 'A three-course Italian menu built on late-summer produce, with house-made pasta.' },
    { place: 'the-bright-star', menu: 'Greek-style broiled snapper with a Greek salad and a slice of house-made pie.' },
    { place: 'central-montgomery', menu: 'A wood-fired three-course dinner with Alabama produce and Gulf fish.' },
    { place: 'acre', menu: 'A garden-to-table menu of Alabama pork, Gulf seafood and summer vegetables.' },
    {
      place: 'cotton-row-restaurant',
      menu: 'A three-course Southern dinner with Gulf seafood and a seasonal dessert.',
    },
    { place: 'odette', menu: 'Seasonal Southern small plates and an entrée from Shoals farms.' },
    { place: 'panini-petes', menu: 'A lunch of a pressed sandwich or shrimp and grits with an order of beignets.' },
    {
      place: 'felixs-fish-camp',
      menu: 'Crab cakes, a fresh Gulf fish entrée and key lime pie, with views of the bay.',
    },
    { place: 'fishers-orange-beach', menu: 'A three-course coastal menu from the Upstairs dining room.' },
    { place: 'dauphins', menu: 'A Creole-inspired three-course dinner with a view over Mobile.' },
    { place: 'nikis-west', menu: 'A meat-and-three lunch of the day’s specials and cornbread.' },
    { place: 'irondale-cafe', menu: 'Fried green tomatoes, a meat-and-three plate and peach cobbler.' },
  ],
} as const;

/** Printed guides offered for download. The PDFs are published under /brochures/. */
export const BROCHURES = [
  {
    name: 'Alabama Vacation Guide',
    file: 'alabama-vacation-guide',
    alt: 'Cover of the Alabama Vacation Guide with an illustrated map of the state',
  },
  {
    name: 'Alabama Civil Rights Trail',
    file: 'civil-rights-trail',
    alt: 'Cover of the Civil Rights Trail brochure with an illustrated bridge at dawn',
  },
  {
    name: 'Alabama Gulf Coast',
    file: 'gulf-coast',
    alt: 'Cover of the Gulf Coast brochure with an illustrated beach and dunes',
  },
  {
    name: 'Robert Trent Jones Golf Trail',
    file: 'golf-trail',
    alt: 'Cover of the golf trail brochure with an illustrated fairway and flag',
  },
  {
    name: 'Alabama Barbecue Trail',
    file: 'bbq-trail',
    alt: 'Cover of the barbecue trail brochure with an illustrated smoker',
  },
  {
    name: 'Alabama State Parks',
    file: 'state-parks',
    alt: 'Cover of the state parks brochure with illustrated mountains and a lake',
  },
  {
    name: 'North Alabama Waterfalls',
    file: 'waterfalls',
    alt: 'Cover of the waterfalls brochure with an illustrated waterfall in a canyon',
  },
  {
    name: 'Alabama Birding Trails',
    file: 'birding-trails',
    alt: 'Cover of the birding trails brochure with an illustrated heron in a marsh',
  },
] as const;

export const ALERTS = [
  {
    title: 'Hurricane season on the coast',
    level: 'Advisory',
    message:
      '<p>The Atlantic hurricane season runs from June 1 to November 30. If you are traveling to the Gulf Coast, watch the forecast, know your evacuation route and follow the instructions of local officials.</p>',
    url: 'https://ema.alabama.gov',
    resources: [{ url: 'https://www.weather.gov/mob/', buttonText: 'National Weather Service Mobile' }],
    showAccommodation: false,
    active: true,
    position: 0,
  },
  {
    title: 'Beach flag warnings',
    level: 'Warning',
    message:
      '<p>Rip currents are the leading cause of drowning on Gulf beaches. Check the flag before you swim: <strong>red</strong> means high hazard and <strong>double red</strong> means the water is closed to the public.</p>',
    url: null,
    resources: [],
    showAccommodation: false,
    active: true,
    position: 1,
  },
  {
    title: 'Coastal evacuation',
    level: 'State of Emergency',
    message:
      '<p>A state of emergency has been declared for coastal counties. Visitors should leave the evacuation zones and find lodging inland.</p>',
    url: 'https://ema.alabama.gov',
    resources: [{ url: 'https://ema.alabama.gov', buttonText: 'Alabama Emergency Management' }],
    showAccommodation: true,
    active: false,
    position: 2,
  },
] as const;

export const CRISIS_ALERTS = [
  {
    siteType: 'travel',
    message:
      '<p>Planning a holiday trip? Many attractions and state park lodges keep special hours between Thanksgiving and New Year’s Day. Check before you go.</p>',
    messageType: 'info',
    active: true,
  },
  {
    siteType: 'travel',
    message:
      '<p>Severe weather is expected across Alabama. Delay travel if you can and follow local officials’ instructions.</p>',
    messageType: 'warning',
    active: false,
  },
] as const;
