import Supercluster from 'supercluster';
import type { Bbox, MapPlace } from './types';

type PointProps = { id: number };
export type MapCluster =
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number }
  | { kind: 'place'; id: number; lat: number; lng: number };

/** The diameter in pixels of a cluster's circle, by how many places it holds. */
export function clusterSize(count: number): number {
  return count < 10 ? 30 : count < 100 ? 38 : 46;
}

/** Builds the cluster index once per set of places; reading clusters per view is then cheap. */
export function clusterIndex(places: MapPlace[]) {
  const index = new Supercluster<PointProps, Record<string, never>>({ radius: 48, maxZoom: 15 });
  index.load(
    places.map((p) => ({
      type: 'Feature' as const,
      properties: { id: p.id },
      geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
    })),
  );
  return {
    clusters(bbox: Bbox, zoom: number): MapCluster[] {
      return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as PointProps & {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
        };
        return props.cluster
          ? { kind: 'cluster', id: props.cluster_id ?? 0, count: props.point_count ?? 0, lat, lng }
          : { kind: 'place', id: props.id, lat, lng };
      });
    },
    expansionZoom(clusterId: number): number {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
