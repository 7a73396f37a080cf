import { z } from 'zod';
import { parseQuery, route } from '@/lib/api/handler';
import { SEARCH_QUERY_MAX } from '@/lib/search';
import { SHARED_ANSWER_CACHE_CONTROL, sharedSuggestions } from '@/lib/search/shared-answers';
import { text } from '@/lib/validation/fields';

const SuggestQuerySchema = z.object({
  q: text({ error: 'is required' }).trim().max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`),
});

/** GET /api/search/suggest?q= : suggestions for the header search box as the visitor types. */
export const GET = route(async (request) => {
  const { q } = parseQuery(request, SuggestQuerySchema);
  const locale = request.headers.get('x-site-locale') === 'es' ? 'es' : 'en';
  const suggestions = await sharedSuggestions(q, locale);
  // The answer depends on the language header, so a shared cache keeps one copy per language.
  return Response.json(
    { suggestions },
    { headers: { 'cache-control': SHARED_ANSWER_CACHE_CONTROL, vary: 'x-site-locale' } },
  );
});
