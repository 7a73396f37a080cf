import type { Suggestion } from '@/lib/autocomplete';
import { TRIP_MESSAGES, tripNameFor } from './messages';

export type TripFormValues = { destination: Suggestion | null; hasStart: boolean; start: Suggestion | null };
export type TripFormErrors = Partial<Record<'destination' | 'start', string>>;

/** docs/SPEC.md, section 5: trip creation. */
export function validateTripForm(values: TripFormValues): TripFormErrors {
  const errors: TripFormErrors = {};
  if (!values.destination) errors.destination = TRIP_MESSAGES.destinationRequired;
  if (values.hasStart && !values.start) errors.start = TRIP_MESSAGES.startRequired;
  return errors;
}

const point = (s: Suggestion) => ({ lat: s.lat, long: s.lng, city: s.city, state: s.state });

/** The body of POST /api/trips: named '{destination city} Trip'; with no start, the start is the destination. */
export function newTripBody(values: TripFormValues & { destination: Suggestion }) {
  const { destination } = values;
  const start = values.hasStart && values.start ? values.start : destination;
  const stops = destination.kind === 'place' ? [destination.slug] : [];
  return {
    name: tripNameFor(destination.city),
    locations: stops,
    routing: { begin: point(start), end: point(destination) },
    tripInfo: stops.map((slug) => ({ locationId: slug, show: true })),
  };
}
