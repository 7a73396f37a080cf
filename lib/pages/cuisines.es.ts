// The cuisines' names and descriptions in Spanish, by slug (the English are seeded from
// lib/db/seed/data/badges.ts). A cuisine missing here reads in English.
export const CUISINES_ES: Record<string, { name: string; description: string }> = {
  bbq: {
    name: 'Barbacoa',
    description:
      'Cerdo, costillas y pollo ahumados en foso, con salsa roja o con la salsa blanca del norte de Alabama.',
  },
  seafood: {
    name: 'Pescados y mariscos',
    description: 'Camarones, ostras, pargo y cangrejo del golfo, de la costa y de la bahía de Mobile.',
  },
  southern: {
    name: 'Cocina sureña',
    description: 'Platos de carne con tres guarniciones, tomates verdes fritos, panecillos y verduras de la huerta.',
  },
  'soul-food': {
    name: 'Soul food',
    description: 'Pollo en salsa, berza, pan de maíz y pay de camote.',
  },
  steakhouse: {
    name: 'Asadores',
    description: 'Bistecs y chuletas, a menudo con mariscos del golfo como acompañamiento.',
  },
  american: { name: 'Cocina estadounidense', description: 'Hamburguesas, sándwiches y platos para toda la familia.' },
  'fine-dining': {
    name: 'Alta cocina',
    description: 'Menús de degustación de autor y cocinas premiadas.',
  },
  italian: { name: 'Cocina italiana', description: 'Pasta, pizza y los platos favoritos de la cocina italoamericana.' },
  french: { name: 'Cocina francesa', description: 'Técnica francesa con ingredientes del Sur.' },
  cajun: {
    name: 'Cocina cajún y criolla',
    description: 'Gumbo, étouffée y po’boys de la cocina de la costa del golfo.',
  },
  breakfast: { name: 'Desayuno y brunch', description: 'Panecillos, sémola de maíz y platos para empezar el día.' },
  bakery: { name: 'Panaderías y postres', description: 'Pays, pasteles, donas y helados.' },
  'hot-dogs': {
    name: 'Hot dogs',
    description: 'Los puestos de hot dogs de Birmingham, atendidos por familias griegas, y su salsa especial.',
  },
  greek: { name: 'Cocina griega', description: 'Cocina grecoestadounidense con profundas raíces en Birmingham.' },
  'farm-to-table': {
    name: 'De la granja a la mesa',
    description: 'Menús basados en las granjas y las pesquerías de Alabama.',
  },
  brewery: { name: 'Cervecerías', description: 'Cerveza artesanal de Alabama, servida donde se elabora.' },
};
