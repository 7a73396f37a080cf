import Link from 'next/link';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { getAreas } from '@/lib/areas';
import { areaPath } from '@/lib/pages/paths';
import { SITE_SECTIONS } from '@/lib/pages/site-sections';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Site Map',
    description:
      'Every section of the Alabama Tourism website on one page: places to go, experiences, road trips, events, guides and trip planning.',
    path: '/sitemap',
  });
}

export default async function SitemapPage() {
  const regions = await getAreas();
  const sections = [
    ...SITE_SECTIONS,
    { title: 'Regions', links: regions.map((r) => ({ href: areaPath(r.slug), text: r.name })) },
  ];
  return (
    <PageMain>
      <PageIntro title="Site Map" trail={[{ name: 'Site Map', path: '/sitemap' }]} />
      <div className={styles.columns}>
        {sections
          .filter((s) => s.links.length > 0)
          .map((s) => (
            <Section key={s.title} title={s.title}>
              <ul>
                {s.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href}>{l.text}</Link>
                  </li>
                ))}
              </ul>
            </Section>
          ))}
      </div>
    </PageMain>
  );
}
