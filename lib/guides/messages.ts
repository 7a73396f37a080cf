// The vacation guide's own pages (ordering it, reading it online, travel guides and brochures), in
// English; what the content service says comes first where it has it. The Spanish twin is
// messages.es.ts.
export const GUIDES_MESSAGES = {
  orderTitle: 'Order Your Free Alabama Vacation Guide',
  orderDescription:
    'Order the free printed Alabama Vacation Guide, mailed anywhere in the United States, or read it online.',
  orderCrumb: 'Vacation Guide',
  orderThanksCrumb: 'Thank you',
  readOnline: 'Read the guide online',
  onlineTitle: 'Alabama Vacation Guide Online',
  onlineDescription:
    'Read the Alabama Vacation Guide online: the state’s regions, ten ways to experience Alabama, featured road trips and the season’s events.',
  onlineBack: 'Back to Alabama Tourism',
  onlineOrder: 'Order the printed guide',
  onlineHeading: 'Alabama Vacation Guide',
  onlineContents: 'Guide contents',
  regions: 'Regions',
  experiences: 'Experiences',
  roadTrips: 'Road trips',
  events: 'Events',
  travelTitle: 'Alabama Travel Guides and Brochures',
  travelDescription:
    'Order the free Alabama Vacation Guide, read it online, or download brochures for the Civil Rights Trail, the barbecue trail, state parks and events.',
  travelHeading: 'Travel Guides',
  travelLede: 'Plan with the official Alabama Vacation Guide and brochures for every kind of trip.',
  travelGuideHeading: 'Alabama Vacation Guide',
  travelGuideText: 'The state’s official travel planner, free and mailed anywhere in the United States.',
  travelOrder: 'Order the free printed guide',
} as const;
