// Fixed wording of record details (and the attraction tickets page's list heading) read from data in English (opening hours from the places
// supplement, welcome-center directions), rebuilt in the page's language by lib/places/detail-text.
export const PLACE_DETAIL_MESSAGES = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
  hoursLine: '{day}: {hours}',
  closed: 'Closed',
  openAllDay: 'Open 24 hours',
  am: 'AM',
  pm: 'PM',
  northbound: 'northbound',
  southbound: 'southbound',
  eastbound: 'eastbound',
  westbound: 'westbound',
  route: '{road} {direction}, near the {state} line',
};
