import type { RecordTranslations } from './types';

/** Spanish text of the attractions in ../places-see-river.ts, by place key. */
export const SEE_RIVER_ES: RecordTranslations = {
  'the-legacy-museum': {
    summary:
      'El museo de la Equal Justice Initiative, que traza una línea desde la esclavitud hasta el encarcelamiento masivo.',
    description:
      'The Legacy Museum: From Enslavement to Mass Incarceration se encuentra cerca del lugar donde funcionaba un almacén de subastas de esclavos y del embarcadero del río por donde llegaban a Montgomery las personas esclavizadas. Galerías inmersivas, testimonios en primera persona y datos conectan la trata de esclavos, los linchamientos, la segregación y el sistema judicial actual. Calcule al menos dos horas; las entradas incluyen el National Memorial for Peace and Justice.',
  },
  'national-memorial-for-peace-and-justice': {
    summary:
      'El primer monumento del país dedicado a las más de 4,400 personas afroamericanas asesinadas en linchamientos de terror racial.',
    description:
      'En este espacio conmemorativo, inaugurado en 2018 en una colina con vista a Montgomery, cuelgan 800 monumentos de acero, uno por cada condado donde hubo linchamientos, grabados con los nombres de las víctimas. Esculturas de Kwame Akoto-Bamfo, Dana King y Hank Willis Thomas enmarcan el recorrido. Es un lugar para la reflexión en silencio y uno de los sitios más impactantes del país.',
  },
  'rosa-parks-museum': {
    summary:
      'El museo de la Universidad de Troy en la esquina donde Rosa Parks fue arrestada el 1 de diciembre de 1955.',
    description:
      'El Rosa Parks Museum se encuentra en el lugar de la parada de autobús del Empire Theatre donde la señora Parks se negó a ceder su asiento. Una recreación del autobús de 1955 y un cortometraje transportan a los visitantes a bordo aquella tarde, y las exhibiciones siguen el boicot de autobuses de Montgomery, que vino después y duró 381 días. Un ala infantil usa un autobús que viaja en el tiempo para contar la historia a los visitantes más jóvenes.',
  },
  'dexter-avenue-king-memorial-baptist-church': {
    summary: 'La iglesia donde el Dr. Martin Luther King Jr. fue pastor durante el boicot de autobuses de Montgomery.',
    description:
      'El Dr. King dirigió la congregación de Dexter Avenue de 1954 a 1960, y el boicot se organizó en su sótano. La pequeña iglesia de ladrillo está a una cuadra del Capitolio estatal, un contraste que King solía señalar. Las visitas incluyen un mural del movimiento pintado en el nivel inferior.',
  },
  'dexter-parsonage-museum': {
    summary:
      'La casa de la familia King, restaurada tal como era en la década de 1950, donde estalló una bomba en el porche en 1956.',
    description:
      'El Dr. King, Coretta Scott King y su hija vivieron en esta casa pastoral durante el boicot de autobuses. El 30 de enero de 1956, una bomba dañó el porche delantero mientras la señora King y la bebé estaban adentro; King calmó a una multitud enfurecida desde los escalones. Gran parte del mobiliario es el original de la época en que la familia vivió aquí.',
  },
  'alabama-state-capitol': {
    summary: 'El capitolio de estilo neogriego de 1851 donde terminó la marcha de Selma a Montgomery en 1965.',
    description:
      'El Capitolio, con su cúpula blanca, se alza sobre Goat Hill, en el extremo de Dexter Avenue. Jefferson Davis juró como presidente de la Confederación en su pórtico en 1861, y en 1965 el Dr. King se dirigió a unos 25,000 manifestantes en esa misma calle. Las visitas guiadas gratuitas muestran las cámaras legislativas restauradas y las escaleras de caracol.',
  },
  'civil-rights-memorial-center': {
    summary: 'La mesa de agua de granito negro de Maya Lin, en honor a 41 personas que murieron en el movimiento.',
    description:
      'Diseñado por Maya Lin, el Civil Rights Memorial presenta los nombres de 41 personas que murieron en la lucha entre 1954 y 1968 sobre una mesa circular por la que corre el agua. En un muro detrás de ella figura la paráfrasis que hizo el Dr. King del libro de Amós: “hasta que la justicia corra como las aguas”. El centro contiguo, a cargo del Southern Poverty Law Center, alberga exhibiciones y un Muro de la Tolerancia (Wall of Tolerance).',
  },
  'freedom-rides-museum': {
    summary: 'La estación de Greyhound donde una turba atacó a los Freedom Riders en mayo de 1961.',
    description:
      'El 20 de mayo de 1961, una turba golpeó a los Freedom Riders cuando bajaban de un autobús en esta estación de Greyhound. El edificio restaurado de estilo Art Moderne, administrado por la Alabama Historical Commission, cuenta la historia de estos activistas con paneles en sus muros y obras de arte en el interior. Está a poca distancia a pie del Rosa Parks Museum.',
  },
  'hank-williams-museum': {
    summary:
      'Trajes de escenario, guitarras y el Cadillac de 1952 en el que la leyenda del country hizo su último viaje.',
    description:
      'Hank Williams creció en el sur de Alabama y lanzó su carrera en la radio de Montgomery. El museo, en el centro, guarda su ropa, sus instrumentos, sus discos y el Cadillac azul celeste en el que murió el día de Año Nuevo de 1953. Su tumba, en el Oakwood Cemetery Annex, está a pocos minutos en auto.',
  },
  'alabama-shakespeare-festival': {
    summary:
      'Una compañía de teatro profesional que funciona todo el año en un parque ajardinado del este de Montgomery.',
    description:
      'El Alabama Shakespeare Festival es uno de los festivales de Shakespeare más grandes del mundo y presenta clásicos, musicales y nuevas obras del Sur en dos teatros. Su edificio se encuentra en el Wynton M. Blount Cultural Park, junto a un lago con cisnes. El Southern Writers Project desarrolla obras arraigadas en la región.',
  },
  'montgomery-museum-of-fine-arts': {
    summary: 'Arte estadounidense y un parque de esculturas en Blount Cultural Park, con entrada gratuita.',
    description:
      'El Montgomery Museum of Fine Arts reúne pintura estadounidense desde el siglo XVIII hasta hoy, arte regional del Sur y artes decorativas. Su Blount Collection ofrece un panorama del arte estadounidense, de Copley a Hopper. El sendero de Lagoon Park y el jardín de esculturas lo conectan con el vecino Shakespeare Festival.',
  },
  'f-scott-and-zelda-fitzgerald-museum': {
    summary: 'La casa donde vivieron los Fitzgerald entre 1931 y 1932, el último hogar que compartieron.',
    description:
      'Zelda Sayre creció en Montgomery, donde conoció a F. Scott Fitzgerald en 1918. La pareja alquiló esta casa de Old Cloverdale mientras él trabajaba en Tender Is the Night (Suave es la noche) y ella escribía Save Me the Waltz (Resérvame el vals). El museo guarda cartas, primeras ediciones y pinturas de Zelda.',
  },
  'old-alabama-town': {
    summary: 'Edificios restaurados del siglo XIX y de principios del XX que muestran la vida en el centro de Alabama.',
    description:
      'Old Alabama Town reúne unos 50 edificios históricos en seis cuadras del centro de Montgomery, entre ellos una casa de troncos con pasillo central abierto (dogtrot), una escuela de un solo salón, una imprenta en funcionamiento y una iglesia afroamericana. Las visitas autoguiadas explican cómo vivían los habitantes del pueblo y las familias campesinas. En días especiales, los artesanos hacen demostraciones de sus oficios.',
  },
  'montgomery-zoo': {
    summary:
      'Animales de cinco continentes en hábitats abiertos, con paseo en tren y el Mann Wildlife Learning Museum.',
    description:
      'El Montgomery Zoo alberga cientos de animales en hábitats naturales organizados por continente. Un tren en miniatura y un teleférico llevan a los visitantes por encima de las exhibiciones, y el Mann Wildlife Learning Museum, contiguo, muestra la fauna de América del Norte. Las noches del Christmas Lights Festival son una tradición local.',
  },
  'tuskegee-institute-national-historic-site': {
    summary:
      'The Oaks, la casa de Booker T. Washington, y el museo de George Washington Carver en el campus de Tuskegee.',
    description:
      'Booker T. Washington fundó la Tuskegee Normal School en 1881, y los propios estudiantes fabricaron los ladrillos de muchos edificios del campus. El Servicio de Parques Nacionales muestra The Oaks, la casa de Washington, y el George Washington Carver Museum, que exhibe el laboratorio de Carver y su trabajo con el cacahuate y el camote. El campus histórico es un Monumento Histórico Nacional (National Historic Landmark).',
  },
  'tuskegee-airmen-national-historic-site': {
    summary:
      'Moton Field, donde se entrenaron los primeros pilotos militares afroamericanos durante la Segunda Guerra Mundial.',
    description:
      'En Moton Field, los cadetes afroamericanos aprendían a volar antes de pasar al Tuskegee Army Air Field y al combate en Europa y el norte de África. Los hangares restaurados exhiben aviones de entrenamiento y cuentan la historia de los pilotos, mecánicos y enfermeras conocidos como los Tuskegee Airmen. Su desempeño contribuyó a que se pusiera fin a la segregación en las fuerzas armadas en 1948.',
  },
  'jule-collins-smith-museum-of-fine-art': {
    summary: 'El museo de arte de la Universidad de Auburn, sede de la colección Advancing American Art.',
    description:
      'El Jule Collins Smith Museum guarda la colección Advancing American Art, obras que el Departamento de Estado compró en 1946 y vendió como excedente cuando el Congreso se opuso al arte moderno. El museo también tiene una gran colección de grabados de Audubon y exposiciones temporales de arte contemporáneo. Sus jardines y su lago están abiertos para pasear.',
  },
  'jordan-hare-stadium': {
    summary: 'La casa de los Auburn Tigers, donde el águila vuela antes de la patada inicial.',
    description:
      'Jordan-Hare Stadium recibe a más de 88,000 aficionados los sábados de otoño. Antes de los partidos como local, un águila amaestrada sobrevuela el campo entre gritos de “War Eagle”, y después de cada victoria los estudiantes cubren de papel higiénico los robles de Toomer’s Corner. El estadio ha sido escenario de algunos de los finales más famosos del Iron Bowl.',
  },
  'chewacla-state-park': {
    summary:
      'Un parque boscoso con una cascada, un lago y senderos para bicicleta de montaña en las afueras de Auburn.',
    description:
      'Chewacla State Park se encuentra donde el Piedmont se une con la llanura costera, por eso sus arroyos caen sobre cascadas rocosas. Una represa de piedra construida por el CCC forma el lago Chewacla, y los senderos serpentean junto a las cascadas y a lo largo de Moores Mill Creek. Los ciclistas de montaña vienen por sus senderos singletrack bien cuidados.',
  },
  'fort-toulouse-fort-jackson-park': {
    summary: 'Fuertes francés y estadounidense reconstruidos donde se unen los ríos Coosa y Tallapoosa.',
    description:
      'Los franceses construyeron Fort Toulouse en 1717 para comerciar con la Nación Creek, y Andrew Jackson levantó un fuerte en el mismo terreno en 1814, después de la Guerra Creek. El parque tiene un fuerte reconstruido, una casa creek, un montículo misisipiano y un área para acampar. Los fines de semana de historia viviente recrean la vida colonial francesa.',
  },
  'jasmine-hill-gardens': {
    summary:
      'El “pequeño rincón de Grecia” de Alabama: jardines con estatuas griegas y una réplica de las ruinas del Templo de Hera.',
    description:
      'Benjamin y Mary Fitzpatrick viajaron a Grecia durante décadas y llenaron sus jardines en la ladera con copias de esculturas clásicas. Una réplica a escala real de las ruinas del Templo de Hera en Olimpia se alza entre azaleas, camelias y parterres de temporada. Los jardines abren solo en ciertas temporadas, así que consulte el horario antes de ir.',
  },
  'lowndes-interpretive-center': {
    summary:
      'Un centro del Selma to Montgomery National Historic Trail en el lugar del segundo campamento de los manifestantes.',
    description:
      'El Lowndes Interpretive Center se encuentra a mitad de camino de la ruta de la marcha de Selma a Montgomery de 1965. Sus exhibiciones hablan de los manifestantes que acamparon en el condado de Lowndes, de la ciudad de carpas levantada para los aparceros desalojados por inscribirse para votar y del asesinato de Viola Liuzzo en este tramo de la Highway 80. La entrada es gratuita.',
  },
  'hank-williams-boyhood-home-and-museum': {
    summary:
      'La pequeña casa de Georgiana donde Hank Williams vivió de niño y aprendió del músico callejero Rufus Payne.',
    description:
      'Hank Williams vivió en esta casa aproximadamente de 1930 a 1934 y, según la historia local, aprendió a tocar la guitarra con Rufus “Tee-Tot” Payne, un músico callejero afroamericano. El museo guarda fotos familiares y recuerdos. Cada verano se celebra aquí el Hank Williams Festival.',
  },
  'edmund-pettus-bridge': {
    summary:
      'El puente donde la policía estatal atacó a los manifestantes por el derecho al voto el Domingo Sangriento, 7 de marzo de 1965.',
    description:
      'El 7 de marzo de 1965, unos 600 manifestantes encabezados por John Lewis y Hosea Williams cruzaron el Edmund Pettus Bridge y, al otro lado, fueron golpeados por policías estatales y ayudantes del alguacil. La violencia, transmitida por televisión, llevó a la marcha de Selma a Montgomery y a la Ley de Derecho al Voto de 1965. Los visitantes pueden cruzar el puente a pie y visitar el parque conmemorativo en su extremo este.',
  },
  'national-voting-rights-museum-and-institute': {
    summary: 'Objetos y testimonios de la lucha por el derecho al voto, al pie del Edmund Pettus Bridge.',
    description:
      'Fundado por soldados de a pie del movimiento, este museo reúne fotografías, historias orales y objetos personales de la campaña de Selma. Sus exhibiciones rinden homenaje a quienes marcharon y a las mujeres del movimiento. Se encuentra justo al otro lado del puente desde el centro de Selma.',
  },
  'brown-chapel-ame-church': {
    summary: 'El punto de partida de las marchas de 1965 y la sede de la campaña por el derecho al voto en Selma.',
    description:
      'La Brown Chapel African Methodist Episcopal Church, construida en 1908, acogió las asambleas multitudinarias de la campaña de Selma. Las tres marchas hacia Montgomery partieron de sus escalones en marzo de 1965. Al frente se alza un busto del Dr. King, y la iglesia sigue siendo una congregación activa.',
  },
  'old-cahawba-archaeological-park': {
    summary: 'El pueblo fantasma que fue la primera capital permanente del estado de Alabama, de 1820 a 1826.',
    description:
      'Cahawba se encontraba donde el río Cahaba se une al Alabama y fue la capital del estado hasta que las inundaciones y la política llevaron el gobierno a Tuscaloosa. El pueblo prosperó como puerto algodonero y luego decayó después de la Guerra Civil. Hoy los visitantes recorren calles cubiertas de vegetación entre ruinas, cementerios y pozos artesianos.',
  },
  'gees-bend-quilters': {
    summary: 'Colchas de las mujeres de Gee’s Bend, cuyos audaces diseños cuelgan en grandes museos.',
    description:
      'Las mujeres de Gee’s Bend, una comunidad afroamericana situada en un meandro del río Alabama, hacen desde hace generaciones colchas de geometría improvisada. Su obra recorrió museos de Estados Unidos a partir de 2002 y hoy forma parte de las colecciones del Metropolitan Museum of Art, entre otros. Los visitantes pueden conocer a las artesanas y comprarles directamente; el ferry desde Camden cruza el río muy cerca.',
  },
  gaineswood: {
    summary: 'Una de las mejores mansiones de estilo neogriego del Sur, construida entre 1843 y 1861.',
    description:
      'Gaineswood fue diseñada por su propietario, el dueño de plantación Nathan Bryan Whitfield, y tardó casi dos décadas en terminarse. Sus techos abovedados, su ornamentada yesería y su mobiliario original le valieron la designación de Monumento Histórico Nacional. La Alabama Historical Commission cuenta la historia de la familia y de las personas esclavizadas allí.',
  },
  'old-courthouse-museum': {
    summary: 'El juzgado de 1903 que inspiró la sala de audiencias de To Kill a Mockingbird (Matar a un ruiseñor).',
    description:
      'Monroeville es la ciudad natal de Harper Lee y Truman Capote, y su juzgado de 1903, coronado por una cúpula, sirvió de modelo para la sala de audiencias de la película To Kill a Mockingbird (Matar a un ruiseñor). El museo cuenta la historia de ambos escritores. Cada primavera, un elenco local presenta la obra de teatro dentro y alrededor del juzgado.',
  },
  'rural-studio': {
    summary:
      'El programa de diseño y construcción de la Universidad de Auburn, conocido por sus ingeniosas viviendas y edificios en todo el condado de Hale.',
    description:
      'Fundado en 1993 por los arquitectos Samuel Mockbee y D.K. Ruth, Rural Studio pone a sus estudiantes a diseñar y construir viviendas, estaciones de bomberos, parques y bibliotecas para las comunidades del condado de Hale. Muchos proyectos, como la Newbern Library y el parque infantil de Lions Park en Greensboro, se pueden ver desde la carretera. Recuerde que muchos de estos edificios son casas particulares y respete la privacidad de quienes viven en ellos.',
  },
};
