import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TEXT, TITLE } from '@/components/account/messages';

export const metadata: Metadata = { title: TITLE.forgotPassword, description: TEXT.forgotPasswordDescription };

export default function ForgotPasswordPage() {
  return (
    <AccountPage title={TITLE.forgotPassword}>
      <p>{TEXT.forgotPasswordDescription}</p>
      <AccountScreen headingLevel={2} view="forgot-password" />
    </AccountPage>
  );
}
