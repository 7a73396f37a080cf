import { env } from '@/lib/env';
import { blurPreview } from '@/lib/media/blur';
import { pictureFor } from '@/lib/media/picture';
import { IMAGE_BOXES, RecordImage } from './record-image';

/**
 * A record's picture, in a card (4:3) or as a record page's own picture (`lead`), which is its
 * largest paint and so the only one loaded at once and first. The image field may be a ButterCMS or
 * Main API URL, a path under MEDIA_BASE_URL or an illustration; no field, no picture.
 */
export async function CardImage({
  src,
  alt,
  lead = false,
  box = lead ? 'lead' : 'card',
  lang,
}: {
  src: string | null;
  alt: string | null;
  lead?: boolean;
  box?: keyof typeof IMAGE_BOXES;
  /** 'en' when a Spanish page shows the alt text in English. */
  lang?: 'en';
}) {
  const { MEDIA_BASE_URL, MEDIA_FALLBACK_URL, MEDIA_TRANSFORMS } = env();
  const picture = pictureFor(src, { base: MEDIA_BASE_URL, fallback: MEDIA_FALLBACK_URL, transforms: MEDIA_TRANSFORMS });
  if (!picture) return null;
  const blurDataURL = picture.kind === 'photo' ? await blurPreview(picture.src) : undefined;
  return <RecordImage picture={picture} alt={alt ?? ''} box={box} priority={lead} blurDataURL={blurDataURL} lang={lang} />;
}
