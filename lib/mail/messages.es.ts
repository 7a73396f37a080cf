import type { Translation } from '@/lib/i18n/translation';
import type { MAIL_MESSAGES } from './messages';

// The pool's mails in Spanish (messages.ts has the English and the reasons).
export const MAIL_MESSAGES_ES: Translation<typeof MAIL_MESSAGES> = {
  signupSubject: 'Su código de confirmación de registro en {site}',
  signupWelcome: '¡Bienvenido a {site}!',
  signupCode: 'Su código de verificación es {code}. Ingréselo para confirmar su cuenta; es válido durante 24 horas.',
  signupIgnore: 'Si usted no se registró, puede ignorar este correo.',
  resetSubject: 'Su código para restablecer la contraseña de {site}',
  resetAsked: 'Alguien pidió restablecer la contraseña de su cuenta de {site}.',
  resetCode: 'Su código para restablecer la contraseña es {code}. Es válido durante 1 hora.',
  resetIgnore: 'Si no fue usted, puede ignorar este correo; su contraseña no cambia.',
};
