import { buildHeaderMenus } from '@/components/shell/menus';
import type { Navigation } from '@/lib/navigation';
import { SITE_PAGES } from '@/lib/navigation/site-pages';
import { SITE_SECTIONS } from '@/lib/pages/site-sections';

// The header menus and the HTML sitemap read one table of the site's fixed pages: a page the
// header offers is one the sitemap lists, under the same path.

const noDatabaseMenus: Navigation = { regions: [], cities: [], roadTrips: [] };

test('every fixed page the header links to is in the HTML sitemap', () => {
  const inSitemap = new Set(SITE_SECTIONS.flatMap((section) => section.links.map((link) => link.href)));
  const inHeader = buildHeaderMenus(noDatabaseMenus).flatMap((menu) => [
    menu.href,
    ...menu.groups.flatMap((group) => group.links.map((link) => link.href)),
  ]);
  expect(inHeader.filter((href) => !href.includes('#') && !inSitemap.has(href))).toEqual([]);
});

test('no two entries of the table name the same path', () => {
  const paths = Object.values(SITE_PAGES).map((page) => page.href);
  expect(paths.length).toBe(new Set(paths).size);
});
