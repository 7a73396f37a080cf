import type { Translation } from '@/lib/i18n/translation';
import type { RECORD_TEXT_MESSAGES } from './messages';

export const RECORD_TEXT_MESSAGES_ES: Translation<typeof RECORD_TEXT_MESSAGES> = {
  untranslatedNote: 'Este texto aún no está traducido al español.',
};
