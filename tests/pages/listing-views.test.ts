import { NextRequest } from 'next/server';
import { INVALID_VIEW, listingPathFor, publicUrlOf, viewFromSegment } from '@/lib/routing/listings';
import { pageClassOf } from '@/lib/security/page-class';
import { proxy } from '@/proxy';

// The listings that read their query string come from the ISR cache: the proxy sends each view to
// a path of its own (docs/PERFORMANCE.md), and a value no view has is the page's 404, so a crawler
// finds no endless variants.

async function through(url: string) {
  const response = await proxy(new NextRequest(`http://localhost${url}`));
  const rewrite = response.headers.get('x-middleware-rewrite');
  // Every English page is its /en twin inside (app/[locale]); a view is a rewrite to another path.
  const internal = rewrite ? new URL(rewrite).pathname.replace(/^\/en(?=\/|$)/, '') + new URL(rewrite).search : null;
  return { rewrite: internal === url ? null : internal, response };
}

describe('listing pages by query string', () => {
  it('send each filtered or later page to one internal path, keeping only the router’s _rsc', async () => {
    expect(
      (await through('/festivals-and-events?region=gulf-coast&experience=Music&utm_source=x&page=2')).rewrite,
    ).toBe('/festivals-and-events/experience-music_region-gulf-coast_page-2');
    expect((await through('/articles?page=3&_rsc=abc')).rewrite).toBe('/articles/page-3?_rsc=abc');
    expect((await through('/road-trips/all?experience=beaches&region=all')).rewrite).toBe(
      '/road-trips/all/experience-beaches',
    );
    // A range given backwards is the same view as the right way round.
    expect((await through('/festivals-and-events?from=2026-06-30&to=2026-06-01')).rewrite).toBe(
      '/festivals-and-events/from-2026-06-01_to-2026-06-30',
    );
  });

  it('serve the prerendered first page for no filters, page 1, empty values and unknown parameters', async () => {
    for (const url of [
      '/festivals-and-events',
      '/festivals-and-events?from=&to=&experience=all&region=all',
      '/articles?page=1',
      '/road-trips/all?ref=home',
    ])
      expect([url, (await through(url)).rewrite]).toEqual([url, null]);
  });

  it('answer the 404 view for a bad value, and leave an internal path to its page', async () => {
    for (const url of [
      '/festivals-and-events?page=0',
      '/festivals-and-events?page=abc',
      '/festivals-and-events?from=2026-02-30',
      '/articles?page=99999',
      '/road-trips/all?experience=juggling',
      '/road-trips/all?region=%3Cx%3E',
    ])
      expect([url, (await through(url)).rewrite]).toEqual([url, `${url.split('?')[0]}/${INVALID_VIEW}`]);
    // Next runs the proxy again on the path it rewrote to: that must pass unchanged.
    expect(listingPathFor('/articles/page-2', new URLSearchParams('page=3'))).toBeUndefined();
    expect((await through('/festivals-and-events/experience-music')).rewrite).toBeNull();
    expect(viewFromSegment('articles', INVALID_VIEW)).toBeNull();
  });

  it('read back only the segment the proxy writes, so each view has one cache entry', () => {
    expect(viewFromSegment('events', 'experience-music_page-2')).toEqual({ experience: 'music', page: '2' });
    for (const segment of [
      'page-2_experience-music',
      'page-1',
      'page-02',
      'experience-MUSIC',
      '',
      'x-1',
      'page-2_page-3',
    ])
      expect([segment, viewFromSegment('events', segment)]).toEqual([segment, null]);
    expect(publicUrlOf('events', { experience: 'music', page: '2' })).toBe(
      '/festivals-and-events?experience=music&page=2',
    );
  });

  it('give the listings the cached-page policy, which comes with the page, with no nonce', async () => {
    const { response } = await through('/festivals-and-events?page=2');
    expect(pageClassOf('/festivals-and-events')).toBe('cached');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
