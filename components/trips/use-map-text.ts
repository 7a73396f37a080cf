import { useTranslations } from 'next-intl';
import { mapTextOf, type MapText } from '@/lib/trip-planner/map-messages';

/** The route maps' words in the page's language. */
export function useMapText(): MapText {
  return mapTextOf(useTranslations('tripMaps'));
}
