/** The tourism regions ("areas"), each a group of counties by FIPS code. Slugs match the legacy area shortcuts. */
export const REGIONS = [
  {
    slug: 'north-alabama',
    name: 'North Alabama',
    lat: 34.55,
    lng: -86.6,
    image: '/images/regions/north-alabama.svg',
    counties: [
      '01009',
      '01019',
      '01033',
      '01043',
      '01049',
      '01055',
      '01059',
      '01071',
      '01077',
      '01079',
      '01083',
      '01089',
      '01093',
      '01095',
      '01103',
      '01133',
    ],
    summary:
      'Rocket science in Huntsville, the Muscle Shoals sound, canyons on Lookout Mountain and the lakes of the Tennessee River.',
    description:
      'North Alabama follows the Tennessee River across the top of the state. Huntsville grew from a cotton town into the Rocket City, home of the U.S. Space & Rocket Center and NASA’s Marshall Space Flight Center. In the Shoals, Florence, Muscle Shoals, Sheffield and Tuscumbia gave the world the Muscle Shoals sound, W.C. Handy and Helen Keller. To the east, Lookout and Sand mountains hold Little River Canyon, DeSoto Falls and Cathedral Caverns, while Guntersville Lake and Wheeler Lake draw anglers and boaters all year.',
  },
  {
    slug: 'central-alabama',
    name: 'Birmingham & Central Alabama',
    lat: 33.35,
    lng: -86.65,
    image: '/images/regions/central-alabama.svg',
    counties: [
      '01007',
      '01015',
      '01021',
      '01027',
      '01029',
      '01037',
      '01057',
      '01073',
      '01075',
      '01107',
      '01111',
      '01115',
      '01117',
      '01121',
      '01123',
      '01125',
      '01127',
    ],
    summary:
      'Birmingham’s civil rights landmarks and chef-driven dining, college football in Tuscaloosa and Alabama’s highest peak.',
    description:
      'Central Alabama is built around Birmingham, the Magic City, where the iron and steel industry once lit the sky and where the 1963 campaign for civil rights changed the nation. The Birmingham Civil Rights District, Vulcan Park and Sloss Furnaces tell that story, and the city’s restaurants have earned national awards. West of Birmingham, Tuscaloosa is home to the University of Alabama; to the east, Cheaha State Park crowns the state’s highest point and Talladega Superspeedway roars on race weekends.',
  },
  {
    slug: 'river-region',
    name: 'Montgomery & the River Region',
    lat: 32.45,
    lng: -85.9,
    image: '/images/regions/river-region.svg',
    counties: ['01001', '01011', '01013', '01017', '01041', '01051', '01081', '01085', '01087', '01101', '01113'],
    summary:
      'The capital city, the birthplace of the modern civil rights movement, Tuskegee’s history and the college town of Auburn.',
    description:
      'The Alabama, Coosa and Tallapoosa rivers meet near Montgomery, the state capital. Here Rosa Parks refused to give up her bus seat in 1955, Dr. Martin Luther King Jr. preached at Dexter Avenue Baptist Church, and the Selma to Montgomery march ended at the Capitol steps. The Legacy Museum and the National Memorial for Peace and Justice make the city essential for anyone tracing American history. Nearby Tuskegee honors Booker T. Washington and the Tuskegee Airmen, and Auburn fills with orange and blue on fall Saturdays.',
  },
  {
    slug: 'black-belt',
    name: 'Black Belt & West Alabama',
    lat: 32.25,
    lng: -87.55,
    image: '/images/regions/black-belt.svg',
    counties: ['01023', '01025', '01035', '01047', '01063', '01065', '01091', '01099', '01105', '01119', '01131'],
    summary:
      'Selma’s Edmund Pettus Bridge, Gee’s Bend quilts, antebellum river towns and wide-open prairie named for its dark soil.',
    description:
      'The Black Belt takes its name from the dark, fertile prairie soil that crosses west-central Alabama. It is a land of small river towns, hunting lodges and deep history: Selma’s Edmund Pettus Bridge, where marchers were beaten on Bloody Sunday in 1965; Old Cahawba, the state’s first permanent capital; and Gee’s Bend, whose quilters are celebrated in museums worldwide. Demopolis, Eutaw and Monroeville, the hometown of Harper Lee, reward travelers who take the back roads.',
  },
  {
    slug: 'south-alabama',
    name: 'Wiregrass & Southeast Alabama',
    lat: 31.45,
    lng: -85.9,
    image: '/images/regions/south-alabama.svg',
    counties: ['01005', '01031', '01039', '01045', '01061', '01067', '01069', '01109'],
    summary:
      'Peanut country, the Boll Weevil Monument in Enterprise, Army aviation at Fort Novosel and the Chattahoochee River.',
    description:
      'Southeast Alabama is called the Wiregrass for the tough native grass that once covered its longleaf pine forests. Dothan, the Peanut Capital of the World, hosts the National Peanut Festival each fall, and Enterprise thanks a beetle with its famous Boll Weevil Monument. The U.S. Army Aviation Museum sits at Fort Novosel, Eufaula’s historic district overlooks Lake Eufaula on the Chattahoochee, and Troy and Andalusia add college sports and springtime festivals.',
  },
  {
    slug: 'gulf-coast',
    name: 'Gulf Coast & Mobile Bay',
    lat: 30.6,
    lng: -87.85,
    image: '/images/regions/gulf-coast.svg',
    counties: ['01003', '01053', '01097', '01129'],
    summary:
      'Sugar-white beaches at Gulf Shores and Orange Beach, Mobile’s Mardi Gras, oysters and the Mobile-Tensaw Delta.',
    description:
      'Alabama’s 60 miles of Gulf coastline hold white-sand beaches at Gulf Shores, Orange Beach, Fort Morgan and Dauphin Island. Across the bay, Mobile is one of the oldest cities on the Gulf and the birthplace of Mardi Gras in America, with oak-lined streets, the USS Alabama and a lively downtown. The Eastern Shore towns of Fairhope, Daphne and Spanish Fort look west over Mobile Bay, and the Mobile-Tensaw Delta, one of the most biologically diverse river systems in the country, begins just north of the city.',
  },
] as const;
