import type { Translation } from '@/lib/i18n/translation';
import type { RESTAURANT_WEEK_ENTRY_MESSAGES } from './messages';

export const RESTAURANT_WEEK_ENTRY_MESSAGES_ES: Translation<typeof RESTAURANT_WEEK_ENTRY_MESSAGES> = {
  eventName: 'Semana de los Restaurantes de Alabama {year} en {name}',
  intro: '{name}, en {city}, participa en la Semana de los Restaurantes de Alabama {year}.',
  withMenu: '{intro} Su menú de la semana: {menu}',
};
