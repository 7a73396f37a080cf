import type { EditorialPage } from './types';

// The campaign pages in Spanish (campaigns.ts has the English).

export const PHOTO_CHALLENGE_ES: EditorialPage = {
  path: '/photo-challenge',
  title: 'Concurso de fotografía de Alabama',
  description:
    'Comparta sus mejores fotos de viaje por Alabama: cómo funciona el concurso de fotografía, los temas de esta temporada y consejos para lograr buenas fotos de playas, parques y pueblos.',
  lede: 'Muéstrenos Alabama a través de su lente. Sus fotos podrían aparecer en nuestro álbum de fotos y en nuestras redes sociales.',
  sections: [
    {
      heading: 'Cómo participar',
      paragraphs: [
        'Publique su foto en Instagram o Facebook con la etiqueta #AlabamaTravel e indíquenos dónde la tomó. Las fotos deben ser suyas, haber sido tomadas en Alabama y mostrar a otras personas solo con su permiso.',
      ],
    },
    {
      heading: 'Los temas de esta temporada',
      paragraphs: ['Buscamos fotos que den ganas de ir al lugar:'],
      list: [
        'Primera luz: el amanecer en un lago, una playa o un mirador de montaña',
        'Calles principales y plazas de juzgado de los pueblos pequeños',
        'Algo delicioso y el lugar donde lo encontró',
        'Flores silvestres, cascadas y los colores del otoño en los parques estatales',
      ],
    },
    {
      heading: 'El uso de su foto',
      paragraphs: [
        'Si quisiéramos compartir su foto, primero le pediremos permiso y la publicaremos con su nombre. Usted conserva los derechos de autor.',
      ],
      links: [{ href: '/photo-album', text: 'Vea el álbum de fotos' }],
    },
  ],
};

export const PHOTO_ALBUM_ES: EditorialPage = {
  path: '/photo-album',
  title: 'Álbum de fotos de Alabama',
  description:
    'Un álbum de fotos de Alabama: playas, cañones, lugares emblemáticos de los derechos civiles, salas de música y pueblos pequeños, elegidos entre lugares de todo el estado.',
  lede: 'Un recorrido por el estado, lugar por lugar. Seleccione una foto para saber más sobre el lugar.',
  sections: [],
};

export const MOST_RELAXING_TRIP_ES: EditorialPage = {
  path: '/most-relaxing-trip',
  title: 'El viaje más relajante',
  description:
    'Planifique el viaje más relajante por Alabama: playas tranquilas, cabañas junto al lago, días de spa, pueblos de porches con mecedoras y recorridos panorámicos sin prisa.',
  lede: 'Baje el ritmo. En estos lugares, una tarde en Alabama dura todo lo que usted quiera.',
  sections: [
    {
      heading: 'Agua por todas partes',
      paragraphs: [
        'Observe los pelícanos desde una silla de playa en Dauphin Island, alquile un pontón en el lago Martin o el lago Guntersville, o recorra en kayak el río Cahaba entre los lirios del Cahaba a finales de la primavera.',
      ],
    },
    {
      heading: 'Tómeselo con calma',
      paragraphs: [
        'Reserve un masaje en un resort del Robert Trent Jones Golf Trail, mézase en el porche de una posada histórica en Fairhope y deje la noche libre para ver la puesta de sol sobre la bahía de Mobile.',
      ],
    },
    {
      heading: 'Recorridos panorámicos',
      paragraphs: [
        'El Talladega Scenic Drive sube hasta Cheaha, el punto más alto del estado. El Little River Canyon Rim Parkway tiene miradores cada pocas millas. Ninguno de los dos pide prisa.',
      ],
      links: [
        { href: '/road-trips', text: 'Encuentre una ruta por carretera' },
        { href: '/create-a-trip', text: 'Cree su propio viaje' },
      ],
    },
  ],
};

export const UNPLAN_YOUR_TRIP_ES: EditorialPage = {
  path: '/unplanyourtrip',
  title: 'Viaje sin planes',
  description:
    'Viaje sin planes: elija una región, deje el horario en casa y deje que las carreteras secundarias, los restaurantes de carretera y los festivales de Alabama lo sorprendan.',
  lede: 'Algunos de los mejores viajes no tienen itinerario. Elija una dirección y vea adónde lo lleva Alabama.',
  sections: [
    {
      heading: 'Cómo viajar sin planes',
      paragraphs: [
        'Reserve la primera noche y nada más. Pregunte en la barra del restaurante adónde ir después. Salga de la autopista cuando un letrero anuncie el “centro histórico”. Deténgase cuando vea un ahumador de barbacoa encendido.',
      ],
    },
    {
      heading: 'Algunas ideas',
      paragraphs: ['Si quiere un punto de partida, deje que las experiencias elijan por usted:'],
      links: [
        { href: '/experience-alabama/food-and-drink', text: 'Siga a su apetito' },
        { href: '/experience-alabama/music', text: 'Siga la música' },
        { href: '/experience-alabama/outdoor', text: 'Siga los senderos' },
        { href: '/festivals-and-events', text: 'Vea qué hay este fin de semana' },
      ],
    },
  ],
};

export const SWEET_SPOT_ES: EditorialPage = {
  path: '/sweetspot',
  title: 'Endulce su viaje',
  description:
    'Endulce su viaje por Alabama: panaderías, tiendas de dulces, heladerías, restaurantes de tartas, puestos de duraznos y los postres que definen al estado.',
  lede: 'Desde el pastel Lane hasta las empanadas fritas, Alabama es muy golosa. Aquí le decimos dónde darse el gusto.',
  sections: [
    {
      heading: 'Clásicos de Alabama',
      paragraphs: [
        'El pastel Lane, un pastel de capas con bourbon originario de Clayton, es el postre oficial del estado. Busque también el pudín de plátano, la tarta de nuez pecana, el cobbler de durazno en verano y las empanadas dulces fritas de los puestos de carretera.',
      ],
    },
    {
      heading: 'Paradas de temporada',
      paragraphs: [
        'El condado de Chilton, a medio camino entre Birmingham y Montgomery, es tierra de duraznos: de finales de mayo a agosto, los puestos de carretera venden duraznos frescos, helado y cobbler. Las satsumas del condado de Baldwin maduran a finales del otoño.',
      ],
    },
  ],
};

export const MIND_TRIP_ES: EditorialPage = {
  path: '/mind-trip',
  title: 'Viaje con la imaginación',
  description:
    'Viaje a Alabama con la imaginación: videos, historias y fotos que le acercan las playas, la música, la comida y la historia de Alabama antes de ir.',
  lede: '¿Todavía no está listo para viajar? Deje que Alabama venga primero a usted y luego planifique el viaje de verdad.',
  sections: [
    {
      heading: 'Mire, lea, escuche',
      paragraphs: [
        'Vea el Golfo al amanecer, lea sobre el sonido de Muscle Shoals y conozca las historias del puente Edmund Pettus, todo desde su sofá.',
      ],
      links: [
        { href: '/videos', text: 'Vea videos de Alabama' },
        { href: '/articles', text: 'Lea historias de Alabama' },
        { href: '/photo-album', text: 'Vea el álbum de fotos' },
        { href: '/online-vacation-guide', text: 'Lea la guía de vacaciones en línea' },
      ],
    },
  ],
};

export const REVIEWS_ES: EditorialPage = {
  path: '/reviews',
  title: 'Reseñas',
  description:
    'Lea lo que dicen los viajeros sobre los lugares de Alabama y comparta su propia reseña de las atracciones, los restaurantes y los hoteles que visite.',
  lede: 'Los mejores consejos vienen de quienes ya han estado allí. Lea sobre los lugares que encantan a los visitantes y comparta su propia experiencia.',
  sections: [
    {
      heading: 'Comparta su reseña',
      paragraphs: [
        'La página de cada lugar enlaza con su propio sitio web y con su ficha en los mapas, donde puede dejar una reseña. Cuente a otros lo que más le gustó, cuándo fue y qué conviene saber antes de ir.',
      ],
    },
    {
      heading: 'Díganos qué le parece',
      paragraphs: [
        'Al pie de cada página de este sitio puede decirnos si la página le fue útil. Leemos cada respuesta y la usamos para mejorar nuestra información.',
      ],
    },
  ],
};

export const ATTRACTION_TICKETS_ES: EditorialPage = {
  path: '/attraction-tickets',
  title: 'Entradas para atracciones',
  description:
    'Planifique con tiempo y compre entradas para las atracciones de Alabama: el U.S. Space & Rocket Center, museos, acuarios, cavernas, zoológicos y mucho más.',
  lede: 'Muchas atracciones de Alabama venden entradas con horario o con descuento en línea. Comprarlas con anticipación le ahorra filas, sobre todo los fines de semana y los días festivos.',
  sections: [
    {
      heading: 'Cómo comprarlas',
      paragraphs: [
        'Cada atracción vende sus propias entradas. Seleccione una atracción a continuación para ver su horario y un enlace a su sitio web, donde podrá comprar las entradas y consultar los descuentos para niños, personas mayores y militares.',
      ],
    },
  ],
};
