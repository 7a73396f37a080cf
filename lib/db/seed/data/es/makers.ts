import type { RecordTranslations } from './types';

/** Spanish text of the Alabama makers, keyed by the maker's seeded slug (the slug of its name). */
export const MAKERS_ES: RecordTranslations = {
  'alabama-chanin': {
    summary: 'Ropa y artículos para el hogar cosidos a mano con algodón orgánico en Florence.',
    description:
      'La diseñadora Natalie Chanin fundó Alabama Chanin en su ciudad natal, Florence, en el año 2000. Sus prendas las cosen a mano artesanas locales con punto de algodón orgánico, a menudo con aplicaciones y bordados minuciosos. The Factory, su tienda principal y café, recibe a los visitantes.',
  },
  'billy-reid': {
    summary: 'Moda sureña para hombre y mujer de un diseñador con sede en Florence.',
    description:
      'Billy Reid abrió su primera tienda en Florence en 2001 y desde entonces ha recibido los máximos honores del Council of Fashion Designers of America. Su ropa combina la tradición sureña con la sastrería moderna. Cada agosto, la empresa organiza el Shindig, un fin de semana de música y comida en el centro de Florence.',
  },
  'red-land-cotton': {
    summary: 'Sábanas y toallas hechas con algodón cultivado en una granja familiar del valle del Tennessee.',
    description:
      'La familia Yeager cultiva algodón en el condado de Lawrence desde hace generaciones. En 2017, padre e hija fundaron Red Land Cotton para convertir su propia cosecha en ropa de cama y toallas fabricadas en Estados Unidos. El nombre viene del suelo de arcilla roja del norte de Alabama.',
  },
  'conecuh-sausage': {
    summary: 'Salchicha ahumada con nogal americano que se elabora en Evergreen desde 1947.',
    description:
      'Henry Sessions empezó a elaborar salchicha ahumada en el condado de Conecuh en 1947, y su familia todavía dirige la empresa. La salchicha Conecuh es infaltable en las reuniones previas a los partidos, los desayunos y los gumbos de Alabama. Una tienda en la planta de Evergreen la vende fresca.',
  },
  'golden-flake': {
    summary: 'Las papas fritas de Birmingham, elaboradas en la ciudad desde la década de 1920.',
    description:
      'Golden Flake nació como la Magic City Food Company en Birmingham en 1923. Sus papas fritas y sus palitos de queso se volvieron imprescindibles en las barras de almuerzo del Sur y en las transmisiones de fútbol americano del Crimson Tide. Las papas se siguen elaborando en Birmingham.',
  },
  'milos-tea-company': {
    summary: 'El té dulce que se sirvió primero en Milo’s Hamburgers y que hoy se vende en todo el país.',
    description:
      'Milo Carlton abrió su hamburguesería en Birmingham en 1946 y preparaba un té famoso por lo dulce para acompañarla. La familia empezó a embotellar el té en 1989, y hoy Milo’s Tea Company lo elabora en Bessemer sin conservantes. Es uno de los tés refrigerados más vendidos del país.',
  },
  'buffalo-rock': {
    summary: 'Un ginger ale dorado y picante que se embotelló por primera vez en Birmingham a principios del siglo XX.',
    description:
      'El Buffalo Rock Ginger Ale lo creó una empresa de abarrotes de Birmingham y se convirtió en un favorito regional por su intenso sabor a jengibre. La empresa de la familia Lee llegó a ser una de las mayores embotelladoras independientes del país. El ginger ale se sigue elaborando en Birmingham.',
  },
  'wickles-pickles': {
    summary: 'Pepinillos dulces y picantes de una receta familiar, envasados en Dadeville.',
    description:
      'Wickles Pickles nació de una receta familiar que se compartía entre amigos cerca de Lake Martin. La empresa empezó a vender en 1998, desde Dadeville, estos pepinillos dulces y picantes, y hoy ofrece también salsas de encurtidos y chiles. Sus frascos, “diabólicamente deliciosos” según su lema, se encuentran en todo el país.',
  },
  'sister-schuberts': {
    summary: 'Panecillos de levadura congelados que nacieron en la cocina de una casa de Luverne.',
    description:
      'Patricia Barnes, conocida como Sister Schubert, empezó a vender los panecillos de levadura de su abuela en una feria gastronómica de una iglesia de Troy en 1989. La demanda creció hasta que abrió una panadería en Luverne. Hoy sus panecillos se venden en los congeladores de supermercados de todo el país.',
  },
  zkano: {
    summary: 'Calcetines de algodón orgánico tejidos en Fort Payne, que fue la Capital Mundial del Calcetín.',
    description:
      'Las fábricas de Fort Payne llegaron a producir una gran parte de los calcetines del mundo. Zkano, fundada por la familia de Emi-G Knitting, mantiene viva esa tradición con calcetines de algodón orgánico tejidos en la ciudad. Sus diseños coloridos se venden en línea y en tiendas de todo el Sur.',
  },
  'earthborn-pottery': {
    summary: 'Gres hecho a mano y la alfarería detrás de muchos premios y trofeos de Alabama.',
    description:
      'Tena Payne fundó Earthborn Pottery en 1993 y trabaja con un pequeño equipo de alfareros en Leeds. El taller produce piezas de gres de uso cotidiano y encargos especiales, entre ellos piezas para restaurantes y premios comunitarios. Los visitantes pueden comprar en el taller.',
  },
  'belle-chevre': {
    summary: 'Queso fresco de cabra premiado, del norte de Alabama.',
    description:
      'Belle Chevre fue fundada en Elkmont en 1989 por Liz Parnell y más tarde la dirigió Tasia Malakasis. Sus quesos de cabra frescos y saborizados han ganado premios nacionales y se sirven en restaurantes de todo el Sur. Es un emblema de los pequeños productores de alimentos del norte de Alabama.',
  },
  'gees-bend-quilters': {
    summary: 'Colchas de geometría audaz e improvisada, de una pequeña comunidad del Black Belt.',
    description:
      'Desde hace generaciones, las mujeres de Gee’s Bend unen retazos de ropa de trabajo y sacos de alimento para animales en llamativos diseños abstractos. Su obra se ha exhibido en grandes museos y ha aparecido en sellos postales de Estados Unidos. Las artesanas venden directamente a los visitantes a través de su colectivo.',
  },
  'john-emerald-distilling-company': {
    summary: 'Una destilería artesanal en el centro de Opelika que elabora whiskey, ron y ginebra.',
    description:
      'John Emerald Distilling fue fundada por un padre y su hijo en 2014 en Opelika. Su whiskey single malt de Alabama se ahúma con madera de pacana y de durazno. La sala de degustación ofrece visitas guiadas junto a las vías del tren, en el centro.',
  },
  'yellowhammer-brewing': {
    summary: 'Una cervecería de Huntsville que lleva el nombre del ave del estado de Alabama.',
    description:
      'Yellowhammer Brewing elabora cervezas de estilo belga y alemán en Huntsville desde 2010. Su taberna en Campus No. 805 sirve cervezas como Rebel Yeller y Belgian White. La cervecería toma su nombre del carpintero de pechera, al que en Alabama llaman yellowhammer: el ave del estado.',
  },
};

/** Spanish names of the makers' categories (the English `category` field), which RecordTranslation has no field for. */
export const MAKER_CATEGORIES_ES: Record<string, string> = {
  Art: 'Arte',
  Drink: 'Bebidas',
  Fashion: 'Moda',
  Food: 'Alimentos',
  Home: 'Hogar',
};
