import { getImageProps, type ImageLoader } from 'next/image';
import { butterUrl, queryUrl, type Picture, type PhotoLoader } from '@/lib/media/picture';
import styles from './content.module.css';

/** The two boxes a record's picture is drawn in; the lead is a record page's own, largest picture. */
export const IMAGE_BOXES = {
  lead: { width: 1024, height: 480, sizes: '(max-width: 440px) calc(100vw - 2rem), 400px' },
  card: { width: 400, height: 300, sizes: '(max-width: 640px) calc(100vw - 2rem), (max-width: 1024px) 50vw, 400px' },
  /** An editor's feature on the home page, in the illustrations' wide box. */
  wide: { width: 1024, height: 480, sizes: '(max-width: 640px) calc(100vw - 2rem), (max-width: 1024px) 50vw, 512px' },
  /** The home carousel's slide, the width of the screen. */
  banner: { width: 1024, height: 480, sizes: '100vw' },
} as const;

const LOADERS: Record<Exclude<PhotoLoader, 'next'>, ImageLoader> = {
  butter: ({ src, width, quality }) => butterUrl(src, width, quality ?? QUALITY),
  query: ({ src, width, quality }) => queryUrl(src, width, quality ?? QUALITY),
};

const QUALITY = 75;

type Props = {
  picture: Picture;
  alt: string;
  box: keyof typeof IMAGE_BOXES;
  /** Only for the picture that is the page's largest paint: preloaded, fetched first, never lazy. */
  priority?: boolean;
  /** A tiny copy of the photo (blurPreview), shown blurred until the photo lands. */
  blurDataURL?: string;
  /** The box's own style where it is not a record page's lead or a card (the home carousel). */
  className?: string;
  /** The alt text's language where it differs from the page's. */
  lang?: string;
};

/**
 * Every record and content picture: a photo in several widths and AVIF/WebP (Next's optimizer or the
 * source's CDN), in a box of fixed width and height so nothing moves when it lands; an SVG
 * illustration as it is, since it scales by itself.
 */
export function RecordImage({ picture, alt, box, priority = false, blurDataURL, className: boxClass, lang }: Props) {
  const { width, height, sizes } = IMAGE_BOXES[box];
  const className = boxClass ?? (box === 'lead' ? styles.lead : undefined);
  if (picture.kind === 'illustration') {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no widths or formats
      <img
        src={picture.src}
        alt={alt}
        lang={lang}
        className={className}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    );
  }
  // getImageProps gives the <img> of next/image (srcset, sizes, the blurred background) without its
  // client code, so a page of photos loads no more JavaScript than one of illustrations.
  const { props } = getImageProps({
    src: picture.src,
    alt,
    width,
    height,
    sizes,
    quality: QUALITY,
    loader: picture.loader === 'next' ? undefined : LOADERS[picture.loader],
    preload: priority,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    placeholder: blurDataURL ? 'blur' : 'empty',
    blurDataURL,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} lang={lang} className={className} />;
}
