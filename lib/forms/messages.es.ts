import type { Translation } from '@/lib/i18n/translation';
import type { PASSWORD_TOGGLE } from './messages';

// The shared fields in Spanish (messages.ts has the English).
export const PASSWORD_TOGGLE_ES: Translation<typeof PASSWORD_TOGGLE> = {
  show: 'Mostrar',
  hide: 'Ocultar',
  showLabel: 'Mostrar la contraseña',
  hideLabel: 'Ocultar la contraseña',
};
