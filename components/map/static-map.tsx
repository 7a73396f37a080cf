import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, STATE_BOUNDS } from '@/lib/constants';
import { COUNTY_OVERLAY, overlayPlacement } from '@/lib/map/county-overlay';
import { offsetFromCenter } from '@/lib/map/web-mercator';
import { clusterIndex, clusterSize } from './clusters';
import type { Bbox, MapPlace } from './types';
import styles from './map.module.css';

const STATE_BBOX: Bbox = [
  STATE_BOUNDS.minLng - 1,
  STATE_BOUNDS.minLat - 1,
  STATE_BOUNDS.maxLng + 1,
  STATE_BOUNDS.maxLat + 1,
];
/** CSS position of a point given as pixels from the middle of the map's box. */
const at = (offset: { x: number; y: number }) => ({
  left: `calc(50% + ${offset.x.toFixed(1)}px)`,
  top: `calc(50% + ${offset.y.toFixed(1)}px)`,
});

/**
 * The map as the live one first draws it (the default view: the counties, the clusters and the
 * single places), drawn on the server, so the page shows a whole map at first paint while the map
 * code loads after the page has settled. It is a picture: the list beside it is the way in for
 * screen readers and keyboards, and the live map covers it once drawn. With a saved view (a bbox in
 * the address) the live map will open elsewhere, so only the empty box is drawn.
 */
export function StaticMap({ places, atDefaultView }: { places: MapPlace[]; atDefaultView: boolean }) {
  if (!atDefaultView) return <div className={styles.canvas} aria-hidden="true" data-testid="static-map" />;
  const image = overlayPlacement(DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM);
  // Single places first, so clusters sit on top of them as they do on the live map.
  const markers = clusterIndex(places)
    .clusters(STATE_BBOX, DEFAULT_MAP_ZOOM)
    .sort((a, b) => Number(a.kind === 'cluster') - Number(b.kind === 'cluster'));
  return (
    <div className={styles.canvas} aria-hidden="true" data-testid="static-map" data-drawn={markers.length}>
      {/* A plain <img>: next/image would add a loader and a srcset to an SVG that scales by itself. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={COUNTY_OVERLAY.url}
        alt=""
        className={styles.staticCounties}
        style={{ ...at({ x: image.left, y: image.top }), width: image.width, height: image.height }}
        fetchPriority="high"
      />
      {markers.map((marker) => {
        const position = at(offsetFromCenter(marker, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM));
        if (marker.kind === 'place')
          return <span key={`p${marker.id}`} className={styles.staticPlace} style={position} />;
        const size = clusterSize(marker.count);
        return (
          <span
            key={`c${marker.id}`}
            className={`${styles.cluster} ${styles.staticCluster}`}
            style={{ ...position, width: size, height: size }}
          >
            {marker.count}
          </span>
        );
      })}
    </div>
  );
}
