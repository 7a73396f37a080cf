import { StaticMap } from '@/components/map/static-map';
import { COUNTY_OVERLAY } from '@/lib/map/county-overlay';
import type { TripToSave } from '@/lib/offline/saved-trips';
import { placePath } from '@/lib/pages/paths';
import type { TripView } from '@/lib/trip-planner/trip-view';
import { SaveForOffline } from './save-for-offline';
import styles from './offline.module.css';

/** Everything a trip needs with no signal: its pages, its stops' pages, the exports and the county map. */
export function tripToSave({ trip, stops }: TripView): TripToSave {
  const stopLinks = stops.map((s) => ({ name: s.name, url: placePath(s.slug) }));
  return {
    tripId: trip.tripId,
    name: trip.name,
    stops: stopLinks,
    urls: [
      `/trip/${trip.tripId}`,
      `/trip/${trip.tripId}/print`,
      `/edit-trip?id=${trip.tripId}`,
      ...stopLinks.map((s) => s.url),
      ...(trip.startDate ? [`/api/trips/${trip.tripId}/export?format=ics`] : []),
      `/api/trips/${trip.tripId}/export?format=gpx`,
      COUNTY_OVERLAY.url,
    ],
  };
}

/** The trip page's offline part: "Save for offline", and its stops on the county map (drawn on the server, so it needs no network). */
export function TripOffline({ view }: { view: TripView }) {
  const places = view.stops.map((s) => ({
    id: s.id,
    slug: s.slug,
    name: s.name,
    city: s.city,
    category: '',
    lat: s.lat,
    lng: s.lng,
  }));
  return (
    <>
      <SaveForOffline trip={tripToSave(view)} />
      <section aria-labelledby="trip-map-heading">
        <h2 id="trip-map-heading">Map of the stops</h2>
        <div className={styles.tripMap}>
          <StaticMap places={places} atDefaultView />
        </div>
      </section>
    </>
  );
}
