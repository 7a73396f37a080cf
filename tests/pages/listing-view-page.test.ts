import ArticlesViewPage, { generateMetadata as articlesViewMetadata } from '@/app/[locale]/articles/[view]/page';
import EventsViewPage, {
  generateMetadata as eventsViewMetadata,
} from '@/app/[locale]/festivals-and-events/[view]/page';
import { notFoundMetadata } from '@/lib/seo';

jest.mock('next-intl/server', () => jest.requireActual('../support/next-intl-server'));

// The [view] pages of the articles and events listings share one component
// (components/content/listing-view-page.tsx): each reads its own listing's views, and a segment
// no view of that listing has is the not-found page.

const params = (view: string) => ({ params: Promise.resolve({ view }) });

test('a later page of the articles listing is titled and canonical as that page', async () => {
  const metadata = await articlesViewMetadata(params('page-2'));
  expect(metadata.title).toBe('Alabama Travel Stories, page 2');
  expect(metadata.alternates?.canonical).toContain('/articles?page=2');
});

test('each listing reads only its own views', async () => {
  expect(await articlesViewMetadata(params('experience-food'))).toEqual(notFoundMetadata);
  expect(await eventsViewMetadata(params('page-2'))).not.toEqual(notFoundMetadata);
  expect(await eventsViewMetadata(params('nonsense'))).toEqual(notFoundMetadata);
});

test('an unknown view renders the not-found notice, on either listing', async () => {
  for (const Page of [ArticlesViewPage, EventsViewPage]) {
    const element = (await Page(params('invalid'))) as { props: { fallback: unknown } };
    expect(element.props.fallback).toBeTruthy();
  }
});
