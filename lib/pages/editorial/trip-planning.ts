import type { EditorialPage } from './types';

export const TRIP_TIPS: EditorialPage = {
  path: '/my-trip/trip-tips',
  title: 'Trip Tips',
  description:
    'Practical tips for an Alabama trip: when to go, getting around, weather, time zones, beach flags, packing and booking ahead for big weekends.',
  lede: 'A few things worth knowing before you set out.',
  sections: [
    {
      heading: 'When to go',
      paragraphs: [
        'Spring (March to May) and fall (October and November) are mild and are festival season. Summer is hot and humid, and it is high season on the Gulf Coast. Winters are short and mild in the south of the state; the north can see a little snow.',
      ],
    },
    {
      heading: 'Getting around',
      paragraphs: [
        'Alabama is best seen by car. Interstates 65, 20/59, 85 and 10 link the main cities; the drive from Huntsville to Gulf Shores takes about five and a half hours. Birmingham, Huntsville, Montgomery and Mobile have airports, and Amtrak’s Crescent stops in Anniston, Birmingham and Tuscaloosa.',
      ],
    },
    {
      heading: 'Time zone',
      paragraphs: [
        'Alabama runs on Central Time. A few towns on the Georgia line, such as Phenix City, keep Eastern Time unofficially, so check event times there.',
      ],
    },
    {
      heading: 'Book ahead for',
      paragraphs: ['Rooms fill early around:'],
      list: [
        'college football home games in Tuscaloosa and Auburn',
        'race weekends at Talladega Superspeedway',
        'Mardi Gras in Mobile',
        'summer weekends and spring break on the Gulf Coast',
      ],
    },
    {
      heading: 'What to pack',
      paragraphs: [
        'Light clothes, a rain jacket, sunscreen, insect repellent and a hat for most of the year; a warm layer from November to February. Bring comfortable shoes for the trails and for walking tours of civil rights landmarks.',
      ],
      links: [
        { href: '/my-trip/staying-safe', text: 'Staying safe on your trip' },
        { href: '/create-a-trip', text: 'Create your trip' },
      ],
    },
  ],
};

export const STAYING_SAFE: EditorialPage = {
  path: '/my-trip/staying-safe',
  title: 'Staying Safe',
  description:
    'Stay safe on an Alabama trip: beach warning flags and rip currents, summer heat, severe weather, hurricane season, wildlife and emergency numbers.',
  lede: 'Most trips need nothing more than common sense, but the sea, the heat and the weather deserve respect.',
  sections: [
    {
      heading: 'At the beach',
      paragraphs: [
        'Gulf beaches fly coloured flags for water conditions. Rip currents are the main danger: if one catches you, swim parallel to the shore until you are out of it, then swim back.',
      ],
      list: [
        'Green: low hazard, calm conditions.',
        'Yellow: medium hazard, moderate surf or currents.',
        'Red: high hazard, high surf or strong currents.',
        'Double red: the water is closed to the public.',
        'Purple: dangerous marine life, such as jellyfish.',
      ],
    },
    {
      heading: 'Heat',
      paragraphs: [
        'From June to September the heat index often passes 100°F. Drink water before you are thirsty, plan hikes for the morning, rest in the shade and never leave people or pets in a parked car.',
      ],
    },
    {
      heading: 'Storms and hurricanes',
      paragraphs: [
        'Thunderstorms and tornadoes are most common in spring and late fall; hurricane season runs from June 1 to November 30. Turn on weather alerts on your phone, know where the nearest sturdy shelter is, and follow local officials if they order an evacuation.',
      ],
    },
    {
      heading: 'Outdoors',
      paragraphs: [
        'Stay on marked trails, tell someone your plans, and carry more water than you think you need. Give alligators, snakes and other wildlife plenty of room, and never feed them.',
      ],
    },
    {
      heading: 'In an emergency',
      paragraphs: [
        'Call 911 for police, fire or ambulance. For road conditions, call 511 or visit ALGO Traffic, the Alabama Department of Transportation’s traffic site.',
      ],
      links: [
        { href: '/my-trip/staying-safe/covid-19', text: 'Health and illness while travelling' },
        { href: '/my-trip/staying-safe/responsibly', text: 'Travel responsibly' },
      ],
    },
  ],
};

export const COVID_19: EditorialPage = {
  path: '/my-trip/staying-safe/covid-19',
  title: 'COVID-19 and Healthy Travel',
  description:
    'Healthy travel in Alabama: COVID-19 and flu precautions, where to find testing and care, and checking a venue’s own health rules before you go.',
  lede: 'There are no statewide COVID-19 travel restrictions in Alabama. A little planning still helps keep you and the people you meet healthy.',
  sections: [
    {
      heading: 'Before you go',
      paragraphs: [
        'Stay home if you are sick. Check the Alabama Department of Public Health and the Centers for Disease Control and Prevention for current advice on COVID-19, flu and other respiratory illnesses, and keep your vaccinations up to date.',
      ],
    },
    {
      heading: 'While you travel',
      paragraphs: [
        'Wash your hands often, carry hand sanitiser, and consider a mask in crowded indoor places, especially if you or those you travel with are at higher risk. Some hospitals, care homes and smaller venues may ask visitors to wear one.',
      ],
    },
    {
      heading: 'If you feel ill',
      paragraphs: [
        'Pharmacies across the state sell home tests and many offer testing and vaccination. Urgent care clinics in every city can see visitors without an appointment. In an emergency, call 911.',
      ],
    },
    {
      heading: 'Check before you visit',
      paragraphs: [
        'Attractions, restaurants and events set their own rules and hours. Check a place’s own website or call ahead, especially for guided tours and indoor events.',
      ],
      links: [{ href: '/my-trip/staying-safe', text: 'Back to Staying Safe' }],
    },
  ],
};

export const RESPONSIBLY: EditorialPage = {
  path: '/my-trip/staying-safe/responsibly',
  title: 'Travel Responsibly',
  description:
    'Travel responsibly in Alabama: leave no trace on trails and beaches, protect sea turtles and dunes, support local businesses and respect sacred and historic sites.',
  lede: 'Alabama’s beaches, rivers and small towns are here for the next visitor too. Here is how to leave them better than you found them.',
  sections: [
    {
      heading: 'On the beach',
      paragraphs: [
        'From May to October sea turtles nest on Alabama’s beaches. Fill in holes you dig, take your chairs and tents home each night, and use red lights, not white ones, on the sand after dark. Stay off the dunes: the sea oats hold them together.',
      ],
    },
    {
      heading: 'On the trail and the water',
      paragraphs: [
        'Pack out everything you pack in, stay on marked trails, and keep campfires inside rings. Clean your boat and gear before moving between lakes and rivers so you do not carry invasive plants and animals with you.',
      ],
    },
    {
      heading: 'In towns',
      paragraphs: [
        'Eat, shop and stay local where you can: your money then stays in the community you came to see. Be a considerate neighbour in rentals and keep noise down at night.',
      ],
    },
    {
      heading: 'At sacred and historic places',
      paragraphs: [
        'Civil rights landmarks, churches, cemeteries and Native American mound sites are places of memory. Dress and speak with respect, follow posted rules about photographs, and leave everything as you found it.',
      ],
      links: [{ href: '/places-to-go/map/responsibly', text: 'Places that help you travel responsibly' }],
    },
  ],
};
