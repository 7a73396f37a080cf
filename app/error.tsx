'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { ERROR_MESSAGES as M } from '@/components/shell/error-messages';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';

/** A friendly page for an unexpected error, with a retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container stack" style={{ padding: '3rem 1rem' }}>
      <h1>{M.heading}</h1>
      <p>{M.text}</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <button type="button" className="button" onClick={reset}>
          {M.retry}
        </button>
        <Link href="/">{M.home}</Link>
      </p>
    </main>
  );
}
