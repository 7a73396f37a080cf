import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// A flat projection of Alabama good enough for a small static map: longitude is scaled by the
// cosine of the state's middle latitude so the shape is not stretched.
const MID_LAT_COS = Math.cos((32.8 * Math.PI) / 180);
export const MAP_WIDTH = 300;

export type Projection = { width: number; height: number; project: (lat: number, lng: number) => [number, number] };
export type Outline = Projection & { countyPaths: string[] };

type Ring = number[][];

let cached: Promise<Outline> | undefined;

async function loadCounties(): Promise<Ring[][]> {
  // us-atlas ships the Census county shapes; Alabama's FIPS codes start with 01.
  const file = path.join(process.cwd(), 'node_modules', 'us-atlas', 'counties-10m.json');
  const topology = JSON.parse(await readFile(file, 'utf8')) as Topology<{ counties: GeometryCollection }>;
  const collection = feature(topology, topology.objects.counties);
  return collection.features
    .filter((f) => String(f.id).startsWith('01'))
    .map((f) => {
      const g = f.geometry;
      if (g.type === 'Polygon') return g.coordinates as Ring[];
      if (g.type === 'MultiPolygon') return (g.coordinates as Ring[][]).flat();
      return [];
    });
}

async function build(): Promise<Outline> {
  const counties = await loadCounties();
  const points = counties.flat(2);
  const lngs = points.map((p) => p[0] ?? 0);
  const lats = points.map((p) => p[1] ?? 0);
  const [minLng, maxLng, minLat, maxLat] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const scale = MAP_WIDTH / ((maxLng - minLng) * MID_LAT_COS);
  const height = Math.round((maxLat - minLat) * scale);
  const project = (lat: number, lng: number): [number, number] => [
    Math.round((lng - minLng) * MID_LAT_COS * scale * 10) / 10,
    Math.round((maxLat - lat) * scale * 10) / 10,
  ];
  const countyPaths = counties.map((rings) =>
    rings.map((ring) => `M${ring.map((p) => project(p[1] ?? 0, p[0] ?? 0).join(',')).join('L')}Z`).join(''),
  );
  return { width: MAP_WIDTH, height, project, countyPaths };
}

/** Alabama's 67 county outlines as SVG paths, with the projection used to place points on them. */
export function getAlabamaOutline(): Promise<Outline> {
  cached ??= build().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
