import type { RecordTranslations } from './types';

const welcome = (route: string, description: string) => ({
  summary: `Mapas, folletos y ayuda gratuita para viajeros en la ${route}.`,
  description: `${description} El personal puede ayudarle con indicaciones, alojamiento y eventos en todo el estado.`,
});

/** Spanish text of the venues, shops, restaurants and welcome centers in ../places-extra.ts. */
export const PLACES_EXTRA_ES: RecordTranslations = {
  'von-braun-center': {
    summary:
      'La arena, sala de conciertos y teatro del centro de Huntsville, con un bar en la azotea y una sala de música.',
    description:
      'Bautizado en honor del pionero de los cohetes Wernher von Braun, el VBC acoge conciertos, giras de Broadway, la Huntsville Symphony Orchestra y partidos de hockey. Su Mars Music Hall y la Rocket City Tavern suman espectáculos más íntimos. Big Spring Park está al otro lado de la calle.',
  },
  'lyric-theatre': {
    summary: 'Un teatro de vodevil de 1914, restaurado en 2016, frente al Alabama Theatre.',
    description:
      'El Lyric abrió en 1914 como teatro de vodevil donde, algo poco común en su época, el público negro y el blanco podían asistir a las mismas funciones, aunque sentados por separado. Aquí actuaron Will Rogers y los hermanos Marx. Tras décadas cerrado, fue restaurado y reabierto para conciertos, comedia y cine.',
  },
  'legion-field': {
    summary: 'La “capital del fútbol americano del Sur”, sede del Magic City Classic.',
    description:
      'Legion Field abrió en 1927 y durante décadas acogió el Iron Bowl y partidos del campeonato de la SEC. Hoy es la sede del Magic City Classic entre Alabama State y Alabama A&M, uno de los partidos de fútbol americano entre universidades históricamente afroamericanas (HBCU) más grandes del país. El estadio también fue sede del fútbol de los Juegos Olímpicos de 1996.',
  },
  'protective-stadium': {
    summary:
      'El estadio del centro de Birmingham, casa del equipo de fútbol americano de UAB y de los Birmingham Stallions.',
    description:
      'Protective Stadium abrió en 2021 junto al Birmingham-Jefferson Convention Complex. Acoge los partidos de fútbol americano de los UAB Blazers y de los Birmingham Stallions de la UFL, además de grandes conciertos. El parque contiguo, City Walk, se extiende bajo la autopista interestatal.',
  },
  'saenger-theatre-mobile': {
    summary: 'Un fastuoso palacio de cine de 1927, sede de la Mobile Symphony Orchestra.',
    description:
      'El Saenger abrió en 1927 como una gran sala de cine y se salvó de la demolición en la década de 1970. Hoy presenta a la Mobile Symphony Orchestra, espectáculos en gira y conciertos. Su ornamentada sala merece una visita por sí sola.',
  },
  'cramton-bowl': {
    summary: 'El histórico estadio de Montgomery, sede del Turkey Day Classic y del Camellia Bowl.',
    description:
      'Cramton Bowl abrió en 1922 y lleva un siglo acogiendo partidos de preparatoria, universitarios y profesionales. Aquí se juegan el Turkey Day Classic entre Alabama State y Tuskegee y, en diciembre, el Camellia Bowl. El complejo deportivo contiguo organiza torneos todo el año.',
  },
  'riverwalk-stadium': {
    summary: 'La casa de los Montgomery Biscuits, construida en torno a un antiguo almacén de carga del ferrocarril.',
    description:
      'Riverwalk Stadium incorpora un almacén ferroviario de 1898 a lo largo de la línea de primera base. Los Montgomery Biscuits, un equipo de ligas menores de categoría Doble A, juegan aquí de la primavera al verano, y un cañón lanza biscuits (los panecillos típicos del Sur) a las gradas. El Riverfront Park y su anfiteatro están al lado.',
  },
  'kentuck-art-center': {
    summary:
      'Estudios de artistas, galerías y una tienda en el centro histórico de Northport, organizador del Kentuck Festival.',
    description:
      'Kentuck Art Center apoya a artistas en activo con estudios, una galería y una tienda de artesanía regional y arte popular. Es conocido sobre todo por el Kentuck Festival of the Arts, que se celebra cada octubre. Art Night, el primer jueves de cada mes, ofrece música y estudios abiertos al público.',
  },
  'tanger-outlets-foley': {
    summary: 'Un centro comercial de outlets camino a la playa, con más de cien tiendas.',
    description:
      'Tanger Outlets está en la carretera 59, en Foley, de camino a Gulf Shores. Sus pasillos al aire libre están llenos de tiendas outlet de marcas conocidas. Es una parada muy popular los días de lluvia en la playa.',
  },
  'priesters-pecans': {
    summary:
      'Una tienda de nueces pecanas y dulces junto a la I-65, que prepara pralinés y pasteles de nuez pecana desde 1935.',
    description:
      'Priester’s vende nueces pecanas de Alabama desde 1935. En su tienda junto a la Interestatal 65, en el condado de Lowndes, los visitantes prueban pralinés, fudge y nueces pecanas cubiertas de chocolate, y ven cómo se elaboran los dulces. Es una pausa dulce en el trayecto entre Montgomery y Mobile.',
  },
  'harrison-brothers-hardware': {
    summary: 'La ferretería en funcionamiento más antigua de Alabama, abierta en la plaza del tribunal desde 1897.',
    description:
      'Harrison Brothers vende artículos de ferretería, utensilios de cocina y regalos en la plaza del tribunal de Huntsville desde 1897. La Historic Huntsville Foundation la mantiene abierta con sus escaleras corredizas, vitrinas y caja registradora originales. Es un pedazo vivo de la historia del centro.',
  },
  'page-and-palette': {
    summary:
      'Una librería familiar de Fairhope desde 1968, con café y un nutrido calendario de presentaciones de autores.',
    description:
      'Page & Palette nació en 1968 como tienda de libros y materiales de arte, y hoy la dirige la tercera generación de la familia. Sus estantes dan preferencia a los escritores del Sur, y sus charlas con autores atraen a lectores de toda la costa. El café y el bar contiguos invitan a quedarse.',
  },
  'automatic-seafood-and-oysters': {
    summary:
      'El restaurante de pescados y mariscos del Golfo del chef Adam Evans en el barrio de Lakeview, ganador de un premio James Beard.',
    description:
      'Automatic Seafood and Oysters sirve pescado, ostiones y mariscos del Golfo en un luminoso antiguo edificio industrial cerca de Pepper Place. El chef Adam Evans ganó en 2023 el premio James Beard al mejor chef del Sur. Reserve con anticipación para la cena.',
  },
  'nabeels-cafe-and-market': {
    summary: 'Un café griego y mediterráneo con tienda de productos importados, abierto en Homewood desde 1972.',
    description:
      'Nabeel’s empezó como una pequeña tienda de quesos, aceitunas y especias importados, y luego sumó un café que sirve gyros, spanakopita (pastel griego de espinacas) y ensaladas griegas. Junto al comedor, los estantes están repletos de productos importados. Es un recordatorio de las familias griegas y libanesas que dieron forma a la cocina de Birmingham.',
  },
  'dew-drop-inn': {
    summary: 'El restaurante más antiguo de Mobile, que sirve perros calientes con chili y chucrut desde 1924.',
    description:
      'El Dew Drop Inn abrió en 1924 y afirma ser el restaurante más antiguo de Mobile. Sus perros calientes se sirven “con todo”: chili, chucrut, mostaza y un pepinillo. Los aros de cebolla y una Coca-Cola en botella de vidrio completan el pedido.',
  },
  'bob-sykes-bar-b-q': {
    summary:
      'Un restaurante familiar de barbacoa en Bessemer, con el foso de ahumado a la vista desde el comedor desde 1957.',
    description:
      'Bob y Maxine Sykes abrieron su restaurante en 1957, y la familia sigue ahumando cerdo con leña de nogal americano en el foso abierto junto al mostrador. El sándwich de cerdo picado y los pasteles caseros son los clásicos. Queda a un corto trayecto en auto del Bright Star.',
  },
  'saws-bbq-homewood': {
    summary:
      'El Saw’s original, un diminuto local de barbacoa en Homewood conocido por su pollo ahumado con salsa blanca.',
    description:
      'Mike Wilson abrió Saw’s en un pequeño local de Homewood, y pronto se convirtió en uno de los mostradores de barbacoa favoritos del área de Birmingham. Destacan el pollo ahumado con salsa blanca y el plato de cerdo. Hay pocos asientos, así que muchos pedidos son para llevar.',
  },
  'fishers-orange-beach': {
    summary:
      'El restaurante de la marina del chef Bill Briand: un muelle informal en la planta baja y pescados y mariscos refinados en la planta alta.',
    description:
      'Fisher’s tiene vista a la Orange Beach Marina, donde los barcos de pesca de alquiler descargan la pesca del día. En el nivel Dockside se sirven ostiones, tacos y hamburguesas, y el comedor Upstairs ofrece pescados y mariscos del Golfo de cocina de autor. El chef Bill Briand ha sido semifinalista del premio James Beard varias veces.',
  },
  dauphins: {
    summary: 'Cocina de la costa del Golfo a 34 pisos de altura sobre el centro de Mobile, con vista a la bahía.',
    description:
      'Dauphin’s ocupa lo más alto del edificio RSA Trustmark, con ventanales que dan al río Mobile, al USS Alabama y a la bahía. El menú combina sabores criollos y sureños con pescados y mariscos del Golfo. El brunch del domingo es uno de los favoritos de la gente del lugar.',
  },
  'ardmore-welcome-center': welcome(
    'I-65 en dirección sur, cerca del límite con Tennessee',
    'La primera parada para quienes viajan hacia el sur desde Nashville, con mapas, folletos y baños.',
  ),
  'baldwin-county-welcome-center': welcome(
    'I-10 en dirección oeste, cerca del límite con Florida',
    'Recibe a los viajeros que llegan desde Pensacola con información sobre las playas, la bahía de Mobile y la Eastern Shore, la orilla oriental de la bahía.',
  ),
  'cleburne-county-welcome-center': welcome(
    'I-20 en dirección oeste, cerca del límite con Georgia',
    'La puerta de entrada desde Atlanta, cerca de Cheaha State Park y del Talladega National Forest.',
  ),
  'dekalb-county-welcome-center': welcome(
    'I-59 en dirección sur, cerca del límite con Georgia',
    'Atiende a los viajeros que llegan desde Chattanooga, a pocos minutos de Lookout Mountain, Mentone y Little River Canyon.',
  ),
  'grand-bay-welcome-center': welcome(
    'I-10 en dirección este, cerca del límite con Mississippi',
    'La primera parada desde Mississippi, con información sobre Mobile, Dauphin Island y la costa del Golfo.',
  ),
  'houston-county-welcome-center': welcome(
    'US-231 en dirección norte, cerca del límite con Florida',
    'Da la bienvenida a quienes viajan hacia el norte desde Panama City rumbo a la región de Wiregrass y a Dothan.',
  ),
  'lanett-welcome-center': welcome(
    'I-85 en dirección sur, cerca del límite con Georgia',
    'La puerta de entrada desde Atlanta por la I-85, de camino a Auburn, Tuskegee y Montgomery.',
  ),
  'sumter-county-welcome-center': welcome(
    'I-20/59 en dirección este, cerca del límite con Mississippi',
    'Recibe a los viajeros que llegan desde Meridian con información sobre el Black Belt, Tuscaloosa y Birmingham.',
  ),
};
