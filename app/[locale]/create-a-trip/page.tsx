import type { Metadata } from 'next';
import { CreateTripModal } from '@/components/trips/create-trip-modal';
import { SignInPrompt } from '@/components/trips/sign-in-prompt';
import styles from '@/components/trips/trips.module.css';
import { getSessionUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Create Your Trip', robots: { index: false } };

export default async function CreateATripPage() {
  const user = await getSessionUser();
  return (
    <main id="main-content" className={styles.page}>
      <h1>Create Your Trip</h1>
      {user ? (
        <CreateTripModal />
      ) : (
        <SignInPrompt
          text="Sign in to save trips, then plan your days, drives and stops."
          button="Sign in to plan a trip"
          from="plan-your-trip"
        />
      )}
    </main>
  );
}
