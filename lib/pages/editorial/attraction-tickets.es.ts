import type { EditorialPage } from './types';

// The attraction tickets page in Spanish (campaigns.ts has the English).

export const ATTRACTION_TICKETS_ES: EditorialPage = {
  path: '/attraction-tickets',
  title: 'Boletos para atracciones',
  description:
    'Planifique con tiempo y compre boletos para las atracciones de Alabama: el U.S. Space & Rocket Center, museos, acuarios, cavernas, zoológicos y mucho más.',
  lede: 'Muchas atracciones de Alabama venden en línea boletos con horario o con descuento. Comprarlos con anticipación le ahorra tiempo en la fila, sobre todo los fines de semana y días festivos.',
  sections: [
    {
      heading: 'Cómo comprar',
      paragraphs: [
        'Cada atracción vende sus propios boletos. Seleccione una atracción de la lista para ver su horario y un enlace a su sitio web, donde puede comprar los boletos y consultar los descuentos para niños, personas mayores y militares.',
      ],
    },
  ],
};
