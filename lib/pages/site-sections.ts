import type { Locale } from '@/lib/i18n/locales';
import { experiencePages, sitePage, type SitePageName } from '@/lib/navigation/site-pages';

export type SiteLink = { href: string; text: string };
export type SiteSection = { title: string; links: SiteLink[] };

const SECTION_TITLES = {
  places: { en: 'Places to Go', es: 'Lugares para visitar' },
  experiences: { en: 'Experiences', es: 'Experiencias' },
  roadTrips: { en: 'Road Trips, Trails and Events', es: 'Rutas por carretera, rutas temáticas y eventos' },
  stories: { en: 'Stories and Ideas', es: 'Historias e ideas' },
  plan: { en: 'Plan Your Trip', es: 'Planifique su viaje' },
  guides: { en: 'Guides and Newsletter', es: 'Guías y boletín informativo' },
  about: { en: 'About This Site', es: 'Acerca de este sitio' },
} as const satisfies Record<string, Record<Locale, string>>;

/** The public pages of docs/SPEC.md section 2.2 that need no id, grouped as the HTML sitemap shows them, in a language. */
export function siteSections(locale: Locale = 'en'): SiteSection[] {
  const link = (name: SitePageName): SiteLink => {
    const page = sitePage(name, locale);
    return { href: page.href, text: page.label };
  };
  const title = (name: keyof typeof SECTION_TITLES) => SECTION_TITLES[name][locale];
  return [
    {
      title: title('places'),
      links: (
        ['placesToGo', 'regions', 'cities', 'map', 'welcomeCenters', 'attractionTickets', 'reviews'] as const
      ).map(link),
    },
    {
      title: title('experiences'),
      links: [
        link('experiences'),
        ...experiencePages(locale).map((page) => ({ href: page.href, text: page.label })),
        ...(['birding', 'yearOfTrails', 'stateParks', 'naturalWonders', 'makers', 'restaurantWeek'] as const).map(link),
      ],
    },
    {
      title: title('roadTrips'),
      links: (['roadTrips', 'allRoadTrips', 'trails', 'bbqTrail', 'gardenTrail', 'events'] as const).map(link),
    },
    {
      title: title('stories'),
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
      title: title('plan'),
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
      title: title('guides'),
      links: (['vacationGuide', 'onlineVacationGuide', 'travelGuides', 'newsletter'] as const).map(link),
    },
    {
      title: title('about'),
      links: (['search', 'accessibility', 'privacyPolicy', 'signIn'] as const).map(link),
    },
  ];
}

/** The sections in English: the XML sitemap reads their paths. */
export const SITE_SECTIONS: SiteSection[] = siteSections('en');
