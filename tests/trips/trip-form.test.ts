import { TRIP_MESSAGES } from '@/components/trips/messages';
import { newTripBody, validateTripForm } from '@/components/trips/trip-form';
import type { Suggestion } from '@/lib/autocomplete';

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
    expect(validateTripForm({ destination: null, hasStart: true, start: null })).toEqual({
      destination: 'Please enter a destination.',
      start: 'We will need to know where you are starting from?',
    });
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
});
