'use client';

import dynamic from 'next/dynamic';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_WIDTH } from '@/lib/constants';
import type { Messages } from '@/lib/i18n/catalog';
import { SITE_TIME_ZONE, type Locale } from '@/lib/i18n/locales';
import { loadToasts, onToastsWanted } from './toast';

const Toaster = dynamic(() => import('sonner').then((sonner) => sonner.Toaster), { ssr: false });
// The Toaster's live region should be in the page before its first message, so that screen readers
// announce it: it mounts when the page is first idle, or at once if a toast comes sooner.
const IDLE_TIMEOUT_MS = 3000;

function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToastsWanted(() => setMounted(true)), []);
  useEffect(() => {
    const load = () => void loadToasts();
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(load, IDLE_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(idle);
  }, []);
  if (!mounted) return null;
  return (
    <Toaster
      position="top-left"
      duration={NOTIFICATION_DURATION_MS}
      style={{ '--width': `${NOTIFICATION_WIDTH}px` } as CSSProperties}
      closeButton
    />
  );
}

/**
 * Client-side providers for the whole site: the page's language and the messages client components
 * read (lib/i18n/client-messages.ts), and notifications: 5000 ms, 500 px wide, top left
 * (docs/SPEC.md section 9).
 */
export function Providers({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={SITE_TIME_ZONE}>
      {children}
      <LazyToaster />
    </NextIntlClientProvider>
  );
}
