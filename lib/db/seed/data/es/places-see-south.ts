import type { RecordTranslations } from './types';

/** Spanish text of the Gulf Coast, Mobile Bay and Wiregrass attractions in ../places-see-south.ts. */
export const SEE_SOUTH_ES: RecordTranslations = {
  'uss-alabama-battleship-memorial-park': {
    summary:
      'Un acorazado de la Segunda Guerra Mundial, un submarino y un pabellón de aviones a orillas de la bahía de Mobile.',
    description:
      'El USS Alabama sirvió en el Atlántico y el Pacífico durante la Segunda Guerra Mundial y llegó a la bahía de Mobile en 1964, después de que los escolares del estado ayudaran a reunir fondos para salvarlo. Los visitantes recorren sus cubiertas, torretas y salas de máquinas, y luego visitan el submarino USS Drum. El pabellón de aviones reúne aeronaves desde la Segunda Guerra Mundial hasta el A-12 Blackbird.',
  },
  'bellingrath-gardens-and-home': {
    summary:
      'Sesenta y cinco acres de jardines a orillas del río Fowl, en flor todo el año, alrededor de una casa de 1935.',
    description:
      'Walter y Bessie Bellingrath, que hicieron fortuna embotellando Coca-Cola, convirtieron un campamento de pesca en uno de los grandes jardines del Sur. Las azaleas en primavera, las rosas en verano, los crisantemos en otoño y las camelias en invierno le dan color todo el año, y cada diciembre el espectáculo de luces Magic Christmas in Lights atrae a multitudes. La casa amueblada y los paseos por el río completan la visita.',
  },
  'gulf-state-park': {
    summary:
      'Dos millas de playa de arena blanca, lagos de agua dulce y el sendero Hugh S. Branyon Backcountry Trail, de 28 millas.',
    description:
      'Gulf State Park protege unos 6,500 acres de playa, dunas, bosque costero y lagos entre Gulf Shores y Orange Beach. El Backcountry Trail une nueve ecosistemas y se recorre en bicicleta o a pie, y el muelle del parque se adentra más de 1,500 pies en el Golfo. Los programas de su centro de naturaleza y la restauración de las dunas lo convierten en un modelo de turismo costero responsable.',
  },
  'gulf-shores-public-beach': {
    summary:
      'La principal playa pública, al final de la Highway 59, con salvavidas, duchas y restaurantes a pocos pasos.',
    description:
      'La playa pública de Gulf Shores está donde la Highway 59 llega al Golfo, con estacionamiento, baños y redes de voleibol sobre una arena de cuarzo muy fina. En temporada hay salvavidas vigilando el agua, y las banderas de la playa indican cada día el estado del mar. The Hangout y otros restaurantes quedan a unos pasos.',
  },
  'the-wharf': {
    summary: 'Un pueblo frente al agua con tiendas, restaurantes, una marina, una noria y un anfiteatro.',
    description:
      'The Wharf se extiende a lo largo del canal Intracoastal Waterway en Orange Beach, con una calle principal llena de tiendas y restaurantes. Su noria se alza sobre la marina, y en los meses cálidos el anfiteatro recibe giras de artistas nacionales. Desde sus muelles salen paseos para ver delfines y excursiones de pesca.',
  },
  'fort-morgan-state-historic-site': {
    summary: 'El fuerte de ladrillo en forma de estrella que defendió la bahía de Mobile durante la batalla de 1864.',
    description:
      'Fort Morgan se terminó en 1834 en la punta de la península de Mobile Point. En agosto de 1864, el almirante de la Unión David Farragut hizo pasar su flota frente a sus cañones y, según se cuenta, gritó: “¡Al diablo los torpedos!”. El fuerte volvió a usarse en la guerra hispano-estadounidense y en las dos guerras mundiales, y hoy se pueden recorrer sus murallas y túneles.',
  },
  'bon-secour-national-wildlife-refuge': {
    summary:
      'Dunas, playa y bosque costero en estado natural que dan refugio a aves canoras migratorias y a tortugas marinas que anidan.',
    description:
      'Bon Secour, que en francés significa “puerto seguro”, protege unos 7,000 acres en la península de Fort Morgan. Senderos como Jeff Friend y Pine Beach atraviesan pinares y bordean lagunas hasta llegar a playas tranquilas. En primavera y otoño, el refugio es uno de los primeros lugares donde se posan las aves canoras que cruzan el Golfo.',
  },
  'dauphin-island-audubon-bird-sanctuary': {
    summary: 'Un santuario de 164 acres con pinares, un lago y dunas, famoso por la migración de primavera.',
    description:
      'En primavera, Dauphin Island suele ser la primera tierra que encuentran las aves tras cruzar el Golfo de México. Las pasarelas y senderos del santuario pasan junto a un pequeño lago, un pantano y la playa, y en abril los observadores de aves se reúnen para ver bajar del cielo tangaras, azulejos y reinitas. La entrada es gratuita; le pedimos que no se salga de los senderos señalizados.',
  },
  'fort-gaines': {
    summary: 'Un fuerte de la Guerra Civil en el extremo este de Dauphin Island, con una herrería en funcionamiento.',
    description:
      'Durante la batalla de 1864, Fort Gaines hacía frente a Fort Morgan al otro lado de la entrada de la bahía de Mobile. Los visitantes recorren sus bastiones de ladrillo, túneles y cocinas, y actores caracterizados hacen demostraciones de herrería y disparos de cañón. El transbordador Mobile Bay Ferry, que cruza hasta Fort Morgan, atraca justo al lado.',
  },
  'dauphin-island-sea-lab-estuarium': {
    summary: 'Un acuario público que recorre las aguas de Alabama, desde el Delta hasta mar abierto en el Golfo.',
    description:
      'El Estuarium es la cara pública del Dauphin Island Sea Lab, el centro de investigación en ciencias marinas del estado. Sus acuarios y exhibiciones muestran el delta Mobile-Tensaw, la bahía de Mobile, las islas barrera y el Golfo, con un tanque donde se pueden tocar los animales y, afuera, una pasarela sobre una marisma viva. Es una manera fácil de conocer la costa antes de explorarla.',
  },
  'weeks-bay-national-estuarine-research-reserve': {
    summary:
      'Pasarelas sobre una ciénaga de plantas jarra y una marisma de marea donde los ríos Fish y Magnolia se unen a la bahía de Mobile.',
    description:
      'La reserva Weeks Bay protege marismas, pantanos y ciénagas donde el agua dulce de los ríos se mezcla con la de la bahía de Mobile. El centro de interpretación tiene animales vivos y exhibiciones sobre los estuarios, y las pasarelas llevan hasta la bahía y hasta una ciénaga de plantas jarra, que son carnívoras. Sus programas enseñan a los visitantes a disfrutar de la costa sin dañarla.',
  },
  'five-rivers-delta-resource-center': {
    summary:
      'La puerta de entrada al delta Mobile-Tensaw, con exhibiciones, una sala de proyecciones y puntos de salida para canoas y kayaks.',
    description:
      'El delta Mobile-Tensaw es uno de los deltas fluviales con mayor diversidad biológica de Norteamérica, hogar de caimanes, águilas calvas y decenas de especies de peces y tortugas. 5 Rivers, en el Causeway, presenta el delta con exhibiciones y una película, y las empresas de excursiones organizan recorridos a remo y en bote por los bayous. Su nombre viene de los ríos Mobile, Spanish, Tensaw, Apalachee y Blakeley.',
  },
  'historic-blakeley-state-park': {
    summary: 'El escenario de una de las últimas grandes batallas de la Guerra Civil, librada el 9 de abril de 1865.',
    description:
      'Historic Blakeley conserva los terraplenes de la batalla de Fort Blakeley, en la que las United States Colored Troops, los regimientos de soldados afroamericanos, tuvieron un papel importante en la victoria de la Unión el mismo día en que Lee se rindió en Appomattox. El parque también conserva el sitio del pueblo de Blakeley, de 1814, y millas de senderos bajo robles perennes. Desde su embarcadero salen paseos en bote por el delta.',
  },
  'fairhope-municipal-pier': {
    summary:
      'Un muelle de un cuarto de milla en la bahía de Mobile, con un jardín de rosas, patos y las mejores puestas de sol de la Eastern Shore.',
    description:
      'El muelle de Fairhope se adentra unos 1,448 pies en la bahía de Mobile desde un parque con una fuente y un jardín de rosas. Cada tarde, los vecinos vienen a pescar y a pasear para ver el sol ponerse detrás de Mobile. Cuesta arriba quedan las calles llenas de flores, las librerías y los restaurantes del centro de Fairhope.',
  },
  'mobile-carnival-museum': {
    summary:
      'Mantos reales con sus colas, carrozas e historia de la celebración de Mardi Gras más antigua de los Estados Unidos.',
    description:
      'Mobile celebró el primer Carnaval en lo que hoy son los Estados Unidos, y sus sociedades místicas siguen desfilando cada año. El museo, en la Bernstein-Bush House de 1872, exhibe los mantos enjoyados y las colas de los reyes y reinas del Carnaval, carrozas de desfile y máscaras. Sus exhibiciones explican las tradiciones, desde los moon pies hasta las sociedades místicas.',
  },
  'history-museum-of-mobile': {
    summary: 'Tres siglos de la historia de Mobile en el antiguo Southern Market y Ayuntamiento de 1857.',
    description:
      'Situado en el centro, en un edificio declarado Monumento Histórico Nacional, el Museo de Historia de Mobile sigue a la ciudad desde su fundación por los franceses en 1702, pasando por el dominio español, británico y estadounidense. Entre sus piezas hay objetos del Clotilda, el último barco conocido que trajo africanos esclavizados a los Estados Unidos. La colección abarca además el puerto, el Carnaval y las guerras de Mobile.',
  },
  'africatown-heritage-house': {
    summary: 'La historia de los sobrevivientes del Clotilda que fundaron Africatown, con objetos del barco.',
    description:
      'En 1860, la goleta Clotilda trajo ilegalmente a 110 africanos a Mobile, décadas después de que se prohibiera la trata de esclavos. Tras la emancipación, los sobrevivientes fundaron Africatown, al norte de la ciudad, donde conservaron su lengua y sus costumbres. La Heritage House, inaugurada en 2023, muestra objetos rescatados del naufragio y las historias de los fundadores y sus descendientes.',
  },
  'oakleigh-historic-complex': {
    summary:
      'Una casa museo de estilo neogriego de 1833, bajo robles perennes, en el Oakleigh Garden District de Mobile.',
    description:
      'Oakleigh se construyó en 1833 y está amueblada con piezas de artes decorativas de Mobile de las décadas de 1830 a 1850. El complejo incluye una cabaña criolla y la Cook’s House, que cuenta la vida de las personas esclavizadas que trabajaron allí. El barrio que la rodea es uno de los más bonitos de Mobile para recorrer a pie.',
  },
  'mobile-botanical-gardens': {
    summary: 'Camelias, azaleas y un bosque de pinos de hoja larga en Langan Park, en Mobile.',
    description:
      'Mobile Botanical Gardens abarca unos 100 acres en el oeste de Mobile, con una de las mayores colecciones de camelias y azaleas perennes de la región. Un bosque protegido de pinos de hoja larga muestra el paisaje nativo de la llanura costera. Cada primavera y cada otoño, los jardines organizan ventas de plantas.',
  },
  'exploreum-science-center': {
    summary: 'Un museo de ciencias en el centro de Mobile, con salas interactivas y un cine de pantalla gigante.',
    description:
      'El Gulf Coast Exploreum Science Center ocupa una manzana frente al agua en el centro de Mobile, con exhibiciones interactivas sobre física, salud y medio ambiente. Las exposiciones itinerantes cambian a lo largo del año, y en su cine se proyectan películas de ciencia y naturaleza. Es una buena opción para las familias en un día de lluvia.',
  },
  'owa-parks-and-resort': {
    summary:
      'Un parque de diversiones, un parque acuático cubierto y un distrito de tiendas y restaurantes a cargo de la Poarch Band of Creek Indians.',
    description:
      'OWA, que significa “agua grande” en lengua muscogee, es un complejo turístico en Foley propiedad de la Poarch Band of Creek Indians. The Park at OWA tiene montañas rusas y atracciones familiares, Tropic Falls es un parque acuático cubierto y al aire libre, y Downtown OWA reúne restaurantes y tiendas alrededor de un lago. Queda a poca distancia en auto de la playa.',
  },
  'us-army-aviation-museum': {
    summary:
      'Más de 160 aeronaves militares, desde los primeros aviones hasta helicópteros modernos, en la sede de la aviación del Ejército.',
    description:
      'En Fort Novosel, antes llamado Fort Rucker, se forman todos los pilotos de helicóptero del Ejército, y su museo tiene una de las mayores colecciones de helicópteros del mundo. Las exhibiciones recorren la historia de la aviación del Ejército, desde los hermanos Wright hasta los Huey de la época de Vietnam y los Apache modernos. Los visitantes deben pasar por el centro de control de visitantes de la base con una identificación con foto.',
  },
  'boll-weevil-monument': {
    summary:
      'El único monumento del mundo dedicado a una plaga agrícola, en agradecimiento al gorgojo que llevó a los agricultores a sembrar cacahuate.',
    description:
      'Después de que el gorgojo del algodón arruinara la cosecha de algodón en la década de 1910, los agricultores del condado de Coffee se pasaron al cacahuate y prosperaron. En 1919, Enterprise dedicó un monumento al insecto en su intersección principal; el gorgojo que la estatua sostiene en alto se añadió más tarde. La estatua original se guarda bajo techo, y en la fuente se alza una réplica.',
  },
  'landmark-park': {
    summary:
      'El museo agrícola oficial de Alabama, con una granja de la década de 1890, senderos naturales y un planetario.',
    description:
      'Landmark Park abarca unos 135 acres en el lado norte de Dothan. Su granja de historia viviente recrea una finca del Wiregrass con casa, ahumadero y animales de granja, y un pueblo con iglesia, escuela y tienda general. Pasarelas y senderos naturales serpentean por el bosque.',
  },
  'wiregrass-museum-of-art': {
    summary:
      'Un museo de arte en el centro de la ciudad, en una central eléctrica de 1912, con una sala interactiva para niños.',
    description:
      'El Wiregrass Museum of Art presenta arte contemporáneo del Sur y exposiciones itinerantes en la antigua central eléctrica de Dothan. Su sala ARTventure ofrece a los visitantes más jóvenes un espacio para crear sus propias obras. Los grandes murales al aire libre del centro de Dothan, que representan la historia de la región, quedan a poca distancia a pie.',
  },
  'shorter-mansion': {
    summary:
      'Una mansión neoclásica con diecisiete columnas corintias en la histórica North Eufaula Avenue de Eufaula.',
    description:
      'Construida en 1884 y remodelada en 1906, la Shorter Mansion es la sede de la Eufaula Heritage Association y un museo de historia local. Es la pieza central del Seth Lore and Irwinton Historic District, que reúne cientos de edificios del siglo XIX bien conservados. En primavera, la Eufaula Pilgrimage abre casas particulares a los visitantes.',
  },
  'lakepoint-state-park': {
    summary:
      'Un parque a orillas del lago Eufaula, la “capital mundial de la lobina grande”, con marina, cabañas y área para acampar.',
    description:
      'Lakepoint State Park se encuentra en la orilla oeste del lago Eufaula, un embalse de 45,000 acres en el río Chattahoochee conocido por su lobina negra. El parque tiene marina, área para acampar, cabañas y senderos. El vecino Eufaula National Wildlife Refuge es una parada invernal para patos, gansos y grullas canadienses.',
  },
  'conecuh-national-forest': {
    summary:
      'Bosque de pinos de hoja larga, lagunas de agua clara y el Conecuh Trail, de 20 millas, a lo largo del límite con Florida.',
    description:
      'El Conecuh National Forest protege unos 84,000 acres de pinos de hoja larga, ciénagas de plantas jarra y lagunas de cipreses en el sur de Alabama. El Conecuh Trail une las áreas recreativas de Open Pond y Blue Lake, donde los visitantes nadan, acampan y pescan. Las quemas prescritas mantienen sano el ecosistema del pino de hoja larga para las tortugas gopher y el pájaro carpintero de escarapela roja.',
  },
  'frank-jackson-state-park': {
    summary:
      'Un tranquilo parque junto a un lago en Opp, con una pasarela hasta una isla, sitios para acampar y pesca.',
    description:
      'Frank Jackson State Park rodea el lago Frank Jackson, de 1,000 acres. Una pasarela cruza el agua hasta Jacob’s Island, y los senderos bordean la orilla. Los pescadores vienen en busca de lobina, mojarra y crappie.',
  },
};
