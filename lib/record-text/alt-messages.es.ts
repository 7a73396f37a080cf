import type { Translation } from '@/lib/i18n/translation';
import type { RECORD_ALT_MESSAGES } from './alt-messages';

export const RECORD_ALT_MESSAGES_ES: Translation<typeof RECORD_ALT_MESSAGES> = {
  place: 'Ilustración de {name}, {town}',
  lodge: 'Ilustración de un albergue al atardecer: {name}',
  event: 'Ilustración de {name} en {town}',
  roadTrip: 'Paisaje ilustrado de la ruta por carretera {name}',
  trail: 'Ilustración: {name}',
  article: 'Ilustración del artículo “{name}”',
  maker: 'Ilustración de {name}',
};
