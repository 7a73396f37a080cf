import { generateMetadata as confirmationMetadata } from '@/app/[locale]/confirmation/page';
import { generateMetadata as forgotConfirmationMetadata } from '@/app/[locale]/forgot-password-confirmation/page';
import { generateMetadata as forgotPasswordMetadata } from '@/app/[locale]/forgot-password/page';
import { generateMetadata as loginMetadata } from '@/app/[locale]/login/page';
import { generateMetadata as signInMetadata } from '@/app/[locale]/sign-in/page';
import { generateMetadata as signUpMetadata } from '@/app/[locale]/signup/page';
import { generateMetadata as articlesViewMetadata } from '@/app/[locale]/articles/[view]/page';
import { generateMetadata as eventsViewMetadata } from '@/app/[locale]/festivals-and-events/[view]/page';
import { generateMetadata as eventsMetadata } from '@/app/[locale]/festivals-and-events/page';
import { generateMetadata as mapTypeMetadata } from '@/app/[locale]/places-to-go/map/[type]/page';
import { generateMetadata as mapAreaMetadata } from '@/app/[locale]/places-to-go/map/[type]/[area]/page';
import { generateMetadata as mapExperienceMetadata } from '@/app/[locale]/places-to-go/map/experiences/[experience]/page';
import MapTypePage from '@/app/[locale]/places-to-go/map/[type]/page';
import MapAreaPage from '@/app/[locale]/places-to-go/map/[type]/[area]/page';
import MapExperiencePage from '@/app/[locale]/places-to-go/map/experiences/[experience]/page';
import EventPreviewPage from '@/app/[locale]/upcoming-events/[id]/[preview]/page';
import { getAreas } from '@/lib/areas';
import { EXPERIENCES, MAP_TABS } from '@/lib/constants';
import { notFoundMetadata } from '@/lib/seo';
import type { ReactNode } from 'react';
import { bodyOf } from '../support/record-body';

jest.mock('next-intl/server', () => jest.requireActual('../support/next-intl-server'));

// Nothing thin or doubled in the index: account pages are noindex with one canonical, unknown map
// views are 404s rendered on the server, and every view of a listing has its own description.

jest.setTimeout(120_000);

const ACCOUNT_PAGES = {
  '/login': loginMetadata,
  '/sign-in': signInMetadata,
  '/signup': signUpMetadata,
  '/forgot-password': forgotPasswordMetadata,
  '/forgot-password-confirmation': forgotConfirmationMetadata,
  '/confirmation': confirmationMetadata,
};

test('every account page is noindex, and /login and /sign-in name one canonical', async () => {
  for (const [path, metadata] of Object.entries(ACCOUNT_PAGES)) {
    const data = await metadata({ params: Promise.resolve({ locale: 'en' }) });
    expect([path, data.robots]).toEqual([path, expect.objectContaining({ index: false })]);
    const canonical = new URL(String(data.alternates?.canonical)).pathname;
    expect([path, canonical]).toEqual([path, path === '/sign-in' ? '/login' : path]);
  }
});

const query = <T extends object>(params: T) => ({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
/** Whether rendering the page calls notFound() (Next's 404). */
const rendersNotFound = async (render: () => Promise<ReactNode>) =>
  bodyOf(render()).then(
    () => false,
    (error: { digest?: string }) => String(error?.digest).endsWith(';404'),
  );

test('an unknown map view, experience, region or preview is a 404 with no canonical', async () => {
  const unknown = [
    [MapTypePage, mapTypeMetadata, { type: 'nope' }],
    [MapExperiencePage, mapExperienceMetadata, { experience: 'nope' }],
    [MapAreaPage, mapAreaMetadata, { type: 'see', area: 'atlantis' }],
    [MapAreaPage, mapAreaMetadata, { type: 'nope', area: (await getAreas())[0]!.slug }],
  ] as const;
  for (const [Page, metadata, params] of unknown) {
    expect(await (metadata as (p: unknown) => Promise<unknown>)(query(params))).toEqual(notFoundMetadata);
    const render = () => (Page as (p: unknown) => Promise<ReactNode>)(query(params));
    expect([params, await rendersNotFound(render)]).toEqual([params, true]);
  }
  expect(
    await rendersNotFound(() => EventPreviewPage({ params: Promise.resolve({ id: 'nope', preview: 'nope' }) })),
  ).toBe(true);
});

test('every known map view keeps its own title and canonical', async () => {
  const areas = await getAreas();
  for (const type of MAP_TABS) {
    expect((await mapTypeMetadata(query({ type }))).alternates?.canonical).toContain(`/places-to-go/map/${type}`);
    for (const area of areas)
      expect((await mapAreaMetadata(query({ type, area: area.slug }))).alternates?.canonical).toContain(
        `/places-to-go/map/${type}/${area.slug}`,
      );
  }
  for (const e of EXPERIENCES)
    expect((await mapExperienceMetadata(query({ experience: e.slug }))).alternates?.canonical).toContain(e.slug);
});

test('every page and filter of the events and articles listings has its own description', async () => {
  const views = (name: string) => ({ params: Promise.resolve({ view: name }) });
  const areas = await getAreas();
  const eventViews = [
    ...[2, 3, 4].map((n) => `page-${n}`),
    ...EXPERIENCES.slice(0, 4).map((e) => `experience-${e.slug}`),
    ...areas.map((a) => `region-${a.slug}`),
  ];
  const descriptions = [String((await eventsMetadata()).description)];
  for (const view of eventViews) {
    const metadata = await eventsViewMetadata(views(view));
    expect([view, metadata]).not.toEqual([view, notFoundMetadata]);
    descriptions.push(String(metadata.description));
  }
  for (const n of [2, 3]) descriptions.push(String((await articlesViewMetadata(views(`page-${n}`))).description));
  expect(new Set(descriptions).size).toBe(descriptions.length);
  for (const text of descriptions) expect(text.length).toBeLessThanOrEqual(160);
});
