import type { Translation } from '@/lib/i18n/translation';
import type { TRIP_API_MESSAGES } from './api-messages';

// The trips API's refusals in Spanish (api-messages.ts has the English and when they are used).
export const TRIP_API_MESSAGES_ES: Translation<typeof TRIP_API_MESSAGES> = {
  name: 'Escriba un nombre para el viaje.',
  dates: 'El último día no puede ser anterior al primero.',
  stops: 'Una de las paradas no es un lugar que conozcamos.',
  notFound: 'Este viaje ya no existe o usted ya no tiene acceso a él.',
  signIn: 'Inicie sesión para guardar sus viajes y favoritos.',
  notOwner: 'Solo la persona que creó el viaje puede hacer esto.',
  invalid: 'Algunos datos del viaje no son válidos.',
};
