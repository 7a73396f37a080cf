import type { RecordTranslations } from './types';

/** Spanish text of the tourism regions, keyed by the region's slug. */
export const REGIONS_ES: RecordTranslations = {
  'north-alabama': {
    name: 'Norte de Alabama',
    summary:
      'Ciencia espacial en Huntsville, el sonido de Muscle Shoals, los cañones de Lookout Mountain y los lagos del río Tennessee.',
    description:
      'El norte de Alabama sigue el curso del río Tennessee de un extremo a otro del estado. Huntsville pasó de ser un pueblo algodonero a convertirse en la Rocket City, sede del U.S. Space & Rocket Center y del Marshall Space Flight Center de la NASA. En los Shoals, Florence, Muscle Shoals, Sheffield y Tuscumbia le dieron al mundo el sonido de Muscle Shoals, a W.C. Handy y a Helen Keller. Al este, las montañas Lookout y Sand albergan Little River Canyon, DeSoto Falls y Cathedral Caverns, mientras que los lagos Guntersville y Wheeler atraen a pescadores y navegantes todo el año.',
  },
  'central-alabama': {
    name: 'Birmingham y el centro de Alabama',
    summary:
      'Los sitios emblemáticos de los derechos civiles y la cocina de autor de Birmingham, el fútbol americano universitario en Tuscaloosa y la cima más alta de Alabama.',
    description:
      'El centro de Alabama gira en torno a Birmingham, la Magic City, donde la industria del hierro y el acero iluminaba el cielo y donde la campaña por los derechos civiles de 1963 cambió al país. El Birmingham Civil Rights District, Vulcan Park y Sloss Furnaces cuentan esa historia, y los restaurantes de la ciudad han ganado premios nacionales. Al oeste de Birmingham, Tuscaloosa es la sede de la University of Alabama; al este, el Cheaha State Park corona el punto más alto del estado y el Talladega Superspeedway ruge los fines de semana de carreras.',
  },
  'river-region': {
    name: 'Montgomery y la River Region',
    summary:
      'La capital del estado, la cuna del movimiento moderno por los derechos civiles, la historia de Tuskegee y la ciudad universitaria de Auburn.',
    description:
      'Los ríos Alabama, Coosa y Tallapoosa confluyen cerca de Montgomery, la capital del estado. Aquí Rosa Parks se negó a ceder su asiento en el autobús en 1955, el Dr. Martin Luther King Jr. predicó en la Dexter Avenue Baptist Church y la marcha de Selma a Montgomery terminó en la escalinata del Capitolio. El Legacy Museum y el National Memorial for Peace and Justice hacen de la ciudad una visita imprescindible para quien quiera recorrer la historia de Estados Unidos. Muy cerca, Tuskegee rinde homenaje a Booker T. Washington y a los Tuskegee Airmen, y Auburn se viste de naranja y azul los sábados de otoño.',
  },
  'black-belt': {
    name: 'Black Belt y el oeste de Alabama',
    summary:
      'El puente Edmund Pettus de Selma, las colchas de Gee’s Bend, pueblos ribereños de antes de la guerra y amplias praderas que deben su nombre a su tierra oscura.',
    description:
      'El Black Belt debe su nombre al suelo de pradera, oscuro y fértil, que atraviesa el centro-oeste de Alabama. Es tierra de pequeños pueblos ribereños, cabañas de caza e historia profunda: el puente Edmund Pettus de Selma, donde los manifestantes fueron golpeados en el Domingo Sangriento de 1965; Old Cahawba, la primera capital permanente del estado; y Gee’s Bend, cuyas artesanas de las colchas son celebradas en museos de todo el mundo. Demopolis, Eutaw y Monroeville, la ciudad natal de Harper Lee, recompensan a quienes toman los caminos rurales.',
  },
  'south-alabama': {
    name: 'Wiregrass y el sureste de Alabama',
    summary:
      'Tierra de cacahuates, el Boll Weevil Monument de Enterprise, la aviación del Ejército en Fort Novosel y el río Chattahoochee.',
    description:
      'El sureste de Alabama se conoce como el Wiregrass por la resistente hierba nativa que antes cubría sus bosques de pino de hoja larga. Dothan, la Capital Mundial del Cacahuate, celebra cada otoño el National Peanut Festival, y Enterprise le da las gracias a un escarabajo con su famoso Boll Weevil Monument. El U.S. Army Aviation Museum se encuentra en Fort Novosel, el distrito histórico de Eufaula domina Lake Eufaula, en el Chattahoochee, y Troy y Andalusia suman deportes universitarios y festivales de primavera.',
  },
  'gulf-coast': {
    name: 'Costa del Golfo y bahía de Mobile',
    summary:
      'Playas de arena blanquísima en Gulf Shores y Orange Beach, el Mardi Gras de Mobile, ostiones y el delta Mobile-Tensaw.',
    description:
      'Las 60 millas de costa de Alabama en el Golfo reúnen playas de arena blanca en Gulf Shores, Orange Beach, Fort Morgan y Dauphin Island. Al otro lado de la bahía, Mobile es una de las ciudades más antiguas del Golfo y la cuna del Mardi Gras en Estados Unidos, con calles bordeadas de robles, el USS Alabama y un centro lleno de vida. Los pueblos de la Eastern Shore, Fairhope, Daphne y Spanish Fort, miran al oeste sobre la bahía de Mobile, y el delta Mobile-Tensaw, uno de los sistemas fluviales con mayor diversidad biológica del país, comienza justo al norte de la ciudad.',
  },
};
