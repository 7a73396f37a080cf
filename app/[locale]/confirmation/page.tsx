import type { Metadata } from 'next';
import { accountPageMessages, type LocaleParams } from '@/lib/accounts/page-messages';
import { accountPageMetadata } from '@/lib/seo';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';

// A function, so the canonical names SITE_URL as the server reads it, not as the build did.
export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await accountPageMessages(props);
  return accountPageMetadata({ title: t('title.confirmation'), path: '/confirmation' });
}

/** Route 'confirmation' with its parameter myEmail (docs/SPEC.md section 2.1). */
export default async function ConfirmationPage({ searchParams }: { searchParams: Promise<{ myEmail?: string }> }) {
  const { myEmail } = await searchParams;
  return (
    <AccountPage>
      <AccountScreen view="confirmation" email={typeof myEmail === 'string' ? myEmail : undefined} />
    </AccountPage>
  );
}
