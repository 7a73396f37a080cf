import { ADDRESS_MAX_LENGTH } from '@/lib/constants';
import type { Translation } from '@/lib/i18n/translation';
import type { GUIDE, GUIDE_INTEREST_LABELS, GUIDE_SUCCESS, GUIDE_TABS, VACATION_GUIDE_SIGNUP } from './messages';

// The vacation-guide order form and its success view in Spanish (messages.ts has the English).

export const GUIDE_TABS_ES: Translation<typeof GUIDE_TABS> = {
  info: 'Sus datos',
  address: 'Dirección',
  misc: 'Otros',
};

export const GUIDE_ES: Translation<typeof GUIDE> = {
  formLabel: 'Pida gratis la Guía de Vacaciones de Alabama',
  intro: 'Enviamos la guía impresa sin costo a direcciones en los Estados Unidos.',
  tabsLabel: 'Pasos del formulario de pedido',
  next: 'Siguiente',
  back: 'Atrás',
  submit: 'Pedir mi guía gratis',
  submitting: 'Enviando su pedido...',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  company: 'Empresa (opcional)',
  address: 'Dirección',
  address2: 'Suite o apartamento (opcional)',
  city: 'Ciudad',
  state: 'Estado',
  statePlaceholder: 'Elija un estado',
  zip: 'Código postal',
  zipHelp: 'Cinco dígitos, o ZIP+4, como 36104-1234. Solo podemos enviar la guía a direcciones en los Estados Unidos.',
  interestsLegend: '¿Qué le interesa de Alabama?',
  newsletter: 'Envíenme el boletín de Alabama',
  map: 'Envíenme el mapa oficial de carreteras de Alabama',
  messagesHeading: 'Corrija lo siguiente:',
  firstNameRequired: 'Escriba su nombre.',
  lastNameRequired: 'Escriba su apellido.',
  emailRequired: 'Su dirección de correo electrónico es obligatoria.',
  emailInvalid: 'Revise su dirección de correo electrónico.',
  addressRequired: 'Escriba su dirección.',
  addressTooLong: `La dirección puede tener como máximo ${ADDRESS_MAX_LENGTH} caracteres.`,
  address2TooLong: `El número de suite o apartamento puede tener como máximo ${ADDRESS_MAX_LENGTH} caracteres.`,
  companyTooLong: `El nombre de la empresa puede tener como máximo ${ADDRESS_MAX_LENGTH} caracteres.`,
  cityRequired: 'Escriba su ciudad.',
  stateRequired: 'Elija su estado.',
  stateInvalid: 'Solo podemos enviar la guía a una dirección en los Estados Unidos.',
  zipRequired: 'Escriba su código postal.',
  zipInvalid: 'Escriba un código postal de cinco dígitos, o ZIP+4, como 36104-1234.',
  statesFailed: 'No se pudo cargar la lista de estados. Vuelva a cargar la página para intentarlo de nuevo.',
};

export const GUIDE_INTEREST_LABELS_ES: Translation<typeof GUIDE_INTEREST_LABELS> = {
  Arts: 'Arte y cultura',
  Beaches: 'Playas',
  CivilRights: 'Derechos civiles',
  Food: 'Comida y bebida',
  History: 'Historia',
  Music: 'Música',
  Outdoor: 'Aire libre',
  Science: 'Ciencia y descubrimiento',
  Sports: 'Deportes',
  Golf: 'Golf',
};

export const GUIDE_SUCCESS_ES: Translation<typeof GUIDE_SUCCESS> = {
  heading: '¡Gracias! Su guía ya va en camino.',
  text: 'La Guía de Vacaciones de Alabama impresa suele llegar en un plazo de dos a tres semanas. Mientras tanto, puede leerla en línea.',
  viewOnline: 'Lea la guía en línea',
  secondChanceHeading: 'Ya que está aquí',
  newsletterOffer: 'Reciba festivales, rutas por carretera e ideas para cada temporada en nuestro boletín mensual.',
  newsletterButton: 'Suscríbame al boletín',
  mapOffer: 'Agregue a su pedido el mapa oficial de carreteras de Alabama.',
  mapButton: 'Envíenme el mapa',
  mapSuccess: '(Solicitud registrada)',
  mapFailure: '(¡No se pudo enviar la solicitud!)',
  pageTitle: 'Gracias por su pedido',
  noOrder:
    'Gracias por su interés en Alabama. Los detalles de su pedido no están disponibles en esta ventana del navegador.',
};

export const VACATION_GUIDE_SIGNUP_ES: Translation<typeof VACATION_GUIDE_SIGNUP> = {
  title: 'Su guía de vacaciones',
  lede: 'Como ya inició sesión, completamos su correo electrónico. Pida la guía impresa o léala en línea ahora mismo.',
};
