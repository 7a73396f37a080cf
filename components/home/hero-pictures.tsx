import type { ReactNode } from 'react';
import { RecordImage } from '@/components/content/record-image';
import { pictureFor } from '@/lib/media/picture';
import type { Banner } from '@/lib/content/types';
import { PLACEHOLDER_IMAGE } from '@/lib/media/chain';
import styles from './hero.module.css';

/**
 * Each slide's picture, made on the server and handed to the carousel as markup: the image
 * pipeline (next/image's getImageProps) then stays out of the page's first-load JavaScript.
 */
export function heroPictures(banners: Banner[] | Banner): ReactNode[] {
  return (Array.isArray(banners) ? banners : [banners]).map((banner, i) => (
    <RecordImage
      key={`${banner.mediaId}-${i}`}
      className={styles.media}
      picture={pictureFor(banner.image || PLACEHOLDER_IMAGE) ?? { kind: 'illustration', src: PLACEHOLDER_IMAGE }}
      alt={banner.imageAlt || banner.description}
      box="banner"
      priority={i === 0}
    />
  ));
}
