import type { Translation } from '@/lib/i18n/translation';
import type { MAP_TEXT } from './map-messages';

// The route maps in Spanish (map-messages.ts has the English).
export const MAP_TEXT_ES: Translation<typeof MAP_TEXT> = {
  stops: '{count, plural, =0 {sin paradas} one {# parada} other {# paradas}}',
  dayAt: 'Día {day}: en {place}, {stops}',
  dayFromTo: 'Día {day}: de {from} a {to}, {stops}',
  tripEmpty: 'Mapa de {title}',
  trip: 'Mapa de {title}: {days, plural, one {# día} other {# días}}, {stops}, de {from} a {to}',
  lineStyle: '{style, select, solid {línea continua} dashed {línea discontinua} other {línea de puntos}}',
  start: 'Inicio: {name}',
  end: 'Final: {name}',
  overnight: 'Noche: {name}',
  key: 'Los números son las paradas en el orden del viaje; S marca el inicio y E, el final{bases, select, yes {; B, el alojamiento para pasar la noche} other {}}.',
  daysOnMap: 'Días en el mapa',
  daysToShow: 'Días que se muestran en el mapa',
  allDays: 'Todos los días',
  day: 'Día {day}',
  stopsOnMap: 'Paradas en el mapa',
  stopOnDay: '{name} (día {day})',
  showing: 'Se muestra: {summary}.',
  showingAll: 'Se muestran los {count} días.',
  yourTrip: 'su viaje',
};
