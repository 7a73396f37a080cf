import { PageIntro, PageMain } from '@/components/content/page-intro';
import { GuideOrderThanks } from '@/components/forms/guide-order-thanks';
import { GUIDE_SUCCESS as S } from '@/components/forms/messages';
import { pageMetadata } from '@/lib/seo';

export const metadata = {
  ...pageMetadata({ title: S.pageTitle, description: S.text, path: '/vacation_guide_orders/thanks' }),
  robots: { index: false },
};

export default function GuideOrderThanksPage() {
  return (
    <PageMain>
      <PageIntro title={S.pageTitle} trail={[{ name: 'Vacation Guide', path: '/vacation-guide' }, { name: 'Thank you', path: '/vacation_guide_orders/thanks' }]} />
      <GuideOrderThanks />
    </PageMain>
  );
}
