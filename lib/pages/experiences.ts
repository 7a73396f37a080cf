import { EXPERIENCES } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { experienceName } from '@/lib/navigation/site-pages';
import { BLURBS_ES } from './experiences.es';

type Experience = (typeof EXPERIENCES)[number];

/** What each experience page says about itself; written for this site (Spanish in experiences.es.ts). */
const BLURBS: Record<Experience['slug'], string> = {
  'arts-and-culture':
    'Museums, galleries, theatre and folk art, from the Birmingham Museum of Art to the Alabama Shakespeare Festival in Montgomery and the quilts of Gee’s Bend.',
  beaches:
    'Thirty-two miles of sugar-white sand on the Gulf of Mexico at Gulf Shores, Orange Beach and Dauphin Island, with fishing, dolphins and fresh seafood.',
  'civil-rights-legacy':
    'Walk where the movement happened: the Edmund Pettus Bridge in Selma, the 16th Street Baptist Church in Birmingham and the Legacy Museum in Montgomery.',
  'food-and-drink':
    'Barbecue with white sauce, Gulf oysters, meat-and-threes, fried green tomatoes and a growing list of craft breweries and wineries.',
  history:
    'Native mound sites, antebellum towns, the first capital of the Confederacy and the rocket city that took America to the Moon.',
  music:
    'The home of Muscle Shoals recording, Hank Williams, W.C. Handy, Nat King Cole and Lionel Richie, with live music in every corner of the state.',
  outdoor:
    'Canyons, caves, mountain lakes, state parks, the Mobile-Tensaw Delta and hundreds of miles of trails for hiking, paddling and biking.',
  'science-and-discovery':
    'The U.S. Space & Rocket Center in Huntsville, the McWane Science Center in Birmingham and observatories, gardens and aquariums statewide.',
  sports:
    'College football Saturdays, Talladega Superspeedway, the Barber Motorsports Park and a deep bench of sports halls of fame.',
  'year-round-golf':
    'The Robert Trent Jones Golf Trail and courses across the state, playable in every month of the year.',
};

export type ExperiencePage = Omit<Experience, 'name'> & { name: string; blurb: string };

/** An experience named and described in a language. */
const inLanguage = (experience: Experience, locale: Locale): ExperiencePage => ({
  ...experience,
  name: experienceName(experience.slug, locale),
  blurb: (locale === 'es' ? BLURBS_ES : BLURBS)[experience.slug],
});

export function getExperience(slug: string, locale: Locale = 'en'): ExperiencePage | null {
  const experience = EXPERIENCES.find((e) => e.slug === slug);
  return experience ? inLanguage(experience, locale) : null;
}

export function listExperiences(locale: Locale = 'en'): ExperiencePage[] {
  return EXPERIENCES.map((e) => inLanguage(e, locale));
}
