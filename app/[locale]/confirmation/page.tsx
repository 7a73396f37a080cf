import type { Metadata } from 'next';
import { accountPageMetadata } from '@/lib/seo';
import { AccountPage } from '@/components/account/account-page';
import { AccountScreen } from '@/components/account/account-screen';
import { TITLE } from '@/components/account/messages';

// A function, so the canonical names SITE_URL as the server reads it, not as the build did.
export function generateMetadata(): Promise<Metadata> {
  return accountPageMetadata({ title: TITLE.confirmation, path: '/confirmation' });
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
