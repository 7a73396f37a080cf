import { GalleryLoader } from './gallery-loader';
import { PhotoGalleryFrame } from './photo-gallery-frame';

type Props = Omit<Parameters<typeof PhotoGalleryFrame>[0], 'Loader'>;

/** The visitor photo gallery embed (components/content/photo-gallery-frame.tsx) with its loader. */
export function PhotoGallery(props: Props) {
  return <PhotoGalleryFrame {...props} Loader={GalleryLoader} />;
}
