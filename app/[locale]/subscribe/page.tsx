import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { SubscribePageForm } from '@/components/forms/subscribe-page-form';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletterPages');
  return pageMetadata({ title: t('subscribeTitle'), description: t('subscribeLede'), path: '/subscribe' });
}

export default async function SubscribePage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const [t, crumbs] = await Promise.all([getTranslations('newsletterPages'), getTranslations('editorial.crumbs')]);
  return (
    <PageMain>
      <PageIntro
        title={t('subscribeTitle')}
        lede={t('subscribeLede')}
        trail={[{ name: crumbs('subscribe'), path: '/subscribe' }]}
      />
      <SubscribePageForm />
    </PageMain>
  );
}
