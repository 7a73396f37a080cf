import { GET as autocompleteGet } from '@/app/api/autocomplete/route';
import { GET as suggestGet } from '@/app/api/search/suggest/route';
import { invalidateEverywhere } from '@/lib/cache/bus';
import { call } from '../support/api';
import { makeLocation } from '../trips/fixtures';

// Suggestions are shared: a CDN may keep them a minute, this server keeps one answer per typed
// text, and an editor's webhook (which clears through the invalidation bus) refreshes them at once.
describe.each([
  [
    '/api/autocomplete',
    autocompleteGet,
    (body: { suggestions: { name: string }[] }) => body.suggestions.map((s) => s.name),
  ],
  [
    '/api/search/suggest',
    suggestGet,
    (body: { suggestions: { title: string }[] }) => body.suggestions.map((s) => s.title),
  ],
])('%s', (path, GET, names) => {
  it('answers with a short shared lifetime, one answer per typed text until a webhook', async () => {
    const word = `Quxshared${path.length}${Date.now()}`;
    await makeLocation({ name: `${word} Falls` });
    const first = await call(GET, { url: `${path}?q=${word}` });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/public.*s-maxage=60.*stale-while-revalidate/);
    expect(names(first.body)).toEqual([`${word} Falls`]);

    await makeLocation({ name: `${word} Ridge` });
    const again = await call(GET, { url: `${path}?q=${encodeURIComponent(`  ${word.toUpperCase()}  `)}` });
    expect(names(again.body)).toEqual([`${word} Falls`]);

    await invalidateEverywhere({ tag: 'locations' });
    const refreshed = await call(GET, { url: `${path}?q=${word}` });
    expect(names(refreshed.body).sort()).toEqual([`${word} Falls`, `${word} Ridge`]);
  });
});

it('never shares an answer to a bad request', async () => {
  const { status, headers } = await call(autocompleteGet, { url: '/api/autocomplete?q=' });
  expect(status).toBe(400);
  expect(headers.get('cache-control') ?? '').not.toMatch(/s-maxage/);
});
