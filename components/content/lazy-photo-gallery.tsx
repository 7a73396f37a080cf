import { LazyGalleryLoader } from './lazy-gallery-loader';
import { PhotoGalleryFrame } from './photo-gallery-frame';

type Props = Omit<Parameters<typeof PhotoGalleryFrame>[0], 'Loader'>;

/**
 * The photo gallery for the home and not-found pages: this module imports no client component
 * directly, so the embed's code (next/script) is not among the page's first-load scripts; it loads
 * only when a gallery script is configured (components/home/lazy-home-parts.tsx).
 */
export function LazyPhotoGallery(props: Props) {
  return <PhotoGalleryFrame {...props} Loader={LazyGalleryLoader} />;
}
