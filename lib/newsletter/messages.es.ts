import type { Translation } from '@/lib/i18n/translation';
import type { FOOTER_NEWSLETTER, NEWSLETTER, NEWSLETTER_PAGES } from './messages';

// The newsletter forms and pages in Spanish (messages.ts has the English and the reasons).

export const NEWSLETTER_ES: Translation<typeof NEWSLETTER> = {
  heading: 'Suscríbase al boletín de Alabama',
  intro:
    'Festivales, rutas por carretera, nuevos lugares para comer y lo mejor de cada temporada, en su bandeja de entrada aproximadamente una vez al mes.',
  openButton: 'Suscríbase a nuestro boletín',
  close: 'Cerrar',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  lastName: 'Apellido',
  submit: 'Enviar',
  submitting: 'Enviando...',
  emailRequired: 'Su dirección de correo electrónico es obligatoria.',
  emailInvalid: 'Revise su dirección de correo electrónico.',
  firstNameRequired: 'Escriba su nombre.',
  lastNameRequired: 'Escriba su apellido.',
  failure: 'Se produjo un error. Parece que falta información. Revise el formulario antes de enviarlo.',
  success: '¡Gracias! Su suscripción quedó registrada.',
};

export const FOOTER_NEWSLETTER_ES: Translation<typeof FOOTER_NEWSLETTER> = {
  formLabel: 'Suscripción al boletín',
  label: 'Dirección de correo electrónico',
  placeholder: 'Su dirección de correo electrónico',
  submit: 'Suscribirse',
  submitting: 'Enviando...',
  emailRequired: 'Necesitamos saber su dirección de correo electrónico.',
  emailInvalid: 'Su dirección de correo electrónico es obligatoria.',
};

export const NEWSLETTER_PAGES_ES: Translation<typeof NEWSLETTER_PAGES> = {
  newsletterCrumb: 'Boletín',
  subscribeCrumb: 'Suscribirse',
  thanksCrumb: 'Gracias',
  subscribeTitle: 'Suscríbase al boletín de Alabama',
  subscribeLede:
    'Una vez al mes: festivales y eventos, rutas por carretera, nuevos lugares para comer y alojarse, e ideas para cada temporada. Puede cancelar su suscripción en cualquier momento desde cualquier edición.',
  newsletterTitle: 'El boletín de viajes de Alabama',
  newsletterLede:
    'Nuestro boletín mensual gratuito le trae lo mejor de Alabama: qué hay este mes, dónde comer y una ruta por carretera para recorrer.',
  newsletterWhatHeading: 'Qué recibirá',
  newsletterWhat: [
    'El calendario de festivales y eventos del mes, desde el Mardi Gras de Mobile hasta el W.C. Handy Music Festival en la región de los Shoals.',
    'Una ruta por carretera destacada, con paradas, mapas y dónde comer por el camino.',
    'Nuevos restaurantes, artesanos y lugares para alojarse, y las historias que hay detrás.',
    'Las primeras noticias sobre la Semana de los Restaurantes de Alabama y las ofertas de viaje de cada temporada.',
  ],
  newsletterPageLink: 'O suscríbase en la página del boletín',
  thanksTitle: 'Gracias por suscribirse',
  thanksNext: 'Mientras espera la primera edición, planifique su próxima visita:',
  thanksLinks: [
    { href: '/festivals-and-events', label: 'Festivales y eventos' },
    { href: '/road-trips', label: 'Rutas por carretera' },
    { href: '/vacation-guide', label: 'Pida la guía de vacaciones gratis' },
  ],
};
