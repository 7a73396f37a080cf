import { and, asc, desc, eq } from 'drizzle-orm';
import { MAX_REDUCED_ALERTS } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { alerts, crisisAlerts } from '@/lib/db/schema';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { safeHref, sanitizeHtml } from '@/lib/sanitize';
import type { AlertBanner, CrisisAlert } from './types';

export type { AlertBanner, CrisisAlert } from './types';
export { EMERGENCY_LEVEL } from './types';

/** Browsers and CDNs may reuse an alerts answer briefly; a new alert shows within a minute. */
export const ALERTS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * The reduced alert set in a language: active alerts in editor order, at most MAX_REDUCED_ALERTS.
 * What an alert lacks in that language is its English; `level` stays English (it sets the colour).
 */
export async function getActiveAlerts(locale: Locale = DEFAULT_LOCALE): Promise<AlertBanner[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(alerts)
    .where(eq(alerts.active, true))
    .orderBy(asc(alerts.position), desc(alerts.updatedAt))
    .limit(MAX_REDUCED_ALERTS);
  return rows.map((row) => {
    const words = locale === 'es' ? row.translations.es : undefined;
    return {
      id: row.id,
      title: words?.title ?? row.title,
      level: row.level,
      levelText: words?.level ?? row.level,
      message: sanitizeHtml(words?.message ?? row.message),
      url: safeHref(row.url),
      resources: row.resources.flatMap((r) => {
        const url = safeHref(r.url);
        const buttonText = words?.resources?.[r.url] ?? r.buttonText;
        return url && buttonText ? [{ url, buttonText }] : [];
      }),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

function toCrisis(row: typeof crisisAlerts.$inferSelect, locale: Locale): CrisisAlert {
  const words = locale === 'es' ? row.translations.es : undefined;
  return {
    id: row.id,
    site_type: row.siteType,
    message: sanitizeHtml(words?.message ?? row.message),
    message_type: row.messageType,
    type_text: words?.messageType ?? row.messageType,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every active crisis alert, newest first, in a language (English where it has none). */
export async function listCrisisAlerts(siteType?: string, locale: Locale = DEFAULT_LOCALE): Promise<CrisisAlert[]> {
  const db = await getDb();
  const where = siteType
    ? and(eq(crisisAlerts.active, true), eq(crisisAlerts.siteType, siteType))
    : eq(crisisAlerts.active, true);
  const rows = await db
    .select()
    .from(crisisAlerts)
    .where(where)
    .orderBy(desc(crisisAlerts.updatedAt), desc(crisisAlerts.id));
  return rows.map((row) => toCrisis(row, locale));
}

/** The current crisis alert for a site, or null when there is none. */
export async function getCrisisAlert(siteType: string, locale: Locale = DEFAULT_LOCALE): Promise<CrisisAlert | null> {
  const [latest] = await listCrisisAlerts(siteType, locale);
  return latest ?? null;
}
