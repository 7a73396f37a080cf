import Link from 'next/link';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { NEWSLETTER_PAGES as P } from '@/components/forms/messages';
import { NewsletterModal } from '@/components/forms/newsletter-modal';
import { pageMetadata } from '@/lib/seo';
import { connection } from 'next/server';

export const metadata = pageMetadata({ title: P.newsletterTitle, description: P.newsletterLede, path: '/newsletter' });

export default async function NewsletterPage() {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  return (
    <PageMain>
      <PageIntro
        title={P.newsletterTitle}
        lede={P.newsletterLede}
        trail={[{ name: 'Newsletter', path: '/newsletter' }]}
      >
        <p>
          <NewsletterModal />
        </p>
        <p>
          <Link href="/subscribe">{P.newsletterPageLink}</Link>
        </p>
      </PageIntro>
      <Section title={P.newsletterWhatHeading}>
        <ul>
          {P.newsletterWhat.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
    </PageMain>
  );
}
