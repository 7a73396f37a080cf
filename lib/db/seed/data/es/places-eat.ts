import type { RecordTranslations } from './types';

/** Spanish text of the restaurants, barbecue joints, oyster bars and breweries in ../places-eat.ts. */
export const PLACES_EAT_ES: RecordTranslations = {
  'big-bob-gibson-bar-b-q': {
    summary: 'Donde nació en 1925 la salsa blanca de Alabama, aún en manos de la familia de Bob Gibson.',
    description:
      'Bob Gibson empezó a cocinar en un foso en el patio de su casa en Decatur en 1925 y bañaba sus pollos ahumados en una salsa ácida de mayonesa y vinagre que se convirtió en la emblemática salsa blanca de Alabama. Sus descendientes siguen al frente del restaurante, y sus maestros del ahumado han ganado numerosos campeonatos mundiales de barbacoa. Pida el pollo con salsa blanca y una rebanada de pastel.',
  },
  'dreamland-bar-b-que-tuscaloosa': {
    summary:
      'El Dreamland original en Jerusalem Heights, donde John “Big Daddy” Bishop empezó a servir costillas en 1958.',
    description:
      'El local original de Dreamland sirve costillas, pan blanco y salsa, y poco más, tal como lo ha hecho durante décadas. Sus paredes están cubiertas de placas de autos y letreros, y para los aficionados del Crimson Tide es un ritual de los fines de semana de partido. El lema lo dice todo: “Ain’t nothing like ’em nowhere” (no hay nada igual en ningún lado).',
  },
  'dreamland-bar-b-que-birmingham': {
    summary: 'La sucursal de Dreamland en Southside, que sirve sus famosas costillas al pie de Vulcan desde 1993.',
    description:
      'El Dreamland de Birmingham trajo a Southside las costillas ahumadas con leña de nogal americano de la familia de Tuscaloosa. El menú es un poco más amplio que el del original, con cerdo deshebrado, pollo y pudín de banana, pero las costillas y la salsa ácida son las mismas. Queda a un corto trayecto en auto de Five Points South.',
  },
  'saws-soul-kitchen': {
    summary:
      'El mostrador de barbacoa y soul food de Avondale, conocido por su cerdo con verduras de hoja sobre sémola de maíz.',
    description:
      'Saw’s Soul Kitchen, parte de la familia de restaurantes de barbacoa Saw’s de Birmingham, acompaña sus carnes ahumadas con guarniciones de soul food, la cocina tradicional afroamericana del Sur. Los favoritos son el cerdo con verduras de hoja sobre sémola de maíz con queso y el pollo ahumado con salsa blanca. Avondale Brewing está al lado.',
  },
  'golden-rule-bar-b-q': {
    summary:
      'Uno de los restaurantes de barbacoa más antiguos de Alabama, cuyos orígenes se remontan a un puesto de carretera de 1891.',
    description:
      'Golden Rule nació como parada para los viajeros en el camino entre Birmingham y Atlanta, donde se podía comprar cerveza y barbacoa. El local de Irondale conserva el foso abierto y la salsa roja ligera y avinagrada. El pedido clásico es un plato de cerdo deshebrado con ensalada de col y pastel.',
  },
  'archibalds-bar-b-q': {
    summary:
      'Un local de bloques de concreto con foso de ahumado en Northport, que sirve costillas con una salsa anaranjada y picante desde 1962.',
    description:
      'George Archibald Sr. abrió este diminuto local en 1962, y su familia ha mantenido el foso encendido desde entonces. Hay pocos asientos, así que muchos clientes comen en su auto. Costillas, rebanadas de pan blanco y la salsa de la casa: no hace falta más.',
  },
  'miss-myras-pit-bar-b-q': {
    summary: 'Un favorito de Cahaba Heights por su pollo ahumado en salsa blanca y su pudín de banana.',
    description:
      'Desde hace décadas, Miss Myra’s atiende a los suburbios de Birmingham desde un pequeño local lleno de figuritas de cerdos. La especialidad es el pollo ahumado bañado en salsa blanca, seguido de cerca por el cerdo deshebrado, las costillas y los postres caseros. Prepárese para hacer fila a la hora del almuerzo.',
  },
  'lannies-bar-b-q-spot': {
    summary: 'Un puesto de barbacoa familiar en Selma, abierto desde 1942.',
    description:
      'Lannie Mae Travis abrió su local de barbacoa en 1942, y su familia sigue atendiendo el foso. La gente del lugar viene por las costillas, los sándwiches de cerdo y las salchichas picantes con una salsa roja ácida. Es una buena parada para almorzar durante un recorrido por los sitios de los derechos civiles en Selma.',
  },
  'the-brick-pit': {
    summary: 'La barbacoa ahumada a fuego lento de Mobile, con paredes cubiertas de firmas de clientes.',
    description:
      'The Brick Pit ahúma su cerdo, sus costillas y su pollo durante horas con leña de nogal americano y de pecana. Los clientes firman las paredes y el techo, que acumulan décadas de nombres. Pruebe el pollo ahumado y el té dulce.',
  },
  'wintzells-oyster-house': {
    summary:
      'Ostiones “fritos, guisados o al desnudo” desde 1938, bajo paredes cubiertas de los dichos de Oliver Wintzell.',
    description:
      'Oliver Wintzell abrió en 1938 un bar de ostiones de seis taburetes en Dauphin Street y tapizó sus paredes con dichos escritos a mano, que todavía cubren cada rincón. Los ostiones del Golfo se sirven crudos, asados a la parrilla, fritos o en gumbo, el guiso criollo de la región. Es toda una institución en Mobile y queda a poca distancia a pie de los hoteles del centro.',
  },
  'callaghans-irish-social-club': {
    summary: 'Un pequeño bar de barrio en el Oakleigh Garden District, con una hamburguesa famosa y música en vivo.',
    description:
      'Callaghan’s ocupa un edificio de esquina de la década de 1920 en uno de los barrios más antiguos de Mobile. Su hamburguesa aparece con frecuencia en las listas nacionales de las mejores, y cantautores tocan en el pequeño salón del fondo. Los días de desfiles de Mardi Gras se llena.',
  },
  'spot-of-tea': {
    summary:
      'Un lugar de brunch en el centro, frente a Cathedral Square, famoso por su pan francés con bananas Foster.',
    description:
      'Spot of Tea sirve desayunos y almuerzos frente a la Catedral Basílica de la Inmaculada Concepción. Su pan francés con bananas Foster (bananas con azúcar morena y ron) se flamea en la mesa, y el menú suma omelets con mariscos del Golfo y clásicos sureños. Los fines de semana suele haber espera.',
  },
  'felixs-fish-camp': {
    summary:
      'Un restaurante de pescados y mariscos construido sobre el agua en el Causeway, frente a la silueta de Mobile.',
    description:
      'Felix’s se alza sobre pilotes encima de la marisma, a lo largo del Mobile Bay Causeway, con ventanales que miran hacia la ciudad. El menú se centra en los pescados y mariscos del Golfo: tortitas de cangrejo, camarones con sémola de maíz (shrimp and grits) y pescado fresco. Las mesas para ver la puesta de sol son las que hay que pedir.',
  },
  'lulus-gulf-shores': {
    summary:
      'El restaurante familiar de Lucy Buffett junto al canal Intracoastal Waterway, con área de juegos en la arena y música en vivo.',
    description:
      'LuLu’s fue abierto por Lucy “LuLu” Buffett, hermana de Jimmy Buffett, junto al Intracoastal Waterway en Gulf Shores. El menú incluye camarones fritos, gumbo y hamburguesas con queso, y los niños suben al circuito de cuerdas y juegan en la arena mientras los adultos escuchan música en vivo. En verano hay mucha gente; llegue temprano.',
  },
  'the-hangout': {
    summary: 'Un restaurante al aire libre con escenario al final de la carretera 59, a pocos pasos del Golfo.',
    description:
      'The Hangout es un restaurante junto a la playa con escenario, juegos y fiestas de espuma para los niños. El menú va de las canastas de camarones a las hamburguesas y la pizza. Le dio su nombre al Hangout Music Fest, que se celebra cada mayo en la playa de al lado.',
  },
  'sea-n-suds': {
    summary:
      'Un sencillo local de pescados y mariscos sobre un muelle en la playa, que sirve camarones y ostiones fritos desde la década de 1970.',
    description:
      'Sea-N-Suds se alza sobre pilotes justo encima de la arena en Gulf Shores, así que los comensales ven las olas mientras comen. El menú es sencillo: camarones fritos, ostiones, pescado y gumbo en canastas de papel. Para muchas familias, es una tradición de playa.',
  },
  'flora-bama': {
    summary: 'El legendario bar de playa en el límite entre Alabama y Florida, sede del Interstate Mullet Toss.',
    description:
      'El Flora-Bama se extiende a ambos lados de la frontera estatal en Perdido Key, a un corto trayecto en auto al este de Orange Beach. Sus amplias terrazas y escenarios ofrecen música en vivo casi todos los días, y su festival de cantautores y el Interstate Mullet Toss de abril, un concurso de lanzamiento de lisas por encima de la frontera, son tradiciones de la costa. El día de Año Nuevo, el Polar Bear Dip reúne a multitudes que se zambullen en el Golfo.',
  },
  'cobalt-the-restaurant': {
    summary: 'Pescados y mariscos del Golfo con vista a Perdido Pass y al puente de Orange Beach.',
    description:
      'Cobalt está bajo el puente de Perdido Pass, a la orilla del agua, donde la bahía se une al Golfo. El menú abunda en pescado fresco, tenazas de cangrejo y camarones, y la terraza es uno de los lugares favoritos para ver regresar los barcos al atardecer. Fue reconstruido después del huracán Iván y sigue siendo uno de los favoritos de la gente del lugar.',
  },
  'panini-petes': {
    summary:
      'Un pequeño café en el patio del French Quarter de Fairhope, conocido por sus beignets y sus sándwiches prensados.',
    description:
      'Panini Pete’s sirve beignets (buñuelos al estilo de Nueva Orleans), muffulettas y paninis a la plancha en el patio de ladrillo del French Quarter de Fairhope. Los camarones con sémola de maíz del chef Pete Blohme han aparecido en programas nacionales de cocina. Es una opción práctica para almorzar entre compras en el centro.',
  },
  'chris-hot-dogs': {
    summary:
      'El restaurante más antiguo de Montgomery, que sirve perros calientes con salsa de chili en Dexter Avenue desde 1917.',
    description:
      'El inmigrante griego Christopher Katechis abrió su puesto de perros calientes en Dexter Avenue en 1917, y su familia sigue al frente. Entre sus clientes han estado Hank Williams, Franklin Roosevelt y el Dr. Martin Luther King Jr. Pida un perro caliente “con todo”: la salsa secreta de chili, mostaza, cebolla y chucrut.',
  },
  'central-montgomery': {
    summary: 'Una cocina a la leña en un almacén restaurado cerca de la ribera de Montgomery.',
    description:
      'Central cocina productos de granjas sureñas, pescados y mariscos del Golfo y cortes de carne en un fogón de leña, dentro de un almacén del siglo XIX. La madera recuperada y las paredes de ladrillo hacen de su comedor uno de los más atractivos de Montgomery. Está a una cuadra del Riverwalk y del Hank Williams Museum.',
  },
  'martins-restaurant': {
    summary:
      'Un clásico restaurante de Montgomery donde se elige una carne y tres guarniciones, famoso por su pollo frito.',
    description:
      'Martin’s lleva generaciones sirviendo pollo frito, verduras y pan de maíz a las familias de Montgomery. El menú cambia según el día de la semana, pero el pollo frito crujiente y los pasteles nunca faltan. Abre para el almuerzo entre semana, así que consulte el horario antes de ir.',
  },
  'toomers-drugs': {
    summary: 'La farmacia de 1896 en Toomer’s Corner, famosa por su limonada recién exprimida.',
    description:
      'Toomer’s Drugs se encuentra en la esquina de College Street y Magnolia Avenue desde 1896. Su fuente de sodas exprime la limonada a mano, y en la esquina de afuera los aficionados de Auburn cubren los robles con papel higiénico después de cada victoria. Pase a tomar una limonada antes de recorrer el campus.',
  },
  acre: {
    summary: 'El restaurante del chef David Bancroft, cuyo huerto produce buena parte de lo que se cocina.',
    description:
      'Acre está rodeado de jardines comestibles, con árboles frutales y huertos alrededor del edificio en el centro de Auburn. El menú celebra los ingredientes de Alabama, del pescado del Golfo al cerdo de la región. Es un favorito para cenar los fines de semana de partido, así que reserve con anticipación.',
  },
  'rama-jamas': {
    summary: 'La cafetería más cercana al estadio Bryant-Denny, repleta de recuerdos del Crimson Tide.',
    description:
      'Rama Jama’s está frente al estadio Bryant-Denny, y cada centímetro de sus paredes rinde homenaje al fútbol americano de Alabama. Los desayunos, las hamburguesas y los sándwiches salen rápido. Los días de partido, la fila llega hasta la calle.',
  },
  'the-waysider': {
    summary:
      'Una diminuta casa de desayunos conocida por sus biscuits, donde el entrenador Bryant era cliente habitual.',
    description:
      'The Waysider sirve desayunos en una pequeña casa blanca desde 1951. Sus biscuits (panecillos sureños), su jamón curado al estilo campestre y su sémola de maíz atraen a estudiantes y vecinos, y en las paredes cuelgan fotos del entrenador Paul Bryant, que era cliente habitual. Cierra después del desayuno y el almuerzo.',
  },
  'nikis-west': {
    summary:
      'Un restaurante estilo cafetería de carne y tres guarniciones junto al mercado de agricultores, con decenas de verduras cada día.',
    description:
      'Niki’s West alimenta a Birmingham desde 1957 desde su local cerca del mercado estatal de agricultores. Los comensales deslizan su bandeja a lo largo de una larga barra de platos calientes con pollo frito, pargo a la griega, pollo al horno y decenas de verduras. A la hora del almuerzo, aquí coincide todo Birmingham.',
  },
  'guss-hot-dogs': {
    summary:
      'Un angosto mostrador en el centro que sirve desde 1947 el “special”, el perro caliente al estilo griego de Birmingham.',
    description:
      'Los puestos de perros calientes de Birmingham fueron fundados por inmigrantes griegos, y Gus’s es uno de los últimos que quedan en el centro. El “special” lleva mostaza, cebolla, chucrut y una salsa secreta especiada. Coma en la barra mientras los ve preparar en la plancha.',
  },
  'chez-fonfon': {
    summary: 'El bistró francés de Frank y Pardis Stitt en Five Points South, con una cancha de petanca.',
    description:
      'Chez Fonfon es un bistró relajado del chef Frank Stitt, de Birmingham, ganador del premio James Beard. El steak frites (bistec con papas fritas), la trucha amandine (con almendras) y una famosa hamburguesa salen de una cocina que une la técnica francesa con los productos de Alabama. En la cancha del fondo se juega a la petanca.',
  },
  bottega: {
    summary:
      'El restaurante y café italiano de Frank Stitt en un edificio Beaux-Arts de la década de 1920 en Highland Avenue.',
    description:
      'Bottega sirve cocina italiana de la costa elaborada con ingredientes sureños, de la pasta hecha a mano al pescado del Golfo. El elegante restaurante y el café, más animado, comparten un edificio de piedra caliza en Highland Avenue. Su suflé de parmesano está en el menú desde la década de 1980.',
  },
  'the-bright-star': {
    summary: 'El restaurante familiar más antiguo de Alabama, que sirve pargo a la griega en Bessemer desde 1907.',
    description:
      'The Bright Star abrió en 1907 y lo dirige la familia Koikos desde la década de 1920. Su pargo asado a la griega, sus cortes de carne y sus pasteles caseros se sirven en un comedor con murales pintados en 1915. La James Beard Foundation lo distinguió como un America’s Classic.',
  },
  'irondale-cafe': {
    summary:
      'El café que inspiró el Whistle Stop Cafe de Fannie Flagg, donde se sirven tomates verdes fritos junto a las vías del tren.',
    description:
      'Bess Fortenberry, tía abuela de Fannie Flagg, dirigía este café junto a las vías del tren, que inspiró la novela de Flagg Tomates verdes fritos en el café de Whistle Stop. La barra de autoservicio todavía sirve tomates verdes fritos, pollo frito y cobbler de frutas. Los trenes pasan retumbando mientras usted come.',
  },
  'good-people-brewing-company': {
    summary:
      'Una de las cervecerías artesanales pioneras de Alabama, con una sala de degustación frente a Regions Field.',
    description:
      'Good People se fundó en 2008 y ayudó a impulsar el cambio de las leyes sobre la cerveza en Alabama. Su sala de degustación y su patio, frente a Regions Field, se llenan antes de los partidos de los Barons. La Snake Handler, una doble IPA, y la Coffee Oatmeal Stout son las favoritas de la gente del lugar.',
  },
  'avondale-brewing-company': {
    summary:
      'Una cervecería en un antiguo edificio que fue taberna y banco, con un gran escenario en el patio trasero.',
    description:
      'Avondale Brewing ocupa un edificio de 1885 en el barrio de Avondale que ha sido taberna, banco y burdel. Sus cervezas, como la Miss Fancy’s Tripel, llevan nombres tomados de las leyendas locales. Con el buen tiempo, los conciertos llenan el patio trasero.',
  },
  'pizitz-food-hall': {
    summary: 'Un mercado gastronómico en la planta baja de una tienda departamental de la década de 1920 restaurada.',
    description:
      'El edificio Pizitz fue una de las grandes tiendas departamentales de Birmingham, y su planta baja alberga hoy un mercado gastronómico con alrededor de una docena de puestos. Las opciones van del ramen y los tacos a la comida etíope y los helados. Es una opción fácil para comer en el centro con un grupo que no se pone de acuerdo.',
  },
  'cotton-row-restaurant': {
    summary:
      'El restaurante insignia del chef James Boyce, en un edificio de 1821 en la plaza del tribunal de Huntsville.',
    description:
      'Cotton Row ocupa uno de los edificios comerciales más antiguos de Huntsville, que en su día fue una lonja de algodón. El menú combina ingredientes sureños con técnica clásica, de los pescados y mariscos del Golfo a los cortes de carne. El ladrillo y las vigas a la vista lo convierten en un lugar atractivo para una cena especial.',
  },
  'straight-to-ale-brewing': {
    summary:
      'Una cervecería de Huntsville en Campus No. 805, una antigua escuela secundaria convertida en zona de ocio.',
    description:
      'Straight to Ale se mudó a la antigua Stone Middle School, hoy llamada Campus No. 805, junto a otras cervecerías, una destilería y restaurantes. Su sala de degustación sirve la Monkeynaut IPA y cervezas de temporada. Los eventos y juegos de fin de semana la convierten en una parada animada.',
  },
  odette: {
    summary: 'Un restaurante y bar en el centro de Florence que sirve platos sureños de temporada.',
    description:
      'Odette lleva la cocina sureña de autor y una carta de cocteles muy cuidada a Court Street, en el centro de Florence. El menú cambia con las estaciones y se abastece de las granjas de la región de The Shoals. Es una excelente cena después de un día de visitas a los estudios de grabación.',
  },
  trowbridges: {
    summary: 'Una fuente de sodas del centro abierta desde 1918, famosa por su helado de naranja y piña.',
    description:
      'Paul Trowbridge abrió su heladería en 1918, y el local todavía sirve sándwiches, chili y helados en su barra de mármol. El helado de naranja y piña es la especialidad de la casa. Fotografías antiguas de Florence cubren las paredes.',
  },
  'rattlesnake-saloon': {
    summary:
      'Un saloon construido bajo una pared de roca en Seven Springs Lodge, al que se llega en un vehículo de traslado.',
    description:
      'El Rattlesnake Saloon está bajo un saliente de arenisca en las colinas al sur de Tuscumbia. Los visitantes bajan hasta el saloon en un vehículo de traslado, y allí las hamburguesas, los cortes de carne y la música country en vivo llenan las noches. A su alrededor, Seven Springs Lodge ofrece paseos a caballo y campamento.',
  },
  'wildflower-cafe': {
    summary: 'Un acogedor café de montaña en Mentone, conocido por su tarta de tomate y su música de fin de semana.',
    description:
      'El Wildflower Cafe ocupa una amplia casa antigua en Mentone, con tienda de regalos y porche. Su tarta de tomate, sus sándwiches y sus postres caseros dan energía a los excursionistas que van a DeSoto State Park. Los fines de semana suele haber músicos tocando.',
  },
  'peach-park': {
    summary:
      'Un puesto junto a la I-65 en el condado de Chilton, el corazón de la tierra del durazno de Alabama, con helado de durazno.',
    description:
      'El condado de Chilton produce la mayor parte de los duraznos de Alabama, y Peach Park los vende junto a la Interestatal 65 desde 1984. En temporada, compre duraznos frescos, empanadas fritas, cobbler y helado casero de durazno. Sus jardines y senderos lo convierten en una parada agradable en un viaje por carretera.',
  },
};
