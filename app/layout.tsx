import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { SITE_NAME } from '@/lib/constants';

export const metadata: Metadata = {
  title: { default: `${SITE_NAME} | Sweet Home Alabama`, template: `%s | ${SITE_NAME}` },
  description: 'Plan a trip to Alabama: places to go, events, road trips, trails and a free vacation guide.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request so that Next stamps this request's CSP nonce on its scripts
  // (docs/SECURITY.md); data stays cached by tag.
  await connection();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
