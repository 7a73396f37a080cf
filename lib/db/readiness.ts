import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';
import { isSeeded } from './seed';

/** What prepares a database: the server as it starts, or the operator's command beforehand. */
export const PREPARE_COMMAND =
  'start the server (`npm start`), or run `npm run db:seed` (in a standalone folder, `node ops/db-seed.mjs`)';

/**
 * getDb() found a database that nobody migrated and seeded. It never does so itself: the server's
 * start (instrumentation.ts) and the operator's commands (scripts/db-*.ts) are where that happens,
 * under the start lock that lets several copies start at once (docs/OPERATIONS.md).
 */
export class DatabaseNotPreparedError extends Error {
  constructor(where: string, missing: string) {
    super(`The database (${where}) is not ready: ${missing}. To prepare it, ${PREPARE_COMMAND}.`);
    this.name = 'DatabaseNotPreparedError';
  }
}

/** What a database still lacks before the site can use it, or null when it is migrated and seeded. */
export async function missingPreparation(db: Db, migrationsFolder: string): Promise<string | null> {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
  const migrations = readMigrationFiles({ migrationsFolder });
  // Where drizzle's migrator records what it applied (its defaults, which client.ts's migrateDb keeps).
  const [table] = await rows<{ name: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return `none of its ${migrations.length} migrations has run`;
  const [last] = await rows<{ at: string | null }>(
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const pending = migrations.filter((migration) => migration.folderMillis > Number(last?.at ?? 0));
  if (pending.length > 0) return `${pending.length} of its ${migrations.length} migrations have not run`;
  return (await isSeeded(db)) ? null : 'it has not been seeded';
}
