// Shared by the server error and the page that shows it (a client component), so no server imports.

/** The digest of an error that means the database is away (lib/db/errors.ts); error.tsx shows the unavailable page for it. */
export const DATABASE_UNAVAILABLE_DIGEST = 'DATABASE_UNAVAILABLE';

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
