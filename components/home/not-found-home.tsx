import { getTranslations } from 'next-intl/server';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { getPage } from '@/lib/content';
import { Link } from '@/lib/i18n/navigation';
import { heroPictures } from './hero-pictures';
import { HomeGallery } from './home-gallery';
import { HomeSections } from './home-sections';
import { LazyHeroCarousel } from './lazy-home-parts';
import styles from './home.module.css';

/** An unknown path: the home page's content under a visible notice (docs/SPEC.md section 2.2: / is the target of every unknown path). */
export async function NotFoundHome() {
  const [t, page] = await Promise.all([getTranslations('home'), getPage('home')]);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <div className={styles.notice} role="status">
        <h1>{t('notFoundHeading')}</h1>
        <p>
          {t('notFoundText')} <Link href="/search">{t('notFoundSearch')}</Link>
        </p>
      </div>
      <HomeSections
        page={page}
        hero={
          <LazyHeroCarousel
            banners={page.banners}
            pictures={heroPictures(page.banners)}
            heading={page.heading || undefined}
          />
        }
        gallery={<HomeGallery gallery={page.gallery} />}
      />
    </main>
  );
}
