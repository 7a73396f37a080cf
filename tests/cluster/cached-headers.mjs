// A cached page rendered by one copy and served by the other carries the same Cache-Control (a
// CDN in front keeps it only with one) and the same Content-Security-Policy, which allows exactly
// the page's inline scripts (lib/cache/entry-headers.mjs, lib/cache/page-policy.mjs).
import assert from 'node:assert/strict';
import { policyProblems } from '../support/page-policy-check.mjs';

/** Pages a visitor reaches that the sitemap does not list: a listing's view and a place's 404. */
const BEYOND_THE_SITEMAP = ['/festivals-and-events?page=2', '/places-to-go/no-such-place'];

/**
 * The first and the last page of each kind the sitemap lists (a kind: the path's first segment and
 * its depth, so `/places-to-go/regions` and a place such as `/places-to-go/desoto-falls` are one
 * kind, listed first and last; `/places-to-go/areas/<id>` another), plus BEYOND_THE_SITEMAP.
 */
export async function pagesOfEachKind(site) {
  const sitemap = await site.request('/sitemap.xml');
  assert.equal(sitemap.status, 200, `/sitemap.xml: ${sitemap.status}`);
  const byKind = new Map();
  for (const [, loc] of sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc);
    const segments = pathname.split('/').filter(Boolean);
    const kind = `${segments[0] ?? ''}/${segments.length}`;
    byKind.set(kind, [byKind.get(kind)?.[0] ?? pathname, pathname]);
  }
  return [...new Set([...byKind.values()].flat()), ...BEYOND_THE_SITEMAP];
}

export async function checkCachedHeadersOnEveryCopy({ site, copies }) {
  const [one, two] = copies;
  const pages = await pagesOfEachKind(site);
  const served = [];
  for (const page of pages) {
    const rendered = await site.request(page, { origin: one.origin });
    const cache = rendered.headers.get('x-nextjs-cache');
    if (!cache) continue; // rendered per request (per-visitor), not a cached page
    const copy = await site.request(page, { origin: two.origin });
    const on = (response, copyName) =>
      `${page} from ${copyName} (${response.status}, x-nextjs-cache ${response.headers.get('x-nextjs-cache')})`;
    if (rendered.status === 200) {
      assert.match(
        copy.headers.get('x-nextjs-cache') ?? '',
        /^(HIT|STALE)$/,
        `${on(copy, two.name)}: not from the cache`,
      );
      assert.match(
        rendered.headers.get('cache-control') ?? '',
        /s-maxage=\d+/,
        `${on(rendered, one.name)}: Cache-Control`,
      );
    }
    assert.equal(
      copy.headers.get('cache-control'),
      rendered.headers.get('cache-control'),
      `${on(copy, two.name)} has another Cache-Control than ${on(rendered, one.name)}`,
    );
    // A page regenerated between the two requests (a stale one) may differ; the same HTML must come
    // with the same policy, and any HTML with a policy that names exactly its scripts.
    if (copy.text === rendered.text)
      assert.equal(
        copy.headers.get('content-security-policy'),
        rendered.headers.get('content-security-policy'),
        `${on(copy, two.name)} has another policy than the same HTML ${on(rendered, one.name)}`,
      );
    for (const [response, copyName] of [
      [rendered, one.name],
      [copy, two.name],
    ])
      assert.deepEqual(
        policyProblems(response.text, response.headers.get('content-security-policy')),
        [],
        `${on(response, copyName)}: its scripts and its policy`,
      );
    served.push(`${page} (${cache} on ${one.name}, ${copy.headers.get('x-nextjs-cache')} on ${two.name})`);
  }
  assert.ok(served.length >= 5, `only ${served.length} cached pages found: ${served.join(', ')}`);
  console.log(
    `cluster: ${served.length} cached pages (of each sitemap kind) rendered by ${one.name} and served by ${two.name} with the same Cache-Control and policy, each inline script hashed: ${served.join(', ')}`,
  );
}
