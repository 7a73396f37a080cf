import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SITE_NAME } from '@/lib/constants';

export const metadata: Metadata = {
  title: { default: `${SITE_NAME} | Sweet Home Alabama`, template: `%s | ${SITE_NAME}` },
  description: 'Plan a trip to Alabama: places to go, events, road trips, trails and a free vacation guide.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
