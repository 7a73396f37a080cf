import Link from 'next/link';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Prose } from '@/components/content/prose';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { GUIDE_SUCCESS } from '@/components/forms/messages';
import { VacationGuideForm } from '@/components/forms/vacation-guide-form';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import styles from './vacation-guide.module.css';

const FALLBACK = {
  title: 'Order Your Free Alabama Vacation Guide',
  description:
    'Order the free printed Alabama Vacation Guide, mailed anywhere in the United States, or read it online.',
};

export async function generateMetadata() {
  const page = await getPage('vacation-guide');
  return pageMetadata({
    title: page.seo.title || FALLBACK.title,
    description: page.seo.description || FALLBACK.description,
    path: '/vacation-guide',
    image: page.seo.image || null,
  });
}

export default async function VacationGuidePage() {
  const page = await getPage('vacation-guide');
  return (
    <PageMain>
      <PageIntro title={page.heading || FALLBACK.title} trail={[{ name: 'Vacation Guide', path: '/vacation-guide' }]} />
      <div className={styles.layout}>
        <div>
          <Prose html={page.intro} />
          <VacationGuideForm mode="page" />
        </div>
        <aside className={styles.aside}>
          {page.guideImage && (
            // eslint-disable-next-line @next/next/no-img-element -- a local SVG cover; next/image adds nothing here
            <img src={page.guideImage} alt={page.guideImageAlt} width={240} height={300} />
          )}
          <p>
            <Link href={page.viewOnlineLink || '/online-vacation-guide'}>{GUIDE_SUCCESS.viewOnline}</Link>
          </p>
        </aside>
      </div>
      <FeedbackWidget />
    </PageMain>
  );
}
