import { LazyGalleryLoader } from './lazy-gallery-loader';
import { PhotoGalleryFrame } from './photo-gallery-frame';

type Props = Omit<Parameters<typeof PhotoGalleryFrame>[0], 'Loader'>;

/**
 * The photo gallery for the not-found page: this module imports no client component directly, so
 * the embed's code is not among every page's first-load scripts (components/home/lazy-home-parts.tsx).
 */
export function LazyPhotoGallery(props: Props) {
  return <PhotoGalleryFrame {...props} Loader={LazyGalleryLoader} />;
}
