import type { Translation } from '@/lib/i18n/translation';
import type { RECORD_ALT_MESSAGES } from './alt-messages';

export const RECORD_ALT_MESSAGES_ES: Translation<typeof RECORD_ALT_MESSAGES> = {
  place: 'Ilustración de {name}, {town}',
  lodge: 'Ilustración de un hospedaje al atardecer para {name}',
  event: 'Ilustración de {name} en {town}',
  roadTrip: 'Paisaje ilustrado del viaje por carretera {name}',
  trail: 'Ilustración de la ruta {name}',
  article: 'Ilustración del artículo “{name}”',
  maker: 'Ilustración de {name}',
};
