import type { RecordTranslations } from './types';

/** Spanish text of the attractions in ../places-see-north.ts, by place key. */
export const SEE_NORTH_ES: RecordTranslations = {
  'us-space-and-rocket-center': {
    summary: 'El centro oficial de visitantes del Marshall Space Flight Center de la NASA y sede de Space Camp.',
    description:
      'El U.S. Space & Rocket Center cuenta la historia de los cohetes construidos en Huntsville, desde el Redstone hasta el Saturno V que llevó a los astronautas a la Luna. El Davidson Center for Space Exploration alberga, suspendido sobre la cabeza de los visitantes, un Saturno V, uno de los tres que quedan. Rocket Park, los simuladores y los famosos programas de Space Camp llenan un día completo para todas las edades.',
  },
  'huntsville-botanical-garden': {
    summary: 'Más de 100 acres de jardines temáticos, senderos por el bosque y un mariposario de temporada.',
    description:
      'El Huntsville Botanical Garden se extiende por bosques, praderas y parterres formales junto al Space & Rocket Center. Entre sus atractivos destacan el Purdy Butterfly House, el jardín infantil, las colecciones de lirios de día y de helechos, y el jardín acuático. En invierno, el jardín presenta Galaxy of Lights, un espectáculo de luces que se puede recorrer en auto o a pie.',
  },
  'burritt-on-the-mountain': {
    summary:
      'Una mansión de la década de 1950 y una granja histórica en la montaña Monte Sano, con amplias vistas de Huntsville.',
    description:
      'El Dr. William Henry Burritt legó a la ciudad su mansión en forma de cruz en Round Top Mountain, que hoy es un museo de historia viviente. Cabañas del siglo XIX, un corral con razas tradicionales de animales e intérpretes con trajes de época recrean la vida rural del valle del Tennessee. El mirador es uno de los mejores lugares para ver la puesta de sol sobre Rocket City, como se conoce a Huntsville.',
  },
  'monte-sano-state-park': {
    summary:
      'Un parque en la cima de una montaña sobre Huntsville, con millas de senderos para caminar y andar en bicicleta, y cabañas rústicas construidas por el CCC.',
    description:
      'Monte Sano, cuyo nombre en español evoca una “montaña de salud”, se eleva unos 1,600 pies sobre el nivel del mar, justo al este del centro de Huntsville. Los senderos del parque estatal pasan junto a acantilados, manantiales y las ruinas de la antigua torre de vigilancia contra incendios, y su albergue de piedra y sus cabañas fueron construidos por el Civilian Conservation Corps en la década de 1930. Un jardín japonés y un planetario a cargo de la Von Braun Astronomical Society completan la visita.',
  },
  'huntsville-museum-of-art': {
    summary: 'Arte estadounidense y exposiciones itinerantes junto a Big Spring Park, en el centro de Huntsville.',
    description:
      'El Huntsville Museum of Art tiene vista a Big Spring Park y a su laguna llena de peces koi. Su colección permanente es especialmente rica en pintura estadounidense, arte regional del Sur y vidrio de estudio, y el museo trae al norte de Alabama importantes exposiciones itinerantes. Sus días familiares y sus clases lo convierten en una parada cómoda entre los restaurantes del centro.',
  },
  'lowe-mill-arts-and-entertainment': {
    summary:
      'Una antigua hilandería de algodón convertida en uno de los centros de arte de propiedad privada más grandes del país.',
    description:
      'Lowe Mill alberga mucho más de cien talleres de artistas en activo, galerías, tiendas y pequeños puestos de comida en una fábrica textil de alrededor de 1900. Los visitantes recorren sus pisos, conversan con pintores, ceramistas y joyeros, y compran directamente a los creadores. En los meses cálidos, los conciertos nocturnos y los mercados llenan el recinto.',
  },
  'alabama-constitution-village': {
    summary: 'Un sitio de historia viviente donde los delegados redactaron la primera constitución de Alabama en 1819.',
    description:
      'Alabama Constitution Village recrea el Huntsville de 1819, cuando 44 delegados se reunieron aquí para redactar la constitución con la que Alabama se convirtió en el estado número 22. Edificios reconstruidos, una imprenta y un taller de ebanistería cobran vida con guías vestidos de época. Forma parte de la familia de museos EarlyWorks del centro de la ciudad.',
  },
  'cathedral-caverns-state-park': {
    summary:
      'Una cueva con una de las entradas más anchas del mundo entre las cuevas turísticas, y un bosque de estalagmitas.',
    description:
      'Cathedral Caverns se abre con una boca de unos 126 pies de ancho y 25 de alto que conduce a salas donde se encuentran Goliath, una de las estalagmitas más grandes del mundo, y una “cascada congelada” de coladas de piedra. Las visitas guiadas siguen un camino pavimentado por el interior de la cueva, que se mantiene cerca de los 60 grados Fahrenheit todo el año. En la superficie, el parque estatal ofrece búsqueda de piedras preciosas, senderismo y áreas para acampar rústicas.',
  },
  'little-river-canyon-national-preserve': {
    summary:
      'Uno de los cañones más profundos al este del Mississippi, excavado por un río que corre sobre Lookout Mountain.',
    description:
      'El Little River corre casi todo su recorrido sobre la cima de Lookout Mountain y ha excavado un cañón de hasta unos 600 pies de profundidad. La Canyon Rim Parkway tiene paradas en miradores sobre Little River Falls, Grace’s High Falls y Eberhart Point. Pozas para nadar, rutas en kayak, escalada en roca y senderos hacen de esta reserva del Servicio de Parques Nacionales un lugar de recreo durante todo el año.',
  },
  'desoto-state-park': {
    summary:
      'Cascadas, rododendros en flor y albergues de piedra construidos por el CCC a lo largo del brazo oeste del Little River.',
    description:
      'DeSoto State Park se encuentra en Lookout Mountain y es conocido por sus cascadas, entre ellas Indian Falls y Laurel Falls, cerca de los senderos, y DeSoto Falls, de 104 pies, unas millas al norte. La primavera trae azaleas silvestres y laureles de montaña. El parque tiene un albergue, chalets, cabañas y áreas para acampar, y sus edificios rústicos datan de la época del Civilian Conservation Corps.',
  },
  'desoto-falls': {
    summary: 'Una cascada de 104 pies al pie de una represa histórica en el brazo oeste del Little River.',
    description:
      'DeSoto Falls cae unos 104 pies hacia un profundo desfiladero cerca de Mentone y es una de las cascadas más altas de Alabama. Una corta caminata por un sendero pavimentado desde el área de pícnic lleva al mirador, y la antigua represa hidroeléctrica que está más arriba forma un lago tranquilo. La cascada forma parte de DeSoto State Park.',
  },
  'unclaimed-baggage': {
    summary: 'Una tienda única en su tipo que vende el contenido del equipaje extraviado de las aerolíneas.',
    description:
      'Desde 1970, Unclaimed Baggage compra el equipaje que las aerolíneas no lograron devolver a sus dueños y vende su contenido en Scottsboro. La tienda ocupa la mayor parte de una cuadra y su inventario cambia todos los días: desde ropa de diseñador hasta aparatos electrónicos y alguna que otra rareza exhibida en su vitrina de museo. Muchos visitantes manejan horas solo para buscar tesoros.',
  },
  'lake-guntersville-state-park': {
    summary: 'Un albergue en lo alto de una cresta y miles de acres de bosque sobre el lago más grande de Alabama.',
    description:
      'Lake Guntersville State Park tiene vista al lago Guntersville, de 69,000 acres, en el río Tennessee. Sus senderos, su tirolesa, su playa, su campo de golf y su área para acampar llenan los días de verano, y en invierno los fines de semana Eagle Awareness del parque ayudan a los visitantes a avistar las águilas calvas que pasan el invierno en el lago. El restaurante del albergue tiene una de las mejores vistas del norte de Alabama.',
  },
  'noccalula-falls-park': {
    summary:
      'Una cascada de 90 pies en Black Creek, con un sendero por el desfiladero, una aldea de pioneros y un jardín botánico.',
    description:
      'Black Creek se precipita unos 90 pies desde una cornisa de piedra caliza en Noccalula Falls, y en lo alto se alza una estatua de bronce de la legendaria doncella cherokee. Los senderos llevan por detrás y por debajo de la cascada a través del desfiladero. El parque municipal suma una aldea de pioneros, un jardín botánico, un paseo en tren y un área para acampar.',
  },
  'ave-maria-grotto': {
    summary: 'Unas 125 réplicas en miniatura de edificios famosos, obra de un monje benedictino de St. Bernard Abbey.',
    description:
      'El hermano Joseph Zoettl dedicó décadas a construir versiones en miniatura de las grandes iglesias, santuarios y edificios del mundo con piedra, concreto, conchas y baratijas donadas. Las cerca de 125 piezas llenan un jardín en terrazas sobre una ladera, en los terrenos de St. Bernard Abbey. El detalle de la diminuta Jerusalén y de la Basílica de San Pedro sorprende a todos los visitantes.',
  },
  'ivy-green': {
    summary:
      'La casa familiar donde nació Helen Keller en 1880 y donde comprendió por primera vez la palabra “water” (agua).',
    description:
      'Ivy Green es la casa blanca de tablas de madera que construyeron los abuelos de Helen Keller en 1820. Los visitantes ven el mobiliario original, los libros en braille de Helen y la bomba de agua donde Anne Sullivan le deletreó “water” en la mano. Los fines de semana de verano se presenta en los jardines la obra al aire libre The Miracle Worker.',
  },
  'fame-recording-studios': {
    summary: 'El estudio de Rick Hall donde Aretha Franklin, Etta James y Wilson Pickett grabaron discos clásicos.',
    description:
      'Rick Hall fundó FAME, sigla de Florence Alabama Music Enterprises, y construyó su estudio de Avalon Avenue a principios de la década de 1960. Los discos de Arthur Alexander, Etta James, Wilson Pickett y Aretha Franklin ayudaron a crear el sonido de Muscle Shoals. FAME sigue siendo un estudio en funcionamiento y ofrece visitas guiadas cuando las sesiones lo permiten.',
  },
  'muscle-shoals-sound-studio': {
    summary:
      'El estudio de bloques de concreto en el 3614 de Jackson Highway donde los Swampers grabaron a los Rolling Stones, entre muchos otros.',
    description:
      'En 1969, los músicos de sesión conocidos como los Swampers dejaron FAME y abrieron su propio estudio en una antigua sala de exhibición de ataúdes. Los Rolling Stones, Paul Simon, Bob Seger, Cher y Lynyrd Skynyrd grabaron aquí. Restaurado por la Muscle Shoals Music Foundation, el estudio está abierto para visitas y todavía acoge sesiones de grabación.',
  },
  'w-c-handy-birthplace': {
    summary: 'La cabaña de troncos donde nació el Padre del Blues en 1873, con su trompeta y su piano.',
    description:
      'William Christopher Handy nació en Florence y llegó a publicar “Memphis Blues” y “St. Louis Blues”. La cabaña donde nació ha sido restaurada, y el museo contiguo guarda su trompeta, el piano en el que compuso “St. Louis Blues” y documentos de su carrera. Cada verano, Florence le rinde homenaje con el W.C. Handy Music Festival.',
  },
  'rosenbaum-house': {
    summary:
      'La única obra de Frank Lloyd Wright en Alabama, una casa usoniana que aún conserva su mobiliario original.',
    description:
      'Frank Lloyd Wright diseñó esta casa usoniana para Stanley y Mildred Rosenbaum, y se terminó en 1940. Construida con ciprés, ladrillo y vidrio en un terreno pequeño cerca del río Tennessee, conserva los muebles diseñados por Wright. La ciudad de Florence es propietaria de la casa y ofrece visitas guiadas.',
  },
  'alabama-music-hall-of-fame': {
    summary:
      'Vestuario de escena, instrumentos y discos de oro de los músicos de Alabama, desde Hank Williams hasta el grupo Alabama.',
    description:
      'El Alabama Music Hall of Fame rinde homenaje a intérpretes, compositores y productores vinculados con el estado, entre ellos Nat King Cole, Lionel Richie, Emmylou Harris, Hank Williams y la banda Alabama. Entre sus exhibiciones están el autobús de gira de la banda Alabama y una cabina de grabación donde los visitantes pueden cantar al ritmo de la música. Es la primera parada natural de un recorrido musical por los Shoals.',
  },
  'dismals-canyon': {
    summary:
      'Un Hito Natural Nacional donde los “dismalites”, unas larvas bioluminiscentes, iluminan de noche las paredes del cañón.',
    description:
      'Dismals Canyon es un desfiladero de arenisca de propiedad privada, con un bosque primigenio, cascadas y senderos sembrados de rocas. En sus paredes viven los dismalites, larvas de una mosca que brillan con un tono azul verdoso para atraer a sus presas y que se pueden ver en recorridos nocturnos guiados. El cañón es un Hito Natural Nacional (National Natural Landmark) y ofrece cabañas y áreas para acampar.',
  },
  'natural-bridge-of-alabama': {
    summary:
      'El puente natural más largo al este de las Montañas Rocosas: un arco de arenisca de 148 pies en el condado de Winston.',
    description:
      'Este doble arco de arenisca y mineral de hierro se extiende unos 148 pies y se eleva a unos 60 pies de altura. Un corto sendero circular pasa bajo el arco, entre helechos, magnolias y una formación rocosa que, según dicen, se parece a un rostro. El parque es una parada agradable camino al Bankhead National Forest.',
  },
  'bankhead-national-forest': {
    summary: 'Desfiladeros de arenisca, cascadas y Sipsey Wilderness, la primera área silvestre federal de Alabama.',
    description:
      'El William B. Bankhead National Forest abarca unos 180,000 acres en los condados de Lawrence, Winston y Franklin. En su interior, Sipsey Wilderness y el Sipsey Fork, el único río de Alabama designado Río Nacional Silvestre y Escénico, esconden decenas de cascadas y cañones a la sombra de las tsugas. Los puntos de inicio de los senderos a lo largo de Cranal Road llevan a Kinlock Falls, a Caney Creek Falls y al tulipero más grande que se conoce en el estado.',
  },
  'wheeler-national-wildlife-refuge': {
    summary:
      'Un refugio nacional de vida silvestre a orillas del río Tennessee, hogar invernal de miles de grullas canadienses.',
    description:
      'Wheeler National Wildlife Refuge protege unos 35,000 acres de humedales y tierras bajas aluviales a lo largo del río Tennessee, entre Huntsville y Decatur. Cada invierno se reúnen aquí miles de grullas canadienses y algunas grullas trompeteras, una especie en peligro de extinción, que se observan mejor desde el edificio de observación con calefacción. El centro de visitantes, las pasarelas de madera y los senderos son gratuitos.',
  },
  'cook-museum-of-natural-science': {
    summary:
      'Un museo interactivo de ciencias naturales con un arrecife de coral vivo, una cueva y una exhibición sobre el bosque.',
    description:
      'El Cook Museum of Natural Science abrió en el centro de Decatur en 2019 y reemplazó una colección iniciada por la familia Cook, conocida por su empresa de control de plagas. Sus galerías recrean hábitats de Alabama, desde cuevas hasta arroyos, con animales vivos, un acuario de agua salada y exhibiciones interactivas. Es una de las paradas favoritas de las familias en los días de lluvia.',
  },
  'pond-spring': {
    summary: 'La casa de plantación del general confederado y congresista de EE. UU. Joseph Wheeler.',
    description:
      'Pond Spring conserva la casa, las construcciones anexas y el cementerio familiar de Joseph Wheeler, quien fue general de caballería confederado y, más tarde, general del Ejército de EE. UU. en la Guerra Hispano-Estadounidense. La Alabama Historical Commission presenta la vida tanto de la familia Wheeler como de las personas esclavizadas en esas tierras. Los humedales que rodean el manantial son ideales para observar aves.',
  },
  'jesse-owens-memorial-park': {
    summary:
      'El lugar de nacimiento del cuatro veces campeón olímpico, con un museo y una réplica de la casa de aparceros de su familia.',
    description:
      'Jesse Owens nació en Oakville, condado de Lawrence, en 1913, hijo de aparceros. El parque conmemorativo tiene un museo sobre su vida y sus cuatro medallas de oro en los Juegos Olímpicos de Berlín de 1936, una estatua de bronce y una réplica de la casa donde nació. Los anillos olímpicos y una pista de atletismo honran su legado.',
  },
  'rickwood-caverns-state-park': {
    summary:
      'Una “milla milagrosa” de formaciones calizas bajo tierra, con una piscina de tamaño olímpico que se abastece del agua de la cueva.',
    description:
      'Rickwood Caverns se formó en piedra caliza depositada bajo un antiguo mar hace unos 260 millones de años. Las visitas guiadas pasan junto a formaciones relucientes, peces ciegos de cueva y un estanque subterráneo. En la superficie, el parque tiene una gran piscina, búsqueda de piedras preciosas y un área para acampar.',
  },
  'bucks-pocket-state-park': {
    summary: 'Un cañón remoto en Sand Mountain con miradores, un arroyo y un campamento tranquilo.',
    description:
      'Buck’s Pocket es un cañón profundo y boscoso excavado por South Sauty Creek en Sand Mountain. El mirador Point Rock ofrece una amplia vista del desfiladero, y los senderos bajan hasta el arroyo. Según la leyenda, es el lugar adonde van a descansar los políticos de Alabama derrotados.',
  },
  'walls-of-jericho': {
    summary:
      'Un anfiteatro de piedra caliza en el río Paint Rock, al que se llega tras una exigente caminata de siete millas ida y vuelta.',
    description:
      'Walls of Jericho es una hondonada de paredes verticales de piedra caliza donde Turkey Creek cae por cornisas hacia pozas de un azul profundo, cerca del límite con Tennessee. El sendero parte de la Highway 79 y desciende unas 3.5 millas por un bosque administrado por el programa estatal Forever Wild. La subida de regreso es empinada, así que lleve agua y salga temprano.',
  },
  'point-mallard-park': {
    summary:
      'El parque ribereño de Decatur, con la primera piscina de olas de Estados Unidos, un campo de golf y un área para acampar.',
    description:
      'Point Mallard abrió en 1970 con la que se reconoce como la primera piscina de olas de Estados Unidos, y su parque acuático de verano todavía atrae a familias de toda la región. El parque también tiene un campo de golf, senderos junto al río Tennessee, una pista de hielo en invierno y un área para acampar. Aquí se lanzan los fuegos artificiales del 4 de julio de Decatur.',
  },
  'fort-payne-depot-museum': {
    summary:
      'Una estación de ferrocarril de estilo románico de 1891 que reúne historia local y piezas de los pueblos nativos americanos.',
    description:
      'La estación de piedra se construyó durante el auge del carbón y el hierro que vivió Fort Payne en la década de 1890. Hoy exhibe objetos ferroviarios, piezas cherokees y de otros pueblos nativos americanos, y artículos de las fábricas de calcetería del pueblo, que en su momento hicieron de Fort Payne la capital mundial de los calcetines. Afuera hay un furgón de cola.',
  },
  'mentone-village': {
    summary: 'Un pueblo de montaña en Lookout Mountain con tiendas de artesanía, cabañas y campamentos de verano.',
    description:
      'Mentone creció alrededor de un hotel victoriano de veraneo en la década de 1880 y sigue siendo un refugio de clima fresco en el borde de Lookout Mountain. Tiendas de antigüedades y de artesanía, pequeños restaurantes y cabañas de troncos se agrupan cerca del cruce de caminos, y el brazo oeste del Little River pasa junto al pueblo. Es la puerta de entrada a DeSoto Falls y a la Canyon Rim Parkway.',
  },
};
