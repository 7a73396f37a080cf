import type { ContentPage } from '@/lib/content/types';
import { AroundAlabama } from './around-alabama';
import { ExperienceCategories } from './experience-categories';
import { HeroCarousel } from './hero-carousel';
import { HomeGallery } from './home-gallery';
import { SeoParagraph } from './seo-paragraph';

/** The home page's sections, shared by the home page and the not-found page. */
export function HomeContent({ page }: { page: ContentPage }) {
  return (
    <>
      <HeroCarousel banners={page.banners} heading={page.heading || undefined} />
      <ExperienceCategories />
      <AroundAlabama items={page.aroundAlabama} />
      <SeoParagraph html={page.seoParagraph} />
      <HomeGallery gallery={page.gallery} />
    </>
  );
}
