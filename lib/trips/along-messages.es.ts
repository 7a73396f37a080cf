import type { Translation } from '@/lib/i18n/translation';
import type { ALONG_TEXT } from './along-messages';

// "Along the way" in Spanish (along-messages.ts has the English).
export const ALONG_TEXT_ES: Translation<typeof ALONG_TEXT> = {
  toggle: 'Buscar lugares en la ruta del día {day}',
  heading: 'En el camino',
  kindLegend: 'Mostrar lugares para',
  kinds: { eat: 'Comer', stay: 'Hospedarse', see: 'Visitar' },
  distance: 'Distancia de la ruta',
  distanceOption: 'A menos de {miles} millas',
  noRoute: 'Indique dónde empieza este día y agregue una parada para buscar lugares en su ruta.',
  loading: 'Buscando lugares en la ruta…',
  found:
    '{count, plural, one {# lugar para {kind, select, eat {comer} stay {hospedarse} other {visitar}}} other {# lugares para {kind, select, eat {comer} stay {hospedarse} other {visitar}}}} a menos de {miles} millas de la ruta del día {day}, primero los desvíos más cortos.',
  empty:
    '{widest, select, yes {No tenemos lugares a menos de {miles} millas de esta ruta.} other {No tenemos lugares a menos de {miles} millas de esta ruta. Pruebe con una distancia mayor.}}',
  error: 'En este momento no pudimos buscar lugares en esta ruta.',
  retry: 'Intentar de nuevo',
  detour: '+{minutes} min',
  detourHint: 'Tiempo de manejo adicional',
  offRoute: 'A {miles} mi de la ruta',
  add: 'Agregar al día {day}',
  stayHere: 'Pasar la noche aquí',
  forPlace: ' ({name})',
  added: '{name} se agregó al día {day}.',
  based: 'El día {day} ahora termina en {name}, donde pasará la noche.',
};
