import { newTripBody, validateTripForm } from '@/components/trips/trip-form';
import type { Suggestion } from '@/lib/autocomplete';
import { TRIP_MESSAGES } from '@/lib/trips/messages';
import { message } from '@/tests/support/intl';

const mobile: Suggestion = {
  kind: 'city',
  id: 1,
  slug: 'mobile',
  name: 'Mobile',
  label: 'Mobile, AL',
  city: 'Mobile',
  state: 'AL',
  lat: 30.69,
  lng: -88.04,
};
const park: Suggestion = {
  kind: 'place',
  id: 9,
  slug: 'gulf-state-park',
  name: 'Gulf State Park',
  label: 'Gulf State Park, Gulf Shores',
  city: 'Gulf Shores',
  state: 'AL',
  lat: 30.26,
  lng: -87.64,
};

describe('trip creation rules (docs/SPEC.md, section 5)', () => {
  it('needs a destination, and a start when the user chose to add one, in the spec words', () => {
    const errors = validateTripForm({ destination: null, hasStart: true, start: null });
    const t = message('en', 'trips');
    expect(errors.destination && t(errors.destination)).toBe('Please enter a destination.');
    expect(errors.start && t(errors.start)).toBe('We will need to know where you are starting from?');
    expect(validateTripForm({ destination: mobile, hasStart: false, start: null })).toEqual({});
    expect(TRIP_MESSAGES.submit).toBe("Let's Plan My Trip");
    expect(TRIP_MESSAGES.added).toBe('Trip added!');
  });

  it("names the trip '{destination city} Trip' and starts at the destination when no start was given", () => {
    const body = newTripBody({ destination: mobile, hasStart: false, start: null });
    expect(body.name).toBe('Mobile Trip');
    expect(body.routing.begin).toEqual(body.routing.end);
    const withStart = newTripBody({ destination: park, hasStart: true, start: mobile });
    expect(withStart.name).toBe('Gulf Shores Trip');
    expect(withStart.routing.begin.city).toBe('Mobile');
    expect(withStart.locations).toEqual(['gulf-state-park']);
  });

  it('names the trip in the page language when the form gives its namer', () => {
    const t = message('es', 'trips');
    const body = newTripBody({ destination: mobile, hasStart: false, start: null }, (city) => t('tripName', { city }));
    expect(body.name).toBe('Viaje a Mobile');
  });
});
