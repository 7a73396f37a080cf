import type { Translation } from '@/lib/i18n/translation';
import type { PLANNER_TEXT } from './messages';

const DAY_NAMES =
  'Monday {lunes} Tuesday {martes} Wednesday {miércoles} Thursday {jueves} Friday {viernes} Saturday {sábado} Sunday {domingo} other {{weekday}}';

// The planner's warnings and fixes in Spanish (messages.ts has the English).
export const PLANNER_TEXT_ES: Translation<typeof PLANNER_TEXT> = {
  longDay: 'El día {day} tiene {driving} de manejo, más de 8 horas. {remedy}',
  splitDrive: 'Agregue un día al viaje para dividir el trayecto.',
  remedyNextDay: 'Pase {name} al día {day}.',
  remedyNewDay: 'Agregue un día al viaje y pase {name} a ese día.',
  late: 'Día {day}: llegaría a {place} a las {time}, después de las 9:00 p.m. {advice}',
  startEarlier: 'Empiece el día a las {time}.',
  lateFinish: 'Pase una parada a un día anterior o agregue un día.',
  closed: 'Día {day}: {place}: {reason} Pase {place} a otro día.',
  fixMove: 'Pasar {name} al día {day}',
  fixAddDay: 'Agregar un día',
  fixStartAt: 'Empezar a las {time}',
  nextDay: '{time} del día siguiente',
  hoursClosed: `Cierra los {weekday, select, ${DAY_NAMES.replace('sábado', 'sábados').replace('domingo', 'domingos')}}.`,
  hoursOutside: `Llegaría fuera de su horario del {weekday, select, ${DAY_NAMES}} ({hours}).`,
  eventWarning: '{event} en {place} es del {from} al {to}, fuera de las fechas de su viaje.',
  eventFix: 'Cambiar el inicio del viaje al {date}',
  needDates: 'este viaje todavía no tiene fechas: elija el primer día del viaje para exportar un calendario',
  icsStop: '{trip}, día {day}, parada {n} de {count}.',
  icsArrive: 'Llegada aprox.: {time}.',
  icsArriveFrom: 'Llegada aprox.: {time}, desde {from}.',
  moreEvents:
    '{count, plural, one {Otro evento en sus paradas es} other {Otros # eventos en sus paradas son}} más de una semana antes o después de sus fechas.',
};
