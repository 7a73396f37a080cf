import type { Metadata } from 'next';
import Link from 'next/link';
import { CardImage } from '@/components/content/card-image';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { BrochuresBlock } from '@/components/content/brochures-block';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';

export const revalidate = 3600;

// The content service's seo fields for the brochures page win when it has them.
export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getPage('alabama-brochures');
  return pageMetadata({
    title: seo.title || 'Alabama Travel Guides and Brochures',
    description:
      seo.description ||
      'Order the free Alabama Vacation Guide, read it online, or download brochures for the Civil Rights Trail, the barbecue trail, state parks and events.',
    path: '/travel-guides',
    image: seo.image || null,
  });
}

export default async function TravelGuidesPage() {
  const guide = await getPage('vacation-guide');
  return (
    <PageMain>
      <PageIntro
        title="Travel Guides"
        trail={[{ name: 'Travel Guides', path: '/travel-guides' }]}
        lede="Plan with the official Alabama Vacation Guide and brochures for every kind of trip."
      />
      <Section title="Alabama Vacation Guide">
        <CardImage src={guide.guideImage || null} alt={guide.guideImageAlt} />
        <p>The state’s official travel planner, free and mailed anywhere in the United States.</p>
        <ul>
          <li>
            <Link href="/vacation-guide">Order the free printed guide</Link>
          </li>
          <li>
            <Link href={guide.viewOnlineLink || '/online-vacation-guide'}>Read the guide online</Link>
          </li>
        </ul>
      </Section>
      <BrochuresBlock />
      <FeedbackWidget />
    </PageMain>
  );
}
