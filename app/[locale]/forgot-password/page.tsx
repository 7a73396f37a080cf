import type { Metadata } from 'next';
import { accountPageMetadata } from '@/lib/seo';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TEXT, TITLE } from '@/components/account/messages';
import { connection } from 'next/server';

// A function, so the canonical names SITE_URL as the server reads it, not as the build did.
export function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({
    title: TITLE.forgotPassword,
    path: '/forgot-password',
    description: TEXT.forgotPasswordDescription,
  });
}

export default async function ForgotPasswordPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  return (
    <AccountPage title={TITLE.forgotPassword}>
      <p>{TEXT.forgotPasswordDescription}</p>
      <AccountScreen headingLevel={2} view="forgot-password" />
    </AccountPage>
  );
}
