import type { PlaceSeed } from '../types';

const golf = (place: Omit<PlaceSeed, 'category' | 'exp' | 'badges'>): PlaceSeed => ({
  ...place,
  category: 'attraction',
  exp: ['year-round-golf', 'sports'],
  badges: ['golf-trail'],
});

/** The Robert Trent Jones Golf Trail: championship public courses across the state. */
export const GOLF_TRAIL: PlaceSeed[] = [
  golf({
    name: 'Ross Bridge',
    key: 'rtj-ross-bridge',
    city: 'Hoover',
    lat: 33.377,
    lng: -86.885,
    address: '4000 Grand Ave',
    postal: '35226',
    website: 'https://www.rtjgolf.com',
    summary: 'One of the longest courses in the world, below a castle-like resort in Hoover.',
    description:
      'Ross Bridge stretches more than 8,000 yards from the back tees, winding around lakes and waterfalls below the Renaissance Ross Bridge resort. A bagpiper plays across the course at sunset. It has hosted PGA Tour Champions events.',
  }),
  golf({
    name: 'Oxmoor Valley',
    key: 'rtj-oxmoor-valley',
    city: 'Birmingham',
    lat: 33.417,
    lng: -86.873,
    address: '100 Sunbelt Pkwy',
    postal: '35211',
    summary: 'Two 18-hole courses and a short course carved into the ridges of a former dairy farm.',
    description:
      'Oxmoor Valley’s Ridge and Valley courses play through wooded hills on the south side of Birmingham, with dramatic elevation changes. The nine-hole Short Course is a good warm-up. It is the Golf Trail’s closest site to downtown.',
  }),
  golf({
    name: 'Capitol Hill',
    key: 'rtj-capitol-hill',
    city: 'Prattville',
    lat: 32.437,
    lng: -86.421,
    address: '2600 Constitution Ave',
    postal: '36066',
    summary: 'Three championship courses along the Alabama River, home of an LPGA tournament.',
    description:
      'Capitol Hill’s Judge, Senator and Legislator courses sit on bluffs and wetlands beside the Alabama River just outside Montgomery. The Judge opens with a tee shot from a bluff about 200 feet above the fairway. The Senator is a links-style course with rolling mounds.',
  }),
  golf({
    name: 'Grand National',
    key: 'rtj-grand-national',
    city: 'Opelika',
    lat: 32.689,
    lng: -85.437,
    address: '3000 Robert Trent Jones Trail',
    postal: '36801',
    summary:
      'Two courses and a short course around Lake Saugahatchee, often ranked among the best public golf anywhere.',
    description:
      'Grand National’s Lake and Links courses wrap around a 600-acre lake near Auburn and Opelika. Many holes play over or beside water, including the island-green par 3 on the Lake course. It has hosted PGA Tour and LPGA events.',
  }),
  golf({
    name: 'Magnolia Grove',
    key: 'rtj-magnolia-grove',
    city: 'Mobile',
    lat: 30.727,
    lng: -88.206,
    address: '7000 Lamplighter Dr',
    postal: '36618',
    summary: 'Two courses among magnolias and live oaks in west Mobile.',
    description:
      'Magnolia Grove’s Crossings and Falls courses are shaded by magnolias and crossed by creeks and ravines. The Falls course is named for the waterfalls on its back nine. It is the Golf Trail’s southernmost site and plays well into winter.',
  }),
  golf({
    name: 'Hampton Cove',
    key: 'rtj-hampton-cove',
    city: 'Owens Cross Roads',
    lat: 34.67,
    lng: -86.476,
    address: '450 Old Highway 431',
    postal: '35763',
    summary: 'Highlands and River courses in a valley below Huntsville’s mountains.',
    description:
      'Hampton Cove, east of Huntsville, pairs the Highlands course with the River course, which has no bunkers and relies on water and trees for its challenge. A short course rounds out the site. Views of Monte Sano and Huntsville Mountain surround the fairways.',
  }),
  golf({
    name: 'Silver Lakes',
    key: 'rtj-silver-lakes',
    city: 'Glencoe',
    lat: 33.87,
    lng: -85.93,
    address: '1 Sunbelt Pkwy',
    postal: '35905',
    summary: 'Twenty-seven holes in the foothills of the Appalachians between Gadsden and Anniston.',
    description:
      'Silver Lakes offers three nine-hole courses, Heartbreaker, Mindbreaker and Backbreaker, that can be combined for 18. The names tell you what to expect from its rolling, tree-lined fairways. A short course is on site as well.',
  }),
  golf({
    name: 'The Shoals',
    key: 'rtj-the-shoals',
    city: 'Muscle Shoals',
    lat: 34.78,
    lng: -87.61,
    address: '990 Sunbelt Pkwy',
    postal: '35661',
    summary: 'Fighting Joe and Schoolmaster, two courses on bluffs above the Tennessee River.',
    description:
      'The Shoals courses are named for local heroes: Fighting Joe for Confederate general Joseph Wheeler and Schoolmaster for an early teacher in the area. Fighting Joe was the first course in the world to play over 8,000 yards. Many holes overlook the Tennessee River near Wilson Dam.',
  }),
  golf({
    name: 'Highland Oaks',
    key: 'rtj-highland-oaks',
    city: 'Dothan',
    lat: 31.221,
    lng: -85.487,
    address: '904 Royal Pkwy',
    postal: '36305',
    summary: 'Twenty-seven holes in the rolling Wiregrass, near the home of the National Peanut Festival.',
    description:
      'Highland Oaks has three nines, Highlands, Magnolia and Marshwood, plus a short course. Marshwood’s holes play through wetlands, and the site has hosted Korn Ferry Tour events. It is the Golf Trail’s stop in southeast Alabama.',
  }),
  golf({
    name: 'Cambrian Ridge',
    key: 'rtj-cambrian-ridge',
    city: 'Greenville',
    lat: 31.801,
    lng: -86.612,
    address: '101 Sunbelt Pkwy',
    postal: '36037',
    summary: 'Twenty-seven holes on ridges above a lake, one of the most scenic stops on the trail.',
    description:
      'Cambrian Ridge’s Canyon, Sherling and Loblolly nines climb and fall across steep ridges above Sherling Lake in Butler County. The Canyon’s par 3s play from high tees over deep ravines. It is a short drive off Interstate 65 between Montgomery and Mobile.',
  }),
  golf({
    name: 'Lakewood Golf Club',
    key: 'rtj-lakewood',
    city: 'Point Clear',
    lat: 30.49,
    lng: -87.905,
    summary: 'The Grand Hotel’s Azalea and Dogwood courses, set among live oaks on Mobile Bay.',
    description:
      'Lakewood Golf Club has served guests of the Grand Hotel since the 1940s. Its Azalea and Dogwood courses wind through live oaks, magnolias and lagoons a short cart ride from the bay. The club joined the Golf Trail with the Grand Hotel.',
  }),
];
