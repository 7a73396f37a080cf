'use client';

import Link from 'next/link';
import { ERROR_MESSAGES as M } from '@/components/shell/error-messages';
import './globals.css';

/** The last resort when the root layout itself fails: a bare page with a retry. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main-content" className="container stack" style={{ padding: '3rem 1rem' }}>
          <h1>{M.heading}</h1>
          <p>{M.text}</p>
          <p>
            <button type="button" className="button" onClick={reset}>
              {M.retry}
            </button>{' '}
            <Link href="/">{M.home}</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
