import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { getAreas } from '@/lib/areas';
import { Link } from '@/lib/i18n/navigation';
import { localePath } from '@/lib/i18n/locales';
import { areaPath } from '@/lib/pages/paths';
import { siteSections } from '@/lib/pages/site-sections';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.sitemap')]);
  return pageMetadata({ title: t('title'), description: t('description'), path: localePath(locale, '/sitemap') });
}

export default async function SitemapPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.sitemap')]);
  const regions = await getAreas();
  const sections = [
    ...siteSections(locale),
    { title: t('regions'), links: regions.map((r) => ({ href: areaPath(r.slug), text: r.name })) },
  ];
  return (
    <PageMain>
      <PageIntro title={t('title')} trail={[{ name: t('title'), path: '/sitemap' }]} />
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
