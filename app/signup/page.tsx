import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TITLE } from '@/components/account/messages';
import { getSessionUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: TITLE.signUp };

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  if (await getSessionUser()) redirect('/profile');
  const { email } = await searchParams;
  return (
    <AccountPage>
      <AccountScreen view="sign-up" email={typeof email === 'string' ? email : undefined} />
    </AccountPage>
  );
}
