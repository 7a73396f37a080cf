// Shared by the server error and the page that shows it (a client component), so no server imports.

/** The digest Next keeps on the error (it respects one already set), even in production where messages are hidden. */
export const MAIN_API_UNAVAILABLE_DIGEST = 'MAIN_API_UNAVAILABLE';

export const UNAVAILABLE_MESSAGES = {
  heading: 'This page is temporarily unavailable',
  text: 'We cannot reach our places, events and trips service right now. Please try again in a few minutes.',
  api: 'Our places and trips service is temporarily unavailable. Please try again in a few minutes.',
} as const;
