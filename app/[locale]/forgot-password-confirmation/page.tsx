import type { Metadata } from 'next';
import { accountPageMetadata } from '@/lib/seo';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TITLE } from '@/components/account/messages';

// A function, so the canonical names SITE_URL as the server reads it, not as the build did.
export function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: TITLE.forgotPasswordConfirmation, path: '/forgot-password-confirmation' });
}

export default async function ForgotPasswordConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<{ email?: string }>;
}) {
  const { email } = await searchParams;
  return (
    <AccountPage title={TITLE.forgotPassword}>
      <AccountScreen
        headingLevel={2}
        view="forgot-password-confirmation"
        email={typeof email === 'string' ? email : undefined}
      />
    </AccountPage>
  );
}
