'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { ERROR_MESSAGES as M } from '@/components/shell/error-messages';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { isUnavailableDigest, UNAVAILABLE_MESSAGES } from '@/components/shell/unavailable';

/** A friendly page for an unexpected error, with a retry; a down Main API (MAIN_API_URL) or database says so. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
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
      <h1>{unavailable ? UNAVAILABLE_MESSAGES.heading : M.heading}</h1>
      <p>{unavailable ? UNAVAILABLE_MESSAGES.text : M.text}</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <button type="button" className="button" onClick={reset}>
          {M.retry}
        </button>
        <Link href="/">{M.home}</Link>
      </p>
    </main>
  );
}
