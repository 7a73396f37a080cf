import type { Navigation, NavLink } from '@/lib/navigation';
import { EXPERIENCE_PAGES, menuLink, SITE_PAGES } from '@/lib/navigation/site-pages';
import { SHELL_MESSAGES } from '@/lib/shell/messages';

export type MenuGroup = { id: string; heading: string; links: NavLink[] };
/** A top-level header entry: a plain link, or a disclosure button with groups of links. */
export type HeaderMenu = { id: string; label: string; href: string; groups: MenuGroup[] };

/**
 * The header navigation of docs/SPEC.md section 2.4: the site's fixed pages (lib/navigation/site-pages.ts,
 * which the HTML sitemap reads too) and the database's menus of regions, cities and road trips.
 */
export function buildHeaderMenus(nav: Navigation): HeaderMenu[] {
  return [
    {
      id: 'experiences',
      label: 'Experiences',
      href: SITE_PAGES.experiences.href,
      groups: [
        {
          id: 'experience-categories',
          heading: 'Experiences',
          links: [...EXPERIENCE_PAGES.map(({ label, href }) => ({ label, href })), menuLink('experiences')],
        },
      ],
    },
    {
      id: 'places',
      label: SITE_PAGES.placesToGo.label,
      href: SITE_PAGES.placesToGo.href,
      groups: [
        {
          id: 'regions',
          heading: 'Regions',
          links: [...nav.regions, menuLink('regions')],
        },
        {
          id: 'cities',
          heading: 'Cities',
          links: [...nav.cities, menuLink('cities')],
        },
        {
          id: 'places-more',
          heading: 'Explore',
          links: [menuLink('placesToGo'), menuLink('map'), menuLink('welcomeCenters')],
        },
      ],
    },
    { id: 'events', ...menuLink('events'), groups: [] },
    {
      id: 'plan',
      label: 'Plan Your Trip',
      href: SITE_PAGES.roadTrips.href,
      groups: [
        {
          id: 'road-trips',
          heading: SHELL_MESSAGES.featuredRoadTrips,
          links: [...nav.roadTrips, menuLink('allRoadTrips')],
        },
        {
          id: 'plan-more',
          heading: 'Plan',
          links: [menuLink('tripTips'), menuLink('stayingSafe'), menuLink('trails'), menuLink('attractionTickets')],
        },
      ],
    },
    {
      id: 'guides',
      label: 'Guides',
      href: SITE_PAGES.travelGuides.href,
      groups: [
        {
          id: 'guides-list',
          heading: 'Guides',
          links: (
            ['vacationGuide', 'onlineVacationGuide', 'travelGuides', 'brochures', 'articles', 'videos'] as const
          ).map(menuLink),
        },
      ],
    },
    { id: 'newsletter', ...menuLink('newsletter'), groups: [] },
  ];
}
