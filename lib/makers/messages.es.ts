import type { Translation } from '@/lib/i18n/translation';
import type { MAKER_CATEGORY_MESSAGES } from './messages';

export const MAKER_CATEGORY_MESSAGES_ES: Translation<typeof MAKER_CATEGORY_MESSAGES> = {
  art: 'Arte',
  drink: 'Bebidas',
  fashion: 'Moda',
  food: 'Comida',
  home: 'Hogar',
};
