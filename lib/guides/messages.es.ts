import type { Translation } from '@/lib/i18n/translation';
import type { GUIDES_MESSAGES } from './messages';

// The vacation guide's pages in Spanish (messages.ts has the English and the reasons).
export const GUIDES_MESSAGES_ES: Translation<typeof GUIDES_MESSAGES> = {
  orderTitle: 'Pida su Guía de Vacaciones de Alabama gratuita',
  orderDescription:
    'Pida la Guía de Vacaciones de Alabama impresa y gratuita, que le enviamos a cualquier lugar de los Estados Unidos, o léala en línea.',
  orderCrumb: 'Guía de Vacaciones',
  orderThanksCrumb: 'Gracias',
  readOnline: 'Lea la guía en línea',
  onlineTitle: 'Guía de Vacaciones de Alabama en línea',
  onlineDescription:
    'Lea la Guía de Vacaciones de Alabama en línea: las regiones del estado, diez maneras de vivir Alabama, viajes por carretera destacados y los eventos de la temporada.',
  onlineBack: 'Volver a Alabama Tourism',
  onlineOrder: 'Pida la guía impresa',
  onlineHeading: 'Guía de Vacaciones de Alabama',
  onlineContents: 'Contenido de la guía',
  regions: 'Regiones',
  experiences: 'Experiencias',
  roadTrips: 'Viajes por carretera',
  events: 'Eventos',
  travelTitle: 'Guías de viaje y folletos de Alabama',
  travelDescription:
    'Pida la Guía de Vacaciones de Alabama gratuita, léala en línea o descargue folletos sobre la Ruta de los Derechos Civiles, la ruta de la barbacoa, los parques estatales y los eventos.',
  travelHeading: 'Guías de viaje',
  travelLede: 'Planee su viaje con la Guía de Vacaciones oficial de Alabama y folletos para todo tipo de viaje.',
  travelGuideHeading: 'Guía de Vacaciones de Alabama',
  travelGuideText:
    'El planificador de viajes oficial del estado, gratuito y enviado a cualquier lugar de los Estados Unidos.',
  travelOrder: 'Pida la guía impresa gratuita',
};
