import type { Translation } from '@/lib/i18n/translation';
import type { PAGES_MESSAGES } from './messages';

// The fixed pages in Spanish (messages.ts has the English).
export const PAGES_MESSAGES_ES: Translation<typeof PAGES_MESSAGES> = {
  breadcrumbLabel: 'Ruta de navegación',
  breadcrumbHome: 'Inicio',
  sitemap: {
    title: 'Mapa del sitio',
    description:
      'Todas las secciones del sitio de Turismo de Alabama en una página: lugares para visitar, experiencias, rutas por carretera, eventos, guías y planificación de viajes.',
    regions: 'Regiones',
  },
};
