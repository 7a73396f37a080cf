import { Link } from '@/lib/i18n/navigation';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { NEWSLETTER_PAGES as P } from '@/components/forms/messages';
import { NewsletterModal } from '@/components/forms/newsletter-modal';
import { pageMetadata } from '@/lib/seo';

export function generateMetadata() {
  return pageMetadata({ title: P.newsletterTitle, description: P.newsletterLede, path: '/newsletter' });
}

// The same for every visitor (the form posts from the browser), so it comes from the ISR cache.
export const revalidate = 3600;

export default function NewsletterPage() {
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
