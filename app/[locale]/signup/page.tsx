import type { Metadata } from 'next';
import { accountPageMetadata } from '@/lib/seo';
import { redirect } from 'next/navigation';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TITLE } from '@/components/account/messages';
import { getSessionUser } from '@/lib/auth/session';

// A function, so the canonical names SITE_URL as the server reads it, not as the build did.
export function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: TITLE.signUp, path: '/signup' });
}

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  if (await getSessionUser()) redirect('/profile');
  const { email } = await searchParams;
  return (
    <AccountPage>
      <AccountScreen view="sign-up" email={typeof email === 'string' ? email : undefined} />
    </AccountPage>
  );
}
