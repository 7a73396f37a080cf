/** Alabama’s state welcome centers at the main highway entrances. Coordinates are the rest area, to about a kilometre. */
export const WELCOME_CENTERS = [
  {
    name: 'Ardmore Welcome Center',
    route: 'I-65 southbound, near the Tennessee line',
    city: 'Ardmore',
    lat: 34.983,
    lng: -86.853,
    description: 'The first stop for travelers driving south from Nashville, with maps, brochures and restrooms.',
  },
  {
    name: 'Baldwin County Welcome Center',
    route: 'I-10 westbound, near the Florida line',
    city: 'Seminole',
    lat: 30.613,
    lng: -87.437,
    description:
      'Greets travelers coming from Pensacola with information on the beaches, Mobile Bay and the Eastern Shore.',
  },
  {
    name: 'Cleburne County Welcome Center',
    route: 'I-20 westbound, near the Georgia line',
    city: 'Heflin',
    lat: 33.65,
    lng: -85.43,
    description: 'The gateway from Atlanta, close to Cheaha State Park and the Talladega National Forest.',
  },
  {
    name: 'DeKalb County Welcome Center',
    route: 'I-59 southbound, near the Georgia line',
    city: 'Valley Head',
    lat: 34.64,
    lng: -85.56,
    description:
      'Serves travelers arriving from Chattanooga, minutes from Lookout Mountain, Mentone and Little River Canyon.',
  },
  {
    name: 'Grand Bay Welcome Center',
    route: 'I-10 eastbound, near the Mississippi line',
    city: 'Grand Bay',
    lat: 30.488,
    lng: -88.398,
    description: 'The first stop from Mississippi, with information on Mobile, Dauphin Island and the Gulf Coast.',
  },
  {
    name: 'Houston County Welcome Center',
    route: 'US-231 northbound, near the Florida line',
    city: 'Dothan',
    lat: 31.03,
    lng: -85.47,
    description: 'Welcomes drivers heading north from Panama City to the Wiregrass and Dothan.',
  },
  {
    name: 'Lanett Welcome Center',
    route: 'I-85 southbound, near the Georgia line',
    city: 'Lanett',
    lat: 32.855,
    lng: -85.19,
    description: 'The gateway from Atlanta on I-85, on the way to Auburn, Tuskegee and Montgomery.',
  },
  {
    name: 'Sumter County Welcome Center',
    route: 'I-20/59 eastbound, near the Mississippi line',
    city: 'Cuba',
    lat: 32.43,
    lng: -88.37,
    description: 'Greets travelers from Meridian with information on the Black Belt, Tuscaloosa and Birmingham.',
  },
] as const;
