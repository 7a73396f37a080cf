'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { isUnavailableDigest } from '@/components/shell/unavailable';
import { Link } from '@/lib/i18n/navigation';

/** A friendly page for an unexpected error, with a retry; a down Main API (MAIN_API_URL) or database says so. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => {
    console.error(error);
  }, [error]);

  const unavailable = isUnavailableDigest(error.digest);
  return (
    <main
      data-error={unavailable ? 'main-api-unavailable' : 'unexpected'}
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="container stack"
      style={{ padding: '3rem 1rem' }}
    >
      <h1>{unavailable ? t('unavailableHeading') : t('heading')}</h1>
      <p>{unavailable ? t('unavailableText') : t('text')}</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <button type="button" className="button" onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/">{t('home')}</Link>
      </p>
    </main>
  );
}
