import { LazyPhotoGallery } from '@/components/content/lazy-photo-gallery';
import type { ContentPage } from '@/lib/content/types';
import { HeroCarousel } from './hero-carousel';
import { heroPictures } from './hero-pictures';
import { HomeSections } from './home-sections';

/** The home page's sections (the not-found page uses components/home/not-found-home.tsx). */
export function HomeContent({ page }: { page: ContentPage }) {
  return (
    <HomeSections
      page={page}
      hero={
        <HeroCarousel
          banners={page.banners}
          pictures={heroPictures(page.banners)}
          heading={page.heading || undefined}
        />
      }
      gallery={
        page.gallery && (
          <LazyPhotoGallery
            id={page.gallery.id}
            ariaLabel={page.gallery.ariaLabel}
            title={page.gallery.title}
            intro={page.gallery.intro}
          />
        )
      }
    />
  );
}
