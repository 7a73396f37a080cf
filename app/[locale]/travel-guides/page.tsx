import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardImage } from '@/components/content/card-image';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { BrochuresBlock } from '@/components/content/brochures-block';
import { getPage } from '@/lib/content';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';

export const revalidate = 3600;

// The content service's seo fields for the brochures page win when it has them.
export async function generateMetadata(): Promise<Metadata> {
  const [t, { seo }] = await Promise.all([getTranslations('guides'), getPage('alabama-brochures')]);
  return pageMetadata({
    title: seo.title || t('travelTitle'),
    description: seo.description || t('travelDescription'),
    path: '/travel-guides',
    image: seo.image || null,
  });
}

export default async function TravelGuidesPage() {
  const [t, guide] = await Promise.all([getTranslations('guides'), getPage('vacation-guide')]);
  return (
    <PageMain>
      <PageIntro
        title={t('travelHeading')}
        trail={[{ name: t('travelHeading'), path: '/travel-guides' }]}
        lede={t('travelLede')}
      />
      <Section title={t('travelGuideHeading')}>
        <CardImage src={guide.guideImage || null} alt={guide.guideImageAlt} />
        <p>{t('travelGuideText')}</p>
        <ul>
          <li>
            <Link href="/vacation-guide">{t('travelOrder')}</Link>
          </li>
          <li>
            <Link href={guide.viewOnlineLink || '/online-vacation-guide'}>{t('readOnline')}</Link>
          </li>
        </ul>
      </Section>
      <BrochuresBlock />
      <FeedbackWidget />
    </PageMain>
  );
}
