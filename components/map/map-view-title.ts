import type { MapTab } from '@/lib/constants';
import { translator } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { experienceName } from '@/lib/navigation/site-pages';
import { experienceBySlug } from './map-state';

type View = { tab: MapTab | null; experience: string | null };

const experienceOf = (view: View, locale: Locale) => {
  const experience = view.experience ? experienceBySlug(view.experience) : undefined;
  return experience ? experienceName(experience.slug, locale) : undefined;
};

/**
 * The <h1> and page title of one map view. Each view is in the sitemap, so each is named for what
 * it shows ("Places to Eat in Alabama: Map"); ": Map" keeps it apart from the content page of the
 * same subject. Only known tabs, experiences and area names reach it, never raw query text.
 */
export function mapViewTitle(view: View, areaName?: string | null, locale: Locale = 'en'): string {
  const t = translator(locale, 'map');
  const subject = experienceOf(view, locale) ?? (view.tab ? t(`subjects.${view.tab}`) : null);
  if (!subject) return areaName ? t('viewTitleArea', { area: areaName }) : t('title');
  if (view.tab === 'trips') return t('viewTitleFavorites', { subject });
  return t('viewTitle', { subject, where: areaName ?? 'Alabama' });
}

/** The description of one map view, unique per view like its title. */
export function mapViewDescription(view: View, areaName?: string | null, locale: Locale = 'en'): string {
  const t = translator(locale, 'map');
  const experience = experienceOf(view, locale);
  const where = areaName ?? 'Alabama';
  if (experience) return t('viewDescriptionExperience', { where, experience: experience.toLowerCase() });
  if (!view.tab) return t('viewDescriptionAll', { where });
  if (view.tab === 'trips') return t('viewDescriptionFavorites');
  return t('viewDescriptionTab', { subject: t(`subjects.${view.tab}`).toLowerCase(), where });
}
