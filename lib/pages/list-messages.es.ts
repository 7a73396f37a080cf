import type { Translation } from '@/lib/i18n/translation';
import type { LIST_MESSAGES } from './list-messages';

// The shared lists in Spanish (list-messages.ts has the English).
export const LIST_MESSAGES_ES: Translation<typeof LIST_MESSAGES> = {
  empty: 'Todavía no hay nada que mostrar aquí.',
  placesEmpty: 'Todavía no hay lugares que mostrar aquí.',
  eventsEmpty: 'Todavía no hay próximos eventos aquí.',
  roadTripsEmpty: 'Todavía no hay rutas por carretera que mostrar aquí.',
  milesAway: 'a {miles, plural, one {# milla} other {# millas}}',
  tripLength: '{days, plural, one {# día} other {# días}} · {stops, plural, one {# parada} other {# paradas}}',
  pagesLabel: 'Páginas',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  pageOf: 'Página {page} de {count}',
};
