import { LazyPhotoGallery } from '@/components/content/lazy-photo-gallery';
import type { ContentPage } from '@/lib/content/types';

/** The home content's visitor photo gallery, for the home and not-found pages alike (none when the page has none). */
export function HomeGallery({ gallery }: { gallery: ContentPage['gallery'] }) {
  if (!gallery) return null;
  return <LazyPhotoGallery id={gallery.id} ariaLabel={gallery.ariaLabel} title={gallery.title} intro={gallery.intro} />;
}
