import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { NewsletterModal } from '@/components/forms/newsletter-modal';
import { CATALOG } from '@/lib/i18n/catalog';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletterPages');
  return pageMetadata({ title: t('newsletterTitle'), description: t('newsletterLede'), path: '/newsletter' });
}

// The same for every visitor (the form posts from the browser), so it comes from the ISR cache.
export const revalidate = 3600;

export default async function NewsletterPage() {
  const [locale, t, crumbs] = await Promise.all([
    getLocale(),
    getTranslations('newsletterPages'),
    getTranslations('editorial.crumbs'),
  ]);
  return (
    <PageMain>
      <PageIntro
        title={t('newsletterTitle')}
        lede={t('newsletterLede')}
        trail={[{ name: crumbs('newsletter'), path: '/newsletter' }]}
      >
        <p>
          <NewsletterModal />
        </p>
        <p>
          <Link href="/subscribe">{t('newsletterPageLink')}</Link>
        </p>
      </PageIntro>
      <Section title={t('newsletterWhatHeading')}>
        <ul>
          {CATALOG[locale].newsletterPages.newsletterWhat.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
    </PageMain>
  );
}
