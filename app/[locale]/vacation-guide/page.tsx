import { getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Prose } from '@/components/content/prose';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { VacationGuideForm } from '@/components/forms/vacation-guide-form';
import { getPage } from '@/lib/content';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo';
import styles from './vacation-guide.module.css';

export async function generateMetadata() {
  const [t, page] = await Promise.all([getTranslations('guides'), getPage('vacation-guide')]);
  return pageMetadata({
    title: page.seo.title || t('orderTitle'),
    description: page.seo.description || t('orderDescription'),
    path: '/vacation-guide',
    image: page.seo.image || null,
  });
}

export default async function VacationGuidePage() {
  const [t, page] = await Promise.all([getTranslations('guides'), getPage('vacation-guide')]);
  return (
    <PageMain>
      <PageIntro title={page.heading || t('orderTitle')} trail={[{ name: t('orderCrumb'), path: '/vacation-guide' }]} />
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
            <Link href={page.viewOnlineLink || '/online-vacation-guide'}>{t('readOnline')}</Link>
          </p>
        </aside>
      </div>
      <FeedbackWidget />
    </PageMain>
  );
}
