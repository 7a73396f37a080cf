// Draws Alabama's 67 counties (public/geo/alabama-counties.json, from us-atlas) as one SVG in the
// Web Mercator projection Leaflet uses, and writes the latitude/longitude bounds it covers. Leaflet
// stretches an image overlay linearly between its projected corners, so a picture drawn in the same
// projection lines up exactly at every zoom, and the browser paints it with no JavaScript at all.
// Run: node scripts/generate-county-overlay.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { feature } from 'topojson-client';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PAD_DEGREES = 0.08; // room for the outline's stroke at the state's edges
const WIDTH = 1000; // SVG user units across; the browser scales the picture, this only sets precision

const toRad = Math.PI / 180;
const mercatorY = (lat) => Math.log(Math.tan(Math.PI / 4 + (lat * toRad) / 2)) / toRad;
const latitudeOf = (y) => (2 * Math.atan(Math.exp(y * toRad)) - Math.PI / 2) / toRad;

const topology = JSON.parse(readFileSync(path.join(root, 'public/geo/alabama-counties.json'), 'utf8'));
const counties = feature(topology, topology.objects.counties).features;
const rings = counties.flatMap((f) =>
  f.geometry.type === 'Polygon' ? f.geometry.coordinates : f.geometry.coordinates.flat(),
);
const points = rings.flat();

const west = Math.min(...points.map((p) => p[0])) - PAD_DEGREES;
const east = Math.max(...points.map((p) => p[0])) + PAD_DEGREES;
const top = mercatorY(Math.max(...points.map((p) => p[1])) + PAD_DEGREES);
const bottom = mercatorY(Math.min(...points.map((p) => p[1])) - PAD_DEGREES);
const scale = WIDTH / (east - west);
const height = Math.round((top - bottom) * scale * 10) / 10;

const round = (n) => Math.round(n * 10) / 10;
const project = ([lng, lat]) => `${round((lng - west) * scale)} ${round((top - mercatorY(lat)) * scale)}`;
const pathOf = (feature) => {
  const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  return polygons.flatMap((polygon) => polygon.map((ring) => `M${ring.map(project).join('L')}Z`)).join('');
};

const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" preserveAspectRatio="none">`,
  `<g fill="#f4efe3" stroke="#6b7a8f" stroke-width="1" stroke-linejoin="round">`,
  ...counties.map((f) => `<path vector-effect="non-scaling-stroke" d="${pathOf(f)}"/>`),
  '</g></svg>',
  '',
].join('\n');
writeFileSync(path.join(root, 'public/geo/alabama-counties.svg'), svg);

// [[south, west], [north, east]]: Leaflet's LatLngBoundsLiteral.
const bounds = [
  [Number(latitudeOf(bottom).toFixed(6)), Number(west.toFixed(6))],
  [Number(latitudeOf(top).toFixed(6)), Number(east.toFixed(6))],
];
writeFileSync(
  path.join(root, 'lib/map/county-overlay.json'),
  JSON.stringify({ url: '/geo/alabama-counties.svg', bounds }, null, 1) + '\n',
);
console.log(`${counties.length} counties, ${Buffer.byteLength(svg)} bytes of SVG, bounds ${JSON.stringify(bounds)}`);
