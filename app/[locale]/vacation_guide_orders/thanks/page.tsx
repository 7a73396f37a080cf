import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { GuideOrderThanks } from '@/components/forms/guide-order-thanks';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('guideSuccess');
  return {
    ...(await pageMetadata({ title: t('pageTitle'), description: t('text'), path: '/vacation_guide_orders/thanks' })),
    robots: { index: false },
  };
}

export default async function GuideOrderThanksPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const [t, crumbs] = await Promise.all([getTranslations('guideSuccess'), getTranslations('editorial.crumbs')]);
  return (
    <PageMain>
      <PageIntro
        title={t('pageTitle')}
        trail={[
          { name: crumbs('vacationGuide'), path: '/vacation-guide' },
          { name: crumbs('thankYou'), path: '/vacation_guide_orders/thanks' },
        ]}
      />
      <GuideOrderThanks />
    </PageMain>
  );
}
