import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import { listRestaurantWeek } from '@/lib/restaurant-week';
import { formatDateRange } from '@/lib/pages/dates';
import { restaurantWeekPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Alabama Restaurant Week',
    description:
      'Alabama Restaurant Week: prix-fixe menus at participating restaurants across the state, from fine dining to barbecue joints.',
    path: '/alabama-restaurant-week',
  });
}

const ABOUT = `Alabama Restaurant Week is a statewide celebration of the people who cook and serve Alabama food. For ten days each year, participating restaurants offer set menus at fixed prices, so it is a good time to try a place you have been meaning to visit.

Menus and prices are set by each restaurant. Reservations are a good idea, especially on weekends.`;

export default async function RestaurantWeekPage() {
  const { year, entries } = await listRestaurantWeek();
  const first = entries[0];
  return (
    <PageMain>
      <PageIntro
        title="Alabama Restaurant Week"
        trail={[{ name: 'Alabama Restaurant Week', path: '/alabama-restaurant-week' }]}
      >
        {first ? <p>{formatDateRange(first.startsOn, first.endsOn)}</p> : null}
      </PageIntro>
      <Paragraphs text={ABOUT} />
      <Section title={year ? `Participating restaurants, ${year}` : 'Participating restaurants'}>
        <CardGrid
          empty="This year’s restaurants will be listed soon."
          items={entries.map((e) => ({
            key: e.id,
            href: restaurantWeekPath(e.slug),
            title: e.name,
            meta: [e.city, e.priceRange].filter(Boolean).join(' · '),
          }))}
        />
      </Section>
    </PageMain>
  );
}
