/** What the itinerary says, on the trip page, its print view and a shared read-only copy. */
export const ITINERARY_TEXT = {
  heading: 'Itinerary',
  totals: (from: string, to: string, miles: string, driving: string, days: number) =>
    `From ${from} to ${to}: about ${miles} and ${driving} of driving over ${days} ${days === 1 ? 'day' : 'days'}. Drive times are estimates.`,
  dayHeading: (day: number) => `Day ${day}`,
  dayFacts: (start: string, from: string, miles: string, driving: string) =>
    `Leave ${from} at ${start}. ${miles}, ${driving} on the road.`,
  warningsFor: (day: number) => `Warnings for day ${day}`,
  fixInEditor: 'Fix it in the editor',
  freeDay: 'A free day: no stops planned.',
  stopTimes: (arrive: string, leave: string, stay: string) =>
    `: arrive about ${arrive}, leave about ${leave} (${stay} there)`,
  legFrom: (miles: string, driving: string, from: string) => `; ${miles}, ${driving} from ${from}`,
  thenOn: (to: string) => `Then on to ${to}:`,
  thenOnForNight: (base: string) => `Then on to ${base} for the night:`,
  nightAt: (base: string) => `Night in ${base}.`,
  finish: (miles: string, driving: string, from: string, arrive: string) =>
    `${miles}, ${driving} from ${from}, arriving about ${arrive}.`,
  directions: 'Directions',
  openInGoogle: (part: number, parts: number) => `Open in Google Maps${parts > 1 ? ` (part ${part} of ${parts})` : ''}`,
} as const;
