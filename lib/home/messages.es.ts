import type { Translation } from '@/lib/i18n/translation';
import type { HERO_MESSAGES, HOME_MESSAGES } from './messages';

// The home page in Spanish (messages.ts has the English and the reasons).
export const HOME_MESSAGES_ES: Translation<typeof HOME_MESSAGES> = {
  pageHeading: 'Sweet Home Alabama',
  heroHeading: 'disfrútelo todo',
  experiencesHeading: 'Descubra Alabama',
  experiencesIntro: 'Diez maneras de conocer el estado, desde la costa del golfo hasta el valle del Tennessee.',
  experienceNames: {
    'arts-and-culture': 'Arte y cultura',
    beaches: 'Playas',
    'food-and-drink': 'Comida y bebida',
    history: 'Historia',
    'civil-rights-legacy': 'Legado de los derechos civiles',
    music: 'Música',
    outdoor: 'Aire libre',
    sports: 'Deportes',
    'science-and-discovery': 'Ciencia y descubrimiento',
    'year-round-golf': 'Golf todo el año',
  },
  experienceBlurbs: {
    'arts-and-culture':
      'Museos, galerías y teatro, desde el Birmingham Museum of Art hasta el Alabama Shakespeare Festival.',
    beaches: 'Arena blanquísima y aguas cálidas del golfo en Gulf Shores, Orange Beach y Dauphin Island.',
    'civil-rights-legacy': 'Recorra los lugares donde se hizo historia en Montgomery, Selma y Birmingham.',
    'food-and-drink': 'Barbacoa con salsa blanca, mariscos del golfo, tomates verdes fritos y cervecerías locales.',
    history:
      'Montículos indígenas, mansiones de antes de la guerra, sitios de la Guerra Civil y la primera capital de la Confederación.',
    music: 'Los estudios de Muscle Shoals, la casa natal de W.C. Handy y el Alabama Music Hall of Fame.',
    outdoor: 'Parques estatales, cañones, cuevas y ríos para hacer senderismo, remar y observar aves.',
    sports: 'Sábados de fútbol americano universitario, el Talladega Superspeedway y torneos de pesca de primer nivel.',
    'science-and-discovery':
      'Cohetes en Huntsville, fósiles, planetarios y centros de ciencias con actividades prácticas.',
    'year-round-golf': 'El Robert Trent Jones Golf Trail y un clima templado para jugar todo el año.',
  },
  aroundHeading: 'Por todo Alabama',
  notFoundHeading: 'Página no encontrada',
  notFoundText:
    'No pudimos encontrar la página que buscaba. Es posible que se haya trasladado o que el enlace ya no esté vigente. Le mostramos en su lugar nuestra página de inicio.',
  notFoundSearch: 'Buscar en el sitio',
  missingText:
    'No pudimos encontrar lo que buscaba. Es posible que se haya trasladado, que haya cerrado o que ya no figure en nuestros listados.',
  missingHome: 'Ir a la página de inicio',
};

export const HERO_MESSAGES_ES: Translation<typeof HERO_MESSAGES> = {
  heroLabel: 'Lugares destacados de Alabama',
  credit: 'por {credit}',
  playVideo: 'Reproducir video',
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  pause: 'Pausar la presentación',
  play: 'Reanudar la presentación',
  slideLabel: '{n} de {total}',
  youtubeTitle: 'Video: {description}',
};
