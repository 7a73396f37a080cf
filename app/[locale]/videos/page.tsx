import { PageIntro, PageMain } from '@/components/content/page-intro';
import styles from '@/components/content/content.module.css';
import { pageMetadata } from '@/lib/seo';
import { formatDuration, listVideos } from '@/lib/videos';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Alabama Travel Videos',
    description:
      'Watch Alabama: beaches, state parks, civil rights landmarks, food, music and festivals, in short travel videos.',
    path: '/videos',
  });
}

export default async function VideosPage() {
  const videos = await listVideos();
  return (
    <PageMain>
      <PageIntro title="Videos" trail={[{ name: 'Videos', path: '/videos' }]} lede="See Alabama before you go." />
      {videos.length === 0 ? (
        <p>Videos are on their way.</p>
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
