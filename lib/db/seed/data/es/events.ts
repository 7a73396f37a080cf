import type { RecordTranslations } from './types';

/** Spanish text of the annual events, keyed by the event's seeded slug (slug of the name and start year). */
export const EVENTS_ES: RecordTranslations = {
  'iron-bowl-2026': {
    summary:
      'Alabama y Auburn se enfrentan en la rivalidad estatal más encarnizada del fútbol americano universitario.',
    description:
      'El Iron Bowl se juega el sábado siguiente al Día de Acción de Gracias y se alterna entre Tuscaloosa y Auburn. El partido de 2026 se celebra en Tuscaloosa. Las reuniones de aficionados en el Quad empiezan temprano, y las entradas se agotan con mucha anticipación.',
  },
  'poarch-creek-indians-thanksgiving-pow-wow-2026': {
    summary:
      'Competencias de danza, tambores y comida tradicional, organizadas por la única tribu de Alabama con reconocimiento federal.',
    description:
      'La Poarch Band of Creek Indians celebra su Pow Wow de Acción de Gracias desde hace más de cincuenta años. Bailarines de todo el país compiten con sus atuendos ceremoniales, y los vendedores ofrecen artesanías y comidas nativas como el pan frito y el maíz asado. Los visitantes son bienvenidos; siga las indicaciones del presentador sobre las fotografías durante las ceremonias.',
  },
  'turkey-day-classic-2026': {
    summary:
      'Alabama State y Tuskegee disputan el Día de Acción de Gracias una de las rivalidades de fútbol americano más antiguas entre universidades históricamente negras (HBCU).',
    description:
      'El Turkey Day Classic se remonta a 1924 y es uno de los clásicos de fútbol americano universitario afroamericano más antiguos. Un desfile, las bandas y los reencuentros familiares hacen de la jornada tanto una fiesta de bienvenida como un partido. El saque inicial es la tarde del Día de Acción de Gracias.',
  },
  'magic-christmas-in-lights-2026': {
    summary:
      'Millones de luces y cientos de escenas decorativas a lo largo de los senderos del jardín, cada noche de diciembre.',
    description:
      'El espectáculo navideño de Bellingrath cubre los jardines de luces, con escenas montadas a lo largo del sendero peatonal y el Great Lawn. La casa se decora como para una Navidad de la década de 1930. Compre con anticipación las entradas con horario para los fines de semana cercanos a Navidad.',
  },
  'galaxy-of-lights-2026': {
    summary:
      'Un recorrido de luces navideñas por el Huntsville Botanical Garden, con noches para recorrerlo a pie y noches en auto.',
    description:
      'Galaxy of Lights llena el jardín de escenas iluminadas, desde motivos espaciales hasta clásicos navideños. Algunas noches son para peatones y otras para automóviles, así que consulte el calendario. Es una de las tradiciones de diciembre favoritas del norte de Alabama.',
  },
  'christmas-on-the-river-2026': {
    summary: 'Un desfile nocturno de embarcaciones iluminadas por el río Tombigbee, que se celebra desde 1972.',
    description:
      'Demopolis celebra las fiestas con una semana de actividades que culmina en un desfile de carrozas montadas sobre barcazas y botes, iluminadas y navegando río abajo por el Tombigbee. Visitas a casas históricas, un concurso de barbacoa y un desfile diurno llenan los días. La orilla del río en City Landing es el mejor lugar para verlo.',
  },
  'rocket-city-marathon-2026': {
    summary: 'Un maratón de diciembre llano y rápido por Huntsville, muy popular para clasificar al Maratón de Boston.',
    description:
      'El Rocket City Marathon se corre cada diciembre desde 1977, con salida y llegada en el centro de la ciudad. El clima fresco y un recorrido sin grandes desniveles lo convierten en uno de los favoritos para lograr marcas personales. Junto con la carrera completa se corren un medio maratón y una carrera de relevos.',
  },
  'flora-bama-polar-bear-dip-2027': {
    summary: 'Miles de personas empiezan el año con un chapuzón en el Golfo, en la frontera estatal.',
    description:
      'Cada Día de Año Nuevo, multitudes se reúnen en la playa detrás del Flora-Bama para lanzarse corriendo a las frías aguas del Golfo, muchas de ellas disfrazadas. El chapuzón recauda fondos para organizaciones benéficas locales. Después, la música sigue adentro.',
  },
  'eagle-awareness-weekends-2027': {
    summary: 'Excursiones guiadas para ver las águilas calvas que pasan el invierno en el lago Guntersville.',
    description:
      'Los fines de semana de enero y principios de febrero, naturalistas ofrecen charlas sobre el águila calva y exhibiciones de aves rapaces vivas en el hotel del parque, seguidas de excursiones para avistar águilas sobre el lago. Traiga binoculares y ropa abrigada en capas. La inscripción se hace a través de Alabama State Parks.',
  },
  'festival-of-the-cranes-2027': {
    summary:
      'Una celebración de las miles de grullas canadienses, y de algunas escasas grullas trompeteras, que pasan el invierno en Wheeler.',
    description:
      'Cada enero, el Festival of the Cranes reúne conferencias, programas con aves vivas y observación guiada en el Wheeler National Wildlife Refuge. El edificio de observación con calefacción permite ver de cerca las grullas en los campos. Las actividades son gratuitas.',
  },
  'mobile-mardi-gras-2027': {
    summary:
      'El Mardi Gras original de Estados Unidos, con desfiles todas las noches, moon pies y bailes de las sociedades místicas.',
    description:
      'Mobile celebra el Carnaval desde principios del siglo XVIII, y su temporada de desfiles culmina el Martes de Carnaval, 9 de febrero de 2027. Las sociedades místicas recorren el centro con carrozas, bandas de música y lluvias de collares y moon pies. Los días más importantes son el último fin de semana, el Joe Cain Day y el propio Martes de Carnaval.',
  },
  'senior-bowl-2027': {
    summary:
      'Los mejores jugadores de último año del fútbol americano universitario se lucen ante los cazatalentos de la NFL en Mobile.',
    description:
      'El Reese’s Senior Bowl se juega en Mobile desde 1951. Los entrenamientos de la semana atraen a entrenadores y cazatalentos de la NFL, y el partido cierra la temporada de juegos de estrellas universitarias. Se disputa en el estadio de la University of South Alabama.',
  },
  'joe-cain-day-2027': {
    summary:
      'El “desfile del pueblo”, el domingo anterior al Martes de Carnaval, en honor del hombre que revivió el Carnaval de Mobile.',
    description:
      'En 1868, Joe Cain desfiló por Mobile disfrazado del jefe chickasaw ficticio Slacabamorinico y revivió el Carnaval después de la Guerra Civil. El día que lleva su nombre incluye un desfile en el que cualquiera puede participar y a las Merry Widows, dolientes con velo que visitan su tumba. Es uno de los días más animados de la temporada.',
  },
  'mercedes-benz-marathon-2027': {
    summary: 'El maratón, el medio maratón y la carrera de 5K de Birmingham, con un recorrido por barrios históricos.',
    description:
      'El Mercedes-Benz Marathon Weekend reúne a miles de corredores en Birmingham cada febrero. El recorrido pasa por el Civil Rights District, Southside y Railroad Park. Lo recaudado se destina a organizaciones benéficas locales.',
  },
  'selma-bridge-crossing-jubilee-2027': {
    summary: 'Selma conmemora el Domingo Sangriento con una recreación de la marcha por el puente Edmund Pettus.',
    description:
      'Cada año, el primer fin de semana de marzo, miles de personas se reúnen en Selma para recordar el 7 de marzo de 1965. El Jubilee incluye un desfile, un festival, talleres y una marcha conmemorativa por el puente Edmund Pettus. En aniversarios anteriores han participado presidentes y miembros del Congreso.',
  },
  'rattlesnake-rodeo-2027': {
    summary: 'El tradicional festival de primavera de Opp, con exhibiciones de serpientes, música y artesanías.',
    description:
      'Los Opp Jaycees organizan el Rattlesnake Rodeo desde 1959. Exhibiciones educativas de serpientes, una carrera de serpientes, artes y artesanías y música en vivo llenan el fin de semana. Hoy el evento se centra en la educación sobre las serpientes de la región.',
  },
  'fairhope-arts-and-crafts-festival-2027': {
    summary: 'Más de 200 artistas llenan cada marzo las calles floridas de Fairhope.',
    description:
      'El Fairhope Arts & Crafts Festival, una de las mayores exposiciones de arte con jurado del sureste, ocupa el centro de la ciudad durante un fin de semana. Pintores, ceramistas, joyeros y artesanos de la madera exhiben su trabajo, y la comida y la música llenan las calles laterales. El estacionamiento se llena temprano, así que use los servicios de transporte.',
  },
  'azalea-trail-run-2027': {
    summary: 'Una carrera de 10K por las calles de Mobile, a la sombra de los robles, cuando florecen las azaleas.',
    description:
      'El Azalea Trail Run atrae corredores a Mobile cada marzo desde 1978, cuando las azaleas de la ciudad están en su mejor momento. El recorrido de 10K sigue Government Street y atraviesa barrios históricos. Después hay una carrera recreativa para toda la familia y una fiesta.',
  },
  'eufaula-pilgrimage-2027': {
    summary: 'El recorrido de casas históricas más antiguo de Alabama abre cada primavera residencias privadas.',
    description:
      'Desde 1965, la Eufaula Heritage Association abre cada primavera casas e iglesias históricas a los visitantes. Anfitriones con trajes de época guían las visitas por casas de estilo neogriego e italianizante, y al mismo tiempo se celebra una feria de antigüedades. Las entradas se venden en la Shorter Mansion.',
  },
  'to-kill-a-mockingbird-play-2027': {
    summary:
      'Actores locales representan la historia de Harper Lee en su ciudad natal, con el segundo acto en la sala del tribunal.',
    description:
      'Cada primavera, los Mockingbird Players de Monroeville representan la obra los fines de semana. El primer acto se escenifica al aire libre, en el jardín del tribunal, y la escena del juicio dentro de la histórica sala de audiencias. Las funciones se agotan, así que reserve con tiempo.',
  },
  'nascar-cup-series-spring-race-weekend-2027': {
    summary: 'Tres días de carreras y campamento en el circuito más grande de NASCAR.',
    description:
      'El fin de semana de primavera de Talladega incluye carreras de las series Cup, Xfinity y Truck en el trióvalo de 2.66 millas. Los aficionados acampan en el área interior del circuito y en el famoso Talladega Boulevard. Confirme las fechas exactas en el calendario del circuito.',
  },
  'panoply-arts-festival-2027': {
    summary:
      'El festival de artes de primavera de Huntsville, con arte, espectáculos y actividades prácticas en Big Spring Park.',
    description:
      'Panoply llena Big Spring Park el último fin de semana completo de abril desde 1982. Los visitantes encuentran un mercado de arte con jurado, escenarios de música y danza, un área infantil y la Panoply Choreography Competition. Lo organiza el consejo Arts Huntsville.',
  },
  'interstate-mullet-toss-and-beach-party-2027': {
    summary: 'Los concursantes lanzan un mújol muerto por encima de la frontera estatal, desde Florida hasta Alabama.',
    description:
      'El Interstate Mullet Toss se celebra en el Flora-Bama desde 1985, el último fin de semana completo de abril. Los concursantes se paran en Florida y lanzan un mújol lo más lejos que pueden hacia Alabama; lo recaudado se destina a organizaciones benéficas juveniles. Hay bandas en vivo todo el fin de semana.',
  },
  'blessing-of-the-fleet-2027': {
    summary:
      'La capital de los mariscos de Alabama bendice sus barcos camaroneros para que la temporada sea segura y abundante.',
    description:
      'La Blessing of the Fleet de Bayou La Batre se celebra desde 1950 el primer domingo de mayo. Los barcos engalanados desfilan por el bayou para recibir la bendición del obispo, mientras el atrio de la iglesia se llena de gumbo, camarones fritos y artesanías. Los mariscos preparados por voluntarios locales son lo más destacado.',
  },
  'gulf-coast-hot-air-balloon-festival-2027': {
    summary: 'Globos iluminados, paseos en globo cautivo y despegues matutinos en Foley.',
    description:
      'Decenas de globos aerostáticos se reúnen en Foley cada primavera. Por la noche, los globos encendidos iluminan el campo, y los paseos en globo cautivo permiten a los visitantes elevarse. Los despegues dependen del viento, así que consulte el pronóstico de la mañana.',
  },
  'hangout-music-fest-2027': {
    summary: 'Un festival de música de tres días sobre la arena de Gulf Shores.',
    description:
      'El Hangout Music Fest presenta a grandes figuras en escenarios instalados en plena playa a mediados de mayo. El público alterna entre los conciertos, el Golfo y la comida del festival. El festival anuncia las fechas y el cartel cada año, así que confírmelos antes de hacer planes.',
  },
  'alabama-jubilee-hot-air-balloon-classic-2027': {
    summary: 'Carreras de globos aerostáticos sobre Decatur el fin de semana del Memorial Day, desde 1978.',
    description:
      'El Alabama Jubilee es uno de los eventos de globos aerostáticos más antiguos del Sur. Los pilotos compiten en carreras y pruebas de lanzamiento al blanco sobre Point Mallard Park, y por la noche los globos encendidos iluminan el campo. Una exhibición de autos y artesanías completan el fin de semana.',
  },
  'cotton-row-run-2027': {
    summary: 'Una carrera de 10K y otra de 5K por Huntsville el Memorial Day, en honor de los militares caídos.',
    description:
      'El Cotton Row Run se corre el Memorial Day desde 1980. Su recorrido de 10K incluye una subida notable por Mountainwood Drive. Los corredores pasan junto a un campo de banderas en honor de los soldados de Alabama caídos.',
  },
  'monte-sano-art-festival-2027': {
    summary: 'Una exposición de arte al aire libre con jurado, bajo los árboles de Monte Sano Mountain.',
    description:
      'Cada junio, los artistas instalan sus puestos a la sombra del Monte Sano State Park. Hay pinturas, cerámica, tallas en madera y joyería a la venta, con música y comida muy cerca. El aire más fresco de la montaña la convierte en una salida agradable a principios del verano.',
  },
  'alabama-blueberry-festival-2027': {
    summary: 'Tartas de arándanos, helado y arándanos frescos en Brewton el tercer sábado de junio.',
    description:
      'Brewton celebra la cosecha de arándanos del sur de Alabama con un festival de un día. Los vendedores ofrecen arándanos, mermeladas, tartas y helado de arándanos, además de artesanías y música. Traiga una hielera para llevarse arándanos a casa.',
  },
  'helen-keller-festival-2027': {
    summary: 'Tuscumbia rinde homenaje a su hija más famosa con música, artes y funciones de The Miracle Worker.',
    description:
      'A finales de junio, el Helen Keller Festival llena Tuscumbia de conciertos, una feria de artes y artesanías, un desfile y actividades familiares. Las funciones de The Miracle Worker se presentan en Ivy Green. También es un buen momento para conocer la historia musical de los Shoals.',
  },
  'spirit-of-america-festival-2027': {
    summary:
      'La celebración del Día de la Independencia en Decatur, con música, concursos y fuegos artificiales sobre el río.',
    description:
      'El Spirit of America Festival celebra el 4 de julio en Point Mallard desde 1967. Conciertos, un concurso de belleza, juegos y un programa patriótico dan paso a los fuegos artificiales sobre el río Tennessee. La entrada es gratuita.',
  },
  'alabama-deep-sea-fishing-rodeo-2027': {
    summary: 'Uno de los torneos de pesca más grandes del mundo, que se celebra cada julio en Dauphin Island.',
    description:
      'Desde 1929, los pescadores compiten en el Alabama Deep Sea Fishing Rodeo por las capturas más grandes en decenas de categorías. El pesaje en los muelles de Dauphin Island atrae multitudes que vienen a ver pasar por la báscula pargos, atunes y marlines. Científicos del Sea Lab toman muestras de las capturas para sus investigaciones.',
  },
  'wc-handy-music-festival-2027': {
    summary: 'Una semana de jazz, blues y gospel en los Shoals en honor del Padre del Blues.',
    description:
      'El W.C. Handy Music Festival rinde homenaje cada julio, desde 1982, al hijo predilecto de Florence. Cientos de presentaciones tienen lugar en parques, restaurantes, iglesias y calles de Florence, Muscle Shoals, Sheffield y Tuscumbia. Muchas actividades son gratuitas.',
  },
  'worlds-longest-yard-sale-2027': {
    summary:
      'Una venta de garaje de 690 millas a lo largo de la Highway 127 y la Lookout Mountain Parkway, que termina en Gadsden.',
    description:
      'La 127 Yard Sale va de Michigan a Alabama por la Lookout Mountain Parkway, con su extremo sur en Noccalula Falls Park. Durante cuatro días a principios de agosto, los vendedores llenan los bordes de la carretera de antigüedades, artesanías y curiosidades. Empiece temprano y lleve efectivo.',
  },
  'sidewalk-film-festival-2027': {
    summary:
      'El festival de cine independiente de Birmingham, que proyecta cientos de películas en los teatros del centro.',
    description:
      'Desde 1999, el Sidewalk Film Festival lleva cine independiente a Birmingham. Las proyecciones llenan el Alabama Theatre, el Lyric y otras salas del Theatre District, con charlas de cineastas y fiestas. Su programa SHOUT LGBTQ+ y las películas hechas en Alabama son lo más destacado.',
  },
  'cullman-oktoberfest-2027': {
    summary: 'Un festival de herencia alemana en la ciudad fundada por el inmigrante alemán Johann Cullmann.',
    description:
      'Cullman fue fundada en 1873 por el coronel John G. Cullmann, quien trajo familias alemanas para poblarla. El Oktoberfest celebra esa herencia con polca, salchichas bratwurst, una carrera de barriles y un desfile en Depot Park, en el centro. Es uno de los Oktoberfest más grandes del Sur.',
  },
  'tennessee-valley-old-time-fiddlers-convention-2027': {
    summary: 'Concursos de violín, banjo y mandolina bajo los robles de Athens State desde 1966.',
    description:
      'La Fiddlers Convention, que se celebra el primer fin de semana completo de octubre, atrae a músicos de old-time y bluegrass de todo el Sur. Hay concursos de violín, banjo, mandolina, guitarra y buck dancing, y las sesiones improvisadas se extienden por todo el campus. Traiga una silla plegable.',
  },
  'bluff-park-art-show-2027': {
    summary: 'Una exposición de arte de un día el primer sábado de octubre, una de las más antiguas del estado.',
    description:
      'La Bluff Park Art Show se celebra desde 1963 bajo los árboles de la comunidad de Bluff Park, en Hoover. Unos 150 artistas seleccionados por un jurado venden pinturas, cerámica y joyería. Llegue temprano para encontrar estacionamiento.',
  },
  'moundville-native-american-festival-2027': {
    summary:
      'Danza, artesanía y relatos de los pueblos nativos americanos en una de las ciudades antiguas más grandes de América del Norte.',
    description:
      'Cada octubre, Moundville invita a los visitantes a conocer la cultura de las naciones indígenas del sureste. Bailarines, flautistas, alfareros y talladores de sílex comparten sus tradiciones, y los narradores dan vida a la historia. Los grupos escolares vienen entre semana; los fines de semana hay más familias.',
  },
  'national-shrimp-festival-2027': {
    summary: 'Cuatro días de camarones del Golfo, arte y música en la playa, que se celebran desde 1971.',
    description:
      'El National Shrimp Festival ocupa la playa pública de Gulf Shores el segundo fin de semana completo de octubre. Los puestos de comida sirven camarones de todas las formas imaginables, y cientos de artistas y dos escenarios de música llenan la arena. La entrada es gratuita.',
  },
  'alabama-coastal-birdfest-2027': {
    summary: 'Excursiones guiadas de observación de aves por la costa durante la migración de otoño.',
    description:
      'BirdFest ofrece excursiones guiadas a Dauphin Island, Fort Morgan, el Delta y otros lugares destacados en pleno apogeo de la migración de otoño. Expertos dirigen caminatas, paseos en barco y demostraciones de anillamiento de aves. Los cupos se llenan rápido, así que inscríbase con tiempo.',
  },
  'barber-vintage-festival-2027': {
    summary:
      'Carreras de motocicletas antiguas, un mercado de intercambio y exhibiciones de motos en Barber Motorsports Park.',
    description:
      'El Barber Vintage Festival es una de las mayores reuniones de motocicletas antiguas de América del Norte. Los pilotos compiten en el circuito, los coleccionistas recorren un enorme mercado de intercambio y los espectáculos de acrobacias emocionan al público. El museo permanece abierto todo el fin de semana.',
  },
  'kentuck-festival-of-the-arts-2027': {
    summary:
      'Un reconocido festival de arte popular y bellas artes que se celebra en Northport cada octubre desde 1971.',
    description:
      'El Kentuck Festival reúne en Kentuck Park a unos 270 artistas, desde pintores populares autodidactas hasta maestros artesanos. Hay demostraciones de herrería, confección de colchas y cerámica, y músicos en varios escenarios. Figura con frecuencia entre los mejores festivales de arte del país.',
  },
  'alabama-renaissance-faire-2027': {
    summary: 'Caballeros, juglares y artesanos llenan el Wilson Park de Florence el cuarto fin de semana de octubre.',
    description:
      'La feria renacentista oficial de Alabama se celebra en Florence desde 1971. Artistas con trajes de época, demostraciones de oficios, música y comida recrean un pueblo renacentista en pleno centro. La entrada es gratuita y se anima al público a ir disfrazado.',
  },
  'magic-city-classic-2027': {
    summary:
      'Alabama State y Alabama A&M se enfrentan en uno de los mayores partidos de fútbol americano entre universidades históricamente negras (HBCU) del país.',
    description:
      'El Magic City Classic se juega en Birmingham desde 1924, por lo general el último sábado de octubre. Las reuniones de aficionados alrededor de Legion Field empiezan días antes del saque inicial, un desfile recorre el centro y la batalla de bandas del medio tiempo es un espectáculo en sí misma. Asisten más de 60,000 aficionados.',
  },
  'national-peanut-festival-2027': {
    summary:
      'Diez días de atracciones mecánicas, conciertos, exposiciones de ganado y cacahuates en la Capital Mundial del Cacahuate.',
    description:
      'Dothan celebra la cosecha de cacahuate desde 1938. El National Peanut Festival incluye una feria con atracciones, conciertos de grandes artistas, un desfile por el centro y exposiciones agrícolas. Alrededor de la mitad de los cacahuates que se cultivan en Estados Unidos proviene de un radio de cien millas alrededor de Dothan.',
  },
  'pike-road-arts-and-crafts-fair-2027': {
    summary: 'Una feria de un día con más de 200 artistas en los terrenos de la histórica Marks House.',
    description:
      'La Pike Road Arts & Crafts Fair se celebra el primer sábado de noviembre desde la década de 1970. Artistas y artesanos se instalan bajo los robles que rodean la Marks House, de 1825, con comida sureña y música. Lo recaudado apoya a la comunidad de Pike Road.',
  },
  'frank-brown-international-songwriters-festival-2027': {
    summary:
      'Diez días de compositores que interpretan sus propias canciones en locales desde Orange Beach hasta Pensacola.',
    description:
      'Nombrado en honor del veterano vigilante nocturno del Flora-Bama, el festival lleva cada noviembre a cientos de compositores a escenarios de toda la costa. Autores de éxitos del country, el folk y el rock interpretan sus canciones en rondas íntimas. Muchos espectáculos son gratuitos.',
  },
};
