import { existsSync } from 'node:fs';
import path from 'node:path';
import { LEGACY_REDIRECTS, legacyRedirectTarget } from '@/lib/routing/legacy-redirects';
import { EXPERIENCES } from '@/lib/constants';

describe('legacy redirects (docs/SPEC.md section 2.2)', () => {
  it.each([
    ['/beaches', '/experience-alabama/beaches'],
    ['/golf', '/experience-alabama/year-round-golf'],
    ['/food', '/experience-alabama/food-and-drink'],
    ['/music', '/experience-alabama/music'],
    ['/map', '/places-to-go/map'],
    ['/relax', '/most-relaxing-trip'],
    ['/mobile', '/places-to-go/cities-and-towns/mobile'],
    ['/huntsville', '/places-to-go/cities-and-towns/huntsville'],
    ['/gulf-shores', '/places-to-go/cities-and-towns/gulf-shores'],
    ['/north-alabama', '/places-to-go/areas/north-alabama'],
    ['/sweet-spot', '/sweetspot'],
    ['/sweetspots', '/sweetspot'],
    ['/sweet_spot', '/sweetspot'],
    ['/roadtripapp', '/apps/road-trips'],
    ['/app', '/apps/road-trips'],
    ['/civilrightsapp', '/apps/civil-rights-trail'],
    ['/food-blog/fried-green-tomatoes', '/article/fried-green-tomatoes'],
  ])('%s goes to %s', (from, to) => {
    expect(legacyRedirectTarget(from)).toBe(to);
  });

  it('ignores case and a trailing slash', () => {
    expect(legacyRedirectTarget('/Beaches/')).toBe('/experience-alabama/beaches');
    expect(legacyRedirectTarget('/SWEET-SPOT')).toBe('/sweetspot');
  });

  it('leaves every other path alone, including the pages the legacy paths point to', () => {
    for (const p of [
      '/',
      '/sweetspot',
      '/places-to-go',
      '/article/x',
      '/food-blog/a/b',
      '/food-blog/<script>',
      '/trails',
      '/search',
    ]) {
      expect(legacyRedirectTarget(p)).toBeNull();
    }
  });

  it('points only at paths that are pages of the site, never at another legacy path', () => {
    const experienceSlugs = new Set<string>(EXPERIENCES.map((e) => e.slug));
    for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
      const target = to.split('#')[0]!;
      expect(legacyRedirectTarget(target)).toBeNull();
      const experience = /^\/experience-alabama\/([^/]+)$/.exec(target);
      if (experience) expect(experienceSlugs.has(experience[1]!)).toBe(true);
      expect(from).toMatch(/^\/[a-z0-9_-]+$/);
    }
  });

  it('never shadows a page of the app', () => {
    for (const from of Object.keys(LEGACY_REDIRECTS)) {
      expect(existsSync(path.join(process.cwd(), 'app', from, 'page.tsx'))).toBe(false);
    }
  });
});
