'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { NewsletterForm } from './newsletter-form';

export const SUBSCRIBED_PATH = '/subscribers/thanks';

/** The /subscribe form: on success the browser moves on to the thank-you page. */
export function SubscribePageForm() {
  const router = useRouter();
  return <NewsletterForm onSubscribed={() => router.push(SUBSCRIBED_PATH)} />;
}
