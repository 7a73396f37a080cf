import type { RecordTranslations } from './types';

/** Spanish text of the road trips, keyed by the trip's seeded slug (the slug of its English name). */
export const ROAD_TRIPS_ES: RecordTranslations = {
  'alabama-civil-rights-trail-birmingham-selma-and-montgomery': {
    name: 'Alabama Civil Rights Trail: Birmingham, Selma y Montgomery',
    summary:
      'Siga el movimiento desde las iglesias de Birmingham, a través del puente Edmund Pettus, hasta la escalinata del Capitolio.',
    description:
      'Este viaje une las tres ciudades donde el movimiento moderno por los derechos civiles obtuvo sus victorias decisivas. Empiece en el Civil Rights District de Birmingham, maneje hasta Selma para cruzar a pie el puente Edmund Pettus, siga la ruta de la marcha de 1965 por la Highway 80 a través del condado de Lowndes y termine en Montgomery, en el Legacy Museum y el National Memorial for Peace and Justice. Dese tiempo para reflexionar: estos lugares son tanto de memoria como de historia.',
  },
  'gulf-coast-beaches-and-backwaters': {
    name: 'Playas y remansos de la costa del Golfo',
    summary: 'Arena blanca, mariscos frescos y refugios silvestres desde Fort Morgan hasta la frontera con Florida.',
    description:
      'Pase tres días en la costa del Golfo de Alabama. Recorra en bicicleta el Backcountry Trail del Gulf State Park, coma camarones fritos con los pies en la arena, explore el refugio de Bon Secour y Fort Morgan, y cierre con música en vivo en el Flora-Bama, en la frontera estatal. Reserve alojamiento con anticipación para los fines de semana de primavera y verano.',
  },
  'muscle-shoals-music-weekend': {
    name: 'Fin de semana musical en Muscle Shoals',
    summary:
      'Recorra los estudios donde se escribió la historia del soul y del rock, y la casa natal del Padre del Blues.',
    description:
      'Las cuatro ciudades de los Shoals le dieron al mundo el sonido de Muscle Shoals. Visite FAME y el estudio del 3614 de Jackson Highway, conozca la cabaña de W.C. Handy, recorra el Alabama Music Hall of Fame y pase por la casa natal de Helen Keller. Coma en el centro de Florence y termine con un helado en Trowbridge’s.',
  },
  'alabama-barbecue-road-trip': {
    name: 'Ruta de la barbacoa de Alabama',
    summary: 'Salsa blanca en Decatur, costillas en Tuscaloosa y humo de nogal americano hasta Mobile.',
    description:
      'La barbacoa de Alabama va de la salsa blanca del norte del estado a las salsas para costillas de Tuscaloosa, con vinagre y pimienta. Este viaje empieza en Big Bob Gibson, en Decatur, recorre los asaderos de Birmingham, se detiene en el Dreamland original y en Archibald’s, y sigue hacia el sur por Selma hasta Mobile. Vaya con hambre y comparta los platos.',
  },
  'golf-trail-north-the-shoals-and-hampton-cove': {
    name: 'El Golf Trail en el norte: The Shoals y Hampton Cove',
    summary:
      'Juegue Fighting Joe y Schoolmaster junto al río Tennessee, y luego los campos Highlands y River cerca de Huntsville.',
    description:
      'El extremo norte del Robert Trent Jones Golf Trail reúne dos sedes muy distintas. Los campos de The Shoals se extienden sobre los acantilados que dominan el río Tennessee, y Hampton Cove está en un valle de montaña al este de Huntsville. Hospédese en el Marriott Shoals y añada una tarde en el U.S. Space & Rocket Center.',
  },
  'black-belt-back-roads': {
    name: 'Caminos rurales del Black Belt',
    summary:
      'Pueblos fantasma, colchas, mansiones neogriegas y el pueblo que inspiró Matar a un ruiseñor (To Kill a Mockingbird).',
    description:
      'Tome las carreteras tranquilas que atraviesan el Black Belt. Vea los montículos de Moundville, los edificios del Rural Studio en el condado de Hale, Gaineswood en Demopolis, las ruinas de Old Cahawba y a las artesanas de las colchas de Gee’s Bend, y termine en Monroeville, en el tribunal de Matar a un ruiseñor. Llene el tanque antes de los largos tramos rurales.',
  },
  'rockets-fossils-and-cranes-science-in-alabama': {
    name: 'Cohetes, fósiles y grullas: la ciencia en Alabama',
    summary: 'Del Saturn V en Huntsville a los meteoritos de Tuscaloosa, un viaje para mentes curiosas.',
    description:
      'Empiece bajo el Saturn V en el U.S. Space & Rocket Center y en los jardines de al lado; luego explore el Cook Museum de Decatur y, en invierno, las grullas canadienses del refugio de Wheeler. Siga hacia el sur hasta el McWane Science Center de Birmingham, el meteorito que cayó sobre una mujer en Sylacauga, en el museo de historia natural de Tuscaloosa, y los dioramas de aves de Anniston.',
  },
  'waterfalls-and-canyons-of-lookout-mountain': {
    name: 'Cascadas y cañones de Lookout Mountain',
    summary: 'Little River Canyon, DeSoto Falls, Noccalula Falls y una cueva digna de una catedral.',
    description:
      'Las montañas del noreste de Alabama esconden algunas de las mejores maravillas naturales del estado. Recorra en auto la Canyon Rim Parkway en Little River Canyon, camine hasta las cascadas del DeSoto State Park, pare a comer tarta de tomate en Mentone y baje bajo tierra en Cathedral Caverns. Los excursionistas en buena forma pueden añadir Walls of Jericho, cerca de la frontera con Tennessee. En invierno y primavera las cascadas llevan más agua.',
  },
  'mobile-bay-history-and-harbor-towns': {
    name: 'Historia y pueblos portuarios de la bahía de Mobile',
    summary: 'Acorazados, Carnaval, Africatown y los fuertes que custodiaban la bahía de Mobile.',
    description:
      'Mobile tiene más de trescientos años. Recorra el USS Alabama, el Carnival Museum y el History Museum, conozca la historia del Clotilda en Africatown y coma ostiones en Wintzell’s. Después rodee la bahía hasta Historic Blakeley, el Grand Hotel y los fuertes de Fort Morgan y Dauphin Island, unidos por el Mobile Bay Ferry de temporada.',
  },
  'wiregrass-weekend': {
    name: 'Fin de semana en el Wiregrass',
    summary: 'Helicópteros del Ejército, un monumento a un escarabajo y un lago famoso por la lobina.',
    description:
      'El sureste de Alabama es ideal para un fin de semana sin complicaciones. Vea los murales y Landmark Park en Dothan, el U.S. Army Aviation Museum en Fort Novosel y el Boll Weevil Monument en Enterprise; luego maneje hasta Eufaula para conocer su distrito histórico y Lake Eufaula.',
  },
  'northwest-alabamas-natural-wonders': {
    name: 'Maravillas naturales del noroeste de Alabama',
    summary: 'Dismalites luminosos, un puente de arenisca y las cascadas de Sipsey Wilderness.',
    description:
      'La tierra de arenisca del noroeste de Alabama está llena de sorpresas. Haga una visita nocturna a Dismals Canyon para ver los dismalites, camine bajo el Natural Bridge y recorra a pie los senderos hacia las cascadas del Bankhead National Forest. Lleve buen calzado y una linterna.',
  },
  'a-weekend-in-birmingham': {
    name: 'Un fin de semana en Birmingham',
    summary: 'Historia del hierro, museos gratuitos, restaurantes premiados y un mercado de agricultores los sábados.',
    description:
      'Birmingham merece un fin de semana largo. Suba a Vulcan para disfrutar de la vista, camine entre los altos hornos de Sloss, pase una mañana en Pepper Place Market y una tarde en el Museum of Art y los Botanical Gardens, ambos gratuitos, y luego recorra los restaurantes de Southside. Si tiene auto, añada las motocicletas de Barber.',
  },
  'coastal-birding-and-eco-trail': {
    name: 'Ruta ecológica y de observación de aves de la costa',
    summary: 'Bayous del delta, estuarios e islas barrera donde las aves migratorias tocan tierra.',
    description:
      'Las migraciones de primavera y otoño convierten la costa de Alabama en una de las mejores zonas del país para observar aves. Entre en kayak o canoa al delta Mobile-Tensaw desde 5 Rivers, recorra las pasarelas de Weeks Bay, visite el Estuarium del Sea Lab y vea cómo los pájaros cantores se posan en el santuario Audubon de Dauphin Island. No deje rastro y no se salga de los senderos.',
  },
  'alabama-in-bloom-a-garden-tour': {
    name: 'Alabama en flor: ruta de jardines',
    summary: 'De las azaleas de Bellingrath a las mariposas de Huntsville, los grandes jardines públicos del estado.',
    description:
      'La larga temporada de cultivo de Alabama hace que sus jardines estén en flor casi todo el año. Empiece en la costa, en Bellingrath y los Mobile Botanical Gardens; pase por las estatuas griegas de Jasmine Hill, cerca de Montgomery; dedique un día a los jardines de Birmingham y termine en el Huntsville Botanical Garden. La mejor época es de finales de marzo a abril.',
  },
  'game-day-tuscaloosa-and-auburn': {
    name: 'Día de partido: Tuscaloosa y Auburn',
    summary: 'Pata de gallo y naranja y azul: dos ciudades universitarias, dos estadios y sus tradiciones.',
    description:
      'En Alabama, el fútbol americano universitario es casi una religión. Recorra el Bryant Museum y el Bryant-Denny Stadium, desayune en Rama Jama’s y luego maneje hasta Auburn para ver el Jordan-Hare Stadium y tomar una limonada en Toomer’s Drugs. Los fines de semana de partido, los hoteles se llenan pronto.',
  },
  'golf-trail-central-birmingham-and-the-foothills': {
    name: 'El Golf Trail en el centro: Birmingham y las estribaciones',
    summary: 'Ross Bridge, Oxmoor Valley y Silver Lakes: 117 hoyos a menos de una hora de Birmingham.',
    description:
      'Alójese en el Renaissance Ross Bridge y juegue uno de los campos más largos del mundo a la puerta de su hotel. Los campos Ridge y Valley de Oxmoor Valley están a poca distancia en auto, y los tres recorridos de nueve hoyos de Silver Lakes se encuentran en las estribaciones de los Apalaches, al noreste. Las noches son para los restaurantes de Birmingham.',
  },
  'golf-trail-east-capitol-hill-and-grand-national': {
    name: 'El Golf Trail en el este: Capitol Hill y Grand National',
    summary: 'Salidas sobre los acantilados del río Alabama y greens en islas del lago Saugahatchee.',
    description:
      'Dos de las sedes más galardonadas del Golf Trail están a una hora de distancia. Los tres campos de Capitol Hill se encuentran junto al río Alabama, cerca de Montgomery, y Grand National rodea un lago cerca de Auburn. Hospédese en el Renaissance Montgomery y en el Marriott de Grand National.',
  },
  'golf-trail-south-cambrian-ridge-to-mobile-bay': {
    name: 'El Golf Trail en el sur: de Cambrian Ridge a la bahía de Mobile',
    summary: 'Lomas en Greenville, el Wiregrass en Dothan y robles perennes en la bahía de Mobile.',
    description:
      'Juegue la mitad sur del Golf Trail de camino a la costa. Los hoyos entre cañadas de Cambrian Ridge, los recorridos de nueve hoyos entre marismas de Highland Oaks y las calles sombreadas de Magnolia Grove conducen a los campos Lakewood del Grand Hotel, en la bahía de Mobile. El golf de invierno aquí es templado y sin aglomeraciones.',
  },
  'the-whole-robert-trent-jones-golf-trail': {
    name: 'El Robert Trent Jones Golf Trail completo',
    summary: 'Todas las sedes del Golf Trail, desde el río Tennessee hasta la bahía de Mobile.',
    description:
      'El Robert Trent Jones Golf Trail lo construyó el fondo de pensiones del estado de Alabama en la década de 1990 y hoy abarca todo el estado. Esta ruta de diez días recorre todas las sedes en orden, de norte a sur, con hoteles del Golf Trail a lo largo del camino. Los campos abren todo el año.',
  },
};

/**
 * Spanish text of the road trips' stop notes, which RecordTranslation has no field for:
 * by the trip's slug, then by the stop's place slug (a place appears once in a trip).
 */
export const ROAD_TRIP_STOP_NOTES_ES: Record<string, Record<string, string>> = {
  'alabama-civil-rights-trail-birmingham-selma-and-montgomery': {
    'birmingham-civil-rights-institute': 'Empiece con la historia completa de la campaña de 1963.',
    '16th-street-baptist-church': 'Recorra el santuario y el museo del sótano.',
    'kelly-ingram-park': 'Recorra las esculturas del Freedom Walk.',
    'ag-gaston-motel': 'El centro de operaciones de la campaña.',
    'brown-chapel-ame-church': 'Donde comenzaron las marchas de Selma.',
    'edmund-pettus-bridge': 'Cruce el puente a pie.',
    'lowndes-interpretive-center': 'A mitad de la ruta de la marcha, en la US-80.',
    'the-legacy-museum': 'Reserve al menos dos horas.',
  },
  'gulf-coast-beaches-and-backwaters': {
    'gulf-state-park': 'Alquile una bicicleta para el Backcountry Trail.',
    'bon-secour-national-wildlife-refuge': 'Recorra el Pine Beach Trail.',
    'cobalt-the-restaurant': 'Atardecer sobre Perdido Pass.',
  },
  'muscle-shoals-music-weekend': {
    'fame-recording-studios': 'Llame con anticipación para conocer los horarios de las visitas.',
    'rosenbaum-house': 'El único edificio de Frank Lloyd Wright en Alabama.',
  },
  'alabama-barbecue-road-trip': {
    'big-bob-gibson-bar-b-q': 'Pida el pollo con salsa blanca.',
  },
  'golf-trail-north-the-shoals-and-hampton-cove': {
    'rtj-the-shoals': 'Fighting Joe y Schoolmaster.',
    'rtj-hampton-cove': 'Highlands, River y el campo corto.',
  },
  'black-belt-back-roads': {
    'gees-bend-quilters': 'Llame con anticipación para conocer a las artesanas de las colchas.',
  },
  'rockets-fossils-and-cranes-science-in-alabama': {
    'us-space-and-rocket-center': 'Reserve un día completo.',
    'wheeler-national-wildlife-refuge': 'La mejor época es de diciembre a febrero.',
  },
  'waterfalls-and-canyons-of-lookout-mountain': {
    'little-river-canyon-national-preserve': 'Recorra en auto la Canyon Rim Parkway.',
    'walls-of-jericho': 'Una exigente caminata de 7 millas, ida y vuelta.',
  },
  'mobile-bay-history-and-harbor-towns': {
    'fort-morgan-state-historic-site': 'Cruce la bahía en el ferry.',
  },
  'wiregrass-weekend': {
    'us-army-aviation-museum': 'Lleve una identificación con foto para entrar en la base.',
  },
  'northwest-alabamas-natural-wonders': {
    'dismals-canyon': 'Reserve una visita nocturna.',
  },
  'a-weekend-in-birmingham': {
    'pepper-place-market': 'Los sábados por la mañana.',
  },
  'coastal-birding-and-eco-trail': {
    'dauphin-island-audubon-bird-sanctuary': 'El punto álgido de la migración es en abril.',
  },
  'alabama-in-bloom-a-garden-tour': {
    'jasmine-hill-gardens': 'Consulte el horario de temporada.',
  },
  'golf-trail-east-capitol-hill-and-grand-national': {
    'rtj-capitol-hill': 'The Judge, Senator y Legislator.',
    'rtj-grand-national': 'Los campos Lake y Links.',
  },
};
