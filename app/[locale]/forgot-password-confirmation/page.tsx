import type { Metadata } from 'next';
import { accountPageMessages, type LocaleParams } from '@/lib/accounts/page-messages';
import { accountPageMetadata } from '@/lib/seo';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { getTranslations } from 'next-intl/server';

// A function, so the canonical names SITE_URL as the server reads it, not as the build did.
export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await accountPageMessages(props);
  return accountPageMetadata({ title: t('title.forgotPasswordConfirmation'), path: '/forgot-password-confirmation' });
}

export default async function ForgotPasswordConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<{ email?: string }>;
}) {
  const { email } = await searchParams;
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('title.forgotPassword')}>
      <AccountScreen
        headingLevel={2}
        view="forgot-password-confirmation"
        email={typeof email === 'string' ? email : undefined}
      />
    </AccountPage>
  );
}
