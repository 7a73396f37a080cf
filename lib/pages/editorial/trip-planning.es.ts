import type { EditorialPage } from './types';

// The trip-planning pages in Spanish (trip-planning.ts has the English). Paths stay the English
// ones: the Spanish page is the same path under /es.

export const TRIP_TIPS_ES: EditorialPage = {
  path: '/my-trip/trip-tips',
  title: 'Consejos para su viaje',
  description:
    'Consejos prácticos para un viaje a Alabama: cuándo ir, cómo desplazarse, el clima, la zona horaria, las banderas de playa, qué empacar y cuándo reservar con anticipación.',
  lede: 'Algunas cosas que conviene saber antes de salir.',
  sections: [
    {
      heading: 'Cuándo ir',
      paragraphs: [
        'La primavera (de marzo a mayo) y el otoño (octubre y noviembre) son templados y son la temporada de festivales. El verano es caluroso y húmedo, y es temporada alta en la costa del Golfo. Los inviernos son cortos y suaves en el sur del estado; en el norte puede caer algo de nieve.',
      ],
    },
    {
      heading: 'Cómo desplazarse',
      paragraphs: [
        'La mejor manera de conocer Alabama es en auto. Las autopistas interestatales 65, 20/59, 85 y 10 comunican las principales ciudades; el trayecto de Huntsville a Gulf Shores dura unas cinco horas y media. Birmingham, Huntsville, Montgomery y Mobile tienen aeropuerto, y el tren Crescent de Amtrak para en Anniston, Birmingham y Tuscaloosa.',
      ],
    },
    {
      heading: 'Zona horaria',
      paragraphs: [
        'Alabama se rige por la hora del Centro. Algunas localidades junto a la frontera con Georgia, como Phenix City, usan de manera extraoficial la hora del Este, así que confirme allí el horario de los eventos.',
      ],
    },
    {
      heading: 'Reserve con anticipación para',
      paragraphs: ['Las habitaciones se agotan pronto en estas fechas:'],
      list: [
        'los partidos de fútbol americano universitario en casa en Tuscaloosa y Auburn',
        'los fines de semana de carreras en el Talladega Superspeedway',
        'el Mardi Gras de Mobile',
        'los fines de semana de verano y las vacaciones de primavera en la costa del Golfo',
      ],
    },
    {
      heading: 'Qué empacar',
      paragraphs: [
        'Ropa ligera, un impermeable, protector solar, repelente de insectos y un sombrero durante casi todo el año; una prenda de abrigo de noviembre a febrero. Traiga calzado cómodo para los senderos y para los recorridos a pie por los lugares emblemáticos de los derechos civiles.',
      ],
      links: [
        { href: '/my-trip/staying-safe', text: 'Cómo viajar con seguridad' },
        { href: '/create-a-trip', text: 'Cree su viaje' },
      ],
    },
  ],
};

export const STAYING_SAFE_ES: EditorialPage = {
  path: '/my-trip/staying-safe',
  title: 'Viaje con seguridad',
  description:
    'Viaje seguro por Alabama: las banderas de advertencia de las playas y las corrientes de resaca, el calor del verano, el mal tiempo, la temporada de huracanes, la fauna silvestre y los números de emergencia.',
  lede: 'Para la mayoría de los viajes basta con el sentido común, pero el mar, el calor y el clima merecen respeto.',
  sections: [
    {
      heading: 'En la playa',
      paragraphs: [
        'En las playas del Golfo se izan banderas de colores según el estado del agua. Las corrientes de resaca son el principal peligro: si una lo arrastra, nade en paralelo a la orilla hasta salir de ella y luego regrese nadando.',
      ],
      list: [
        'Verde: peligro bajo, condiciones tranquilas.',
        'Amarilla: peligro moderado, oleaje o corrientes moderados.',
        'Roja: peligro alto, oleaje alto o corrientes fuertes.',
        'Doble roja: el agua está cerrada al público.',
        'Morada: fauna marina peligrosa, como las medusas.',
      ],
    },
    {
      heading: 'El calor',
      paragraphs: [
        'De junio a septiembre el índice de calor suele superar los 100 °F (38 °C). Beba agua antes de tener sed, planee las caminatas por la mañana, descanse a la sombra y nunca deje a personas ni mascotas dentro de un auto estacionado.',
      ],
    },
    {
      heading: 'Tormentas y huracanes',
      paragraphs: [
        'Las tormentas eléctricas y los tornados son más frecuentes en primavera y a finales del otoño; la temporada de huracanes va del 1 de junio al 30 de noviembre. Active las alertas meteorológicas en su teléfono, sepa dónde está el refugio seguro más cercano y siga las indicaciones de las autoridades locales si ordenan una evacuación.',
      ],
    },
    {
      heading: 'Al aire libre',
      paragraphs: [
        'No se salga de los senderos señalizados, avise a alguien de sus planes y lleve más agua de la que cree que va a necesitar. Mantenga una buena distancia de los caimanes, las serpientes y demás fauna silvestre, y nunca les dé de comer.',
      ],
    },
    {
      heading: 'En caso de emergencia',
      paragraphs: [
        'Llame al 911 para comunicarse con la policía, los bomberos o una ambulancia. Para conocer el estado de las carreteras, llame al 511 o visite ALGO Traffic, el sitio de tráfico del Departamento de Transporte de Alabama.',
      ],
      links: [
        { href: '/my-trip/staying-safe/covid-19', text: 'La salud durante el viaje' },
        { href: '/my-trip/staying-safe/responsibly', text: 'Viaje de forma responsable' },
      ],
    },
  ],
};

export const COVID_19_ES: EditorialPage = {
  path: '/my-trip/staying-safe/covid-19',
  title: 'El COVID-19 y cómo viajar con salud',
  description:
    'Viaje con salud por Alabama: precauciones frente al COVID-19 y la gripe, dónde hacerse una prueba y recibir atención médica, y las normas sanitarias de cada lugar que conviene consultar antes de ir.',
  lede: 'En Alabama no hay restricciones de viaje por el COVID-19 a nivel estatal. Aun así, planificar un poco ayuda a que usted y las personas con quienes se encuentre se mantengan sanos.',
  sections: [
    {
      heading: 'Antes de salir',
      paragraphs: [
        'Si está enfermo, quédese en casa. Consulte al Departamento de Salud Pública de Alabama y a los Centros para el Control y la Prevención de Enfermedades para conocer las recomendaciones vigentes sobre el COVID-19, la gripe y otras enfermedades respiratorias, y mantenga sus vacunas al día.',
      ],
    },
    {
      heading: 'Durante el viaje',
      paragraphs: [
        'Lávese las manos con frecuencia, lleve desinfectante de manos y considere usar mascarilla en lugares cerrados con mucha gente, sobre todo si usted o sus acompañantes corren un riesgo mayor. Algunos hospitales, residencias de mayores y lugares pequeños pueden pedir a los visitantes que la usen.',
      ],
    },
    {
      heading: 'Si se siente mal',
      paragraphs: [
        'Las farmacias de todo el estado venden pruebas caseras y muchas ofrecen pruebas y vacunas. Las clínicas de atención urgente de cada ciudad atienden a visitantes sin cita previa. En caso de emergencia, llame al 911.',
      ],
    },
    {
      heading: 'Infórmese antes de su visita',
      paragraphs: [
        'Las atracciones, los restaurantes y los eventos fijan sus propias normas y horarios. Consulte el sitio web de cada lugar o llame antes de ir, sobre todo en el caso de las visitas guiadas y los eventos bajo techo.',
      ],
      links: [{ href: '/my-trip/staying-safe', text: 'Volver a Viaje con seguridad' }],
    },
  ],
};

export const RESPONSIBLY_ES: EditorialPage = {
  path: '/my-trip/staying-safe/responsibly',
  title: 'Viaje de forma responsable',
  description:
    'Viaje de forma responsable por Alabama: no deje rastro en los senderos ni en las playas, proteja a las tortugas marinas y las dunas, apoye los negocios locales y respete los lugares sagrados e históricos.',
  lede: 'Las playas, los ríos y los pueblos de Alabama también esperan al próximo visitante. Así puede dejarlos mejor de lo que los encontró.',
  sections: [
    {
      heading: 'En la playa',
      paragraphs: [
        'De mayo a octubre, las tortugas marinas anidan en las playas de Alabama. Rellene los hoyos que cave, llévese las sillas y las carpas cada noche y, después del anochecer, use luces rojas, no blancas, en la arena. No pise las dunas: la avena de mar las mantiene en su lugar.',
      ],
    },
    {
      heading: 'En los senderos y en el agua',
      paragraphs: [
        'Llévese todo lo que traiga, no se salga de los senderos señalizados y haga las fogatas solo dentro de los círculos destinados a ello. Limpie su embarcación y su equipo antes de pasar de un lago o río a otro, para no trasladar plantas ni animales invasores.',
      ],
    },
    {
      heading: 'En los pueblos',
      paragraphs: [
        'Siempre que pueda, coma, compre y alójese en negocios locales: así su dinero se queda en la comunidad que vino a conocer. Sea un buen vecino en los alquileres vacacionales y no haga ruido por la noche.',
      ],
    },
    {
      heading: 'En los lugares sagrados e históricos',
      paragraphs: [
        'Los lugares emblemáticos de los derechos civiles, las iglesias, los cementerios y los montículos de los pueblos nativos americanos son lugares de memoria. Vístase y hable con respeto, siga las normas indicadas sobre las fotografías y deje todo tal como lo encontró.',
      ],
      links: [{ href: '/places-to-go/map/responsibly', text: 'Lugares que le ayudan a viajar de forma responsable' }],
    },
  ],
};
