import { asc, sql, type AnyColumn } from 'drizzle-orm';

/**
 * Orders rows by a name the way a reader expects: "Ladonia" before "LaFayette". The embedded
 * database compares bytes (the C collation), where every capital comes before every small letter,
 * and a PostgreSQL server compares by the locale it was made with; lower() gives both the same
 * order, and the name as written breaks ties.
 */
export const alphabetical = (column: AnyColumn) => [asc(sql`lower(${column})`), asc(column)] as const;
