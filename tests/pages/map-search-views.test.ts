import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

// The map and search read their query string and still come from the ISR cache: the proxy sends
// each view to an internal path of its own (lib/map/view-path.ts, lib/search/view-path.ts), under
// the cached-page policy (no nonce), the address bar keeping the public URL.
async function through(url: string) {
  const response = await proxy(new NextRequest(`http://localhost${url}`));
  const rewrite = response.headers.get('x-middleware-rewrite');
  // Every English page is its /en twin inside (app/[locale]); a view is a rewrite to another path.
  const internal = rewrite ? new URL(rewrite).pathname.replace(/^\/en(?=\/|$)/, '') + new URL(rewrite).search : null;
  return {
    rewrite: internal === url ? null : internal,
    csp: response.headers.get('content-security-policy') ?? '',
  };
}

describe('map and search views through the proxy', () => {
  it('sends the map filter form and a shared link to one cached view each', async () => {
    expect((await through('/places-to-go/map?tab=see&area=gulf-coast&experience=&bbox=1,2,3,4')).rewrite).toBe(
      '/places-to-go/map/view/tab-see_area-gulf-coast',
    );
    expect((await through('/places-to-go/map/see?experience=beaches&_rsc=x1')).rewrite).toBe(
      '/places-to-go/map/view/tab-see_experience-beaches?_rsc=x1',
    );
    expect((await through('/places-to-go/map/see?bbox=-88,30,-85,35&zoom=8')).rewrite).toBeNull();
  });

  it('sends every spelling of the same words to one cached search page', async () => {
    const one = (await through('/search?q=Gulf+Shores')).rewrite;
    expect(one).toMatch(/^\/search\/all\/1\/[A-Za-z0-9_-]+$/);
    expect((await through('/search?q=%20shores%20%20GULF&utm_source=x')).rewrite).toBe(one);
    expect((await through('/search?q=gulf+shores&type=places&page=2')).rewrite).toMatch(/^\/search\/places\/2\//);
    expect((await through('/search')).rewrite).toBeNull();
  });

  it('serves them under the cached-page policy, with no nonce', async () => {
    for (const url of ['/search?q=museum', '/places-to-go/map?experience=beaches', '/newsletter'])
      expect([url, (await through(url)).csp]).not.toEqual([url, expect.stringContaining('nonce-')]);
  });
});
