import type { Navigation, NavLink } from '@/lib/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { experiencePages, menuHeading, menuLink, SITE_PAGES, sitePage } from '@/lib/navigation/site-pages';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { SHELL_MESSAGES_ES } from '@/lib/shell/messages.es';

export type MenuGroup = { id: string; heading: string; links: NavLink[] };
/** A top-level header entry: a plain link, or a disclosure button with groups of links. */
export type HeaderMenu = { id: string; label: string; href: string; groups: MenuGroup[] };

/**
 * The header navigation of docs/SPEC.md section 2.4: the site's fixed pages (lib/navigation/site-pages.ts,
 * which the HTML sitemap reads too) and the database's menus of regions, cities and road trips, named
 * in the page's language. The hrefs are English paths; the header's locale-aware links add /es.
 */
export function buildHeaderMenus(nav: Navigation, locale: Locale = 'en'): HeaderMenu[] {
  const link = (name: Parameters<typeof menuLink>[0]) => menuLink(name, locale);
  const heading = (name: Parameters<typeof menuHeading>[0]) => menuHeading(name, locale);
  return [
    {
      id: 'experiences',
      label: heading('experiences'),
      href: SITE_PAGES.experiences.href,
      groups: [
        {
          id: 'experience-categories',
          heading: heading('experiences'),
          links: [...experiencePages(locale).map(({ label, href }) => ({ label, href })), link('experiences')],
        },
      ],
    },
    {
      id: 'places',
      label: sitePage('placesToGo', locale).label,
      href: SITE_PAGES.placesToGo.href,
      groups: [
        {
          id: 'regions',
          heading: heading('regions'),
          links: [...nav.regions, link('regions')],
        },
        {
          id: 'cities',
          heading: heading('cities'),
          links: [...nav.cities, link('cities')],
        },
        {
          id: 'places-more',
          heading: heading('explore'),
          links: [link('placesToGo'), link('map'), link('welcomeCenters')],
        },
      ],
    },
    { id: 'events', ...link('events'), groups: [] },
    {
      id: 'plan',
      label: heading('planYourTrip'),
      href: SITE_PAGES.roadTrips.href,
      groups: [
        {
          id: 'road-trips',
          heading: (locale === 'es' ? SHELL_MESSAGES_ES : SHELL_MESSAGES).featuredRoadTrips,
          links: [...nav.roadTrips, link('allRoadTrips')],
        },
        {
          id: 'plan-more',
          heading: heading('plan'),
          links: [link('tripTips'), link('stayingSafe'), link('trails'), link('attractionTickets')],
        },
      ],
    },
    {
      id: 'guides',
      label: heading('guides'),
      href: SITE_PAGES.travelGuides.href,
      groups: [
        {
          id: 'guides-list',
          heading: heading('guides'),
          links: (
            ['vacationGuide', 'onlineVacationGuide', 'travelGuides', 'brochures', 'articles', 'videos'] as const
          ).map(link),
        },
      ],
    },
    { id: 'newsletter', ...link('newsletter'), groups: [] },
  ];
}
