import type { RecordTranslations } from './types';

/** Spanish text of the Robert Trent Jones Golf Trail courses in ../places-golf.ts. */
export const PLACES_GOLF_ES: RecordTranslations = {
  'rtj-ross-bridge': {
    summary: 'Uno de los campos más largos del mundo, al pie de un resort con aire de castillo en Hoover.',
    description:
      'Desde los tees más atrasados, Ross Bridge supera las 8,000 yardas y serpentea entre lagos y cascadas al pie del resort Renaissance Ross Bridge. Al atardecer, un gaitero recorre el campo tocando la gaita. Ha sido sede de torneos del PGA Tour Champions.',
  },
  'rtj-oxmoor-valley': {
    summary: 'Dos campos de 18 hoyos y un campo corto trazados entre las lomas de una antigua granja lechera.',
    description:
      'Los campos Ridge y Valley de Oxmoor Valley recorren colinas boscosas del sur de Birmingham, con marcados desniveles. El Short Course, de nueve hoyos, es ideal para calentar. Es la sede del Golf Trail más cercana al centro de la ciudad.',
  },
  'rtj-capitol-hill': {
    summary: 'Tres campos de campeonato a orillas del río Alabama, sede de un torneo de la LPGA.',
    description:
      'Los campos Judge, Senator y Legislator de Capitol Hill se extienden sobre acantilados y humedales junto al río Alabama, a las afueras de Montgomery. El Judge abre con un golpe de salida desde un acantilado a unos 200 pies por encima de la calle. El Senator es un campo de estilo links, con montículos ondulados.',
  },
  'rtj-grand-national': {
    summary:
      'Dos campos y un campo corto alrededor del lago Saugahatchee, a menudo entre los mejores campos públicos de cualquier parte.',
    description:
      'Los campos Lake y Links de Grand National rodean un lago de 600 acres cerca de Auburn y Opelika. Muchos hoyos se juegan sobre el agua o a su orilla, entre ellos el par 3 con green en isla del campo Lake. Ha sido sede de torneos del PGA Tour y de la LPGA.',
  },
  'rtj-magnolia-grove': {
    summary: 'Dos campos entre magnolias y robles siempre verdes en el oeste de Mobile.',
    description:
      'Los campos Crossings y Falls de Magnolia Grove están a la sombra de magnolias y atravesados por arroyos y barrancos. El Falls debe su nombre a las cascadas de sus últimos nueve hoyos. Es la sede más al sur del Golf Trail y se juega bien hasta entrado el invierno.',
  },
  'rtj-hampton-cove': {
    summary: 'Los campos Highlands y River, en un valle al pie de las montañas de Huntsville.',
    description:
      'Hampton Cove, al este de Huntsville, combina el campo Highlands con el River, que no tiene búnkeres y basa su dificultad en el agua y los árboles. Un campo corto completa la sede. Desde las calles se ven Monte Sano y Huntsville Mountain.',
  },
  'rtj-silver-lakes': {
    summary: 'Veintisiete hoyos en las estribaciones de los Apalaches, entre Gadsden y Anniston.',
    description:
      'Silver Lakes ofrece tres campos de nueve hoyos, Heartbreaker, Mindbreaker y Backbreaker (algo así como “rompecorazones”, “rompecabezas” y “rompespaldas”), que se combinan para jugar 18. Los nombres dicen lo que le espera en sus calles onduladas y bordeadas de árboles. También cuenta con un campo corto.',
  },
  'rtj-the-shoals': {
    summary: 'Fighting Joe y Schoolmaster, dos campos sobre los acantilados que dominan el río Tennessee.',
    description:
      'Los campos de The Shoals llevan nombres de héroes locales: Fighting Joe, por el general confederado Joseph Wheeler, y Schoolmaster, por uno de los primeros maestros de la zona. Fighting Joe fue el primer campo del mundo en superar las 8,000 yardas. Muchos hoyos tienen vista al río Tennessee, cerca de la presa Wilson.',
  },
  'rtj-highland-oaks': {
    summary:
      'Veintisiete hoyos en las suaves colinas de la región de Wiregrass, cerca de la sede del National Peanut Festival.',
    description:
      'Highland Oaks tiene tres recorridos de nueve hoyos, Highlands, Magnolia y Marshwood, además de un campo corto. Los hoyos de Marshwood atraviesan humedales, y la sede ha acogido torneos del Korn Ferry Tour. Es la parada del Golf Trail en el sureste de Alabama.',
  },
  'rtj-cambrian-ridge': {
    summary: 'Veintisiete hoyos sobre crestas que dominan un lago, una de las paradas más pintorescas del recorrido.',
    description:
      'Los recorridos de nueve hoyos Canyon, Sherling y Loblolly de Cambrian Ridge suben y bajan por empinadas crestas sobre el lago Sherling, en el condado de Butler. Los par 3 del Canyon se juegan desde tees elevados por encima de profundos barrancos. Queda a poca distancia de la Interestatal 65, entre Montgomery y Mobile.',
  },
  'rtj-lakewood': {
    summary: 'Los campos Azalea y Dogwood del Grand Hotel, entre robles siempre verdes junto a la bahía de Mobile.',
    description:
      'Lakewood Golf Club recibe a los huéspedes del Grand Hotel desde la década de 1940. Sus campos Azalea y Dogwood serpentean entre robles siempre verdes, magnolias y lagunas, a un corto trayecto en carrito de la bahía. El club se unió al Golf Trail junto con el Grand Hotel.',
  },
};
