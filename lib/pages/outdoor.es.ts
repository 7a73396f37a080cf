/** The text of one outdoor page (its places come from the database, the same in both languages). */
type TopicText = { title: string; description: string; body: string };

// The outdoor pages' own text in Spanish, by slug (lib/pages/outdoor.ts has the English).
export const OUTDOOR_TOPICS_ES: Record<string, TopicText> = {
  birding: {
    title: 'Observación de aves en Alabama',
    description:
      'Recorra la Ruta de Observación de Aves de la Costa de Alabama, la migración de primavera en Dauphin Island y las grullas canadienses y trompeteras que pasan el invierno en el Refugio Nacional de Vida Silvestre Wheeler.',
    body: `Alabama se encuentra en las rutas migratorias del Misisipi y del Atlántico, y en el estado se han registrado más de 400 especies de aves. Las Alabama Birding Trails unen cientos de sitios públicos, desde las crestas de las montañas hasta las marismas de la costa.

En abril, Dauphin Island es una de las primeras tierras que encuentran los pájaros cantores que cruzan el golfo de México; después de una tormenta de primavera, sus bosques pueden llenarse de reinitas, tángaras y azulillos. En invierno, miles de grullas canadienses y algunas grullas trompeteras, una especie en peligro de extinción, se reúnen en el Refugio Nacional de Vida Silvestre Wheeler, cerca de Decatur, y se pueden observar desde un edificio con calefacción.

Traiga binoculares, no se salga de los senderos señalizados y deje espacio a las aves que anidan.`,
  },
  'year-of-trails': {
    title: 'Año de los Senderos',
    description:
      'Camine, reme y pedalee por los senderos de Alabama: el Pinhoti, la ruta en canoa Bartram, el sendero ferroviario Chief Ladiga y rutas a pie por la historia y la gastronomía.',
    body: `Alabama tiene senderos para todos los ritmos. El Pinhoti Trail recorre más de 300 millas a través del Bosque Nacional Talladega hasta Georgia. El Chief Ladiga Trail es un antiguo trazado ferroviario pavimentado que va de Anniston hasta el límite con Georgia. En la ruta en canoa Bartram, en el delta Mobile-Tensaw, uno de los deltas fluviales con mayor diversidad biológica de América del Norte, se puede acampar sobre plataformas flotantes.

No todos los senderos están en el bosque: las rutas temáticas que aparecen a continuación llevan, pueblo a pueblo, a asadores de barbacoa, jardines y lugares emblemáticos.`,
  },
  parks: {
    title: 'Parques estatales de Alabama',
    description:
      'Los parques estatales de Alabama: las playas de Gulf State Park, las vistas de montaña de Cheaha, las cascadas de DeSoto, los senderos de Oak Mountain y Monte Sano, sobre Huntsville.',
    body: `Los parques estatales de Alabama abarcan playas, montañas, lagos y cuevas. El Parque Estatal Cheaha tiene el punto más alto del estado, a 2,407 pies sobre el nivel del mar. Gulf State Park tiene más de dos millas de playa y un largo muelle de pesca. Oak Mountain, el más grande, está a poca distancia en auto de Birmingham, y el Parque Estatal DeSoto se encuentra en Lookout Mountain, junto a Little River Canyon.

La mayoría de los parques tienen zonas para acampar, cabañas o un albergue. Las tarifas de entrada son bajas y ayudan a mantener los parques.`,
  },
  'natural-wonders': {
    title: 'Maravillas naturales de Alabama',
    description:
      'Las maravillas naturales de Alabama: Little River Canyon, Cathedral Caverns, Natural Bridge, los Walls of Jericho, Dismals Canyon y el delta Mobile-Tensaw.',
    body: `Hay lugares en Alabama que hay que ver en persona: un cañón en lo alto de una montaña, la entrada de una cueva de 126 pies de ancho, un puente de arenisca que millones de años de erosión dejaron en pie y un delta que alberga más especies de tortugas, peces y caracoles que casi cualquier otro lugar del continente.

Los lugares que aparecen a continuación llevan el distintivo de Maravilla Natural en nuestro mapa.`,
  },
};
