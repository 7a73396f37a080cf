import type { RecordTranslations } from './types';

/** Spanish text of the articles in ../articles-2.ts; fields as in ./articles-1.ts (`name` title, `description` body). */
export const ARTICLES_2_ES: RecordTranslations = {
  'a-family-guide-to-the-us-space-and-rocket-center': {
    name: 'Guía para visitar en familia el U.S. Space & Rocket Center',
    summary: 'Cómo pasar un día con el Saturn V en Huntsville, la Rocket City.',
    description: `<p>Huntsville se llama a sí misma la Rocket City con razón. En la década de 1950, el equipo de ingenieros de Wernher von Braun se trasladó al Redstone Arsenal, y en 1960 la NASA abrió allí el Marshall Space Flight Center. El cohete Saturn V que llevó a los astronautas a la Luna se diseñó en Huntsville. El U.S. Space & Rocket Center, el centro oficial de visitantes de Marshall, cuenta esa historia mejor que ningún otro lugar.</p>
<h2>El Saturn V</h2>
<p>La pieza central es el Davidson Center for Space Exploration, donde un Saturn V cuelga en horizontal sobre la cabeza de los visitantes, con sus etapas separadas para que se pueda ver su interior. Es uno de los tres únicos cohetes Saturn V que quedan y es un National Historic Landmark. Recorrer su longitud, de unos 363 pies, es la mejor manera de comprender la magnitud del programa Apolo.</p>
<h2>Rocket Park y los simuladores</h2>
<p>Afuera, Rocket Park exhibe el Redstone, el Jupiter y otros cohetes anteriores al Saturn, y una réplica a tamaño real de un Saturn V se alza en vertical como un punto de referencia visible desde la Interstate 565. Dentro y fuera, los simuladores permiten sentir las fuerzas de un lanzamiento o los giros del entrenamiento en varios ejes. Pathfinder, un vehículo de prueba del transbordador espacial a escala real, se exhibe en el recinto.</p>
<h2>Space Camp</h2>
<p>Desde 1982, Space Camp ha entrenado a cientos de miles de jóvenes y adultos en misiones, simuladores y trabajo en equipo. Los campamentos duran varios días y se reservan con mucha anticipación, pero quienes vienen solo por el día a menudo pueden ver a los participantes en plena actividad.</p>
<ul><li>Calcule al menos cinco horas; para las familias con niños mayores es mejor un día completo.</li><li>Al llegar, consulte los horarios del planetario y de las películas.</li><li>Combine la visita con el Huntsville Botanical Garden, al otro lado de la calle.</li></ul>
<p>El resto de Huntsville merece una estancia más larga. Big Spring Park, en el centro, el Huntsville Museum of Art y los estudios de artistas de Lowe Mill están muy cerca, y el Monte Sano State Park ofrece senderismo con vistas a la ciudad. Pero para la mayoría de los visitantes, el recuerdo que perdura es estar bajo el Saturn V e imaginar a las personas de esta pequeña ciudad de Alabama que ayudaron a llevar al ser humano a la Luna.</p>`,
  },
  'sugar-white-sand-planning-a-trip-to-gulf-shores-and-orange-beach': {
    name: 'Arena blanca como el azúcar: cómo planear un viaje a Gulf Shores y Orange Beach',
    summary: 'Dónde nadar, comer y explorar en las 32 millas de playas de Alabama en el Golfo.',
    description: `<p>Las playas de Alabama en el Golfo van desde la punta de la península de Fort Morgan, hacia el este, hasta la frontera con Florida en Perdido Key. La arena es cuarzo fino, arrastrado desde los Apalaches a lo largo de millones de años, y se mantiene fresca bajo los pies salvo en las tardes más calurosas. Gulf Shores y Orange Beach son las principales localidades, y entre ambas se encuentra el Gulf State Park, uno de los tramos de playa protegida más extensos del norte del Golfo.</p>
<h2>Dónde nadar</h2>
<p>La Gulf Shores Public Beach, al final de la Highway 59, tiene estacionamiento, baños y salvavidas en temporada. El Gulf State Park ofrece dos millas de playa con pabellones y un muelle de pesca que se adentra en el Golfo. Hacia el oeste, a lo largo de la península de Fort Morgan, hay playas más tranquilas, donde el Bon Secour National Wildlife Refuge protege las dunas en las que anidan las tortugas marinas.</p>
<h2>Más allá de la playa</h2>
<p>El Hugh S. Branyon Backcountry Trail atraviesa los bosques del Gulf State Park y pasa junto a sus lagos, y cerca se pueden alquilar bicicletas. Fort Morgan, en el extremo occidental, custodiaba la bahía de Mobile durante la Guerra Civil. En Orange Beach, los paseos para ver delfines y las excursiones de pesca salen de las marinas, y The Wharf tiene tiendas, una rueda de la fortuna y un anfiteatro.</p>
<h2>Dónde comer</h2>
<p>Los camarones del Golfo, los ostiones y el pescado fresco aparecen en casi todos los menús. Pruebe una canasta de camarones fritos en un sencillo local junto a la playa, los camarones royal red de las aguas profundas del Golfo y la West Indies salad, una ensalada de cangrejo típica de la bahía de Mobile. Muchos restaurantes están junto al Intracoastal Waterway o directamente sobre la arena.</p>
<ul><li>Aprenda el significado de las banderas de playa: amarilla indica precaución, roja indica peligro alto y doble roja indica que el agua está cerrada al público.</li><li>Antes de irse, rellene los hoyos y derribe los castillos de arena; atrapan a las tortugas marinas que vienen a anidar.</li><li>De mayo a octubre, en temporada de tortugas, apague o cubra por la noche las luces que dan a la playa.</li></ul>
<p>La primavera y el otoño traen agua cálida, menos gente y precios más bajos. El verano es animado y concurrido. En invierno, muchos visitantes de estados más fríos se instalan durante semanas para disfrutar del clima templado, de largas caminatas y de restaurantes de mariscos sin aglomeraciones.</p>`,
  },
  'mobile-where-mardi-gras-began': {
    name: 'Mobile, donde nació el Mardi Gras',
    summary:
      'La historia y las tradiciones de la celebración de Carnaval más antigua de Estados Unidos, y cómo disfrutarla.',
    description: `<p>Puede que Nueva Orleans sea más famosa, pero Mobile celebró el Carnaval primero. Los colonos franceses ya festejaban la temporada aquí a principios del siglo XVIII, y en 1830 un grupo de juerguistas conocido como la Cowbellion de Rakin Society desfiló por las calles con cencerros y rastrillos después de una fiesta de Nochevieja. Desde entonces, las sociedades místicas de Mobile han desfilado cada año, con pausas solo por guerras y emergencias.</p>
<h2>Sociedades místicas y desfiles</h2>
<p>El Carnaval de Mobile lo organizan decenas de sociedades místicas, grupos privados que construyen carrozas, celebran bailes y mantienen en secreto la identidad de sus miembros. Desde mediados de enero hasta el Martes de Carnaval, recorren el centro con bandas de música y carrozas, lanzando collares, baratijas y moon pies al público. Los moon pies son una especialidad de Mobile, más fáciles de atrapar que los caramelos duros que se lanzaban antes.</p>
<h2>Joe Cain Day</h2>
<p>Después de la Guerra Civil, el Carnaval decayó durante la ocupación. En 1868, un empleado llamado Joe Cain se disfrazó de un jefe chickasaw ficticio al que llamó Slacabamorinico y desfiló por las calles, levantando el ánimo de la ciudad. Hoy, el domingo anterior al Martes de Carnaval es el Joe Cain Day, con un “desfile del pueblo” y una procesión de Merry Widows con velo que lo lloran a gritos ante su tumba.</p>
<h2>Véalo con sus propios ojos</h2>
<p>El Mobile Carnival Museum, en Government Street, exhibe las elaboradas túnicas y colas que visten los reyes y reinas del Carnaval y explica sus tradiciones. Durante la temporada, el centro se llena de familias que apartan su lugar a lo largo del recorrido horas antes de que empiecen los desfiles.</p>
<ul><li>En 2027, el Martes de Carnaval cae el 9 de febrero; los días de desfile más concurridos son los del último fin de semana.</li><li>Como hacen los residentes, lleve una bolsa para lo que le lancen y una escalera pequeña para los niños.</li><li>Reserve hotel en el centro con meses de anticipación para la última semana.</li></ul>
<p>El Carnaval de Mobile se siente más como una fiesta de barrio que como un espectáculo para turistas. Los vecinos se saludan a lo largo del recorrido, generaciones de una misma familia comparten la misma esquina, y los visitantes son bienvenidos a una tradición de tres siglos.</p>`,
  },
  'golfing-the-robert-trent-jones-golf-trail': {
    name: 'Jugar al golf en el Robert Trent Jones Golf Trail',
    summary: 'Veintiséis campos en once sedes, creados para llevar golfistas a todos los rincones de Alabama.',
    description: `<p>A finales de la década de 1980, el fondo de pensiones del estado de Alabama, dirigido por David Bronner, hizo una inversión poco común: una cadena de campos públicos de golf de campeonato diseñados por Robert Trent Jones Sr., repartidos por todo el estado para atraer visitantes, y su gasto, a Alabama. Las primeras sedes abrieron en 1992. Hoy el Robert Trent Jones Golf Trail tiene más de dos docenas de campos en once sedes, desde el río Tennessee hasta la bahía de Mobile.</p>
<h2>Jugar el Golf Trail</h2>
<p>Cada sede tiene su propia personalidad. Los campos de The Shoals, en Muscle Shoals, se juegan sobre los acantilados que dominan el río Tennessee. Hampton Cove, cerca de Huntsville, está en un valle de montaña. Oxmoor Valley y Ross Bridge están cerca de Birmingham, y Ross Bridge es uno de los campos más largos del mundo. Capitol Hill, cerca de Montgomery, y Grand National, cerca de Auburn, han sido sede de torneos profesionales. Cambrian Ridge, en Greenville, es conocido por sus espectaculares desniveles, y Highland Oaks, en Dothan, y Magnolia Grove, en Mobile, llevan el recorrido hacia el sur. Los campos Lakewood del Grand Hotel están en la bahía de Mobile.</p>
<h2>Dónde alojarse</h2>
<p>El Golf Trail incluye también una colección de hoteles, desde el Grand Hotel de Point Clear y el Battle House de Mobile hasta el Marriott Shoals y el Renaissance Ross Bridge. Muchos ofrecen paquetes que combinan alojamiento y golf.</p>
<h2>Cuándo ir</h2>
<p>El clima templado de Alabama permite jugar al golf en cualquier estación. La primavera y el otoño son las épocas más agradables. El verano es caluroso, pero las mañanas son placenteras. En invierno, en la mitad sur del estado, a menudo se juega en mangas de camisa.</p>
<ul><li>La mayoría de las sedes tienen un campo corto, ideal para calentar o para jugar con principiantes.</li><li>Elija las salidas con honestidad: desde las salidas de atrás, varios campos superan con creces las 7,500 yardas.</li><li>Combine el golf con alguna atracción cercana, como el Space & Rocket Center o el USS Alabama.</li></ul>
<p>Los golfistas pueden jugar todo el Golf Trail en unos diez días, manejando de norte a sur y jugando un campo distinto cada mañana. Muchos vuelven año tras año para repetirlo.</p>`,
  },
};
