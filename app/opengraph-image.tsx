import { socialCard } from '@/components/seo/social-card';
import { SITE_NAME } from '@/lib/constants';

// The site-wide card, for every page without one of its own; drawn once at build.
export const alt = `${SITE_NAME}: Sweet Home Alabama`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpenGraphImage() {
  return socialCard({
    kind: 'Visit Alabama',
    title: 'Plan a trip to Alabama',
    place: 'Places to go, events, road trips and trails',
  });
}
