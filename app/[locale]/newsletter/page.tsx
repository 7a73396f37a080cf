import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { NewsletterModal } from '@/components/forms/newsletter-modal';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata() {
  const p = await getTranslations('newsletterPages');
  return pageMetadata({ title: p('newsletterTitle'), description: p('newsletterLede'), path: '/newsletter' });
}

// The same for every visitor (the form posts from the browser), so it comes from the ISR cache.
export const revalidate = 3600;

export default async function NewsletterPage() {
  const p = await getTranslations('newsletterPages');
  const what = p.raw('newsletterWhat') as string[];
  return (
    <PageMain>
      <PageIntro
        title={p('newsletterTitle')}
        lede={p('newsletterLede')}
        trail={[{ name: p('newsletterCrumb'), path: '/newsletter' }]}
      >
        <p>
          <NewsletterModal />
        </p>
        <p>
          <Link href="/subscribe">{p('newsletterPageLink')}</Link>
        </p>
      </PageIntro>
      <Section title={p('newsletterWhatHeading')}>
        <ul>
          {what.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
    </PageMain>
  );
}
