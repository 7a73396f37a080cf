import type { MapTab } from '@/lib/constants';
import { experienceBySlug } from './map-state';
import { MAP_TEXT } from './messages';

/** What each tab's view shows, as the start of its heading (the tab labels are too short alone). */
const TAB_SUBJECTS: Record<MapTab, string> = {
  see: 'Places to See',
  eat: 'Places to Eat',
  stay: 'Places to Stay',
  experiences: 'Experiences',
  wonders: 'Natural Wonders',
  responsibly: 'Responsible Travel',
  trips: 'My Favorites',
};

type View = { tab: MapTab | null; experience: string | null };

/**
 * The <h1> and page title of one map view. Each view is in the sitemap, so each is named for what
 * it shows ("Places to Eat in Alabama: Map"); ": Map" keeps it apart from the content page of the
 * same subject. Only known tabs, experiences and area names reach it, never raw query text.
 */
export function mapViewTitle(view: View, areaName?: string | null): string {
  const experience = view.experience ? experienceBySlug(view.experience)?.name : undefined;
  const subject = experience ?? (view.tab ? TAB_SUBJECTS[view.tab] : null);
  if (!subject) return areaName ? `Places to Go in ${areaName}: Map` : MAP_TEXT.title;
  if (view.tab === 'trips') return `${subject}: Map`;
  return `${subject} in ${areaName ?? 'Alabama'}: Map`;
}

/** The description of one map view, unique per view like its title. */
export function mapViewDescription(view: View, areaName?: string | null): string {
  const experience = view.experience ? experienceBySlug(view.experience)?.name : undefined;
  const where = areaName ?? 'Alabama';
  if (experience)
    return `A map of places in ${where} for ${experience.toLowerCase()}, with each place listed beside it.`;
  if (!view.tab)
    return `A map of places to see, eat and stay in ${where}, with natural wonders and ways to travel responsibly.`;
  if (view.tab === 'trips') return 'Your favorite places in Alabama on one map, ready to add to a trip.';
  return `A map of ${TAB_SUBJECTS[view.tab].toLowerCase()} in ${where}, with each place listed beside it.`;
}
