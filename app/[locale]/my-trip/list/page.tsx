import { redirect } from 'next/navigation';
import { tripListPath } from '@/lib/auth/paths';
import { getSessionUser } from '@/lib/auth/session';

/** /my-trip/list: the signed-in user's own trip list. */
export default async function MyTripListAliasPage() {
  const user = await getSessionUser();
  redirect(user ? tripListPath(user.userId) : '/');
}
