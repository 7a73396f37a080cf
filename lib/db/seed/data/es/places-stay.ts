import type { RecordTranslations } from './types';

/** Spanish text of the hotels, lodges and campgrounds in ../places-stay.ts. */
export const PLACES_STAY_ES: RecordTranslations = {
  'grand-hotel-golf-resort-and-spa': {
    summary: 'La “reina de los resorts del Sur”, que recibe huéspedes junto a la bahía de Mobile desde 1847.',
    description:
      'El Grand Hotel se alza en Point Clear desde 1847 y sirvió como hospital confederado y como base de entrenamiento durante la Segunda Guerra Mundial. Hoy forma parte del Robert Trent Jones Golf Trail, con los campos de Lakewood, un spa, una marina y una playa en la bahía. El disparo diario del cañón y el té de la tarde son tradiciones de larga data.',
  },
  'the-battle-house': {
    summary: 'El gran hotel de Mobile de 1908, con una cúpula de vitrales, restaurado y reabierto en 2007.',
    description:
      'En esta esquina ha habido un hotel desde 1852; el Battle House actual abrió en 1908. Su vestíbulo está coronado por una cúpula de vitrales al estilo Tiffany, y su Crystal Ballroom es uno de los salones de baile más espléndidos del Sur. Una torre moderna añadida durante la restauración forma parte de la RSA Battle House Tower.',
  },
  'the-admiral-hotel': {
    summary: 'Un hotel del centro de 1940, antes llamado Admiral Semmes, restaurado con un tema náutico.',
    description:
      'Inaugurado en 1940 y bautizado en honor del almirante confederado Raphael Semmes, el hotel se llama hoy The Admiral y forma parte de la Curio Collection de Hilton. Su vestíbulo y sus habitaciones tienen detalles marineros. Los robles de Government Street y el Carnival Museum quedan a pocos pasos.',
  },
  'renaissance-montgomery': {
    summary:
      'Un hotel del centro junto al Riverwalk y a la zona de ocio The Alley, parte de la colección de hoteles del Golf Trail.',
    description:
      'El Renaissance Montgomery es el eje de la ribera de la ciudad: está conectado con el centro de convenciones y a poca distancia a pie del Legacy Museum y del Riverwalk Stadium. Su spa y su piscina en la azotea lo convierten en una base cómoda. Los golfistas se alojan aquí para jugar en los campos de Capitol Hill, en Prattville.',
  },
  'renaissance-ross-bridge': {
    summary: 'Un resort de estilo château con vista al campo de Ross Bridge.',
    description:
      'El resort Ross Bridge está construido al estilo de una casa señorial escocesa, por encima del campo Ross Bridge del Golf Trail. Al anochecer, los huéspedes se reúnen en la terraza mientras un gaitero toca la gaita al otro lado de los lagos. Su spa es uno de los más grandes del estado.',
  },
  'marriott-shoals': {
    summary: 'Una torre a orillas del río Tennessee con un restaurante giratorio en lo alto.',
    description:
      'El Marriott Shoals se alza junto al río Tennessee, cerca del puente O’Neal. Su restaurante 360 Grille gira lentamente en lo alto de la torre, con vista al río y a la región de The Shoals. Es el hotel del Golf Trail para los campos Fighting Joe y Schoolmaster.',
  },
  'marriott-grand-national': {
    summary: 'Un resort a orillas del lago Saugahatchee, junto a los campos de Grand National.',
    description:
      'Este Marriott tiene vista al lago de Grand National, a pocos minutos de la Universidad de Auburn. Los paquetes de golf, el spa y la vista al lago lo hacen muy popular tanto en los fines de semana de fútbol americano como en los viajes de golf. Si viene a un partido de local, reserve con anticipación.',
  },
  'the-lodge-at-gulf-state-park': {
    summary: 'Un hotel frente a la playa, construido con estrictas normas de sostenibilidad dentro de Gulf State Park.',
    description:
      'The Lodge at Gulf State Park, un hotel de Hilton, abrió en 2018 en el lugar del antiguo hotel del parque, destruido por huracanes. Se construyó con altos estándares ambientales, con restauración de dunas, vegetación autóctona y control de aguas pluviales. Los huéspedes salen directamente a la playa o al Backcountry Trail.',
  },
  'perdido-beach-resort': {
    summary: 'Un resort de estilo mediterráneo frente a la playa en Orange Beach.',
    description:
      'Perdido Beach Resort recibe a familias y convenciones desde la década de 1980, con su inconfundible aire mediterráneo. Todas las habitaciones dan al Golfo, y la piscina cubierta y al aire libre y el servicio de playa facilitan el descanso. The Wharf y Perdido Pass quedan cerca.',
  },
  'turquoise-place': {
    summary: 'Condominios de lujo frente a la playa con jacuzzi privado en el balcón.',
    description:
      'Turquoise Place se eleva sobre Orange Beach con condominios de dos a cinco recámaras, cada uno con un jacuzzi en el balcón frente al Golfo. Los huéspedes disponen de un río lento, canchas de tenis y un gimnasio. Es ideal para familias y grupos en estadías largas.',
  },
  'the-beach-club-resort-and-spa': {
    summary: 'Un resort tranquilo en la península de Fort Morgan, lejos de las multitudes de Gulf Shores.',
    description:
      'The Beach Club se encuentra al oeste de Gulf Shores, en un tramo menos urbanizado de la península de Fort Morgan. Sus residencias en condominio, piscinas y spa dan a las dunas y a una amplia playa. El Bon Secour National Wildlife Refuge está a un corto trayecto en auto hacia el oeste.',
  },
  'gulf-state-park-campground': {
    summary: 'Casi 500 sitios para acampar junto al lago Shelby, conectados con la playa por senderos para bicicleta.',
    description:
      'El campamento de Gulf State Park tiene sitios con todas las conexiones (agua, electricidad y drenaje), sitios rústicos sin servicios y cabañas para acampar cerca del lago Shelby. El Backcountry Trail lleva a los campistas a la playa, al centro de la naturaleza y al muelle sin necesidad de auto. Reserve con anticipación para la primavera y el verano.',
  },
  'the-redmont-hotel': {
    summary:
      'El hotel en funcionamiento más antiguo de Birmingham, abierto en 1925 y restaurado con un bar en la azotea.',
    description:
      'The Redmont abrió en 1925 y lleva un siglo recibiendo viajeros en el centro. Una restauración completa, terminada en 2017, conservó su vestíbulo histórico y añadió habitaciones modernas y el bar en la azotea The Roof. El Civil Rights District está a pocas cuadras.',
  },
  'elyton-hotel': {
    summary: 'Un hotel boutique en el Empire Building de 1909, uno de los primeros rascacielos de Birmingham.',
    description:
      'El Empire Building se levantó en la llamada “esquina más pesada del mundo”, en First Avenue North y la calle 20, donde se alzaban cuatro de los primeros rascacielos. El Elyton Hotel lo restauró en 2016 y conservó sus detalles de mármol y bronce. Desde su bar en la azotea, Moonshine, se domina el centro.',
  },
  'the-tutwiler-hotel': {
    summary: 'Un emblemático edificio de departamentos de 1914, hoy convertido en hotel, junto a Linn Park.',
    description:
      'The Tutwiler, hoy un Hampton Inn & Suites, ocupa un edificio de 1914 que nació como departamentos de lujo. Su vestíbulo conserva las yeserías ornamentadas y las lámparas de araña de los años de auge de Birmingham. Linn Park y el Birmingham Museum of Art están al lado.',
  },
  'hotel-capstone': {
    summary: 'El hotel de la Universidad de Alabama, a poca distancia a pie del estadio Bryant-Denny.',
    description:
      'Hotel Capstone está en el campus de la Universidad de Alabama, junto al Bryant Conference Center y al Bryant Museum. Las habitaciones se llenan rápido los fines de semana de fútbol americano. Por su ubicación, no hace falta auto para recorrer el campus.',
  },
  'the-westin-huntsville': {
    summary: 'Un hotel en Bridge Street Town Centre, con tiendas y restaurantes a la puerta.',
    description:
      'The Westin tiene vista al lago de Bridge Street Town Centre, una zona comercial al aire libre cerca de Research Park. Los huéspedes van a pie a restaurantes y tiendas, y el U.S. Space & Rocket Center queda a un corto trayecto en auto. Es popular tanto entre quienes viajan por negocios como entre las familias.',
  },
  'huntsville-marriott': {
    summary: 'El hotel vecino del Saturn V, a poca distancia a pie del Space & Rocket Center.',
    description:
      'El Huntsville Marriott comparte terreno con el U.S. Space & Rocket Center, así que los huéspedes pueden ir caminando al museo y a Space Camp. Muchas habitaciones dan al parque de cohetes. El Botanical Garden está al otro lado de la calle.',
  },
  'desoto-state-park-lodge': {
    summary: 'Un hotel de montaña, chalets y cabañas de troncos en Lookout Mountain.',
    description:
      'DeSoto State Park ofrece habitaciones en el hotel del parque, chalets, cabañas de troncos construidas por el CCC (Civilian Conservation Corps) y un campamento en el bosque, a lo largo del brazo oeste (West Fork) del Little River. El restaurante Mountain Inn sirve comida sureña. Los senderos hacia las cascadas comienzan a pocos pasos de las habitaciones.',
  },
  'lake-guntersville-lodge': {
    summary: 'Un hotel en lo alto de una cresta con amplias vistas al lago Guntersville.',
    description:
      'El hotel de Lake Guntersville State Park está en Taylor Mountain, por encima del lago. Sus habitaciones, chalets y cabañas dan acceso a senderos, a la playa y, en invierno, a los fines de semana de observación de águilas. Los ventanales del restaurante enmarcan el agua.',
  },
  'cheaha-lodging': {
    summary: 'Habitaciones de hotel, chalets y cabañas del CCC en la montaña más alta de Alabama.',
    description:
      'El alojamiento de Cheaha State Park incluye un hotel, chalets al borde del acantilado y rústicas cabañas de piedra construidas en la década de 1930. El restaurante Vista Cliffside domina el valle. Ver el amanecer desde el acantilado bien vale madrugar.',
  },
  'joe-wheeler-state-park-lodge': {
    summary: 'Un hotel a orillas del lago Wheeler, con marina y campo de golf.',
    description:
      'El hotel de Joe Wheeler State Park está a la orilla del lago Wheeler, sobre el río Tennessee. El parque tiene una marina con todos los servicios, un campo de golf de 18 hoyos, cabañas y un campamento. Los pescadores vienen por la lobina, el crappie y el bagre.',
  },
  'lakepoint-lodge': {
    summary: 'Cabañas, casitas y sitios para acampar en el lago Eufaula.',
    description:
      'Lakepoint State Park ofrece casitas, cabañas y un gran campamento a orillas del lago Eufaula. Los pescadores de lobina salen de la marina al amanecer, y las familias nadan y hacen caminatas. El distrito histórico de Eufaula está a pocas millas al sur.',
  },
  'wind-creek-atmore': {
    summary: 'Un hotel resort con casino, propiedad de la Banda Poarch de los indios creek.',
    description:
      'Wind Creek Atmore es un hotel resort con casino en tierras de la Banda Poarch de los indios creek (Poarch Band of Creek Indians), la única tribu de Alabama reconocida por el gobierno federal. Tiene spa, varios restaurantes y un espacio para espectáculos. Cada Día de Acción de Gracias se celebra muy cerca el Poarch Creek Pow Wow.',
  },
  'wind-creek-wetumpka': {
    summary: 'Una torre de hotel con casino a orillas del río Coosa, cerca de Montgomery.',
    description:
      'Wind Creek Wetumpka se alza junto al río Coosa, en tierras de la Banda Poarch de los indios creek. El resort tiene una torre de hotel, restaurantes y espectáculos. Fort Toulouse-Fort Jackson Park queda a un corto trayecto en auto.',
  },
  'riverview-plaza': {
    summary: 'Una torre del centro con vista al río Mobile, parte de la colección de hoteles del Golf Trail.',
    description:
      'El Riverview Plaza domina el río Mobile y el puerto, y los desfiles de Mardi Gras pasan muy cerca. Los huéspedes van a pie al Exploreum, al History Museum y a los restaurantes de Dauphin Street. Los golfistas se alojan aquí para jugar en Magnolia Grove.',
  },
  'monte-sano-cabins': {
    summary:
      'Cabañas de piedra y madera construidas por el Civilian Conservation Corps en la montaña que domina Huntsville.',
    description:
      'Las rústicas cabañas de Monte Sano fueron construidas por el CCC en la década de 1930 a lo largo del borde de la montaña, y muchas tienen chimenea de piedra y porche. El parque también tiene un campamento con sitios acondicionados y sitios rústicos. Los senderos comienzan a pocos pasos de la puerta.',
  },
  'oak-mountain-state-park-campground': {
    summary: 'Sitios para acampar y cabañas en el parque estatal más grande de Alabama, a media hora de Birmingham.',
    description:
      'El campamento de Oak Mountain tiene sitios acondicionados, sitios rústicos y cabañas cerca de los lagos. Muy cerca hay senderismo, ciclismo de montaña, pesca y una playa. Es una base tranquila para visitar Birmingham.',
  },
  'dauphin-island-campground': {
    summary: 'Un campamento junto al Audubon Bird Sanctuary, con un sendero privado hasta la playa.',
    description:
      'Dauphin Island Campground está en el extremo este de la isla, junto al santuario de aves Audubon Bird Sanctuary. Los campistas van a pie a la playa, a Fort Gaines y al Sea Lab Estuarium. La migración de primavera atrae a observadores de aves de todo el país.',
  },
  'meaher-state-park': {
    summary:
      'Un pequeño parque a la orilla del agua en el Causeway, con sitios para acampar, cabañas y un muelle de pesca sobre el delta.',
    description:
      'Meaher State Park está en los humedales de la cabecera de la bahía de Mobile, donde el delta Mobile-Tensaw se une a la bahía. Los sitios para acampar y las cabañas dan al agua, y un paseo entablado y un muelle de pesca se adentran en la marisma. Las puestas de sol sobre Mobile son el espectáculo de cada noche.',
  },
};
