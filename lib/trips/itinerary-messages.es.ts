import type { Translation } from '@/lib/i18n/translation';
import type { ITINERARY_TEXT } from './itinerary-messages';

// The itinerary in Spanish (itinerary-messages.ts has the English).
export const ITINERARY_TEXT_ES: Translation<typeof ITINERARY_TEXT> = {
  heading: 'Itinerario',
  totals:
    'De {from} a {to}: unas {miles} y {driving} de manejo en {days, plural, one {# día} other {# días}}. Los tiempos de manejo son aproximados.',
  dayHeading: 'Día {day}',
  dayFacts: 'Salida de {from}: {start}. {miles} y {driving} en la carretera.',
  warningsFor: 'Avisos para el día {day}',
  fixInEditor: 'Corríjalo en el editor',
  freeDay: 'Un día libre: no hay paradas planificadas.',
  stopTimes: ': llegada aprox. {arrive}, salida aprox. {leave} ({stay} de visita)',
  legFrom: '; {miles} y {driving} desde {from}',
  thenOn: 'Luego, a {to}:',
  thenOnForNight: 'Luego, a {base} para pasar la noche:',
  nightAt: 'Noche en {base}.',
  finish: '{miles} y {driving} desde {from}, con llegada aprox. {arrive}.',
  directions: 'Indicaciones',
  openInGoogle: '{parts, plural, =1 {Abrir en Google Maps} other {Abrir en Google Maps (parte {part} de {parts})}}',
};
