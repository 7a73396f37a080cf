import { ARTICLES } from '@/lib/db/seed/data/articles';
import CITIES from '@/lib/db/seed/data/cities.json';
import { EVENTS } from '@/lib/db/seed/data/events';
import { MAKERS } from '@/lib/db/seed/data/makers';
import { ALL_PLACES } from '@/lib/db/seed/data/places';
import { REGIONS } from '@/lib/db/seed/data/regions';
import { ROAD_TRIPS } from '@/lib/db/seed/data/road-trips';
import { TRAILS } from '@/lib/db/seed/data/trails';
import { WELCOME_CENTERS } from '@/lib/db/seed/data/welcome-centers';

/**
 * The English name of every record the site is seeded with. A proper name (Vulcan Park and Museum,
 * Festival of the Cranes) is the same in both languages, so a Spanish page may show it unmarked.
 */
export const RECORD_NAMES: ReadonlySet<string> = new Set([
  ...ALL_PLACES.map((p) => p.name),
  ...EVENTS.map((e) => e.name),
  ...ROAD_TRIPS.map((r) => r.name),
  ...ARTICLES.map((a) => a.title),
  ...TRAILS.map((t) => t.name),
  ...MAKERS.map((m) => m.name),
  ...REGIONS.map((r) => r.name),
  ...WELCOME_CENTERS.map((w) => w.name),
  ...(CITIES as { name: string }[]).map((c) => c.name),
]);
