import type { ExperienceSlug } from '@/lib/constants';

/** One line for each experience category card on the home page. */
export const EXPERIENCE_BLURBS: Record<ExperienceSlug, string> = {
  'arts-and-culture':
    'Museums, galleries and theater, from the Birmingham Museum of Art to the Alabama Shakespeare Festival.',
  beaches: 'Sugar-white sand and warm Gulf water at Gulf Shores, Orange Beach and Dauphin Island.',
  'civil-rights-legacy': 'Walk where history was made in Montgomery, Selma and Birmingham.',
  'food-and-drink': 'Barbecue with white sauce, Gulf seafood, fried green tomatoes and local breweries.',
  history: 'Native mounds, antebellum homes, Civil War sites and the first capital of the Confederacy.',
  music: 'Muscle Shoals studios, the W.C. Handy birthplace and the Alabama Music Hall of Fame.',
  outdoor: 'State parks, canyons, caves and rivers for hiking, paddling and birding.',
  sports: 'College football Saturdays, Talladega Superspeedway and championship fishing.',
  'science-and-discovery': 'Rockets in Huntsville, fossils, planetariums and hands-on science centers.',
  'year-round-golf': 'The Robert Trent Jones Golf Trail and mild weather for playing all year.',
};
