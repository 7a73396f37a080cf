import type { Translation } from '@/lib/i18n/translation';
import type { TRIP_PAGE_MESSAGES } from './page-messages';

// The trip pages in Spanish (page-messages.ts has the English).
export const TRIP_PAGE_MESSAGES_ES: Translation<typeof TRIP_PAGE_MESSAGES> = {
  myTripsTitle: 'Mis viajes',
  createTrip: 'Crear un viaje',
  noTrips: 'Todavía no tiene viajes. Cree uno y agregue lugares desde el mapa o desde la página de una atracción.',
  stopCount: '{count, plural, one {# parada} other {# paradas}}',
  sharedWithYou: ', compartido con usted',
  edit: 'Editar',
  editLabel: 'Editar {trip}',
  tripsOnMap: 'Sus viajes en el mapa',
  tripTitle: 'Su viaje',
  dates: 'Del {start} al {end}',
  tripActions: 'Acciones del viaje',
  editTrip: 'Editar el viaje',
  printItinerary: 'Imprimir el itinerario',
  addToCalendar: 'Agregar al calendario (.ics)',
  downloadRoute: 'Descargar la ruta (.gpx)',
  invite: 'Invitar a alguien a planificar con usted',
  routeMap: 'Mapa de la ruta',
  printTitle: 'Imprimir el itinerario',
  wholeRoute: 'La ruta completa',
  createTitle: 'Cree su viaje',
  signInText: 'Inicie sesión para guardar sus viajes y luego planifique sus días, trayectos y paradas.',
  signInButton: 'Iniciar sesión para planificar un viaje',
  editTitle: 'Editar el viaje',
  editHeading: 'Editar {trip}',
  backToItinerary: 'Volver al itinerario',
  calendarHeading: 'Agregar al calendario',
  calendarNoDates: 'Este viaje todavía no tiene fechas. Primer día del viaje',
  calendarDownload: 'Descargar el calendario (.ics)',
};
