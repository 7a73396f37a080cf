// The kinds of search result by name only, for code that must not load the database schema (the proxy).
export const SEARCH_KINDS = ['places', 'events', 'road-trips', 'articles', 'cities'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** How many code points of a query are read (the search box's maxlength). */
export const SEARCH_QUERY_MAX = 200;
