// Paths with an id or slug, filled from the running site's own API (null when it has none yet).

function listOf(json) {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object') return Object.values(json).find(Array.isArray) ?? [];
  return [];
}

export const DETAIL_ROUTES = {
  // Places and cities by slug: their numeric ids answer 308 to the slug URL (the page's own address).
  attraction: {
    find: ['/prod/featuredLocations', '/prod/filterLocations?location_types=attraction&limit=5'],
    field: ['slug', 'id'],
    make: (v) => `/places-to-go/${v}`,
  },
  city: { find: '/prod/cities', field: ['slug', 'id'], make: (v) => `/places-to-go/cities-and-towns/${v}` },
  event: { find: ['/prod/featuredEvents', '/prod/searchEvents'], field: 'slug', make: (v) => `/upcoming-events/${v}` },
  roadTrip: { find: '/prod/trips', field: ['id', 'tripId'], make: (v) => `/road-trips/${v}` },
};

export async function resolvePath(base, route) {
  if (route.path) return route.path;
  for (const find of [route.find].flat()) {
    try {
      const response = await fetch(base + find);
      if (!response.ok) continue;
      const fields = [route.field].flat();
      for (const row of listOf(await response.json())) {
        const field = fields.find((name) => row?.[name] != null);
        if (field) return route.make(row[field]);
      }
    } catch {
      // try the next source
    }
  }
  return null;
}
