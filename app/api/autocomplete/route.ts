import { parseQuery, route } from '@/lib/api/handler';
import { AutocompleteQuerySchema } from '@/lib/autocomplete';
import { SHARED_ANSWER_CACHE_CONTROL, sharedAutocomplete } from '@/lib/search/shared-answers';

/** GET /api/autocomplete?q=&kind= — cities and places inside the state, for the trip forms. */
export const GET = route(async (request) => {
  const { q, kind } = parseQuery(request, AutocompleteQuerySchema);
  const suggestions = await sharedAutocomplete(q, kind);
  return Response.json({ suggestions }, { headers: { 'cache-control': SHARED_ANSWER_CACHE_CONTROL } });
});
