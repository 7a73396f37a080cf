import type { Translation } from '@/lib/i18n/translation';
import type { PAGES_MESSAGES } from './messages';

// The fixed pages in Spanish (messages.ts has the English).
export const PAGES_MESSAGES_ES: Translation<typeof PAGES_MESSAGES> = {
  breadcrumbLabel: 'Ruta de navegación',
  breadcrumbHome: 'Inicio',
  lastUpdated: 'Última actualización: {date}.',
  sitemap: {
    title: 'Mapa del sitio',
    description:
      'Todas las secciones del sitio de Turismo de Alabama en una página: lugares para visitar, experiencias, rutas por carretera, eventos, guías y planificación de viajes.',
    regions: 'Regiones',
  },
  articles: {
    heading: 'Artículos',
    title: 'Historias de viaje por Alabama',
    titlePage: 'Historias de viaje por Alabama, página {page}',
    description:
      'Historias sobre viajar por Alabama: dónde comer, qué ver, ideas para rutas por carretera, festivales, historia y la gente que hace del estado lo que es.',
    descriptionPage:
      'Página {page} de nuestras historias sobre viajar por Alabama: dónde comer y qué ver, rutas por carretera, festivales, historia y la gente del estado.',
    lede: 'Ideas e historias para su próximo viaje por Alabama.',
    empty: 'Pronto publicaremos nuevas historias.',
    pagesLabel: 'Páginas de artículos',
    byline: 'Por {author} · ',
    moreAbout: 'Más sobre ',
  },
  experiences: {
    crumb: 'Experiencias',
    heading: 'Experiencias en Alabama',
    description:
      'Diez maneras de conocer Alabama: arte y cultura, playas, legado de los derechos civiles, comida y bebida, historia, música, aire libre, ciencia, deportes y golf todo el año.',
    lede: 'Elija lo que más le guste. Cada experiencia reúne los lugares, eventos, rutas por carretera e historias que le corresponden.',
    title: '{name} en Alabama',
    onTheMap: 'Ver {name} en el mapa',
    getOutside: 'Salga al aire libre',
    cuisines: 'Cocinas',
    places: 'Lugares',
    upcomingEvents: 'Próximos eventos',
    roadTrips: 'Rutas por carretera',
    stories: 'Historias',
    storiesEmpty: 'Todavía no hay historias.',
    themedTrails: 'Rutas temáticas',
    whereToGo: 'Adónde ir',
    cuisineTitle: '{name} en Alabama',
    cuisineDescription: 'Dónde comer {name} en Alabama.',
    whereToEat: 'Dónde comer {name}',
    cuisineEmpty: 'Todavía no hay restaurantes de esta cocina en la lista.',
  },
  welcomeCenters: {
    heading: 'Centros de bienvenida',
    title: 'Centros de bienvenida de Alabama',
    description:
      'Haga una parada en un centro de bienvenida de Alabama en las autopistas interestatales: mapas gratis, la guía de vacaciones, folletos, baños limpios y consejos de viaje.',
    lede: 'Los centros de bienvenida de Alabama reciben a los viajeros cerca de los límites del estado con mapas gratis, la guía de vacaciones, folletos y consejos de personas que conocen bien el estado.',
    empty: 'Pronto publicaremos la lista de centros de bienvenida.',
    route: 'Carretera',
    near: 'Cerca de',
    phone: 'Teléfono',
    directions: 'Cómo llegar a {name}',
  },
  videos: {
    heading: 'Videos',
    title: 'Videos de viaje por Alabama',
    description:
      'Descubra Alabama en videos cortos: playas, parques estatales, sitios de los derechos civiles, gastronomía, música y festivales.',
    lede: 'Conozca Alabama antes de viajar.',
    empty: 'Pronto publicaremos nuevos videos.',
  },
  photoAlbum: {
    empty: 'Pronto publicaremos nuevas fotos.',
    visitorsPhotos: 'Fotos de los visitantes',
  },
  restaurantWeek: {
    heading: 'Semana de los Restaurantes de Alabama',
    description:
      'Semana de los Restaurantes de Alabama: menús de precio fijo en restaurantes participantes de todo el estado, desde alta cocina hasta locales de barbacoa.',
    about:
      'La Semana de los Restaurantes de Alabama celebra en todo el estado a quienes cocinan y sirven la comida de Alabama. Durante diez días al año, los restaurantes participantes ofrecen menús a precio fijo: un buen momento para probar ese lugar que tenía pendiente.\n\nCada restaurante fija sus menús y precios. Se recomienda reservar, sobre todo los fines de semana.',
    participants: 'Restaurantes participantes',
    participantsYear: 'Restaurantes participantes, {year}',
    empty: 'Pronto publicaremos la lista de restaurantes de este año.',
    entryTitle: '{name}: Semana de los Restaurantes de Alabama {year}',
    entryTitleShort: '{name}: Semana de los Restaurantes {year}',
    menu: 'Menú de la Semana de los Restaurantes',
    menuSoon: 'Pronto publicaremos el menú.',
    venueLink: 'Dirección, horario y cómo llegar a {name}',
  },
  makers: {
    heading: 'Artesanos de Alabama',
    categoryHeading: 'Artesanos de Alabama: {category}',
    description:
      'Conozca a los artesanos de Alabama: alfareros, tejedoras de colchas, carpinteros, destiladores, confiteros y muchos más, y visite sus talleres y tiendas.',
    categoryDescription: 'Artesanos de Alabama en la categoría {category}: visite sus talleres y tiendas.',
    lede: 'Personas que hacen cosas a mano en Alabama, y dónde encontrarlas.',
    categoriesLabel: 'Categorías de artesanos',
    all: 'Todos',
    empty: 'Pronto publicaremos la lista de artesanos.',
    makerDescription: '{name}, artesano de Alabama en {city}.',
    where: '{category} · {city}, Alabama',
    website: 'Visite el sitio web de {name}',
    more: 'Más artesanos en la categoría {category}',
  },
  trails: {
    heading: 'Rutas temáticas',
    title: 'Rutas temáticas de Alabama',
    description:
      'Rutas temáticas por todo Alabama: la ruta de la barbacoa, la ruta de los jardines, los sitios de los derechos civiles y mucho más, con todas sus paradas.',
    lede: 'Recorra el estado siguiendo un tema, una parada a la vez.',
    empty: 'Pronto publicaremos las rutas temáticas.',
    trailDescription: 'Las paradas de {name} en Alabama.',
    stops: 'Paradas',
    stopsEmpty: 'Pronto publicaremos las paradas.',
  },
};
