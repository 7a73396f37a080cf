import type { ExperienceSlug } from '@/lib/constants';

// What each experience page says about itself, in Spanish (experiences.ts has the English).
export const BLURBS_ES: Record<ExperienceSlug, string> = {
  'arts-and-culture':
    'Museos, galerías, teatro y arte popular, desde el Museo de Arte de Birmingham hasta el Alabama Shakespeare Festival en Montgomery y las colchas de Gee’s Bend.',
  beaches:
    'Treinta y dos millas de arena blanquísima en el golfo de México, en Gulf Shores, Orange Beach y Dauphin Island, con pesca, delfines y mariscos frescos.',
  'civil-rights-legacy':
    'Recorra los lugares donde ocurrió el movimiento: el puente Edmund Pettus en Selma, la Iglesia Bautista de la Calle 16 en Birmingham y el Legacy Museum en Montgomery.',
  'food-and-drink':
    'Barbacoa con salsa blanca, ostras del Golfo, restaurantes de comida casera sureña, tomates verdes fritos y cada vez más cervecerías artesanales y bodegas.',
  history:
    'Montículos de los pueblos nativos, pueblos de antes de la Guerra Civil, la primera capital de la Confederación y la ciudad de los cohetes que llevó a Estados Unidos a la Luna.',
  music:
    'La cuna de las grabaciones de Muscle Shoals, de Hank Williams, W.C. Handy, Nat King Cole y Lionel Richie, con música en vivo en todos los rincones del estado.',
  outdoor:
    'Cañones, cuevas, lagos de montaña, parques estatales, el delta de Mobile-Tensaw y cientos de millas de senderos para caminar, remar y andar en bicicleta.',
  'science-and-discovery':
    'El U.S. Space & Rocket Center en Huntsville, el McWane Science Center en Birmingham y observatorios, jardines y acuarios en todo el estado.',
  sports:
    'Los sábados de fútbol americano universitario, el Talladega Superspeedway, el Barber Motorsports Park y una larga lista de salones de la fama del deporte.',
  'year-round-golf':
    'El Robert Trent Jones Golf Trail y campos de golf en todo el estado, para jugar cualquier mes del año.',
};
