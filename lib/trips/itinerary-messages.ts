/** What the itinerary says, on the trip page, its print view and a shared read-only copy. */
export const ITINERARY_TEXT = {
  heading: 'Itinerary',
  totals:
    'From {from} to {to}: about {miles} and {driving} of driving over {days, plural, one {# day} other {# days}}. Drive times are estimates.',
  dayHeading: 'Day {day}',
  dayFacts: 'Leave {from} at {start}. {miles}, {driving} on the road.',
  warningsFor: 'Warnings for day {day}',
  fixInEditor: 'Fix it in the editor',
  freeDay: 'A free day: no stops planned.',
  stopTimes: ': arrive about {arrive}, leave about {leave} ({stay} there)',
  legFrom: '; {miles}, {driving} from {from}',
  thenOn: 'Then on to {to}:',
  thenOnForNight: 'Then on to {base} for the night:',
  nightAt: 'Night in {base}.',
  finish: '{miles}, {driving} from {from}, arriving about {arrive}.',
  directions: 'Directions',
  openInGoogle: '{parts, plural, =1 {Open in Google Maps} other {Open in Google Maps (part {part} of {parts})}}',
} as const;
