import {
  alerts,
  articles,
  brochures,
  crisisAlerts,
  makers,
  restaurantWeekEntries,
  roadTrips,
  roadTripStops,
  trailStops,
  trails,
  welcomeCenters,
} from '../schema';
import { ARTICLES } from './data/articles';
import { BADGES } from './data/badges';
import { ALERTS, BROCHURES, CRISIS_ALERTS, RESTAURANT_WEEK } from './data/editorial';
import { MAKERS } from './data/makers';
import { ALL_PLACES } from './data/places';
import { ROAD_TRIPS } from './data/road-trips';
import { TRAILS } from './data/trails';
import { WELCOME_CENTERS } from './data/welcome-centers';
import { spanishTranslations, translationsFor } from './data/es';
import { ALERTS_ES, CRISIS_ALERTS_ES } from './data/es/editorial';
import { experienceImage, slugify, type PlaceResolver, type Tx } from './resolve';
import { placeSlug } from './seed-places';

function placeId(placeIds: Map<string, number>, slug: string, where: string): number {
  const id = placeIds.get(slug);
  if (id === undefined) throw new Error(`${where} names unknown place ${slug}`);
  return id;
}

async function seedRoadTrips(tx: Tx, placeIds: Map<string, number>): Promise<void> {
  const spanish = spanishTranslations('road-trips');
  await tx.insert(roadTrips).values(
    ROAD_TRIPS.map((trip) => ({
      tripId: trip.tripId,
      slug: slugify(trip.name),
      name: trip.name,
      summary: trip.summary,
      description: trip.description,
      experienceSlugs: [...trip.experiences],
      regionSlugs: [...trip.regions],
      days: trip.days,
      featured: trip.featured ?? false,
      image: experienceImage(trip.experiences[0] ?? 'outdoor'),
      imageAlt: `Illustrated landscape for the road trip ${trip.name}`,
      translations: translationsFor(spanish, slugify(trip.name), String(trip.tripId)),
    })),
  );
  await tx.insert(roadTripStops).values(
    ROAD_TRIPS.flatMap((trip) =>
      trip.stops.map((stop, index) => ({
        tripId: trip.tripId,
        position: index + 1,
        locationId: placeId(placeIds, stop.place, `Road trip ${trip.tripId}`),
        note: stop.note,
      })),
    ),
  );
}

async function seedTrails(tx: Tx, placeIds: Map<string, number>): Promise<void> {
  const badgeId = new Map<string, number>(BADGES.map((b) => [b.slug, b.id]));
  const spanish = spanishTranslations('trails');
  const inserted = await tx
    .insert(trails)
    .values(
      TRAILS.map((trail) => ({
        slug: trail.slug,
        name: trail.name,
        summary: trail.summary,
        description: trail.description,
        badgeId: badgeId.get(trail.badge) ?? null,
        image: trail.image,
        imageAlt: `Illustration for the ${trail.name}`,
        translations: translationsFor(spanish, trail.slug, slugify(trail.name)),
      })),
    )
    .returning({ id: trails.id, slug: trails.slug });
  const stops = TRAILS.flatMap((trail) => {
    const trailId = inserted.find((row) => row.slug === trail.slug)?.id ?? 0;
    const slugs =
      trail.stops ??
      ALL_PLACES.filter((p) => p.badges?.includes(trail.badge))
        .sort((a, b) => b.lat - a.lat)
        .map(placeSlug);
    return slugs.map((slug, index) => ({
      trailId,
      position: index + 1,
      locationId: placeId(placeIds, slug, `Trail ${trail.slug}`),
      note: '',
    }));
  });
  await tx.insert(trailStops).values(stops);
}

async function seedRestaurantWeek(tx: Tx, placeIds: Map<string, number>): Promise<void> {
  const cityOf = new Map(ALL_PLACES.map((p) => [placeSlug(p), p]));
  await tx.insert(restaurantWeekEntries).values(
    RESTAURANT_WEEK.entries.map((entry) => {
      const place = cityOf.get(entry.place);
      return {
        slug: `${entry.place}-${RESTAURANT_WEEK.year}`,
        name: place?.name ?? entry.place,
        city: place?.city ?? '',
        locationId: placeId(placeIds, entry.place, 'Restaurant week'),
        menu: entry.menu,
        priceRange: null,
        year: RESTAURANT_WEEK.year,
        startsOn: RESTAURANT_WEEK.startsOn,
        endsOn: RESTAURANT_WEEK.endsOn,
      };
    }),
  );
}

/** Road trips, trails, articles, makers, restaurant week, brochures, welcome centers and alerts. */
export async function seedEditorial(tx: Tx, resolver: PlaceResolver, placeIds: Map<string, number>): Promise<void> {
  await seedRoadTrips(tx, placeIds);
  await seedTrails(tx, placeIds);
  await seedRestaurantWeek(tx, placeIds);
  await seedSiteContent(tx, (name) => resolver.cityNamed(name));
}

/**
 * What the site owns whatever Main API it fronts: articles, makers, brochures, welcome centers
 * and alerts. With MAIN_API_URL set this is the whole seed (`cityNamed` then finds no city).
 */
export async function seedSiteContent(tx: Tx, cityNamed: (name: string) => number | undefined): Promise<void> {
  const spanishArticles = spanishTranslations('articles');
  if (ARTICLES.length > 0) {
    await tx.insert(articles).values(
      ARTICLES.map((article) => ({
        slug: slugify(article.title),
        title: article.title,
        summary: article.summary,
        body: article.body,
        author: article.author,
        publishedAt: article.publishedAt,
        experienceSlugs: [...article.experiences],
        image: experienceImage(article.experiences[0] ?? 'outdoor'),
        imageAlt: `Illustration for the article ${article.title}`,
        translations: translationsFor(spanishArticles, slugify(article.title)),
      })),
    );
  }
  const spanishMakers = spanishTranslations('makers');
  await tx.insert(makers).values(
    MAKERS.map((maker) => {
      const city = cityNamed(maker.city);
      return {
        slug: slugify(maker.name),
        name: maker.name,
        category: maker.category,
        city: maker.city,
        cityId: city ?? null,
        summary: maker.summary,
        description: maker.description,
        website: maker.website,
        image: '/images/experiences/arts-and-culture.svg',
        imageAlt: `Illustration for ${maker.name}`,
        translations: translationsFor(spanishMakers, slugify(maker.name)),
      };
    }),
  );
  await tx.insert(brochures).values(
    BROCHURES.map((b, index) => ({
      name: b.name,
      link: `/brochures/${b.file}.pdf`,
      image: `/images/brochures/${b.file}.svg`,
      imageAltText: b.alt,
      position: index,
    })),
  );
  const spanishCenters = spanishTranslations('welcome-centers');
  await tx.insert(welcomeCenters).values(
    WELCOME_CENTERS.map((c) => ({
      translations: translationsFor(spanishCenters, slugify(c.name)),
      slug: slugify(c.name),
      name: c.name,
      route: c.route,
      city: c.city,
      description: c.description,
      latitude: String(c.lat),
      longitude: String(c.lng),
      phone: null,
    })),
  );
  await tx.insert(alerts).values(
    ALERTS.map((a) => {
      const es = ALERTS_ES[slugify(a.title)];
      return { ...a, resources: [...a.resources], translations: es ? { es } : {} };
    }),
  );
  await tx.insert(crisisAlerts).values(
    CRISIS_ALERTS.map((c) => {
      const es = CRISIS_ALERTS_ES[`${c.siteType}-${c.messageType}`];
      return { ...c, translations: es ? { es } : {} };
    }),
  );
}
