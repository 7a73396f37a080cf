import { useLocale, useTranslations } from 'next-intl';
import type { LocationDetail } from '@/lib/locations';
import { hoursLine, type DetailLine } from '@/lib/places/detail-text';
import styles from '@/components/content/content.module.css';

/** Address, phone, hours and website of a place, each shown only when known. */
export function PlaceFacts({ place }: { place: LocationDetail }) {
  const t = useTranslations('places');
  const details = useTranslations('placeDetails');
  const english = useLocale() === 'en';
  const hours: DetailLine[] = (place.hours ?? []).map((line) => (english ? { text: line } : hoursLine(line, details)));
  const street = [place.address1, place.address2].filter(Boolean).join(', ');
  const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.name}, ${street} ${place.city}, AL`)}`;
  return (
    <dl className={styles.facts}>
      <dt>{t('address')}</dt>
      <dd>
        {/* A postal address is written as the post office reads it, in English on either site. */}
        <address lang="en">
          {street ? (
            <>
              {street}
              <br />
            </>
          ) : null}
          {place.city}, AL {place.postal ?? ''}
        </address>
        <a href={mapsHref} rel="noopener noreferrer" target="_blank">
          {t('directions')}
          <span className="visually-hidden">{t('newTab')}</span>
        </a>
      </dd>
      {place.phone ? (
        <>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`}>{place.phone}</a>
          </dd>
        </>
      ) : null}
      {hours.length > 0 ? (
        <>
          <dt>{t('hours')}</dt>
          <dd>
            <ul>
              {hours.map((h) => (
                <li key={h.text} lang={h.lang}>
                  {h.text}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
      {place.website ? (
        <>
          <dt>{t('website')}</dt>
          <dd>
            <a href={place.website} rel="noopener">
              {new URL(place.website).hostname.replace(/^www\./, '')}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
