import type { Translation } from '@/lib/i18n/translation';
import type { ROAD_TRIP_ACTION_MESSAGES, ROAD_TRIP_MESSAGES } from './messages';

// The road trip pages and controls in Spanish (messages.ts has the English).

export const ROAD_TRIP_ACTION_MESSAGES_ES: Translation<typeof ROAD_TRIP_ACTION_MESSAGES> = {
  save: 'Guardar como mi viaje',
  saving: 'Guardando…',
  saveFailed: 'No se pudo guardar el viaje. Vuelva a intentarlo.',
  savedAlready: 'Ya guardó esta ruta por carretera.',
  openSaved: 'Abrir mi viaje guardado',
  saveCopy: 'Guardar una copia',
  copyName: 'Nombre de la copia',
  gpx: 'Descargar la ruta (.gpx)',
  firstDay: 'Primer día de su viaje',
  ics: 'Descargar el calendario (.ics)',
  needDay: 'Elija el primer día de su viaje para crear un calendario.',
};

export const ROAD_TRIP_MESSAGES_ES: Translation<typeof ROAD_TRIP_MESSAGES> = {
  roadTrips: 'Rutas por carretera',
  title: 'Rutas por carretera en Alabama',
  description:
    'Rutas por carretera destacadas de Alabama: la Ruta de los Derechos Civiles, la ruta de la barbacoa, la costa del Golfo, la historia musical de los Shoals y mucho más, parada por parada.',
  lede: 'Rutas listas para recorrer Alabama, cada una con sus paradas en orden. Elija una y agregue las paradas a su propio viaje.',
  featuredEmpty: 'Pronto publicaremos las rutas por carretera destacadas.',
  seeAll: 'Ver todas las rutas por carretera',
  allTitle: 'Todas las rutas por carretera de Alabama',
  allDescription:
    'Todas las rutas por carretera de Alabama, por experiencia y por región: playas, derechos civiles, gastronomía, música, historia, aire libre y golf.',
  allHeading: 'Todas las rutas por carretera',
  allCrumb: 'Todas',
  count: '{n, plural, one {# ruta por carretera} other {# rutas por carretera}}',
  allEmpty: 'Ninguna ruta coincide. Pruebe con otra experiencia o región.',
  filterLabel: 'Filtrar rutas por carretera',
  experience: 'Experiencia',
  allExperiences: 'Todas las experiencias',
  region: 'Región',
  allRegions: 'Todas las regiones',
  show: 'Mostrar rutas',
  tripTitle: '{name}: ruta por carretera en Alabama',
  tripTitleShort: '{name}: ruta por carretera',
  tripDescription:
    'Una ruta por carretera de {days, plural, one {# día} other {# días}} por Alabama con {stops, plural, one {# parada} other {# paradas}}.',
  length: '{days, plural, one {# día} other {# días}} · {stops, plural, one {# parada} other {# paradas}}',
  takeThisTrip: 'Haga este viaje',
  openInGoogleMaps: 'Abrir en Google Maps',
  openInGoogleMapsPart: 'Abrir en Google Maps (parte {part} de {parts})',
  stops: 'Paradas',
  stopsEmpty: 'Pronto publicaremos las paradas de este viaje.',
  experiencesOnTrip: 'Experiencias de este viaje',
  mapTitle: 'Mapa de Alabama con las {n} paradas de {title}',
  mapCaption: 'Las paradas están numeradas en el orden del viaje.',
};
