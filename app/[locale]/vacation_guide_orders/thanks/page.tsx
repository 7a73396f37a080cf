import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { GuideOrderThanks } from '@/components/forms/guide-order-thanks';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export async function generateMetadata(): Promise<Metadata> {
  const s = await getTranslations('guideSuccess');
  return {
    ...(await pageMetadata({ title: s('pageTitle'), description: s('text'), path: '/vacation_guide_orders/thanks' })),
    robots: { index: false },
  };
}

export default async function GuideOrderThanksPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const [s, g] = await Promise.all([getTranslations('guideSuccess'), getTranslations('guides')]);
  return (
    <PageMain>
      <PageIntro
        title={s('pageTitle')}
        trail={[
          { name: g('orderCrumb'), path: '/vacation-guide' },
          { name: g('orderThanksCrumb'), path: '/vacation_guide_orders/thanks' },
        ]}
      />
      <GuideOrderThanks />
    </PageMain>
  );
}
