import type { RecordTranslations } from './types';

/**
 * Spanish text of the articles in ../articles-1.ts, keyed by the article's seeded slug (the slug of its
 * English title): `name` is the title and `description` the body (HTML limited to <p>, <h2> and
 * <ul>/<li>, as in English), the fields the articles' reads map to `title` and `body`.
 */
export const ARTICLES_1_ES: RecordTranslations = {
  'walking-the-civil-rights-trail-in-birmingham-selma-and-montgomery': {
    name: 'Recorrer el Civil Rights Trail en Birmingham, Selma y Montgomery',
    summary:
      'Cómo planear un viaje respetuoso y sin prisas por los lugares donde el movimiento cambió a Estados Unidos.',
    description: `<p>Pocos lugares de Estados Unidos guardan tanto de la historia de los derechos civiles como el tramo de Alabama entre Birmingham y Montgomery. En apenas cien millas, un viajero puede estar en la iglesia donde murieron cuatro niñas en 1963, cruzar a pie el puente donde los manifestantes fueron golpeados el Domingo Sangriento y sentarse en los bancos donde predicó el Dr. Martin Luther King Jr. durante el boicot a los autobuses de Montgomery. Esta guía propone una manera de conocerlo en cuatro días, sin prisas.</p>
<h2>Día uno: Birmingham</h2>
<p>Empiece en el Birmingham Civil Rights Institute, que lleva a los visitantes desde la ciudad segregada de la década de 1950 hasta la campaña de 1963. Al otro lado de la calle, la 16th Street Baptist Church ofrece visitas a su santuario y su sótano, y las esculturas de Kelly Ingram Park recuerdan las mangueras de incendios y los perros policía lanzados contra los niños. El A.G. Gaston Motel, donde los líderes del movimiento planeaban su estrategia, es el eje del Birmingham Civil Rights National Monument. Si tiene tiempo, maneje hacia el norte hasta la Bethel Baptist Church, la iglesia del reverendo Fred Shuttlesworth.</p>
<h2>Día dos: Selma</h2>
<p>Maneje unos noventa minutos hacia el sur hasta Selma. Empiece en la Brown Chapel AME Church, donde comenzaron las marchas de marzo de 1965, y luego siga a pie la ruta hasta el puente Edmund Pettus. Cruzarlo caminando, despacio, es la mejor manera de entender el momento en que los manifestantes llegaron a lo alto del puente y vieron a la policía estatal esperándolos. Del otro lado, el National Voting Rights Museum reúne las historias de los soldados de a pie del movimiento.</p>
<h2>Día tres: el camino a Montgomery</h2>
<p>Siga la U.S. Highway 80, la ruta del Selma to Montgomery National Historic Trail. El Lowndes Interpretive Center, a mitad de camino, habla de los campamentos de los manifestantes y de la ciudad de tiendas de campaña levantada para las familias desalojadas por inscribirse para votar. En Montgomery, visite el Rosa Parks Museum, el Freedom Rides Museum y la Dexter Avenue King Memorial Baptist Church, a una cuadra del Capitolio donde terminó la marcha.</p>
<h2>Día cuatro: memoria y justicia</h2>
<p>Dedique una mañana completa al Legacy Museum y al National Memorial for Peace and Justice, creados por la Equal Justice Initiative. Ambos relacionan la esclavitud, los linchamientos, la segregación y el encarcelamiento masivo de una manera que acompaña a los visitantes mucho después de irse.</p>
<ul><li>Reserve con anticipación las entradas con horario donde se ofrezcan, sobre todo para grupos.</li><li>Muchas iglesias tienen congregaciones activas; consulte los horarios de visita y vístase con respeto.</li><li>Deje tiempo en el itinerario para conversar sobre lo que ha visto.</li></ul>
<p>El recorrido no es una lista de pendientes. Es una oportunidad para escuchar a las personas que vivieron esta historia y a los lugares que todavía dan testimonio de ella.</p>`,
  },
  'the-muscle-shoals-sound-a-listeners-guide-to-the-shoals': {
    name: 'El sonido de Muscle Shoals: guía para conocer los Shoals a través de su música',
    summary:
      'Por qué dos pequeños estudios a orillas del río Tennessee grabaron parte de la música más importante de las décadas de 1960 y 1970.',
    description: `<p>Pídale a un músico que nombre los lugares donde se hizo la música popular estadounidense y, después de Memphis, Nashville y Detroit, muchos dirán Muscle Shoals. En las décadas de 1960 y 1970, un puñado de músicos de sesión de este rincón del noroeste de Alabama acompañó a cantantes de soul, bandas de rock y estrellas del pop en cientos de discos. Visitar hoy los Shoals significa conocer las salas donde ocurrió todo, a menudo con personas que todavía recuerdan aquellas sesiones.</p>
<h2>FAME Recording Studios</h2>
<p>El estudio FAME de Rick Hall, en Avalon Avenue, en Muscle Shoals, es donde empieza la historia. “You Better Move On”, de Arthur Alexander, se grabó en una sala anterior de FAME, y el estudio de Avalon Avenue llegó a grabar a Wilson Pickett, Etta James, Clarence Carter y, como es bien sabido, las primeras sesiones de Aretha Franklin para Atlantic Records. FAME sigue siendo un estudio en funcionamiento, así que las visitas dependen del calendario de grabaciones; llame con anticipación.</p>
<h2>3614 Jackson Highway</h2>
<p>En 1969, la sección rítmica conocida como los Swampers dejó FAME y abrió Muscle Shoals Sound Studio en un sencillo edificio de bloques de concreto en Sheffield. Los Rolling Stones grabaron allí “Brown Sugar” y “Wild Horses”, y después llegaron Paul Simon, Bob Seger, Cher, los Staple Singers y Lynyrd Skynyrd. Restaurado por la Muscle Shoals Music Foundation, el estudio luce casi como entonces, hasta la alfombra y el vidrio de la sala de control.</p>
<h2>Más allá de los estudios</h2>
<p>Las raíces musicales de los Shoals son aún más profundas. Florence es la ciudad natal de W.C. Handy, el Padre del Blues, cuya cabaña y museo conservan su trompeta y su piano. El Alabama Music Hall of Fame, en Tuscumbia, rinde homenaje a artistas que van desde Nat King Cole hasta la banda Alabama. Cada julio, el W.C. Handy Music Festival llena de presentaciones gratuitas los parques, las iglesias y los restaurantes de las cuatro ciudades.</p>
<ul><li>Planee un fin de semana largo: un día para los estudios y otro para Florence y Tuscumbia.</li><li>Vea antes de ir el documental Muscle Shoals, de 2013.</li><li>Reserve una noche para la música en vivo en el centro de Florence.</li></ul>
<p>Lo que más llama la atención de los visitantes es lo corrientes que parecen estos lugares. La magia nunca estuvo en los edificios. Estuvo en los músicos, los ingenieros y los artistas que vinieron buscando un sonido que no encontraban en ninguna otra parte, y lo encontraron a orillas del río Tennessee.</p>`,
  },
  'alabama-white-sauce-and-the-states-barbecue-traditions': {
    name: 'La salsa blanca de Alabama y las tradiciones de barbacoa del estado',
    summary:
      'De la salsa a base de mayonesa de Decatur a las costillas de Tuscaloosa, una breve historia de la barbacoa de Alabama y dónde probarla.',
    description: `<p>Todos los estados del Sur discuten sobre la barbacoa, y Alabama tiene más motivos de discusión que la mayoría. El estado no tiene un estilo único. Tiene, en cambio, un mosaico de tradiciones de asadero forjadas por las familias que las mantuvieron vivas, desde las paletas de cerdo ahumadas con nogal americano del norte hasta las costillas bañadas en una salsa roja ácida del oeste. Y tiene una salsa que casi no se encuentra en ningún otro lugar: la salsa blanca.</p>
<h2>El nacimiento de la salsa blanca</h2>
<p>En 1925, Bob Gibson empezó a preparar barbacoa en un asadero del patio de su casa en Decatur. Para que sus pollos ahumados se mantuvieran jugosos y tuvieran un toque picante, los sumergía en una salsa ligera de mayonesa, vinagre y pimienta negra. Big Bob Gibson Bar-B-Q sigue en manos de su familia, y su salsa blanca se ha extendido por todo el estado y más allá. Pruébela primero con pollo, como se pensó para comerla, y después con todo lo demás.</p>
<h2>Costillas y salsa roja en Tuscaloosa</h2>
<p>En Tuscaloosa, barbacoa significa costillas. Dreamland Bar-B-Que, abierto por John “Big Daddy” Bishop en 1958, durante décadas sirvió poco más que costillas, pan blanco y salsa. Al otro lado del río, en Northport, Archibald’s ahúma costillas en un pequeño asadero de bloques de concreto desde 1962, y muchos clientes habituales comen en sus autos. Ambos sirven salsas de color rojo anaranjado con mucho vinagre y pimienta.</p>
<h2>Los asaderos de Birmingham</h2>
<p>Birmingham tiene una escena de barbacoa tan variada como sus barrios. Golden Rule remonta su historia a un puesto de carretera de 1891. Bob Sykes, en Bessemer, ahúma cerdo en un asadero abierto desde 1957. Favoritos más recientes, como Saw’s, combinan la carne ahumada con guarniciones de soul food y sémola de maíz con queso.</p>
<ul><li>Vaya temprano: en muchos asaderos las costillas se agotan a media tarde.</li><li>La primera vez, pida la especialidad de la casa, sea cual sea.</li><li>Deje espacio para el postre: la mayoría de los negocios familiares hornean sus propias tartas.</li></ul>
<p>La mejor manera de entender la barbacoa de Alabama es recorrerla en auto. Empiece en Decatur, siga hacia el sur por Birmingham y Tuscaloosa, y continúe hasta Selma y Mobile. En cada parada le dirán que allí se hacen las cosas como se debe, y todas tendrán razón.</p>`,
  },
  'chasing-waterfalls-on-lookout-mountain': {
    name: 'En busca de cascadas en Lookout Mountain',
    summary:
      'Little River Canyon, DeSoto Falls y la magia de la temporada de lluvias en las montañas del noreste de Alabama.',
    description: `<p>El extremo sur de los montes Apalaches se adentra en el noreste de Alabama en forma de una serie de largas cordilleras de cima plana. Lookout Mountain es la más conocida, y en su meseta los ríos corren sobre la arenisca hasta llegar al borde y precipitarse. Desde finales del invierno hasta la primavera, cuando la lluvia mantiene llenos los arroyos, este rincón del estado ofrece algunas de las mejores caminatas a cascadas del Sur.</p>
<h2>Little River Canyon</h2>
<p>El Little River es un río poco común: fluye durante casi todo su recorrido en lo alto de una montaña. A lo largo de millones de años excavó Little River Canyon, que alcanza unos seiscientos pies de profundidad y está protegido como National Preserve. La Canyon Rim Parkway sigue el borde occidental, con miradores sobre Little River Falls, Grace’s High Falls y Eberhart Point. En verano, los bañistas se reúnen en las pozas al pie de las cascadas; en invierno, las cascadas rugen con más fuerza.</p>
<h2>DeSoto State Park y DeSoto Falls</h2>
<p>Río arriba, los senderos del DeSoto State Park serpentean a lo largo del West Fork del Little River, entre cascadas más pequeñas y laureles de montaña. Unas millas al norte, DeSoto Falls cae unos 104 pies hacia un desfiladero bajo una antigua presa, a poca distancia a pie del estacionamiento. El hotel del parque, sus chalés y las cabañas de piedra construidas por el Civilian Conservation Corps son una base cómoda, y el pueblo de Mentone tiene cafés y tiendas de artesanía.</p>
<h2>Noccalula Falls</h2>
<p>En el extremo sur de Lookout Mountain, en Gadsden, el Black Creek cae unos noventa pies en Noccalula Falls Park. Un sendero por el desfiladero pasa por detrás y por debajo de la cascada, y el parque tiene una aldea de pioneros y un jardín botánico para las familias.</p>
<ul><li>Visítelas después de unos días de lluvia para verlas en su máximo caudal; a finales del verano pueden estar casi secas.</li><li>No se salga de los senderos señalizados: los bordes de los cañones son empinados y la roca puede estar resbaladiza.</li><li>Llévese todo lo que traiga y deje las flores silvestres donde crecen.</li></ul>
<p>En dos o tres días puede ver la mayoría de las grandes cascadas, detenerse a comer tarta de tomate en Mentone y terminar con un paseo subterráneo en Cathedral Caverns, cuya entrada es una de las más anchas de todas las cuevas turísticas del mundo.</p>`,
  },
};
