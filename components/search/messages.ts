export const SEARCH_MESSAGES = {
  label: 'Search the site',
  /** The header's search landmark: named, so that it differs from a page's own search form. */
  landmark: 'Site search',
  placeholder: 'Search Alabama',
  button: 'Search',
  suggestions: 'Suggestions',
  count: (n: number) =>
    n === 0
      ? 'No suggestions.'
      : n === 1
        ? '1 suggestion. Use the up and down arrows to choose.'
        : `${n} suggestions. Use the up and down arrows to choose.`,
} as const;
