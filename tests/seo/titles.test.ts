import { mapViewDescription, mapViewTitle } from '@/components/map/map-view-title';
import { EXPERIENCES, MAP_TABS } from '@/lib/constants';
import { fitTitle, TITLE_MAX } from '@/lib/seo';

// Titles at most 60 characters before the site name, and every map view in the sitemap
// with a heading, title and description of its own.

test('a title keeps its most specific form that fits, and is cut at a word otherwise', () => {
  const name = 'Alabama Civil Rights Trail: Birmingham, Selma and Montgomery';
  expect(fitTitle(`${name}: Alabama Road Trip`, `${name}: Road Trip`, name)).toBe(name);
  expect(fitTitle('Vulcan Park and Museum, Birmingham', 'Vulcan Park and Museum')).toBe(
    'Vulcan Park and Museum, Birmingham',
  );
  const long = 'Walking the Civil Rights Trail in Birmingham, Selma and Montgomery, Then On to Tuskegee';
  const cut = fitTitle(long);
  expect(cut.length).toBeLessThanOrEqual(TITLE_MAX);
  expect(cut).toMatch(/…$/);
  expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  expect(long[cut.length - 1]).toBe(' ');
});

test('each map view in the sitemap has its own title and description, each short enough', () => {
  const views = [
    { tab: null, experience: null },
    ...MAP_TABS.map((tab) => ({ tab, experience: null })),
    ...EXPERIENCES.map((e) => ({ tab: 'experiences' as const, experience: e.slug })),
  ];
  const titles = views.map((view) => mapViewTitle(view));
  const descriptions = views.map((view) => mapViewDescription(view));
  expect(new Set(titles).size).toBe(views.length);
  expect(new Set(descriptions).size).toBe(views.length);
  for (const title of titles) expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
  expect(mapViewTitle({ tab: 'eat', experience: null })).toBe('Places to Eat in Alabama: Map');
  expect(mapViewTitle({ tab: 'experiences', experience: 'beaches' })).toBe('Beaches in Alabama: Map');
});

test('a map view of one area names the area', () => {
  expect(mapViewTitle({ tab: 'stay', experience: null }, 'Gulf Coast')).toBe('Places to Stay in Gulf Coast: Map');
  expect(mapViewDescription({ tab: 'stay', experience: null }, 'Gulf Coast')).toContain('Gulf Coast');
});

test('a Spanish map view is titled and described in Spanish', () => {
  expect(mapViewTitle({ tab: 'eat', experience: null }, null, 'es')).toBe('Lugares para comer en Alabama: mapa');
  expect(mapViewTitle({ tab: 'experiences', experience: 'beaches' }, 'Gulf Coast', 'es')).toBe(
    'Playas en Gulf Coast: mapa',
  );
  expect(mapViewDescription({ tab: null, experience: null }, null, 'es')).toContain('lugares para visitar, comer');
});
