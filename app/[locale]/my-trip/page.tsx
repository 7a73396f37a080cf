import { requestLocale } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';
import { redirect } from 'next/navigation';
import { tripListPath } from '@/lib/auth/paths';
import { getSessionUser } from '@/lib/auth/session';

/** /my-trip (route mytrip-map): the trip list page holds the map of all the user's trips. */
export default async function MyTripPage() {
  const user = await getSessionUser();
  redirect(localePath(await requestLocale(), user ? tripListPath(user.userId) : '/'));
}
