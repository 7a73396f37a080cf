import { getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { SubscribePageForm } from '@/components/forms/subscribe-page-form';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export async function generateMetadata() {
  const p = await getTranslations('newsletterPages');
  return pageMetadata({ title: p('subscribeTitle'), description: p('subscribeLede'), path: '/subscribe' });
}

export default async function SubscribePage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const p = await getTranslations('newsletterPages');
  return (
    <PageMain>
      <PageIntro
        title={p('subscribeTitle')}
        lede={p('subscribeLede')}
        trail={[{ name: p('subscribeCrumb'), path: '/subscribe' }]}
      />
      <SubscribePageForm />
    </PageMain>
  );
}
