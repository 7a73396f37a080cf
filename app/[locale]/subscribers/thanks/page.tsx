import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { NEWSLETTER, NEWSLETTER_PAGES as P } from '@/components/forms/messages';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await pageMetadata({ title: P.thanksTitle, description: NEWSLETTER.success, path: '/subscribers/thanks' })),
    robots: { index: false },
  };
}

export default async function SubscribedPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  return (
    <PageMain>
      <PageIntro
        title={P.thanksTitle}
        trail={[
          { name: 'Subscribe', path: '/subscribe' },
          { name: 'Thank you', path: '/subscribers/thanks' },
        ]}
      />
      <p role="status">{NEWSLETTER.success}</p>
      <p>{P.thanksNext}</p>
      <ul>
        {P.thanksLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </PageMain>
  );
}
