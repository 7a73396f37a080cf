import { siteLocaleHeader } from '@/lib/forms/site-locale';
import { guideOrderBody, type GuideOrderErrors, type GuideOrderValues } from '@/lib/guide-orders/form';
import type { Locale } from '@/lib/i18n/locales';
import { ENDPOINTS, postJson, type JsonResult } from './post-json';

export type GuideOrderOutcome =
  { kind: 'ordered' } | { kind: 'invalid'; errors: GuideOrderErrors } | { kind: 'failed' };

const RETRY_DELAY_MS = 1000;

function fieldErrors(result: JsonResult): GuideOrderErrors {
  const issues = (
    result.data as {
      error?: { issues?: { field: string; message: string }[]; field?: string; message?: string };
    } | null
  )?.error;
  const list =
    issues?.issues ?? (issues?.field && issues.message ? [{ field: issues.field, message: issues.message }] : []);
  return Object.fromEntries(list.map((issue) => [issue.field, issue.message]));
}

/**
 * Sends the order with the form's idempotency key, asking for field messages in the page's language.
 * A lost connection or server error is retried once: the key makes that safe. A failure after that
 * is logged, not shown (docs/SPEC.md section 8).
 */
export async function submitGuideOrder(
  values: GuideOrderValues,
  idempotencyKey: string,
  locale: Locale,
): Promise<GuideOrderOutcome> {
  const payload = guideOrderBody(values);
  const headers = { 'Idempotency-Key': idempotencyKey, ...siteLocaleHeader(locale) };
  const send = () => postJson(ENDPOINTS.requestVacationGuide, payload, { headers });
  let result = await send();
  if (result.status === 0 || result.status >= 500) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    result = await send();
  }
  if (result.ok) return { kind: 'ordered' };
  if (result.status === 400) return { kind: 'invalid', errors: fieldErrors(result) };
  console.error('The vacation guide order failed', result.status, result.data);
  return { kind: 'failed' };
}
