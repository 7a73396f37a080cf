import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getCitiesByLetter } from '@/lib/pages/cities';
import { cityPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('places')]);
  return pageMetadata({
    title: t('citiesTitle'),
    description: t('citiesDescription'),
    path: localePath(locale, '/places-to-go/cities-and-towns'),
  });
}

export default async function CitiesPage() {
  const t = await getTranslations('places');
  const groups = await getCitiesByLetter();
  return (
    <PageMain>
      <PageIntro
        title={t('citiesHeading')}
        trail={[
          { name: t('placesToGo'), path: '/places-to-go' },
          { name: t('citiesHeading'), path: '/places-to-go/cities-and-towns' },
        ]}
        lede={t('citiesLede')}
      />
      {groups.length === 0 ? <p>{t('citiesEmpty')}</p> : null}
      {groups.map((group) => (
        <Section key={group.letter} title={group.letter} id={`letter-${group.letter.toLowerCase()}`}>
          <ul className={styles.columns}>
            {group.cities.map((c) => (
              <li key={c.id}>
                <Link href={cityPath(c.slug)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </PageMain>
  );
}
