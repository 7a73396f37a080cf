import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { EXPERIENCES, type ExperienceSlug } from '@/lib/constants';
import type * as schema from '../schema';
import { BADGES } from './data/badges';
import { countyAt } from './geo';

// Spelled out rather than taken from ../client, which loads this seed: no import cycle.
export type Tx = Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0];

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Splits rows for multi-row inserts small enough for any driver's parameter limit. */
export function chunks<T>(rows: T[], size = 80): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const experienceIdBySlug = new Map<string, number>(EXPERIENCES.map((e) => [e.slug, e.id]));
const badgeIdBySlug = new Map<string, number>(BADGES.map((b) => [b.slug, b.id]));

export function experienceIds(slugs: readonly ExperienceSlug[]): number[] {
  return slugs.map((s) => experienceIdBySlug.get(s)).filter((id): id is number => id !== undefined);
}

export function badgeIds(slugs: readonly string[] = []): number[] {
  return slugs.map((slug) => {
    const id = badgeIdBySlug.get(slug);
    if (id === undefined) throw new Error(`Unknown badge ${slug}`);
    return id;
  });
}

/** The illustration shown for an experience (see scripts/generate-illustrations.mjs). */
export function experienceImage(slug: ExperienceSlug | 'lodging'): string {
  return `/images/experiences/${slug}.svg`;
}

type CityRow = { id: number; name: string; countyFips: string | null; latitude: number; longitude: number };

/** Places a point and a town name on the seeded map: county, city and region. */
export class PlaceResolver {
  constructor(
    private readonly cityRows: CityRow[],
    private readonly regionByCounty: Map<string, number>,
  ) {}

  private nearest(lat: number, lng: number, rows: CityRow[]): CityRow | undefined {
    let best: CityRow | undefined;
    let bestDistance = Infinity;
    for (const row of rows) {
      const d = (row.latitude - lat) ** 2 + ((row.longitude - lng) * 0.85) ** 2;
      if (d < bestDistance) {
        best = row;
        bestDistance = d;
      }
    }
    return best;
  }

  /** The id of the largest seeded city with this name, if any. */
  cityNamed(town: string): number | undefined {
    const name = town.toLowerCase();
    return this.cityRows.find((c) => c.name.toLowerCase() === name)?.id;
  }

  resolve(town: string, lat: number, lng: number): { countyFips: string; cityId: number; regionId: number } {
    const nearestAny = this.nearest(lat, lng, this.cityRows);
    const countyFips = countyAt(lat, lng) ?? nearestAny?.countyFips;
    if (!countyFips) throw new Error(`No county for ${town} (${lat}, ${lng})`);
    const name = town.toLowerCase();
    const inCounty = this.cityRows.filter((c) => c.countyFips === countyFips);
    const city =
      inCounty.find((c) => c.name.toLowerCase() === name) ??
      this.cityRows.find((c) => c.name.toLowerCase() === name) ??
      this.nearest(lat, lng, inCounty) ??
      nearestAny;
    const regionId = this.regionByCounty.get(countyFips);
    if (!city || regionId === undefined) throw new Error(`Cannot place ${town} (${lat}, ${lng})`);
    return { countyFips, cityId: city.id, regionId };
  }
}
