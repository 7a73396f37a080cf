/**
 * Spanish text of the Restaurant Week menus, keyed by the English menu as lib/db/seed/data/editorial.ts
 * writes it. An entry has no `translations` column of its own; a menu edited in the database without
 * an entry here is shown in English, marked as such.
 */
export const RESTAURANT_WEEK_MENUS_ES: Record<string, string> = {
  'A barbecue plate of smoked chicken with the original white sauce, two sides and a slice of pie.':
    'Un plato de barbacoa con pollo ahumado y la salsa blanca original, dos guarniciones y una porción de pay.',
  'A Gulf seafood sampler: oysters, gumbo and a fried shrimp platter, with bread pudding.':
    'Una degustación de mariscos del Golfo: ostiones, gumbo y un plato de camarones fritos, con budín de pan.',
  'A three-course bistro dinner with a seasonal starter, steak frites or the catch of the day, and dessert.':
    'Una cena de bistró de tres tiempos: una entrada de temporada, steak frites o la pesca del día, y postre.',
  'A three-course Italian menu built on late-summer produce, with house-made pasta.':
    'Un menú italiano de tres tiempos con productos de fines del verano y pasta hecha en casa.',
  'Greek-style broiled snapper with a Greek salad and a slice of house-made pie.':
    'Pargo asado a la griega con ensalada griega y una porción de pay de la casa.',
  'A wood-fired three-course dinner with Alabama produce and Gulf fish.':
    'Una cena de tres tiempos cocinada a la leña, con productos de Alabama y pescado del Golfo.',
  'A garden-to-table menu of Alabama pork, Gulf seafood and summer vegetables.':
    'Un menú de la huerta a la mesa con cerdo de Alabama, mariscos del Golfo y verduras de verano.',
  'A three-course Southern dinner with Gulf seafood and a seasonal dessert.':
    'Una cena sureña de tres tiempos con mariscos del Golfo y un postre de temporada.',
  'Seasonal Southern small plates and an entrée from Shoals farms.':
    'Pequeños platos sureños de temporada y un plato fuerte con productos de granjas de los Shoals.',
  'A lunch of a pressed sandwich or shrimp and grits with an order of beignets.':
    'Un almuerzo con un sándwich prensado o camarones con sémola de maíz (grits), y una orden de beignets.',
  'Crab cakes, a fresh Gulf fish entrée and key lime pie, with views of the bay.':
    'Tortitas de cangrejo, un plato fuerte de pescado fresco del Golfo y pay de limón, con vista a la bahía.',
  'A three-course coastal menu from the Upstairs dining room.': 'Un menú costero de tres tiempos del comedor Upstairs.',
  'A Creole-inspired three-course dinner with a view over Mobile.':
    'Una cena de tres tiempos de inspiración criolla con vista a Mobile.',
  'A meat-and-three lunch of the day’s specials and cornbread.':
    'Un almuerzo de meat-and-three (un plato de carne con tres guarniciones) con las especialidades del día y pan de maíz.',
  'Fried green tomatoes, a meat-and-three plate and peach cobbler.':
    'Tomates verdes fritos, un plato de meat-and-three (carne con tres guarniciones) y cobbler de durazno.',
};
