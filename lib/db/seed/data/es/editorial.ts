/**
 * Spanish text of the editorial records in ../editorial.ts. None of them has the name, summary and
 * description of a RecordTranslation, so each kind has its own map, keyed as noted on it.
 */

/** Restaurant week menus, by the entry's seeded slug (`<place slug>-<year>`). */
export const RESTAURANT_WEEK_MENUS_ES: Record<string, string> = {
  'big-bob-gibson-bar-b-q-2027':
    'Un plato de barbacoa de pollo ahumado con la salsa blanca original, dos guarniciones y una porción de tarta.',
  'wintzells-oyster-house-2027':
    'Una degustación de mariscos del Golfo: ostiones, gumbo y una fuente de camarones fritos, con budín de pan.',
  'chez-fonfon-2027':
    'Una cena de bistró de tres tiempos con una entrada de temporada, steak frites o la pesca del día, y postre.',
  'bottega-2027':
    'Un menú italiano de tres tiempos basado en los productos de finales del verano, con pasta hecha en casa.',
  'the-bright-star-2027': 'Pargo a la parrilla al estilo griego con ensalada griega y una porción de tarta de la casa.',
  'central-montgomery-2027': 'Una cena de tres tiempos a la leña con productos de Alabama y pescado del Golfo.',
  'acre-2027': 'Un menú del huerto a la mesa con cerdo de Alabama, mariscos del Golfo y verduras de verano.',
  'cotton-row-restaurant-2027': 'Una cena sureña de tres tiempos con mariscos del Golfo y un postre de temporada.',
  'odette-2027': 'Platos pequeños sureños de temporada y un plato fuerte con productos de granjas de los Shoals.',
  'panini-petes-2027':
    'Un almuerzo de sándwich prensado o camarones con sémola de maíz (shrimp and grits), con una orden de beignets.',
  'felixs-fish-camp-2027':
    'Pastelitos de cangrejo, un plato fuerte de pescado fresco del Golfo y tarta de limón, con vista a la bahía.',
  'fishers-orange-beach-2027': 'Un menú costero de tres tiempos del comedor de la planta alta.',
  'dauphins-2027': 'Una cena de tres tiempos de inspiración criolla con vista sobre Mobile.',
  'nikis-west-2027': 'Un almuerzo de meat-and-three con los platos del día y pan de maíz.',
  'irondale-cafe-2027': 'Tomates verdes fritos, un plato de meat-and-three y cobbler de durazno.',
};

/** Printed guides, by the slug of the brochure's English name. The PDFs themselves are in English. */
export const BROCHURES_ES: Record<string, { name: string; alt: string }> = {
  'alabama-vacation-guide': {
    name: 'Guía de vacaciones de Alabama',
    alt: 'Portada de la guía de vacaciones de Alabama con un mapa ilustrado del estado',
  },
  'alabama-civil-rights-trail': {
    name: 'Alabama Civil Rights Trail',
    alt: 'Portada del folleto del Civil Rights Trail con un puente ilustrado al amanecer',
  },
  'alabama-gulf-coast': {
    name: 'Costa del Golfo de Alabama',
    alt: 'Portada del folleto de la costa del Golfo con una playa y dunas ilustradas',
  },
  'robert-trent-jones-golf-trail': {
    name: 'Robert Trent Jones Golf Trail',
    alt: 'Portada del folleto del Golf Trail con un campo de golf y una bandera ilustrados',
  },
  'alabama-barbecue-trail': {
    name: 'Ruta de la barbacoa de Alabama',
    alt: 'Portada del folleto de la ruta de la barbacoa con un ahumador ilustrado',
  },
  'alabama-state-parks': {
    name: 'Parques estatales de Alabama',
    alt: 'Portada del folleto de los parques estatales con montañas y un lago ilustrados',
  },
  'north-alabama-waterfalls': {
    name: 'Cascadas del norte de Alabama',
    alt: 'Portada del folleto de las cascadas con una cascada ilustrada en un cañón',
  },
  'alabama-birding-trails': {
    name: 'Rutas de observación de aves de Alabama',
    alt: 'Portada del folleto de las rutas de observación de aves con una garza ilustrada en una marisma',
  },
};

/**
 * Site alerts, by the slug of the alert's English title: title, level, message (HTML, as in
 * English) and the text of each resource button by the resource's URL.
 */
export const ALERTS_ES: Record<
  string,
  { title: string; level: string; message: string; resources?: Record<string, string> }
> = {
  'hurricane-season-on-the-coast': {
    title: 'Temporada de huracanes en la costa',
    level: 'Aviso',
    message:
      '<p>La temporada de huracanes del Atlántico va del 1 de junio al 30 de noviembre. Si viaja a la costa del Golfo, siga el pronóstico del tiempo, conozca su ruta de evacuación y siga las instrucciones de las autoridades locales.</p>',
    resources: { 'https://www.weather.gov/mob/': 'Servicio Nacional de Meteorología en Mobile' },
  },
  'beach-flag-warnings': {
    title: 'Advertencias de las banderas de playa',
    level: 'Advertencia',
    message:
      '<p>Las corrientes de resaca son la principal causa de ahogamiento en las playas del Golfo. Fíjese en la bandera antes de nadar: <strong>roja</strong> indica peligro alto y <strong>doble roja</strong> indica que el agua está cerrada al público.</p>',
  },
  'coastal-evacuation': {
    title: 'Evacuación costera',
    level: 'Estado de emergencia',
    message:
      '<p>Se ha declarado el estado de emergencia en los condados costeros. Los visitantes deben abandonar las zonas de evacuación y buscar alojamiento tierra adentro.</p>',
    resources: { 'https://ema.alabama.gov': 'Agencia de Manejo de Emergencias de Alabama' },
  },
};

/** Crisis banners, by `<siteType>-<messageType>` (the seed gives them no slug; the pair is unique). */
export const CRISIS_ALERTS_ES: Record<string, { message: string; messageType: string }> = {
  'travel-info': {
    messageType: 'Información',
    message:
      '<p>¿Planea un viaje en las fiestas? Muchas atracciones y hoteles de los parques estatales tienen horarios especiales entre el Día de Acción de Gracias y el Día de Año Nuevo. Consulte antes de ir.</p>',
  },
  'travel-warning': {
    messageType: 'Advertencia',
    message:
      '<p>Se prevé mal tiempo severo en todo Alabama. Si puede, posponga su viaje y siga las instrucciones de las autoridades locales.</p>',
  },
};
