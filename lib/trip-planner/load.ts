import 'server-only';
import { getSessionUser, type SessionUser } from '@/lib/auth/session';
import { getTripForUser } from '@/lib/trips';
import type { PlannerText } from './messages';
import { getTripView, type TripView } from './trip-view';

/** A trip page's data: the signed-in user and the trip they may read (its warnings in `text`'s language), or null for a 404. */
export async function loadTripForPage(
  rawId: string | undefined,
  text?: PlannerText,
): Promise<{ user: SessionUser; view: TripView } | null> {
  const user = await getSessionUser();
  const id = Number(rawId);
  if (!user || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const trip = await getTripForUser(user.userId, id);
  if (!trip) return null;
  return { user, view: await getTripView(trip, text) };
}
