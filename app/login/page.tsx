import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TITLE } from '@/components/account/messages';
import { configuredSocialProviders } from '@/lib/auth/providers';

export const metadata: Metadata = { title: TITLE.signIn };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  const { email } = await searchParams;
  return (
    <AccountPage>
      <AccountScreen view="sign-in" email={typeof email === 'string' ? email : undefined} social={configuredSocialProviders()} />
    </AccountPage>
  );
}
