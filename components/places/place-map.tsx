import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { mapSettings } from '@/lib/map/browser-settings';
import { COUNTY_OVERLAY, OVERLAY_FRAME } from '@/lib/map/county-overlay';
import styles from './place-map.module.css';

// The window around the pin, in the county picture's units (1000 across the state, about 240
// miles): some 40 miles wide, enough to show the county and its neighbours.
const WINDOW = { width: 160, height: 100 };

type Pin = { name: string; latitude: string; longitude: string };

/**
 * Where a place is: the offline county map (the same picture as the site's map, public/geo),
 * cropped around the place with its pin and the pins of the places near it. Drawn on the server as
 * one SVG, so it needs no script, key or network; the list of nearby places beside it says the same
 * in words, with distances.
 */
export function PlaceMap({
  place,
  nearby,
  mapHref,
}: {
  place: Pin & { city: string };
  nearby: Pin[];
  mapHref: string;
}) {
  const t = useTranslations('places');
  const googleKey = mapSettings().googleMapsApiKey;
  if (googleKey) return <GooglePlaceMap place={place} nearby={nearby} mapHref={mapHref} apiKey={googleKey} />;
  const [x, y] = OVERLAY_FRAME.project(Number(place.latitude), Number(place.longitude));
  const left = Math.min(Math.max(x - WINDOW.width / 2, 0), OVERLAY_FRAME.width - WINDOW.width);
  const top = Math.min(Math.max(y - WINDOW.height / 2, 0), OVERLAY_FRAME.height - WINDOW.height);
  const others = nearby.map((pin) => ({
    name: pin.name,
    at: OVERLAY_FRAME.project(Number(pin.latitude), Number(pin.longitude)),
  }));
  return (
    <figure className={styles.map} data-testid="place-map">
      <svg
        className={styles.frame}
        viewBox={`${left} ${top} ${WINDOW.width} ${WINDOW.height}`}
        role="img"
        aria-label={t('mapLabel', { name: place.name, city: place.city, count: others.length })}
      >
        <image href={COUNTY_OVERLAY.url} x={0} y={0} width={OVERLAY_FRAME.width} height={OVERLAY_FRAME.height} />
        {others.map((pin) => (
          <circle key={pin.name} cx={pin.at[0]} cy={pin.at[1]} r={1.6} fill="#1d3557" stroke="#fff" strokeWidth={0.5} />
        ))}
        <circle cx={x} cy={y} r={3} fill="#a4282d" stroke="#fff" strokeWidth={0.8} data-testid="place-pin" />
      </svg>
      <figcaption className={styles.caption}>
        {t('mapCaption', { name: place.name, city: place.city })} <Link href={mapHref}>{t('openStateMap')}</Link>
      </figcaption>
    </figure>
  );
}

/** With a Google Maps key: Google's static map of the place and its neighbours (one image, no script). */
function GooglePlaceMap({
  place,
  nearby,
  mapHref,
  apiKey,
}: {
  place: Pin & { city: string };
  nearby: Pin[];
  mapHref: string;
  apiKey: string;
}) {
  const t = useTranslations('places');
  const at = (pin: Pin) => `${pin.latitude},${pin.longitude}`;
  const query = new URLSearchParams({ center: at(place), zoom: '11', size: '640x400', scale: '2', key: apiKey });
  query.append('markers', `color:red|${at(place)}`);
  if (nearby.length > 0) query.append('markers', `size:small|color:blue|${nearby.map(at).join('|')}`);
  return (
    <figure className={styles.map} data-testid="place-map">
      {/* eslint-disable-next-line @next/next/no-img-element -- Google draws the picture; no optimiser in between */}
      <img
        className={styles.frame}
        src={`https://maps.googleapis.com/maps/api/staticmap?${query}`}
        width={640}
        height={400}
        alt={t('mapLabel', { name: place.name, city: place.city, count: nearby.length })}
        loading="lazy"
      />
      <figcaption className={styles.caption}>
        {t('mapCaption', { name: place.name, city: place.city })} <Link href={mapHref}>{t('openStateMap')}</Link>
      </figcaption>
    </figure>
  );
}
