import type { RecordTranslations } from './types';

/** Spanish text of the state welcome centers, keyed by the center's seeded slug (the slug of its name). */
export const WELCOME_CENTERS_ES: RecordTranslations = {
  'ardmore-welcome-center': {
    name: 'Centro de bienvenida de Ardmore',
    description:
      'La primera parada para quienes viajan en auto hacia el sur desde Nashville, con mapas, folletos y baños.',
  },
  'baldwin-county-welcome-center': {
    name: 'Centro de bienvenida del condado de Baldwin',
    description:
      'Recibe a quienes llegan desde Pensacola con información sobre las playas, la bahía de Mobile y la Eastern Shore.',
  },
  'cleburne-county-welcome-center': {
    name: 'Centro de bienvenida del condado de Cleburne',
    description: 'La puerta de entrada desde Atlanta, cerca del Cheaha State Park y del Talladega National Forest.',
  },
  'dekalb-county-welcome-center': {
    name: 'Centro de bienvenida del condado de DeKalb',
    description:
      'Atiende a quienes llegan desde Chattanooga, a pocos minutos de Lookout Mountain, Mentone y Little River Canyon.',
  },
  'grand-bay-welcome-center': {
    name: 'Centro de bienvenida de Grand Bay',
    description:
      'La primera parada al llegar desde Mississippi, con información sobre Mobile, Dauphin Island y la costa del Golfo.',
  },
  'houston-county-welcome-center': {
    name: 'Centro de bienvenida del condado de Houston',
    description: 'Recibe a los conductores que se dirigen al norte desde Panama City hacia el Wiregrass y Dothan.',
  },
  'lanett-welcome-center': {
    name: 'Centro de bienvenida de Lanett',
    description: 'La puerta de entrada desde Atlanta por la I-85, de camino a Auburn, Tuskegee y Montgomery.',
  },
  'sumter-county-welcome-center': {
    name: 'Centro de bienvenida del condado de Sumter',
    description: 'Recibe a quienes llegan desde Meridian con información sobre el Black Belt, Tuscaloosa y Birmingham.',
  },
};

/** Spanish text of each center's `route` (where it sits on the highway), by the center's slug. */
export const WELCOME_CENTER_ROUTES_ES: Record<string, string> = {
  'ardmore-welcome-center': 'I-65 en dirección sur, cerca de la frontera con Tennessee',
  'baldwin-county-welcome-center': 'I-10 en dirección oeste, cerca de la frontera con Florida',
  'cleburne-county-welcome-center': 'I-20 en dirección oeste, cerca de la frontera con Georgia',
  'dekalb-county-welcome-center': 'I-59 en dirección sur, cerca de la frontera con Georgia',
  'grand-bay-welcome-center': 'I-10 en dirección este, cerca de la frontera con Mississippi',
  'houston-county-welcome-center': 'US-231 en dirección norte, cerca de la frontera con Florida',
  'lanett-welcome-center': 'I-85 en dirección sur, cerca de la frontera con Georgia',
  'sumter-county-welcome-center': 'I-20/59 en dirección este, cerca de la frontera con Mississippi',
};
