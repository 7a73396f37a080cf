import { requestLocale } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';
import { redirect } from 'next/navigation';
import { tripListPath } from '@/lib/auth/paths';
import { getSessionUser } from '@/lib/auth/session';

/** /my-trip/list: the signed-in user's own trip list. */
export default async function MyTripListAliasPage() {
  const user = await getSessionUser();
  redirect(localePath(await requestLocale(), user ? tripListPath(user.userId) : '/'));
}
