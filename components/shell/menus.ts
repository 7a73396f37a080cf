import { EXPERIENCES } from '@/lib/constants';
import type { Navigation, NavLink } from '@/lib/navigation';
import { SHELL_MESSAGES } from './messages';

export type MenuGroup = { id: string; heading: string; links: NavLink[] };
/** A top-level header entry: a plain link, or a disclosure button with groups of links. */
export type HeaderMenu = { id: string; label: string; href: string; groups: MenuGroup[] };

/** The header navigation of docs/SPEC.md section 2.4, from the fixed vocabularies and the database's menus. */
export function buildHeaderMenus(nav: Navigation): HeaderMenu[] {
  return [
    {
      id: 'experiences',
      label: 'Experiences',
      href: '/experience-alabama',
      groups: [
        {
          id: 'experience-categories',
          heading: 'Experiences',
          links: [
            ...EXPERIENCES.map((e) => ({ label: e.name, href: `/experience-alabama/${e.slug}` })),
            { label: 'All Experiences', href: '/experience-alabama' },
          ],
        },
      ],
    },
    {
      id: 'places',
      label: 'Places to Go',
      href: '/places-to-go',
      groups: [
        {
          id: 'regions',
          heading: 'Regions',
          links: [...nav.regions, { label: 'All Regions', href: '/places-to-go/regions' }],
        },
        {
          id: 'cities',
          heading: 'Cities',
          links: [...nav.cities, { label: 'All Cities and Towns', href: '/places-to-go/cities-and-towns' }],
        },
        {
          id: 'places-more',
          heading: 'Explore',
          links: [
            { label: 'Places to Go', href: '/places-to-go' },
            { label: 'Map', href: '/places-to-go/map' },
            { label: 'Welcome Centers', href: '/welcome-centers' },
          ],
        },
      ],
    },
    { id: 'events', label: 'Events', href: '/festivals-and-events', groups: [] },
    {
      id: 'plan',
      label: 'Plan Your Trip',
      href: '/road-trips',
      groups: [
        {
          id: 'road-trips',
          heading: SHELL_MESSAGES.featuredRoadTrips,
          links: [...nav.roadTrips, { label: 'All Road Trips', href: '/road-trips/all' }],
        },
        {
          id: 'plan-more',
          heading: 'Plan',
          links: [
            { label: 'Trip Tips', href: '/my-trip/trip-tips' },
            { label: 'Staying Safe', href: '/my-trip/staying-safe' },
            { label: 'Trails', href: '/trails' },
            { label: 'Attraction Tickets', href: '/attraction-tickets' },
          ],
        },
      ],
    },
    {
      id: 'guides',
      label: 'Guides',
      href: '/travel-guides',
      groups: [
        {
          id: 'guides-list',
          heading: 'Guides',
          links: [
            { label: 'Order the Free Vacation Guide', href: '/vacation-guide' },
            { label: 'Read the Guide Online', href: '/online-vacation-guide' },
            { label: 'Travel Guides', href: '/travel-guides' },
            { label: 'Brochures', href: '/travel-guides#brochures' },
            { label: 'Articles', href: '/articles' },
            { label: 'Videos', href: '/videos' },
          ],
        },
      ],
    },
    { id: 'newsletter', label: 'Newsletter', href: '/newsletter', groups: [] },
  ];
}
