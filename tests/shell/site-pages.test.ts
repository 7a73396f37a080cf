import { buildHeaderMenus } from '@/components/shell/menus';
import type { Navigation } from '@/lib/navigation';
import { SITE_PAGES } from '@/lib/navigation/site-pages';
import { siteSections, SITE_SECTIONS } from '@/lib/pages/site-sections';

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

test('a Spanish page builds its header menus with Spanish names, at the same paths', () => {
  const english = buildHeaderMenus(noDatabaseMenus);
  const spanish = buildHeaderMenus(noDatabaseMenus, 'es');
  expect(spanish.map((menu) => menu.label)).toEqual([
    'Experiencias',
    'Lugares para visitar',
    'Eventos',
    'Planifique su viaje',
    'Guías',
    'Boletín informativo',
  ]);
  const links = (menus: typeof english) => menus.flatMap((menu) => menu.groups.flatMap((group) => group.links));
  const spanishLinks = links(spanish);
  expect(spanishLinks.map((link) => link.href)).toEqual(links(english).map((link) => link.href));
  const label = (href: string) => spanishLinks.find((link) => link.href === href)?.label;
  expect(label('/experience-alabama/beaches')).toBe('Playas');
  expect(label('/places-to-go/map')).toBe('Mapa');
  expect(label('/road-trips/all')).toBe('Todas las rutas por carretera');
  expect(label('/vacation-guide')).toBe('Pida la guía de vacaciones gratis');
  expect(spanish.flatMap((menu) => menu.groups.map((group) => group.heading))).toContain(
    'Rutas por carretera destacadas',
  );
  const englishLabels = new Set(links(english).map((link) => link.label));
  expect(spanishLinks.filter((link) => englishLabels.has(link.label)).map((link) => link.label)).toEqual(['Videos']);
});

test('the HTML sitemap names its sections and pages in Spanish', () => {
  const sections = siteSections('es');
  expect(sections[0]?.title).toBe('Lugares para visitar');
  expect(sections.flatMap((s) => s.links.map((l) => l.href))).toEqual(
    SITE_SECTIONS.flatMap((s) => s.links.map((l) => l.href)),
  );
  expect(sections.flatMap((s) => s.links).find((l) => l.href === '/privacy-policy')?.text).toBe(
    'Política de privacidad',
  );
});
