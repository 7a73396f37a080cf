import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreateTripModal } from '@/components/trips/create-trip-modal';
import { SignInPrompt } from '@/components/trips/sign-in-prompt';
import styles from '@/components/trips/trips.module.css';
import { getSessionUser } from '@/lib/auth/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripPages');
  return { title: t('createTitle'), robots: { index: false } };
}

export default async function CreateATripPage() {
  const [user, t] = await Promise.all([getSessionUser(), getTranslations('tripPages')]);
  return (
    <main id="main-content" className={styles.page}>
      <h1>{t('createTitle')}</h1>
      {user ? (
        <CreateTripModal />
      ) : (
        <SignInPrompt text={t('signInText')} button={t('signInButton')} from="plan-your-trip" />
      )}
    </main>
  );
}
