import { getAlabamaOutline } from '@/lib/pages/alabama-outline';
import styles from '@/components/content/content.module.css';

export type MapStop = { position: number; name: string; latitude: number; longitude: number };

/** A static map of Alabama's counties with the trip's stops numbered in order; no script needed. */
export async function StopsMap({ stops, title }: { stops: MapStop[]; title: string }) {
  const outline = await getAlabamaOutline();
  const points = stops.map((s, i) => ({ ...s, n: i + 1, xy: outline.project(s.latitude, s.longitude) }));
  const route = points.map((p) => p.xy.join(',')).join(' ');
  return (
    <figure>
      <svg
        viewBox={`-10 -10 ${outline.width + 20} ${outline.height + 20}`}
        className={styles.map}
        role="img"
        aria-labelledby="stops-map-title"
      >
        <title id="stops-map-title">{`Map of Alabama showing the ${stops.length} stops of ${title}`}</title>
        <g fill="#f3efe4" stroke="#8a8a8a" strokeWidth="0.5">
          {outline.countyPaths.map((d, i) => (
            <path key={i} d={d} />
          ))}
        </g>
        {points.length > 1 ? (
          <polyline points={route} fill="none" stroke="#1a4480" strokeWidth="2" strokeDasharray="5 3" />
        ) : null}
        {points.map((p) => (
          <g key={p.position} transform={`translate(${p.xy[0]} ${p.xy[1]})`}>
            <circle r="8" fill="#9e1b32" stroke="#fff" strokeWidth="1.5" />
            <text textAnchor="middle" dy="3.5" fontSize="10" fontWeight="700" fill="#fff">
              {p.n}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>Stops are numbered in the order of the trip.</figcaption>
    </figure>
  );
}
