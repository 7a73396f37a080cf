'use client';

import Link from 'next/link';
import { ERROR_MESSAGES as M } from '@/lib/errors/messages';
import { isUnavailableDigest, UNAVAILABLE_MESSAGES } from '@/components/shell/unavailable';
import './globals.css';

/**
 * The last resort when the root layout itself fails: a bare page with a retry. The layout fails
 * when the database is away and its menus or alerts cannot be read, so it says so then.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const unavailable = isUnavailableDigest(error.digest);
  return (
    <html lang="en">
      <body>
        <main id="main-content" className="container stack" style={{ padding: '3rem 1rem' }}>
          <h1>{unavailable ? UNAVAILABLE_MESSAGES.heading : M.heading}</h1>
          <p>{unavailable ? UNAVAILABLE_MESSAGES.text : M.text}</p>
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
