import { PageIntro, PageMain } from '@/components/content/page-intro';
import { NEWSLETTER_PAGES as P } from '@/components/forms/messages';
import { SubscribePageForm } from '@/components/forms/subscribe-page-form';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export function generateMetadata() {
  return pageMetadata({ title: P.subscribeTitle, description: P.subscribeLede, path: '/subscribe' });
}

export default async function SubscribePage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  return (
    <PageMain>
      <PageIntro title={P.subscribeTitle} lede={P.subscribeLede} trail={[{ name: 'Subscribe', path: '/subscribe' }]} />
      <SubscribePageForm />
    </PageMain>
  );
}
