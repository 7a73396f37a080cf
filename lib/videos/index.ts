import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { videos } from '@/lib/db/schema';

export type Video = typeof videos.$inferSelect;

export async function listVideos(): Promise<Video[]> {
  const db = await getDb();
  return db.select().from(videos).orderBy(asc(videos.title));
}

/** "3:25" from seconds. */
export function formatDuration(seconds: number | null): string | null {
  if (!seconds) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
