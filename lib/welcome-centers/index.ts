import { getDb } from '@/lib/db/client';
import { welcomeCenters } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';

export type WelcomeCenter = typeof welcomeCenters.$inferSelect;

export async function listWelcomeCenters(): Promise<WelcomeCenter[]> {
  const db = await getDb();
  return db
    .select()
    .from(welcomeCenters)
    .orderBy(...alphabetical(welcomeCenters.name));
}
