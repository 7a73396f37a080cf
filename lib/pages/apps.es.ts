/** The travel apps' pages in Spanish, by app id (apps.ts has the English). The store names stay English. */
export const TRAVEL_APPS_ES: Record<string, { name: string; description: string; features: string[] }> = {
  'road-trips': {
    name: 'Aplicación Alabama Road Trips',
    description:
      'Lleve consigo las rutas por carretera destacadas de Alabama: cada parada en orden, indicaciones paso a paso e ideas de dónde comer y alojarse por el camino.',
    features: [
      'Todas las rutas por carretera destacadas, con sus paradas en orden',
      'Indicaciones para llegar de una parada a la siguiente',
      'Lugares para comer y alojarse cerca de cada parada',
      'Sus favoritos y sus viajes de este sitio, después de iniciar sesión',
    ],
  },
  'civil-rights-trail': {
    name: 'Aplicación Alabama Civil Rights Trail',
    description:
      'Una guía de los lugares emblemáticos del movimiento por los derechos civiles en Alabama, de Montgomery y Selma a Birmingham, con la historia de lo que ocurrió en cada uno.',
    features: [
      'Los lugares emblemáticos del movimiento en un mapa',
      'La historia de cada lugar, con fotografías',
      'Rutas sugeridas entre Montgomery, Selma y Birmingham',
      'Horarios de visita y datos de contacto',
    ],
  },
};
