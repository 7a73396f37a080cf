// The maker categories by their URL slug (lib/makers categorySlug), as the site names them.
export const MAKER_CATEGORY_MESSAGES = {
  art: 'Art',
  drink: 'Drink',
  fashion: 'Fashion',
  food: 'Food',
  home: 'Home',
};

export type MakerCategoryKey = keyof typeof MAKER_CATEGORY_MESSAGES;

/** The catalog key of a category, or null for one the catalog does not name (shown as stored). */
export function makerCategoryKey(slug: string): MakerCategoryKey | null {
  return slug in MAKER_CATEGORY_MESSAGES ? (slug as MakerCategoryKey) : null;
}
