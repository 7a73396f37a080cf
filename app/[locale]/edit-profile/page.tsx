import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AccountPage } from '@/components/account/account-page';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { DeleteAccount } from '@/components/account/delete-account';
import { LINK, TEXT, TITLE } from '@/components/account/messages';
import { getSessionUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: TITLE.editProfile, robots: { index: false } };

export default async function EditProfilePage() {
  const user = await getSessionUser();
  if (!user) redirect('/');
  return (
    <AccountPage title={TITLE.editProfile}>
      <dl>
        <dt>{TEXT.profileEmail}</dt>
        <dd>{user.email}</dd>
      </dl>
      <ChangePasswordForm />
      <DeleteAccount />
      <p>
        <Link href="/profile">{LINK.backToProfile}</Link>
      </p>
    </AccountPage>
  );
}
