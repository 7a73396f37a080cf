import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { localePath } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { localeParam, localizeRecords } from '@/lib/record-text';
import { listWelcomeCenters } from '@/lib/welcome-centers';
import { routeLine } from '@/lib/places/detail-text';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.welcomeCenters')]);
  return pageMetadata({
    title: t('title'),
    description: t('description'),
    path: localePath(locale, '/welcome-centers'),
  });
}

export default async function WelcomeCentersPage({ params }: { params: Promise<{ locale?: string }> }) {
  const locale = localeParam(await params);
  const [list, t, details] = await Promise.all([
    listWelcomeCenters(),
    getTranslations('pages.welcomeCenters'),
    getTranslations('placeDetails'),
  ]);
  const centers = (await localizeRecords('welcome-centers', list, locale)).map((c) => ({
    ...c,
    routeLine: locale === 'en' ? { text: c.route } : routeLine(c.route, details),
  }));
  return (
    <PageMain>
      <PageIntro title={t('heading')} trail={[{ name: t('heading'), path: '/welcome-centers' }]} lede={t('lede')} />
      {centers.length === 0 ? <p>{t('empty')}</p> : null}
      {centers.map((c) => (
        <Section key={c.id} title={c.name} id={c.slug}>
          <dl className={styles.facts}>
            <dt>{t('route')}</dt>
            <dd lang={c.routeLine.lang}>{c.routeLine.text}</dd>
            <dt>{t('near')}</dt>
            <dd>{c.city}, AL</dd>
            {c.phone ? (
              <>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
                </dd>
              </>
            ) : null}
          </dl>
          {c.description ? (
            <p lang={c.untranslated.includes('description') ? 'en' : undefined}>{c.description}</p>
          ) : null}
          <p>
            <a href={`https://www.google.com/maps/search/?api=1&query=${c.latitude},${c.longitude}`} rel="noopener">
              {t('directions', { name: c.name })}
            </a>
          </p>
        </Section>
      ))}
      <FeedbackWidget />
    </PageMain>
  );
}
