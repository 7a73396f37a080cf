import type { Metadata } from 'next';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { GuideOrderThanks } from '@/components/forms/guide-order-thanks';
import { GUIDE_SUCCESS as S } from '@/components/forms/messages';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await pageMetadata({ title: S.pageTitle, description: S.text, path: '/vacation_guide_orders/thanks' })),
    robots: { index: false },
  };
}

export default async function GuideOrderThanksPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  return (
    <PageMain>
      <PageIntro
        title={S.pageTitle}
        trail={[
          { name: 'Vacation Guide', path: '/vacation-guide' },
          { name: 'Thank you', path: '/vacation_guide_orders/thanks' },
        ]}
      />
      <GuideOrderThanks />
    </PageMain>
  );
}
