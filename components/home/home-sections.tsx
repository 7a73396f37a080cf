import type { ReactNode } from 'react';
import type { ContentPage } from '@/lib/content/types';
import { AroundAlabama } from './around-alabama';
import { ExperienceCategories } from './experience-categories';
import { SeoParagraph } from './seo-paragraph';

/**
 * The home page's sections around two slots, the hero and the gallery: the home page fills them
 * directly, the not-found page with lazy parts (no client component imported here, so that
 * global-not-found adds nothing to every page's first load).
 */
export function HomeSections({ page, hero, gallery }: { page: ContentPage; hero: ReactNode; gallery: ReactNode }) {
  return (
    <>
      {hero}
      <ExperienceCategories />
      <AroundAlabama items={page.aroundAlabama} />
      <SeoParagraph html={page.seoParagraph} />
      {gallery}
    </>
  );
}
