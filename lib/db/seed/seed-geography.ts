import { badges, cities, counties, cuisines, regions } from '../schema';
import citySeeds from './data/cities.json';
import countySeeds from './data/counties.json';
import { BADGES, CUISINES } from './data/badges';
import { REGIONS } from './data/regions';
import { spanishTranslations, translationsFor } from './data/es';
import { PlaceResolver, chunks, slugify, type Tx } from './resolve';

/** Regions, counties, cities, badges and cuisines; returns what later steps join against. */
export async function seedGeography(tx: Tx): Promise<{ resolver: PlaceResolver; regionIdBySlug: Map<string, number> }> {
  const spanishRegions = spanishTranslations('regions');
  const regionRows = await tx
    .insert(regions)
    .values(
      REGIONS.map((r) => ({
        slug: r.slug,
        name: r.name,
        summary: r.summary,
        description: r.description,
        image: r.image,
        latitude: r.lat,
        longitude: r.lng,
        translations: translationsFor(spanishRegions, r.slug),
      })),
    )
    .returning({ id: regions.id, slug: regions.slug });
  const regionIdBySlug = new Map(regionRows.map((r) => [r.slug, r.id]));
  const regionByCounty = new Map<string, number>();
  for (const region of REGIONS) {
    for (const fips of region.counties) regionByCounty.set(fips, regionIdBySlug.get(region.slug) ?? 0);
  }

  await tx.insert(counties).values(
    countySeeds.map((c) => ({
      fips: c.fips,
      name: c.name,
      slug: `${slugify(c.name)}-county`,
      regionId: regionByCounty.get(c.fips) ?? null,
    })),
  );

  const spanishCities = spanishTranslations('cities');
  const cityRows: { id: number; name: string; countyFips: string | null; latitude: number; longitude: number }[] = [];
  for (const part of chunks(citySeeds, 100)) {
    const inserted = await tx
      .insert(cities)
      .values(
        part.map((c) => ({
          slug: c.slug,
          name: c.name,
          countyFips: c.countyFips,
          regionId: regionByCounty.get(c.countyFips) ?? null,
          latitude: c.lat,
          longitude: c.lng,
          population: c.population,
          featured: c.population >= 40_000,
          translations: translationsFor(spanishCities, c.slug),
        })),
      )
      .returning({
        id: cities.id,
        name: cities.name,
        countyFips: cities.countyFips,
        latitude: cities.latitude,
        longitude: cities.longitude,
      });
    cityRows.push(...inserted);
  }

  await tx.insert(badges).values(BADGES.map((b) => ({ ...b })));
  await tx.insert(cuisines).values(CUISINES.map((c) => ({ ...c })));
  return { resolver: new PlaceResolver(cityRows, regionByCounty), regionIdBySlug };
}
