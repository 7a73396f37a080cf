import { customType } from 'drizzle-orm/pg-core';

/** Postgres full-text search vector; always a generated column here, never written by the app. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
