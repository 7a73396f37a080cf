import type { Translation } from '@/lib/i18n/translation';
import type { PLACE_DETAIL_MESSAGES } from './detail-messages';

export const PLACE_DETAIL_MESSAGES_ES: Translation<typeof PLACE_DETAIL_MESSAGES> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
  hoursLine: '{day}: {hours}',
  closed: 'Cerrado',
  openAllDay: 'Abierto las 24 horas',
  am: 'a. m.',
  pm: 'p. m.',
  northbound: 'en sentido norte',
  southbound: 'en sentido sur',
  eastbound: 'en sentido este',
  westbound: 'en sentido oeste',
  route: '{road} {direction}, cerca del límite con {state}',
};
