import type { Metadata } from 'next';
import { accountPageMessages, type LocaleParams } from '@/lib/accounts/page-messages';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { DeleteAccount } from '@/components/account/delete-account';
import { getSessionUser } from '@/lib/auth/session';
import { Link, redirect } from '@/lib/i18n/navigation';

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await accountPageMessages(props);
  return { title: t('title.editProfile'), robots: { index: false } };
}

export default async function EditProfilePage() {
  const user = await getSessionUser();
  if (!user) return redirect({ href: '/', locale: await getLocale() });
  const t = await getTranslations('account');
  return (
    <AccountPage title={t('title.editProfile')}>
      <dl>
        <dt>{t('text.profileEmail')}</dt>
        <dd>{user.email}</dd>
      </dl>
      <ChangePasswordForm />
      <DeleteAccount />
      <p>
        <Link href="/profile">{t('link.backToProfile')}</Link>
      </p>
    </AccountPage>
  );
}
