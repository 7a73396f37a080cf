/**
 * Spanish wording of the event venues that are descriptions rather than names, keyed by the English
 * venue as lib/db/seed/data/events.ts writes it. A venue that is a name (Bellingrath Gardens and Home)
 * is not listed: Spanish keeps it.
 */
export const EVENT_VENUES_ES: Record<string, string> = {
  'Downtown Birmingham': 'Centro de Birmingham',
  'Downtown Fairhope': 'Centro de Fairhope',
  'Downtown Huntsville': 'Centro de Huntsville',
  'Downtown Mobile': 'Centro de Mobile',
  'Downtown Mobile parade routes': 'Recorridos de los desfiles por el centro de Mobile',
  'Flora-Bama and venues on the coast': 'Flora-Bama y otros lugares de la costa',
  'Venues across the Shoals': 'Varios lugares de la región de los Shoals',
};
