import type { Translation } from '@/lib/i18n/translation';
import type { EDITORIAL_MESSAGES } from './messages';

export const EDITORIAL_MESSAGES_ES: Translation<typeof EDITORIAL_MESSAGES> = {
  crumbs: {
    planYourTrip: 'Planifique su viaje',
    stayingSafe: 'Viaje con seguridad',
    newsletter: 'Boletín',
    subscribe: 'Suscríbase',
    thankYou: 'Gracias',
    vacationGuide: 'Guía de vacaciones',
    apps: 'Aplicaciones',
  },
  sections: {
    latestStories: 'Historias recientes',
    storiesEmpty: 'Pronto publicaremos nuevas historias.',
    placesToUnwind: 'Lugares para relajarse',
    comingUpSoon: 'Próximamente',
    sweetStops: 'Paradas dulces',
    challengePhotos: 'Fotos del concurso',
    placesVisitorsLove: 'Lugares que encantan a los visitantes',
    attractions: 'Atracciones',
  },
  apps: {
    whatItDoes: 'Qué ofrece',
    getTheApp: 'Descargue la aplicación',
    storeSearch:
      'La aplicación es gratuita. Busque “{name}” en la App Store en su iPhone o en Google Play en su dispositivo Android.',
    browseRoadTrips: 'Vea las rutas por carretera de este sitio',
    exploreCivilRights: 'Descubra en este sitio el legado de los derechos civiles de Alabama',
  },
};
