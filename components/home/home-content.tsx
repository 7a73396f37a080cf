import type { ContentPage } from '@/lib/content/types';
import { HeroCarousel } from './hero-carousel';
import { heroPictures } from './hero-pictures';
import { HomeGallery } from './home-gallery';
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
      gallery={<HomeGallery gallery={page.gallery} />}
    />
  );
}
