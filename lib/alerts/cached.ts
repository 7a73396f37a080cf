import 'server-only';
import { cachedRead } from '@/lib/cache/cached-read';
import { TAGS } from '@/lib/constants';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { DatabaseUnreachableError, isDatabaseUnreachable } from '@/lib/db/errors';
import { getActiveAlerts, getCrisisAlert } from './index';
import type { AlertBanner, CrisisAlert } from './types';

/** How long the shell's alerts may be reused before the database is asked again. */
const ALERTS_REVALIDATE_S = 300;

// One entry per language (the locale is an argument, so part of the key), all under the alerts tag:
// the editor's webhook drops the English and the Spanish banners together.
const cachedAlerts = cachedRead('shell-alerts', getActiveAlerts, {
  tags: [TAGS.alerts],
  revalidate: ALERTS_REVALIDATE_S,
  exampleArgs: ['es'],
});
const cachedCrisis = cachedRead('shell-crisis', getCrisisAlert, {
  tags: [TAGS.alerts],
  revalidate: ALERTS_REVALIDATE_S,
  exampleArgs: ['travel', 'es'],
});

/**
 * The alerts the shell renders on the server; an unexpected failure is logged and shows no banners.
 * The database being away fails the page instead, so that no cached page is regenerated without
 * its crisis banner (lib/navigation/index.ts does the same for the menus).
 */
export async function getShellAlerts(
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ alerts: AlertBanner[]; crisis: CrisisAlert | null }> {
  try {
    const [alerts, crisis] = await Promise.all([cachedAlerts(locale), cachedCrisis('travel', locale)]);
    return { alerts, crisis };
  } catch (error) {
    // Our own error, whose digest error.tsx reads to show the unavailable page.
    if (isDatabaseUnreachable(error))
      throw error instanceof DatabaseUnreachableError ? error : new DatabaseUnreachableError(error);
    console.error('Alerts failed to load:', error instanceof Error ? error.message : error);
    return { alerts: [], crisis: null };
  }
}
