import type { Translation } from '@/lib/i18n/translation';
import type { FEEDBACK } from './messages';

// The feedback widget in Spanish (messages.ts has the English and the reasons).
export const FEEDBACK_ES: Translation<typeof FEEDBACK> = {
  title:
    '{pageType, select, article {¿Le resultó útil este artículo?} event {¿Le resultó útil este evento?} roadTrip {¿Le resultó útil esta ruta por carretera?} trail {¿Le resultó útil este sendero?} other {¿Le resultó útil esta página?}}',
  ratingsLabel: 'Califique esta página',
  yes: 'Sí',
  somewhat: 'En parte',
  no: 'No',
  glad: '¡Nos alegra saberlo! ¿En qué le ayudó esta página?',
  grateful:
    'Le agradecemos su respuesta. ¿Podría dedicarnos un momento para ayudarnos a que este contenido sea más útil?',
  sad: 'Lamentamos saberlo. ¿Podría dedicarnos un momento para ayudarnos a que este contenido sea más útil?',
  issuesLegend: '¿Qué podríamos mejorar?',
  issues: {
    inaccurate: 'Información incorrecta',
    brokenLinks: 'Enlaces rotos',
    outdated: 'Información desactualizada',
    notRelevant: 'No es pertinente',
    needMoreInfo: 'Hace falta más información',
    incomplete: 'Información incompleta',
  },
  noteLabel: 'Su mensaje',
  submit: 'Enviar comentarios',
  sending: 'Enviando...',
  thanks: '¡Gracias por sus comentarios!',
  optionRequired: 'Seleccione una opción.',
  noteRequired: 'Escriba un mensaje.',
};
