import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { localePath } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { formatDuration, listVideos } from '@/lib/videos';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.videos')]);
  return pageMetadata({ title: t('title'), description: t('description'), path: localePath(locale, '/videos') });
}

export default async function VideosPage() {
  const [videos, t] = await Promise.all([listVideos(), getTranslations('pages.videos')]);
  return (
    <PageMain>
      <PageIntro title={t('heading')} trail={[{ name: t('heading'), path: '/videos' }]} lede={t('lede')} />
      {videos.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {videos.map((v) => (
            <li key={v.id}>
              <article className={styles.card}>
                <iframe
                  src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(v.youtubeId)}`}
                  title={v.title}
                  loading="lazy"
                  width="400"
                  height="225"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', border: 0 }}
                />
                <div className={styles.cardBody}>
                  <h2>{v.title}</h2>
                  {formatDuration(v.durationSeconds) ? (
                    <p className={styles.meta}>{formatDuration(v.durationSeconds)}</p>
                  ) : null}
                  {v.description ? <p>{v.description}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PageMain>
  );
}
