import type { Translation } from '@/lib/i18n/translation';
import type { ERROR_MESSAGES } from './messages';

// The error, outage and not-found pages in Spanish (messages.ts has the English).
export const ERROR_MESSAGES_ES: Translation<typeof ERROR_MESSAGES> = {
  heading: 'Se produjo un error',
  text: 'Tuvimos un problema al cargar esta página. Vuelva a intentarlo; si el problema continúa, regrese en unos minutos.',
  retry: 'Volver a intentarlo',
  home: 'Ir a la página de inicio',
  loading: 'Cargando…',
  unavailableHeading: 'Esta página no está disponible en este momento',
  unavailableText:
    'En este momento no podemos conectarnos con nuestro servicio de lugares, eventos y viajes. Vuelva a intentarlo en unos minutos.',
  notFoundHeading: 'Página no encontrada',
  notFoundText:
    'No encontramos lo que buscaba. Es posible que se haya trasladado, que haya cerrado o que ya no figure en la lista.',
  notFoundSearch: 'Buscar en el sitio',
};
