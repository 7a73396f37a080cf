import type { RecordTranslations } from './types';

/** Spanish text of the attractions in ../places-see-central.ts, by place key. */
export const SEE_CENTRAL_ES: RecordTranslations = {
  'birmingham-civil-rights-institute': {
    summary:
      'Un museo y centro de investigación que guía a los visitantes por la lucha de Birmingham por los derechos civiles.',
    description:
      'El Birmingham Civil Rights Institute abrió sus puertas en 1992 frente a Kelly Ingram Park y la 16th Street Baptist Church. Sus galerías recorren desde el Birmingham segregado hasta los Freedom Rides, las marchas de niños de 1963 y el atentado con bomba contra la iglesia, e incluyen la puerta de la celda donde el Dr. King escribió su Carta desde la cárcel de Birmingham. Es el eje del Birmingham Civil Rights National Monument.',
  },
  '16th-street-baptist-church': {
    summary:
      'La iglesia donde cuatro niñas murieron por una bomba del Klan en 1963, que sigue siendo una congregación activa.',
    description:
      'La 16th Street Baptist Church fue uno de los centros de operaciones de la campaña de Birmingham de 1963. El 15 de septiembre de 1963, una bomba colocada por miembros del Klan mató a Addie Mae Collins, Cynthia Wesley, Carole Robertson y Carol Denise McNair. La iglesia ofrece visitas guiadas de su santuario y un museo en el sótano.',
  },
  'kelly-ingram-park': {
    summary:
      'El parque donde la policía lanzó mangueras contra incendios y perros contra jóvenes manifestantes en mayo de 1963.',
    description:
      'Kelly Ingram Park fue el punto de partida de la Cruzada de los Niños de 1963. Las esculturas a lo largo de su Freedom Walk recuerdan a los perros policía, los cañones de agua y los niños encarcelados cuyas imágenes conmovieron a la nación. Un recorrido gratuito con audioguía cuenta la historia en cada parada.',
  },
  'ag-gaston-motel': {
    summary:
      'El motel donde el Dr. King y otros líderes del movimiento planearon la campaña de 1963, hoy monumento nacional.',
    description:
      'El empresario A.G. Gaston construyó este motel en 1954 para los viajeros afroamericanos a quienes se les negaba el alojamiento en otros lugares. La habitación 30 sirvió de sala de estrategia de la campaña de Birmingham de 1963, y el motel fue blanco de una bomba en mayo de ese año. Es la pieza central del Birmingham Civil Rights National Monument, administrado junto con el Servicio de Parques Nacionales.',
  },
  'bethel-baptist-church': {
    summary:
      'La iglesia del reverendo Fred Shuttlesworth en Collegeville, atacada con bombas tres veces durante el movimiento.',
    description:
      'La Bethel Baptist Church fue la sede del Alabama Christian Movement for Human Rights, dirigido por el reverendo Fred Shuttlesworth. La casa pastoral fue atacada con una bomba la noche de Navidad de 1956, y la iglesia volvió a sufrir atentados en 1958 y 1962. Es un Monumento Histórico Nacional (National Historic Landmark) y forma parte del Birmingham Civil Rights National Monument.',
  },
  'vulcan-park-and-museum': {
    summary: 'La estatua de hierro fundido más grande del mundo, que vigila Birmingham desde Red Mountain.',
    description:
      'Vulcan, que representa a Vulcano, el dios romano de la forja, fue fundido con hierro de Birmingham para la Feria Mundial de St. Louis de 1904. Desde 1939 se alza sobre Red Mountain, y su mirador ofrece una vista de 360 grados de la ciudad. El museo, a sus pies, explica cómo el mineral de hierro, el carbón y la piedra caliza, que se encontraban uno junto al otro, construyeron Birmingham, la Magic City.',
  },
  'sloss-furnaces': {
    summary: 'Una planta de altos hornos conservada que produjo arrabio durante casi noventa años.',
    description:
      'Sloss Furnaces produjo arrabio de 1882 a 1971 y es el único sitio de altos hornos de su tipo en el país que se conserva y está abierto al público. Senderos para recorrer por cuenta propia pasan entre las imponentes estufas de aire caliente, las tuberías y las naves de colada, y el lugar acoge conciertos, clases de arte en metal y una popular atracción de terror en otoño. La visita es gratuita.',
  },
  'birmingham-botanical-gardens': {
    summary: 'Sesenta y siete acres de jardines gratuitos, entre ellos un jardín japonés y un invernadero de vidrio.',
    description:
      'Birmingham Botanical Gardens se puede visitar gratis todos los días del año. Sus más de 25 jardines temáticos incluyen rododendros, rosas, helechos, un jardín de flores silvestres nativas y un jardín japonés tradicional con casa de té. El invernadero y la biblioteca de los jardines están entre los más grandes de su tipo en el Sureste.',
  },
  'birmingham-museum-of-art': {
    summary:
      'Un museo gratuito con una de las mejores colecciones del Sur, desde cerámica asiática hasta piezas de Wedgwood.',
    description:
      'El Birmingham Museum of Art reúne más de 27,000 piezas que abarcan desde el arte antiguo hasta el contemporáneo. Es conocido por su arte asiático, su gran colección de Wedgwood y sus galerías de arte estadounidense y africano. La entrada a la colección es gratuita, y el jardín de esculturas al aire libre es un tranquilo refugio en el centro.',
  },
  'barber-vintage-motorsports-museum': {
    summary:
      'La colección de motocicletas más grande del mundo, expuesta junto a un circuito de carreras rodeado de jardines.',
    description:
      'El museo de George Barber reúne mucho más de 1,600 motocicletas, de las cuales alrededor de la mitad está en exhibición en todo momento, además de una de las mayores colecciones de autos de carrera Lotus. El edificio de vidrio de cinco pisos tiene vista al Barber Motorsports Park, sede de carreras de IndyCar y MotoAmerica. Esculturas gigantes, entre ellas una araña, salpican los terrenos.',
  },
  'mcwane-science-center': {
    summary:
      'Cuatro pisos de ciencia interactiva, un acuario y una sala de dinosaurios en una antigua tienda departamental.',
    description:
      'McWane Science Center ocupa el antiguo edificio Loveman’s, en el centro, con exhibiciones interactivas sobre física, el cuerpo humano y la historia natural de Alabama. Su colección incluye fósiles de dinosaurios de Alabama y de los mosasaurios que nadaban en el antiguo mar. Un cine de pantalla gigante y un acuario con estanque táctil completan la visita.',
  },
  'alabama-theatre': {
    summary: 'Un palacio del cine de 1927 con un órgano Mighty Wurlitzer, conocido como el Showplace of the South.',
    description:
      'Construido por Paramount Studios en 1927, el Alabama Theatre todavía proyecta películas clásicas y presenta conciertos bajo su techo dorado de estilo hispano-morisco. Su órgano de tubos Mighty Wurlitzer sube desde el foso antes de muchas funciones. El letrero vertical iluminado de Third Avenue North es un símbolo de Birmingham.',
  },
  'rickwood-field': {
    summary:
      'El estadio de béisbol profesional más antiguo de Estados Unidos, inaugurado en 1910 y antigua casa de los Birmingham Black Barons.',
    description:
      'Rickwood Field se inauguró en 1910 y fue sede de los Birmingham Barons y de los Birmingham Black Barons de las Ligas Negras, equipo en el que jugó Willie Mays cuando era adolescente. En 2024, las Grandes Ligas de Béisbol disputaron aquí un partido de temporada regular en homenaje a Mays y a las Ligas Negras. La organización Friends of Rickwood mantiene el estadio abierto para visitas y para el Rickwood Classic anual.',
  },
  'railroad-park': {
    summary: 'Un espacio verde de 19 acres junto a las vías del tren, entre el centro y Southside.',
    description:
      'Railroad Park transformó una antigua franja industrial en extensiones de césped, estanques y senderos con vistas al paso de los trenes y al perfil de la ciudad. Clases de ejercicio gratuitas, conciertos y festivales llenan su calendario. Regions Field, estadio de los Birmingham Barons, está al otro lado de la calle.',
  },
  'pepper-place-market': {
    summary:
      'El mercado de agricultores más grande de Alabama, que se celebra los sábados por la mañana en el distrito de Lakeview.',
    description:
      'Todos los sábados, desde la primavera hasta finales del otoño, agricultores, panaderos y chefs se instalan en Pepper Place, un distrito donde antes funcionaba una embotelladora de Dr Pepper. Los compradores encuentran duraznos del condado de Chilton, tomates de variedades tradicionales, carnes de animales alimentados con pasto y artesanías locales, además de demostraciones de chefs y música en vivo. Los edificios de los alrededores albergan tiendas de diseño y restaurantes.',
  },
  'ruffner-mountain-nature-preserve': {
    summary:
      'Una de las reservas naturales urbanas más grandes del país, en una cresta donde antes se extraía mineral de hierro.',
    description:
      'Ruffner Mountain protege unos 1,000 acres de bosque y de antiguas canteras en el lado este de Birmingham. Más de 14 millas de senderos llevan a miradores y a los restos de minas de mineral de hierro. El centro de naturaleza ofrece programas sobre la fauna, las plantas nativas y la historia de la reserva.',
  },
  'red-mountain-park': {
    summary:
      'Más de 1,500 acres de senderos, casas en los árboles y tirolesas entre minas históricas de mineral de hierro.',
    description:
      'Red Mountain Park conserva las tierras donde durante casi un siglo se extrajo mineral de hierro para los hornos de Birmingham. Los senderos conectan antiguas entradas de minas, los restos de trituradoras de mineral y miradores panorámicos. Los circuitos de aventura, las tirolesas y las casas en los árboles atraen a las familias, y un parque para perros da la bienvenida a los visitantes de cuatro patas.',
  },
  'oak-mountain-state-park': {
    summary:
      'El parque estatal más grande de Alabama, con senderos por las crestas, Peavine Falls y un centro de rehabilitación de fauna silvestre.',
    description:
      'Oak Mountain abarca casi 10,000 acres de crestas y valles justo al sur de Birmingham. Los excursionistas suben a Peavine Falls y al mirador King’s Chair, los ciclistas de montaña recorren senderos singletrack de fama nacional, y las familias nadan y reman en los lagos. El Alabama Wildlife Center atiende a aves heridas y las devuelve a la naturaleza.',
  },
  'aldridge-gardens': {
    summary: 'Un jardín de 30 acres conocido por sus hortensias, entre ellas la variedad Snowflake, descubierta aquí.',
    description:
      'Aldridge Gardens nació en la casa del viverista Eddie Aldridge, quien dio a conocer la hortensia de hoja de roble Snowflake, de flores dobles. Un sendero pavimentado rodea un lago de seis acres y atraviesa el bosque y las colecciones de hortensias. Los jardines son gratuitos y, a finales de la primavera, son una de las paradas favoritas de los fotógrafos.',
  },
  'tannehill-ironworks': {
    summary:
      'Los hornos de piedra de una fundición de hierro de la Guerra Civil, en un parque boscoso con senderos y un mercado mensual, los Trade Days.',
    description:
      'Los altos hornos de piedra de Tannehill produjeron hierro para la Confederación hasta que la caballería de la Unión los incendió en 1865. El parque incluye el Iron and Steel Museum of Alabama, cabañas históricas, un molino de granos y millas de senderos a lo largo de Roupes Creek. Los Trade Days, que se celebran cada mes de la primavera al otoño, atraen a multitudes de cazadores de gangas.',
  },
  'talladega-superspeedway': {
    summary: 'El óvalo más grande de NASCAR: 2.66 millas de largo y peraltes de 33 grados.',
    description:
      'Talladega Superspeedway se inauguró en 1969 y es el óvalo más largo del circuito de NASCAR. Sus pronunciados peraltes producen carreras en pelotón y famosos finales con varios autos en los fines de semana de la Cup Series de primavera y otoño. Hay recorridos por la pista los días sin carreras, y el International Motorsports Hall of Fame está al lado.',
  },
  'international-motorsports-hall-of-fame': {
    summary:
      'Autos de carrera, trofeos e historias de los miembros del salón de la fama, junto a Talladega Superspeedway.',
    description:
      'El International Motorsports Hall of Fame rinde homenaje a pilotos y constructores de NASCAR, IndyCar, la Fórmula 1 y las carreras de aceleración. Sus salas exhiben autos stock históricos, vehículos que establecieron récords de velocidad en tierra y recuerdos de leyendas como Richard Petty y el Alabama Gang de Hueytown. Combine la visita con un recorrido por el óvalo.',
  },
  'cheaha-state-park': {
    summary:
      'La cumbre de Alabama, a 2,407 pies sobre el nivel del mar, con una torre de observación de piedra y un albergue al borde de un acantilado.',
    description:
      'Cheaha Mountain es el punto más alto de Alabama, y el parque estatal de su cumbre data de la década de 1930. La Bunker Observation Tower, construida por el CCC, Pulpit Rock y la pasarela de madera de Bald Rock ofrecen amplias vistas sobre el Talladega National Forest. Los senderos conectan con el Pinhoti Trail, que continúa hacia el Appalachian Trail.',
  },
  'anniston-museum-of-natural-history': {
    summary:
      'Dioramas de hábitats de Alabama, momias egipcias y una célebre colección de aves disecadas del siglo XIX.',
    description:
      'El Anniston Museum of Natural History exhibe en dioramas abiertos la colección de aves Regar-Werner, preparada en el siglo XIX por el naturalista William Werner. Otras galerías tratan sobre la geología de Alabama, los dinosaurios y dos momias egipcias. Los senderos al aire libre y las exhibiciones de aves rapaces de Lagarde Park se pueden recorrer gratis.',
  },
  'paul-w-bryant-museum': {
    summary:
      'La historia del fútbol americano del Alabama Crimson Tide, con una réplica en cristal de Waterford del sombrero de pata de gallo del entrenador Bryant.',
    description:
      'El Bryant Museum, en el campus de la Universidad de Alabama, recorre la historia del fútbol americano del Crimson Tide desde 1892 hasta los campeonatos nacionales de la era moderna. Trofeos, uniformes y filmaciones de la época del entrenador Paul “Bear” Bryant llenan las galerías. Es la parada natural antes de visitar el cercano Bryant-Denny Stadium.',
  },
  'bryant-denny-stadium': {
    summary: 'La casa del Alabama Crimson Tide, con capacidad para más de 100,000 personas en días de partido.',
    description:
      'Bryant-Denny Stadium se inauguró en 1929 y ha crecido hasta convertirse en uno de los estadios más grandes del fútbol americano universitario. Los sábados de otoño, el Quad se llena de aficionados con sus fiestas previas al partido (tailgating) horas antes de la patada inicial, y el Walk of Champions lleva hasta la puerta norte del estadio. Estatuas de los entrenadores que dieron al Tide sus campeonatos nacionales bordean el camino.',
  },
  'alabama-museum-of-natural-history': {
    summary: 'El museo más antiguo de Alabama, en Smith Hall, con el meteorito Hodges, que golpeó a una mujer en 1954.',
    description:
      'Fundado en 1831, el Alabama Museum of Natural History ocupa Smith Hall, en el Quad de la Universidad de Alabama, con fósiles, minerales y fauna. Exhibe el meteorito de Sylacauga, el único del que se sabe que golpeó a una persona, Ann Hodges, en 1954. Un esqueleto de mosasaurio y una ballena Basilosaurus recuerdan el mar que alguna vez cubrió el estado.',
  },
  'moundville-archaeological-park': {
    summary:
      'Veintinueve montículos de tierra de una ciudad misisipiana que prosperó a orillas del río Black Warrior hacia el año 1200.',
    description:
      'Hace unos 800 años, Moundville era uno de los asentamientos más grandes de América del Norte al norte de México, hogar de quizá mil personas y centro político de muchas más. Los montículos de cima plana rodean una gran plaza, y los visitantes pueden subir al más alto. El Jones Archaeological Museum exhibe piezas como el famoso Rattlesnake Disk, un disco de piedra.',
  },
  'horseshoe-bend-national-military-park': {
    summary:
      'El campo de batalla de 1814 donde las fuerzas de Andrew Jackson derrotaron a los creek Red Stick (Bastones Rojos).',
    description:
      'El 27 de marzo de 1814, tropas al mando de Andrew Jackson, con aliados cherokees y del grupo Lower Creek, atacaron la fortificación de los creek Red Stick en un meandro del río Tallapoosa. La batalla puso fin a la Guerra Creek y llevó a la cesión de millones de acres de tierras creek. Un museo, un recorrido en auto y senderos junto al río explican la historia del lugar.',
  },
  'wind-creek-state-park': {
    summary: 'Uno de los campamentos estatales más grandes del país, a orillas del lago Martin.',
    description:
      'Wind Creek State Park se extiende a lo largo de las aguas cristalinas del lago Martin, con cientos de sitios para acampar, una marina, una playa para nadar y un muelle de pesca. Los senderos serpentean por el bosque y una tirolesa cruza por encima de las copas de los árboles. Las ensenadas del lago Martin y Chimney Rock están a un corto paseo en bote.',
  },
  'alabama-jazz-hall-of-fame': {
    summary: 'Artistas de jazz con raíces en Alabama, de Sun Ra a Erskine Hawkins, en el histórico Carver Theatre.',
    description:
      'El Alabama Jazz Hall of Fame ocupa el Carver Theatre, de la década de 1930, en el Fourth Avenue Historic District de Birmingham, que fue el corazón de la comunidad empresarial afroamericana de la ciudad. Sus exhibiciones rinden homenaje a músicos como Erskine Hawkins, Nat King Cole, Lionel Hampton y Sun Ra. El teatro presenta conciertos de jazz y talleres para jóvenes.',
  },
};
