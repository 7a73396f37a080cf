import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TITLE } from '@/components/account/messages';

export const metadata: Metadata = { title: TITLE.signUp };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  const { email } = await searchParams;
  return (
    <AccountPage>
      <AccountScreen view="sign-up" email={typeof email === 'string' ? email : undefined} />
    </AccountPage>
  );
}
