import { parseQuery, route } from '@/lib/api/handler';
import { autocomplete, AutocompleteQuerySchema } from '@/lib/autocomplete';

/** GET /api/autocomplete?q=&kind= — cities and places inside the state, for the trip forms. */
export const GET = route(async (request) => {
  const { q, kind } = parseQuery(request, AutocompleteQuerySchema);
  return { suggestions: await autocomplete(q, kind) };
});
