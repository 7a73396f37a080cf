import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TITLE } from '@/components/account/messages';

export const metadata: Metadata = { title: TITLE.forgotPasswordConfirmation };

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
