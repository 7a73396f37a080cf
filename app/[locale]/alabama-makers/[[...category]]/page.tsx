import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CardGrid, cardLangs } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { listMakerCategories, listMakers, localizeMakers, makerCategoryName } from '@/lib/makers';
import { localeParam } from '@/lib/record-text';
import { makerCategoryPath, makerPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ category?: string[]; locale?: string }> };

async function load(params: Props['params']) {
  const p = await params;
  const segments = p.category ?? [];
  if (segments.length > 1) return null;
  const locale = localeParam(p);
  const categories = (await listMakerCategories()).map((c) => ({ ...c, name: makerCategoryName(c.name, locale) }));
  const current = segments[0] ? categories.find((c) => c.slug === segments[0]) : undefined;
  if (segments[0] && !current) return null;
  return { categories, current };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data) return localizedNotFoundMetadata();
  const name = data.current?.name;
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.makers')]);
  return pageMetadata({
    title: name ? t('categoryHeading', { category: name }) : t('heading'),
    description: name ? t('categoryDescription', { category: name.toLowerCase() }) : t('description'),
    path: localePath(locale, name ? makerCategoryPath(data.current!.slug) : '/alabama-makers'),
  });
}

async function MakersPageBody({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const locale = localeParam(await params);
  const [makers, t] = await Promise.all([
    listMakers(data.current?.slug).then((list) => localizeMakers(list, locale)),
    getTranslations('pages.makers'),
  ]);
  const trail = [
    { name: t('heading'), path: '/alabama-makers' },
    ...(data.current ? [{ name: data.current.name, path: makerCategoryPath(data.current.slug) }] : []),
  ];
  return (
    <PageMain>
      <PageIntro
        title={data.current ? t('categoryHeading', { category: data.current.name }) : t('heading')}
        trail={trail}
        lede={t('lede')}
      />
      <nav aria-label={t('categoriesLabel')}>
        <ul className={styles.pills}>
          <li>
            <Link href="/alabama-makers" aria-current={data.current ? undefined : 'page'}>
              {t('all')}
            </Link>
          </li>
          {data.categories.map((c) => (
            <li key={c.slug}>
              <Link href={makerCategoryPath(c.slug)} aria-current={data.current?.slug === c.slug ? 'page' : undefined}>
                {c.name} ({c.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CardGrid
        headingLevel={2}
        empty={t('empty')}
        items={makers.map((m) => ({
          key: m.id,
          href: makerPath(m.slug),
          title: m.name,
          meta: `${makerCategoryName(m.category, locale)} · ${m.city}`,
          text: m.summary,
          image: m.image,
          imageAlt: m.imageAlt,
          ...cardLangs(m),
        }))}
      />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function MakersPage(props: Props) {
  return renderRecord(() => MakersPageBody(props));
}
