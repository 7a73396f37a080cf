import type { EditorialPage } from './types';

// The accessibility statement and the privacy policy in Spanish (legal.ts has the English).

export const ACCESSIBILITY_ES: EditorialPage = {
  path: '/accessibility',
  title: 'Declaración de accesibilidad',
  description:
    'Nuestro compromiso para que todos puedan usar el sitio de Turismo de Alabama, la norma que seguimos (WCAG 2.2 AA) y cómo informar de una barrera.',
  lede: 'Todas las personas deberían poder planificar un viaje a Alabama en este sitio, sin importar el dispositivo, el navegador o la tecnología de asistencia que usen.',
  updated: 'noviembre de 2026',
  sections: [
    {
      heading: 'Nuestra norma',
      paragraphs: [
        'Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Revisamos cada página con pruebas automáticas y a mano, con el teclado y con un lector de pantalla, y corregimos lo que encontramos.',
      ],
    },
    {
      heading: 'Qué puede esperar',
      paragraphs: ['En este sitio usted debería poder:'],
      list: [
        'llegar a cada enlace, menú, formulario y botón solo con el teclado, con un indicador de foco visible;',
        'usar un lector de pantalla: las páginas tienen un encabezado principal, regiones identificadas y enlaces con texto significativo, y las imágenes tienen texto alternativo;',
        'ampliar la página al 200 por ciento y usar el sitio en una pantalla estrecha sin perder contenido;',
        'leer los mensajes de error junto al campo del formulario al que corresponden, anunciados en cuanto aparecen;',
        'usar el sitio sin depender del color: el color nunca es la única forma de transmitir información.',
      ],
    },
    {
      heading: 'Limitaciones conocidas',
      paragraphs: [
        'Parte del contenido proviene de socios, como los videos insertados y las galerías de fotos de las redes sociales. Pedimos a nuestros socios contenido accesible, pero no siempre podemos controlarlo. El mapa interactivo ofrece una lista con los mismos lugares para quien no pueda usar el mapa.',
      ],
    },
    {
      heading: 'Infórmenos de una barrera',
      paragraphs: [
        'Si algo de este sitio no le funciona, díganos en qué página ocurrió, qué intentaba hacer y qué tecnología usa. Le responderemos en un plazo de cinco días hábiles y, cuando sea posible, mientras tanto le daremos la información de otra manera.',
        'Escriba al Alabama Tourism Department, 401 Adams Avenue, Suite 126, Montgomery, AL 36104, o llame al (334) 242-4169.',
      ],
    },
  ],
};

export const PRIVACY_POLICY_ES: EditorialPage = {
  path: '/privacy-policy',
  title: 'Política de privacidad',
  description:
    'Qué información recopila el sitio de Turismo de Alabama, para qué, cuánto tiempo la conservamos, con quién la compartimos y qué opciones tiene usted.',
  lede: 'Solo recopilamos lo necesario para enviarle lo que nos pide y para que el sitio funcione, y nunca vendemos su información.',
  updated: 'noviembre de 2026',
  sections: [
    {
      heading: 'Qué información recopilamos',
      paragraphs: ['Recopilamos información de tres maneras:'],
      list: [
        'La que usted nos da: su dirección de correo electrónico cuando se suscribe al boletín; su nombre y dirección postal cuando pide una guía de vacaciones; su correo electrónico y contraseña cuando crea una cuenta; y los viajes y lugares favoritos que guarda.',
        'La que envía su navegador: las páginas visitadas, la página de procedencia, el tipo de navegador y una ubicación aproximada a partir de su dirección IP, que usamos en conjunto para entender cómo se usa el sitio.',
        'La que se guarda en su dispositivo: una cookie que registra su preferencia de privacidad y el almacenamiento local que recuerda sus favoritos, sus viajes y si ya vio la oferta de la guía de vacaciones.',
      ],
    },
    {
      heading: 'Cómo la usamos',
      paragraphs: [
        'Usamos su información para enviarle por correo la guía de vacaciones, enviarle el boletín que solicitó, mantener su cuenta, sus viajes y sus favoritos, responder a sus comentarios y mejorar el sitio. No vendemos ni alquilamos información personal.',
      ],
    },
    {
      heading: 'Con quién la compartimos',
      paragraphs: [
        'Solo compartimos información con los proveedores de servicios que trabajan para nosotros, como nuestra empresa de envíos postales, el servicio de correo electrónico y el proveedor de alojamiento web, mediante contratos que limitan su uso a ese trabajo, y cuando la ley lo exige.',
      ],
    },
    {
      heading: 'Cuánto tiempo la conservamos',
      paragraphs: [
        'Conservamos los pedidos de guías durante dos años. Conservamos las direcciones del boletín hasta que usted cancele la suscripción. Conservamos los datos de la cuenta hasta que nos pida eliminarla. Los comentarios que nos envía sobre una página se guardan sin su nombre.',
      ],
    },
    {
      heading: 'Sus opciones',
      paragraphs: [
        'Cada boletín incluye un enlace para cancelar la suscripción. Puede borrar las cookies y el almacenamiento local de su navegador en cualquier momento. Para consultar, corregir o eliminar la información personal que tenemos sobre usted, escriba al Alabama Tourism Department, 401 Adams Avenue, Suite 126, Montgomery, AL 36104.',
        'Este sitio está pensado para adultos que planifican viajes; no recopilamos a sabiendas información de menores de 13 años.',
      ],
    },
    {
      heading: 'Seguridad',
      paragraphs: [
        'Las páginas se sirven mediante HTTPS, las contraseñas nunca se guardan de forma legible y el acceso a los datos personales se limita al personal y a los proveedores que lo necesitan.',
      ],
    },
  ],
};
