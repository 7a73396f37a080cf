import { NEW_TRIP_WINDOW_MS, STORAGE_KEYS, TRIP_POPUP_DISMISS_MS } from '@/lib/constants';

export type StoredTrip = { tripId: number; name: string; createdAt: string };
/** docs/SPEC.md, section 4: before a load, loaded-empty-with-error, and loaded. */
export type TripStoreState = {
  status: 'idle' | 'error' | 'loaded';
  trips: StoredTrip[];
  error: string | null;
  popup: boolean;
};

type Deps = {
  fetchTrips: () => Promise<StoredTrip[]>;
  storage?: (Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>) | null;
  now?: () => number;
};

const INITIAL: TripStoreState = { status: 'idle', trips: [], error: null, popup: false };

/** The trip store (myTrips/loadMyTrips): loads the user's trips, flags a just-created one, persists as 'myTrips'. */
export function createTripStore({ fetchTrips, storage = null, now = Date.now }: Deps) {
  let state: TripStoreState = INITIAL;
  let dismissTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: TripStoreState) => {
    state = next;
    storage?.setItem(STORAGE_KEYS.myTrips, JSON.stringify(state));
    listeners.forEach((l) => l());
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      clearTimeout(dismissTimer);
      try {
        const trips = await fetchTrips();
        const latest = Math.max(-Infinity, ...trips.map((t) => Date.parse(t.createdAt)));
        const popup = now() - latest < NEW_TRIP_WINDOW_MS;
        set({ status: 'loaded', trips, error: null, popup });
        if (popup) dismissTimer = setTimeout(() => set({ ...state, popup: false }), TRIP_POPUP_DISMISS_MS);
      } catch (error) {
        set({
          status: 'error',
          trips: [],
          error: error instanceof Error ? error.message : String(error),
          popup: false,
        });
      }
    },
    dismissPopup() {
      clearTimeout(dismissTimer);
      set({ ...state, popup: false });
    },
    /** Forgets the trips, in memory and in the browser's storage (sign-out). */
    reset() {
      clearTimeout(dismissTimer);
      state = INITIAL;
      storage?.removeItem?.(STORAGE_KEYS.myTrips);
      listeners.forEach((l) => l());
    },
  };
}

export type TripStore = ReturnType<typeof createTripStore>;

async function fetchMyTrips(): Promise<StoredTrip[]> {
  const response = await fetch('/api/trips', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Your trips could not be loaded (${response.status}).`);
  const body = (await response.json()) as { trips: StoredTrip[] };
  return body.trips.map(({ tripId, name, createdAt }) => ({ tripId, name, createdAt }));
}

let browserStore: TripStore | null = null;
/** The one store of the page, persisted to localStorage. */
export function tripStore(): TripStore {
  browserStore ??= createTripStore({
    fetchTrips: fetchMyTrips,
    storage: typeof window === 'undefined' ? null : window.localStorage,
  });
  return browserStore;
}

/** Sign-out: the trip list this browser kept goes, so the next person on this computer sees none of it. */
export function forgetMyTrips(): void {
  if (typeof window !== 'undefined') tripStore().reset();
}
