import type { Metadata } from 'next';
import { accountPageMessages, type LocaleParams } from '@/lib/accounts/page-messages';
import { accountPageMetadata } from '@/lib/seo';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';

// A function, so the canonical names SITE_URL as the server reads it, not as the build did.
export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await accountPageMessages(props);
  return accountPageMetadata({
    title: t('title.forgotPassword'),
    path: '/forgot-password',
    description: t('text.forgotPasswordDescription'),
  });
}

export default async function ForgotPasswordPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('title.forgotPassword')}>
      <p>{t('text.forgotPasswordDescription')}</p>
      <AccountScreen headingLevel={2} view="forgot-password" />
    </AccountPage>
  );
}
