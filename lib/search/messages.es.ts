import type { Translation } from '@/lib/i18n/translation';
import type { SEARCH_MESSAGES } from './messages';

// Search in Spanish (messages.ts has the English).
export const SEARCH_MESSAGES_ES: Translation<typeof SEARCH_MESSAGES> = {
  label: 'Buscar en el sitio',
  landmark: 'Búsqueda en el sitio',
  placeholder: 'Buscar en Alabama',
  button: 'Buscar',
  suggestions: 'Sugerencias',
  count:
    '{n, plural, =0 {No hay sugerencias.} one {# sugerencia. Use las flechas hacia arriba y hacia abajo para elegir.} other {# sugerencias. Use las flechas hacia arriba y hacia abajo para elegir.}}',
  kinds: {
    places: 'Lugares',
    events: 'Eventos',
    'road-trips': 'Rutas por carretera',
    articles: 'Artículos',
    cities: 'Ciudades y pueblos',
  },
  title: 'Buscar',
  description: 'Busque lugares, eventos, rutas por carretera, artículos y ciudades de Alabama.',
  lede: 'Encuentre lugares, eventos, rutas por carretera, artículos y ciudades en todo Alabama.',
  resultsFor: 'Resultados de la búsqueda de “{q}”',
  kindMatching: '{kind} que coinciden con “{q}”',
  results: '{n, plural, one {# resultado} other {# resultados}}',
  noResults: 'No hay resultados. Pruebe con menos palabras o con otras.',
  allKinds: 'Todos los tipos de resultados',
  resultPages: 'Páginas de resultados',
  groupTitle: '{kind} ({n})',
  allOfKind: 'Ver los {n} resultados de {kind}',
};
