import { PhotoGallery } from '@/components/content/photo-gallery';
import type { ContentPage } from '@/lib/content/types';
import { AroundAlabama } from './around-alabama';
import { ExperienceCategories } from './experience-categories';
import { HeroCarousel } from './hero-carousel';
import { LazyHeroCarousel } from './lazy-home-parts';
import { SeoParagraph } from './seo-paragraph';

/**
 * The home page's sections, shared by the home page and the not-found page; lazy for the latter,
 * whose client parts would otherwise load with every page.
 */
export function HomeContent({ page, lazy = false }: { page: ContentPage; lazy?: boolean }) {
  const Carousel = lazy ? LazyHeroCarousel : HeroCarousel;
  return (
    <>
      <Carousel banners={page.banners} heading={page.heading || undefined} />
      <ExperienceCategories />
      <AroundAlabama items={page.aroundAlabama} />
      <SeoParagraph html={page.seoParagraph} />
      {page.gallery && (
        <PhotoGallery
          id={page.gallery.id}
          ariaLabel={page.gallery.ariaLabel}
          title={page.gallery.title}
          intro={page.gallery.intro}
          lazy={lazy}
        />
      )}
    </>
  );
}
