import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { CATALOG } from '@/lib/i18n/catalog';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export async function generateMetadata(): Promise<Metadata> {
  const [t, newsletter] = await Promise.all([getTranslations('newsletterPages'), getTranslations('newsletter')]);
  return {
    ...(await pageMetadata({
      title: t('thanksTitle'),
      description: newsletter('success'),
      path: '/subscribers/thanks',
    })),
    robots: { index: false },
  };
}

export default async function SubscribedPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const [locale, t, newsletter, crumbs] = await Promise.all([
    getLocale(),
    getTranslations('newsletterPages'),
    getTranslations('newsletter'),
    getTranslations('editorial.crumbs'),
  ]);
  return (
    <PageMain>
      <PageIntro
        title={t('thanksTitle')}
        trail={[
          { name: crumbs('subscribe'), path: '/subscribe' },
          { name: crumbs('thankYou'), path: '/subscribers/thanks' },
        ]}
      />
      <p role="status">{newsletter('success')}</p>
      <p>{t('thanksNext')}</p>
      <ul>
        {CATALOG[locale].newsletterPages.thanksLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </PageMain>
  );
}
