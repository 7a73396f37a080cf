import { EXPERIENCE_PAGES, SITE_PAGES, type SitePageName } from '@/lib/navigation/site-pages';

export type SiteLink = { href: string; text: string };
export type SiteSection = { title: string; links: SiteLink[] };

const link = (name: SitePageName): SiteLink => ({ href: SITE_PAGES[name].href, text: SITE_PAGES[name].label });

/** The public pages of docs/SPEC.md section 2.2 that need no id, grouped as the HTML sitemap shows them. */
export const SITE_SECTIONS: SiteSection[] = [
  {
    title: 'Places to Go',
    links: (['placesToGo', 'regions', 'cities', 'map', 'welcomeCenters', 'attractionTickets', 'reviews'] as const).map(
      link,
    ),
  },
  {
    title: 'Experiences',
    links: [
      link('experiences'),
      ...EXPERIENCE_PAGES.map((page) => ({ href: page.href, text: page.label })),
      ...(['birding', 'yearOfTrails', 'stateParks', 'naturalWonders', 'makers', 'restaurantWeek'] as const).map(link),
    ],
  },
  {
    title: 'Road Trips, Trails and Events',
    links: (['roadTrips', 'allRoadTrips', 'trails', 'bbqTrail', 'gardenTrail', 'events'] as const).map(link),
  },
  {
    title: 'Stories and Ideas',
    links: (
      [
        'articles',
        'videos',
        'photoAlbum',
        'photoChallenge',
        'mostRelaxingTrip',
        'unplanYourTrip',
        'sweetSpot',
        'mindTrip',
      ] as const
    ).map(link),
  },
  {
    title: 'Plan Your Trip',
    links: (
      [
        'createATrip',
        'tripTips',
        'stayingSafe',
        'covid19',
        'travelResponsibly',
        'roadTripsApp',
        'civilRightsTrailApp',
      ] as const
    ).map(link),
  },
  {
    title: 'Guides and Newsletter',
    links: (['vacationGuide', 'onlineVacationGuide', 'travelGuides', 'newsletter'] as const).map(link),
  },
  {
    title: 'About This Site',
    links: (['search', 'accessibility', 'privacyPolicy', 'signIn'] as const).map(link),
  },
];
