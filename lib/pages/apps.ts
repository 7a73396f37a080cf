import type { Locale } from '@/lib/i18n/locales';
import { TRAVEL_APPS_ES } from './apps.es';

/** The state's two travel apps (docs/SPEC.md section 2.2 app shortcuts point at these pages). Text written for this site. */
export type TravelApp = { id: string; name: string; description: string; features: string[]; storeSearch: string };

export const TRAVEL_APPS: TravelApp[] = [
  {
    id: 'road-trips',
    name: 'Alabama Road Trips app',
    description:
      'Take the featured Alabama road trips with you: every stop in order, turn-by-turn directions and ideas for where to eat and stay along the way.',
    features: [
      'Every featured road trip with its stops in order',
      'Directions from one stop to the next',
      'Places to eat and stay near each stop',
      'Your favourites and trips from this site, after you sign in',
    ],
    storeSearch: 'Alabama Road Trips',
  },
  {
    id: 'civil-rights-trail',
    name: 'Alabama Civil Rights Trail app',
    description:
      'A guide to the landmarks of the civil rights movement in Alabama, from Montgomery and Selma to Birmingham, with the stories of what happened at each.',
    features: [
      'The landmarks of the movement on a map',
      'The history of each site, with photographs',
      'Suggested routes between Montgomery, Selma and Birmingham',
      'Visiting hours and contact details',
    ],
    storeSearch: 'Alabama Civil Rights Trail',
  },
];

/** An app's page in a language (English where it has no translation), or null for an unknown id. */
export function getTravelApp(id: string, locale: Locale = 'en'): TravelApp | null {
  const app = TRAVEL_APPS.find((a) => a.id === id);
  if (!app) return null;
  return locale === 'es' ? { ...app, ...TRAVEL_APPS_ES[id] } : app;
}
