import type { RecordTranslations } from './types';

/** Spanish text of the articles in ../articles-3.ts; fields as in ./articles-1.ts (`name` title, `description` body). */
export const ARTICLES_3_ES: RecordTranslations = {
  'slow-roads-through-the-black-belt': {
    name: 'Caminos tranquilos por el Black Belt',
    summary: 'Colchas, pueblos fantasma, mansiones neogriegas e historia profunda en el centro-oeste de Alabama.',
    description: `<p>El Black Belt debe su nombre a su suelo. Una franja de tierra de pradera oscura y fértil, depositada como el fondo de un mar antiguo, atraviesa Alabama desde Mississippi hacia Georgia. En el siglo XIX convirtió a la región en el corazón de la economía algodonera, construida sobre el trabajo de personas esclavizadas. Después de la emancipación, muchos de sus descendientes se quedaron, y el Black Belt se convirtió en un centro de la lucha por el derecho al voto. Hoy es un paisaje tranquilo de pueblos pequeños y caminos rurales, rico en historia y en arte.</p>
<h2>Selma y Old Cahawba</h2>
<p>Selma es la localidad más conocida de la región, por el puente Edmund Pettus y las marchas de 1965. A poca distancia en auto hacia el suroeste, el Old Cahawba Archaeological Park conserva el sitio de la primera capital permanente de Alabama, hoy un pueblo fantasma de ruinas, cementerios y pozos artesianos donde el río Cahaba se une al río Alabama.</p>
<h2>Gee’s Bend</h2>
<p>En un meandro del río Alabama, en el condado de Wilcox, las mujeres de Gee’s Bend hacen colchas desde hace generaciones. Sus diseños audaces e improvisados atrajeron la atención nacional cuando su obra recorrió los principales museos del país a partir de 2002. Un ferry cruza el río desde Camden, y el colectivo de las artesanas recibe a los visitantes.</p>
<h2>Demopolis, Greensboro y Moundville</h2>
<p>Demopolis, fundada por exiliados franceses en 1817, alberga Gaineswood, una de las mejores casas de estilo neogriego del Sur, y cada diciembre celebra Christmas on the River. En el condado de Hale, el Rural Studio de la Auburn University diseña y construye viviendas y edificios públicos junto con los residentes locales desde 1993. Al norte, el Moundville Archaeological Park conserva los montículos de una ciudad misisipiana que prosperó hace ocho siglos.</p>
<h2>Monroeville</h2>
<p>En el extremo sur de la región, Monroeville fue la ciudad natal de Harper Lee y de Truman Capote. El Old Courthouse Museum cuenta sus historias, y cada primavera actores locales representan Matar a un ruiseñor (To Kill a Mockingbird) dentro y alrededor del tribunal.</p>
<ul><li>Llene el tanque y lleve agua; las distancias entre pueblos pueden ser largas.</li><li>Llame con anticipación a los museos pequeños, que pueden tener horarios limitados.</li><li>Compre directamente a los artistas y en los restaurantes locales; aquí eso importa.</li></ul>
<p>El Black Belt pide a los visitantes que bajen el ritmo. Quienes lo hacen encuentran parte de la historia más conmovedora y algunas de las bienvenidas más cálidas del estado.</p>`,
  },
  'birding-alabamas-coast-in-spring-and-fall': {
    name: 'Observación de aves en la costa de Alabama en primavera y otoño',
    summary: 'Dónde ver pájaros cantores, aves playeras y rapaces migratorias en la bahía de Mobile y el Golfo.',
    description: `<p>Cada primavera, millones de pájaros cantores salen al anochecer de la península de Yucatán y cruzan el golfo de México volando durante toda la noche. Cuando llegan a la costa norte del Golfo, cansados y hambrientos, muchos se posan en los primeros árboles que encuentran. En la costa de Alabama, eso suele significar Dauphin Island y la península de Fort Morgan, dos de los lugares de observación de aves más célebres de América del Norte.</p>
<h2>Dauphin Island</h2>
<p>El Audubon Bird Sanctuary, en el extremo este de Dauphin Island, protege un bosque de pinos, un pequeño lago, un pantano y dunas. En los días de primavera que siguen a un frente frío o a una tormenta, los observadores pueden ver en una sola mañana decenas de especies de reinitas, además de tángaras, bolseros y colorines. El cercano Shell Mound Park, con sus robles perennes, es otro de los favoritos.</p>
<h2>Fort Morgan y Bon Secour</h2>
<p>Al otro lado de la boca de la bahía de Mobile, los bosques que rodean Fort Morgan reciben aves migratorias en ambas temporadas, y allí los investigadores anillan aves durante la migración. El Bon Secour National Wildlife Refuge protege miles de acres de dunas, matorrales y bosques, con senderos que llevan a playas tranquilas.</p>
<h2>El delta y la Eastern Shore</h2>
<p>Al norte de Mobile, el delta Mobile-Tensaw es el hogar de garzas, garcetas, águilas pescadoras, águilas calvas y milanos tijereta. El 5 Rivers Delta Resource Center, en el Causeway, es la puerta de entrada, con exposiciones y acceso para remar en kayak o canoa. La Weeks Bay Reserve, cerca de Fairhope, tiene pasarelas sobre la marisma y una turbera de plantas jarra.</p>
<ul><li>El punto álgido de la migración de primavera va de finales de marzo a principios de mayo; la migración de otoño abarca septiembre y octubre.</li><li>Mantenga la distancia de las aves playeras que anidan en las playas y respete las zonas cerradas.</li><li>No se salga de los senderos y las pasarelas, y nunca use grabaciones para atraer aves en los santuarios.</li></ul>
<p>Cada octubre, el Alabama Coastal BirdFest ofrece excursiones guiadas a los mejores sitios. Pero cualquier mañana de la temporada de migración, con unos binoculares y un poco de paciencia, un paseo por el bosque puede convertirse en algo extraordinario. Lleve una guía de campo, anote lo que vea y comparta sus avistamientos con proyectos de ciencia ciudadana que ayudan a los investigadores a seguir la migración.</p>`,
  },
  'eating-well-in-birmingham': {
    name: 'Comer bien en Birmingham',
    summary:
      'Cocinas premiadas, restaurantes de meat-and-three, hot dogs al estilo griego y un mercado los sábados en la Magic City.',
    description: `<p>Birmingham se ha convertido en una de las ciudades gastronómicas más gratificantes del Sur. Sus chefs han ganado premios nacionales, sus cafeterías de toda la vida siguen llenándose a la hora del almuerzo y sus familias de inmigrantes griegos dieron forma a buena parte de lo que se come en la ciudad. Un fin de semana largo apenas alcanza para empezar a conocerla.</p>
<h2>Cocina de autor</h2>
<p>Frank Stitt ayudó a poner a Birmingham en el mapa culinario al combinar la técnica francesa e italiana con ingredientes de Alabama. Su restaurante Bottega, en Highland Avenue, sirve cocina italiana de la costa, y Chez Fonfon es un bistró francés relajado con una cancha de petanca en la parte de atrás. Muchos chefs más jóvenes se formaron en sus cocinas y abrieron sus propios restaurantes por toda la ciudad.</p>
<h2>Meat-and-threes y clásicos</h2>
<p>En un meat-and-three, los comensales eligen una carne y tres verduras o guarniciones, a menudo de una línea de servicio con bandejas calientes. Niki’s West, cerca del mercado de agricultores, sirve decenas de verduras al día. En Irondale, el café que inspiró la novela de Fannie Flagg Tomates verdes fritos (Fried Green Tomatoes at the Whistle Stop Cafe) todavía los sirve junto a las vías del tren. En Bessemer, el Bright Star sirve pargo al estilo griego desde 1907.</p>
<h2>Hot dogs y barbacoa</h2>
<p>Los inmigrantes griegos regentaban muchos de los primeros puestos de hot dogs de Birmingham, y su hot dog especial, con mostaza, cebolla, chucrut y una salsa de carne condimentada, sigue siendo una tradición del centro en lugares como Gus’s. Para barbacoa, pruebe Saw’s, Golden Rule o el local de Dreamland en Southside.</p>
<h2>Mercados y cervecerías</h2>
<p>Los sábados por la mañana, de la primavera al otoño, Pepper Place Market reúne a agricultores, panaderos y chefs en el distrito de Lakeview. Las cervecerías artesanales de Birmingham, entre ellas Good People y Avondale Brewing, crecieron después de que Alabama cambiara sus leyes sobre la cerveza en las décadas de 2000 y 2010.</p>
<ul><li>Reserve con anticipación para cenar en los restaurantes más populares, sobre todo los fines de semana.</li><li>Muchos meat-and-threes solo sirven almuerzo.</li><li>Visite la ciudad en agosto para aprovechar los menús de precio fijo de la Alabama Restaurant Week.</li></ul>
<p>Pase el tiempo como lo pase, venga con hambre. Las mesas de Birmingham son generosas, sus cocineros están orgullosos de su ciudad y la conversación con quien está en el taburete de al lado forma parte de la comida. Después de cenar, dé un paseo por Railroad Park o suba a Vulcan para ver las luces de la ciudad.</p>`,
  },
  'travel-responsibly-in-alabamas-wild-places': {
    name: 'Viaje de forma responsable por los espacios naturales de Alabama',
    summary: 'Cómo disfrutar de los parques, las playas y los ríos del estado y dejarlos mejor de lo que los encontró.',
    description: `<p>Alabama es uno de los estados con mayor diversidad biológica del país. Sus ríos albergan más especies de peces de agua dulce, mejillones, caracoles y tortugas que casi cualquier otro lugar de América del Norte, y sus hábitats van desde las hondonadas de montaña hasta los bosques de pino de hoja larga, los sistemas de cuevas, las dunas costeras y el delta Mobile-Tensaw. Los visitantes que vienen a disfrutar de esa variedad pueden ayudar a protegerla con unos pocos hábitos sencillos.</p>
<h2>No deje rastro</h2>
<p>Planifique con anticipación, no se salga de los senderos señalizados, llévese todo lo que traiga y deje las rocas, las plantas y los objetos históricos donde los encuentre. Muchos parques estatales de Alabama, como Oak Mountain, Cheaha, DeSoto y el Gulf State Park, ofrecen programas de naturaleza que enseñan estos principios a las familias.</p>
<h2>Proteja la costa</h2>
<p>Las tortugas marinas anidan en las playas de Alabama de mayo a octubre. Rellene los hoyos, retire su equipo de playa por la noche y no ilumine la playa, para que las crías encuentren el camino al agua. No pise las dunas, cuya avena de mar mantiene unida la arena. El Gulf State Park y su Lodge se reconstruyeron con restauración de dunas y control de aguas pluviales, y el Estuarium del Dauphin Island Sea Lab explica cómo funciona la costa.</p>
<h2>Respete las cuevas y los cañones</h2>
<p>Cuevas como Cathedral Caverns son el hogar de murciélagos y otras especies frágiles. Siga las normas señalizadas y no toque las formaciones, que crecen apenas un poco en toda una vida. En Dismals Canyon, los dismalites luminosos viven en las paredes del cañón; mantenga las luces apagadas durante las visitas nocturnas.</p>
<h2>Reme y pesque con cuidado</h2>
<p>Ponga su embarcación en el agua desde los puntos de acceso establecidos, llévese el sedal que use y respete las normas estatales de pesca. Limpie, vacíe y seque las embarcaciones al pasar de una vía fluvial a otra para no propagar especies invasoras.</p>
<ul><li>Busque en nuestro mapa la insignia de viaje responsable, que señala los lugares que enseñan sobre conservación.</li><li>Apoye a los guías locales, a las empresas de equipo y excursiones y a los negocios familiares.</li><li>Lleve una botella de agua reutilizable; muchos parques tienen estaciones para rellenarla.</li></ul>
<p>Los espacios naturales de Alabama reciben visitantes desde hace generaciones. Con un poco de cuidado de cada uno de nosotros, recibirán a muchos más.</p>`,
  },
};
