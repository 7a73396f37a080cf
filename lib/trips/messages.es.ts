import type { Translation } from '@/lib/i18n/translation';
import type { TRIP_MESSAGES } from './messages';

// The trip planner's create form, popup and place actions in Spanish (messages.ts has the English).
export const TRIP_MESSAGES_ES: Translation<typeof TRIP_MESSAGES> = {
  destinationRequired: 'Indique un destino.',
  startRequired: '¿Desde dónde saldrá? Necesitamos saberlo.',
  submit: 'Planificar mi viaje',
  submitting: 'Planificando…',
  added: '¡Viaje agregado!',
  tripName: 'Viaje a {city}',
  modalTitle: 'Cree su viaje',
  destination: '¿Adónde va?',
  destinationHint: 'Escriba una ciudad o un lugar de Alabama y elíjalo de la lista.',
  hasStart: '¿Desea agregar un punto de partida?',
  yes: 'Sí',
  no: 'No',
  start: '¿Desde dónde sale?',
  close: 'Cerrar',
  noMatches: 'Ningún lugar de Alabama coincide.',
  appPromoTitle: 'Lleve su viaje en el camino',
  appPromo:
    'La aplicación gratuita de viajes por carretera de Alabama lleva sus viajes, favoritos e indicaciones en su bolsillo.',
  appPromoLink: 'Obtenga la aplicación de viajes por carretera',
  favourite: 'Guardar en favoritos',
  unfavourite: 'Quitar de favoritos',
  addToTrip: 'Agregar al viaje',
  chooseTrip: 'Elija un viaje',
  addedToTrip: 'Se agregó a {trip}.',
  alreadyInTrip: 'Ya está en {trip}.',
  createFirst: 'Primero cree un viaje',
  popup: 'Su nuevo viaje está listo. Agregue lugares desde el mapa o desde la página de una atracción.',
  dismiss: 'Cerrar',
  printButton: 'Imprimir este itinerario',
  tripOnMap: 'Viaje en el mapa',
};
