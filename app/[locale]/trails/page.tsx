import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { trailPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';
import { listTrails } from '@/lib/trails';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Alabama Trails',
    description:
      'Themed trails across Alabama: the barbecue trail, the garden trail, civil rights landmarks and more, with every stop listed.',
    path: '/trails',
  });
}

export default async function TrailsPage() {
  const trails = await listTrails();
  return (
    <PageMain>
      <PageIntro
        title="Trails"
        trail={[{ name: 'Trails', path: '/trails' }]}
        lede="Follow a theme across the state, one stop at a time."
      />
      <CardGrid
        headingLevel={2}
        empty="Trails are on their way."
        items={trails.map((t) => ({
          key: t.id,
          href: trailPath(t.slug),
          title: t.name,
          text: t.summary,
          image: t.image,
          imageAlt: t.imageAlt,
        }))}
      />
    </PageMain>
  );
}
