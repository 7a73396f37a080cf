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
};
