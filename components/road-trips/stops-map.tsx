import { useTranslations } from 'next-intl';
import styles from '@/components/content/content.module.css';
import { COUNTY_OVERLAY, OVERLAY_FRAME } from '@/lib/map/county-overlay';

export type MapStop = { position: number; name: string; latitude: number; longitude: number };

// Marks are sized for a map drawn about 300 px wide; the frame is 1000 units across.
const UNIT = OVERLAY_FRAME.width / 300;

/**
 * A static map of Alabama's counties with the trip's stops numbered in order; no script needed.
 * The counties are the site's one cached county picture (the same file the map page and offline
 * trips use), not 67 paths written into every road trip's HTML and again into its RSC payload.
 */
export function StopsMap({ stops, title }: { stops: MapStop[]; title: string }) {
  const t = useTranslations('roadTrips');
  const points = stops.map((s, i) => ({ ...s, n: i + 1, xy: OVERLAY_FRAME.project(s.latitude, s.longitude) }));
  const route = points.map((p) => p.xy.join(',')).join(' ');
  return (
    <figure>
      <svg
        viewBox={`0 0 ${OVERLAY_FRAME.width} ${OVERLAY_FRAME.height}`}
        className={styles.map}
        role="img"
        aria-labelledby="stops-map-title"
      >
        <title id="stops-map-title">{t('mapTitle', { n: stops.length, title })}</title>
        <image
          href={COUNTY_OVERLAY.url}
          width={OVERLAY_FRAME.width}
          height={OVERLAY_FRAME.height}
          preserveAspectRatio="none"
        />
        {points.length > 1 ? (
          <polyline
            points={route}
            fill="none"
            stroke="#1a4480"
            strokeWidth={2 * UNIT}
            strokeDasharray={`${5 * UNIT} ${3 * UNIT}`}
          />
        ) : null}
        {points.map((p) => (
          <g key={p.position} transform={`translate(${p.xy[0]} ${p.xy[1]})`}>
            <circle r={8 * UNIT} fill="#9e1b32" stroke="#fff" strokeWidth={1.5 * UNIT} />
            <text textAnchor="middle" dy={3.5 * UNIT} fontSize={10 * UNIT} fontWeight="700" fill="#fff">
              {p.n}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{t('mapCaption')}</figcaption>
    </figure>
  );
}
