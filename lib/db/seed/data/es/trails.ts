import type { RecordTranslations } from './types';

/** Spanish text of the themed trails, keyed by the trail's slug. */
export const TRAILS_ES: RecordTranslations = {
  'civil-rights-trail': {
    summary: 'Las iglesias, los museos y los lugares emblemáticos donde el movimiento cambió a Estados Unidos.',
    description:
      'Alabama tiene más sitios del U.S. Civil Rights Trail que cualquier otro estado. Desde el boicot a los autobuses de Montgomery hasta la campaña de Birmingham y la marcha de Selma a Montgomery, estos lugares cuentan la historia con las palabras de quienes la vivieron.',
  },
  'bbq-trail': {
    name: 'Ruta de la barbacoa de Alabama',
    summary: 'Asaderos que valen el viaje, del pollo con salsa blanca a las costillas ahumadas con nogal americano.',
    description:
      'La barbacoa de Alabama es tan variada como el estado: cerdo deshebrado con salsa a base de vinagre en el valle del Tennessee, la salsa blanca nacida en Decatur y costillas con una salsa roja ácida en Tuscaloosa. Estos asaderos familiares llevan décadas ahumando.',
  },
  'garden-trail': {
    name: 'Ruta de los jardines de Alabama',
    summary: 'Jardines públicos en flor desde el valle del Tennessee hasta la bahía de Mobile.',
    description:
      'Con una larga temporada de cultivo y gran variedad de suelos y climas, en Alabama florecen las camelias en invierno, las azaleas en primavera, las hortensias en verano y los crisantemos en otoño. Estos jardines públicos reciben visitantes en todas las estaciones.',
  },
  'birding-trail': {
    name: 'Ruta de observación de aves de Alabama',
    summary:
      'Grullas y águilas que pasan aquí el invierno, y pájaros cantores que llegan en primavera tras cruzar el Golfo.',
    description:
      'En Alabama se han registrado más de 400 especies de aves. Estas paradas reúnen lo mejor: las grullas canadienses de Wheeler, las águilas calvas del lago Guntersville y la llegada masiva de pájaros cantores a Dauphin Island en primavera.',
  },
  'waterfalls-trail': {
    name: 'Ruta de cascadas y senderismo',
    summary: 'Bordes de cañones, cascadas y vistas desde las cumbres en el norte y el centro de Alabama.',
    description:
      'Alabama está en el extremo sur de los Apalaches, donde los arroyos de montaña caen por acantilados de arenisca. Estos parques y bosques tienen senderos señalizados hacia cascadas y miradores. Las cascadas llevan más agua del invierno a la primavera.',
  },
  'music-trail': {
    name: 'Ruta de la música de Alabama',
    summary: 'Estudios, casas natales y salones de la fama de las leyendas musicales de Alabama.',
    description:
      'De W.C. Handy y Hank Williams a la Muscle Shoals Rhythm Section, los músicos de Alabama dieron forma al blues, el country, el soul y el rock. Estos son los lugares donde se cuentan sus historias.',
  },
};
