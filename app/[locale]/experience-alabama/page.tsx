import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { listExperiences } from '@/lib/pages/experiences';
import { experiencePath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Experience Alabama',
    description:
      'Ten ways to see Alabama: arts and culture, beaches, civil rights legacy, food and drink, history, music, outdoors, science, sports and year-round golf.',
    path: '/experience-alabama',
  });
}

export default function ExperiencesPage() {
  return (
    <PageMain>
      <PageIntro
        title="Experience Alabama"
        trail={[{ name: 'Experiences', path: '/experience-alabama' }]}
        lede="Choose what moves you. Each experience gathers the places, events, road trips and stories that fit it."
      />
      <CardGrid
        headingLevel={2}
        items={listExperiences().map((e) => ({
          key: e.id,
          href: experiencePath(e.slug),
          title: e.name,
          text: e.blurb,
        }))}
      />
    </PageMain>
  );
}
