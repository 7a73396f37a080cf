import Script from 'next/script';
import type { GalleryEmbed } from '@/lib/content/types';
import { env } from '@/lib/env';
import { alabamaHour, galleryThemeForHour } from '@/lib/gallery-theme';
import { getNonce } from '@/lib/security/nonce';
import styles from './home.module.css';

/**
 * The visitor photo gallery, rendered only when its script URL is configured (DESIGN.md); its
 * theme follows the hour of the day in Alabama.
 */
export async function HomeGallery({ gallery }: { gallery: GalleryEmbed | null }) {
  const scriptUrl = env().NEXT_PUBLIC_GALLERY_SCRIPT_URL;
  if (!scriptUrl || !gallery) return null;
  const theme = galleryThemeForHour(alabamaHour());
  return (
    <section aria-label={gallery.ariaLabel} className={styles.section} data-theme={theme}>
      {gallery.title && <h2 className={styles.sectionHeading}>{gallery.title}</h2>}
      {gallery.intro && <div dangerouslySetInnerHTML={{ __html: gallery.intro }} />}
      <div id={`cr-init__${gallery.id}`} data-gallery-id={gallery.id} data-theme={theme} />
      <Script src={scriptUrl} strategy="lazyOnload" nonce={await getNonce()} id={`gallery-script-${gallery.id}`} />
    </section>
  );
}
