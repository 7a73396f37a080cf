import Link from 'next/link';
import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { RegionGrid } from '@/components/places/region-grid';
import { getAreas } from '@/lib/areas';
import { getFeaturedCities } from '@/lib/pages/cities';
import { cityPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Places to Go in Alabama',
    description:
      'Explore Alabama by region and by town: the mountains and lakes of the north, the capital and the Black Belt, and the white-sand Gulf Coast.',
    path: '/places-to-go',
  });
}

export default async function PlacesToGoPage() {
  const [regions, cities] = await Promise.all([getAreas(), getFeaturedCities(12)]);
  return (
    <PageMain>
      <PageIntro
        title="Places to Go"
        trail={[{ name: 'Places to Go', path: '/places-to-go' }]}
        lede="From the Tennessee Valley to the Gulf of Mexico, every corner of Alabama has its own table, its own music and its own stories. Start with a region or a town, or open the map."
      />
      <p>
        <Link href="/places-to-go/map">Open the map of places to go</Link>
      </p>
      <Section title="Regions">
        <RegionGrid regions={regions} />
      </Section>
      <Section title="Cities and towns">
        <CardGrid
          empty="Towns are on their way."
          items={cities.map((c) => ({ key: c.id, href: cityPath(c.slug), title: c.name, text: c.description }))}
        />
        <p>
          <Link href="/places-to-go/cities-and-towns">All cities and towns</Link>
        </p>
      </Section>
    </PageMain>
  );
}
