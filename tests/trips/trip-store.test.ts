import { STORAGE_KEYS } from '@/lib/constants';
import { createTripStore } from '@/components/trips/trip-store';

// docs/SPEC.md, section 9, as literals: a change to the code's constants must fail this test.
const NEW_TRIP_WINDOW_MS = 30_000; // New-trip window: 30 s
const TRIP_POPUP_DISMISS_MS = 30_000; // Trip popup auto-dismiss: 30000 ms

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('trip store (docs/SPEC.md, section 4)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2027-03-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('raises the popup for a trip created under 30 s ago and drops it after 30000 ms', async () => {
    const storage = memoryStorage();
    const createdAt = new Date(Date.now() - NEW_TRIP_WINDOW_MS + 1000).toISOString();
    const store = createTripStore({ fetchTrips: async () => [{ tripId: 1, name: 'Mobile Trip', createdAt }], storage });
    await store.load();
    expect(store.getState()).toMatchObject({ status: 'loaded', popup: true, error: null });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.myTrips)!).trips).toHaveLength(1);
    jest.advanceTimersByTime(TRIP_POPUP_DISMISS_MS - 1);
    expect(store.getState().popup).toBe(true);
    jest.advanceTimersByTime(1);
    expect(store.getState().popup).toBe(false);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.myTrips)!).popup).toBe(false);
  });

  it('leaves the popup off for older trips', async () => {
    const createdAt = new Date(Date.now() - NEW_TRIP_WINDOW_MS).toISOString();
    const store = createTripStore({ fetchTrips: async () => [{ tripId: 2, name: 'Old Trip', createdAt }] });
    await store.load();
    expect(store.getState()).toMatchObject({ status: 'loaded', popup: false });
  });

  it('on a load failure keeps an empty list, stores the error and turns the popup off', async () => {
    let fail = false;
    const store = createTripStore({
      fetchTrips: async () => {
        if (fail) throw new Error('network down');
        return [{ tripId: 3, name: 'New', createdAt: new Date().toISOString() }];
      },
    });
    await store.load();
    expect(store.getState().popup).toBe(true);
    fail = true;
    await store.load();
    expect(store.getState()).toEqual({ status: 'error', trips: [], error: 'network down', popup: false });
    jest.advanceTimersByTime(TRIP_POPUP_DISMISS_MS);
    expect(store.getState().popup).toBe(false);
  });
});
