import type { Metadata } from 'next';
import { accountPageMessages, type LocaleParams } from '@/lib/accounts/page-messages';
import { accountPageMetadata } from '@/lib/seo';
import { redirect } from '@/lib/i18n/navigation';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { getLocale } from 'next-intl/server';
import { getSessionUser } from '@/lib/auth/session';

// A function, so the canonical names SITE_URL as the server reads it, not as the build did.
export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await accountPageMessages(props);
  return accountPageMetadata({ title: t('title.signUp'), path: '/signup' });
}

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ email?: string }> }) {
  if (await getSessionUser()) redirect({ href: '/profile', locale: await getLocale() });
  const { email } = await searchParams;
  return (
    <AccountPage>
      <AccountScreen view="sign-up" email={typeof email === 'string' ? email : undefined} />
    </AccountPage>
  );
}
