import type { Suggestion } from '@/lib/autocomplete';
import { tripNameFor } from '@/lib/trips/messages';

export type TripFormValues = { destination: Suggestion | null; hasStart: boolean; start: Suggestion | null };
/** Each field's problem as the key of its message in the `trips` namespace. */
export type TripFormErrors = Partial<Record<'destination' | 'start', 'destinationRequired' | 'startRequired'>>;

/** docs/SPEC.md, section 5: trip creation. */
export function validateTripForm(values: TripFormValues): TripFormErrors {
  const errors: TripFormErrors = {};
  if (!values.destination) errors.destination = 'destinationRequired';
  if (values.hasStart && !values.start) errors.start = 'startRequired';
  return errors;
}

const point = (s: Suggestion) => ({ lat: s.lat, long: s.lng, city: s.city, state: s.state });

/**
 * The body of POST /api/trips: named '{destination city} Trip' (in the page's language when the form
 * gives its own namer); with no start, the start is the destination.
 */
export function newTripBody(values: TripFormValues & { destination: Suggestion }, nameFor = tripNameFor) {
  const { destination } = values;
  const start = values.hasStart && values.start ? values.start : destination;
  const stops = destination.kind === 'place' ? [destination.slug] : [];
  return {
    name: nameFor(destination.city),
    locations: stops,
    routing: { begin: point(start), end: point(destination) },
    tripInfo: stops.map((slug) => ({ locationId: slug, show: true })),
  };
}
