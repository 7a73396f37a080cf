import 'server-only';
import { ZodError } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { requestedLocale } from '@/lib/forms/site-locale';
import { translator } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { TRIP_API_MESSAGES } from './api-messages';

type Key = keyof typeof TRIP_API_MESSAGES;

const FIELD_KEYS: Record<string, Key> = { name: 'name', endDate: 'dates', locations: 'stops', tripInfo: 'stops' };
const STATUS_KEYS: Record<number, Key> = { 401: 'signIn', 403: 'notOwner', 404: 'notFound' };

/** A refusal worded in `locale`; English, and any failure that is not a refusal, as thrown. */
export function tripErrorIn(locale: Locale, error: unknown): unknown {
  if (locale === DEFAULT_LOCALE) return error;
  const t = translator(locale, 'tripApi');
  if (error instanceof ZodError) {
    const field = String(error.issues[0]?.path[0] ?? 'body');
    return new ApiError(400, t(FIELD_KEYS[field] ?? 'invalid'), field);
  }
  if (!(error instanceof ApiError)) return error;
  const key =
    STATUS_KEYS[error.status] ?? (error.status === 400 ? FIELD_KEYS[error.field?.split('.')[0] ?? ''] : undefined);
  if (key) return new ApiError(error.status, t(key), error.field);
  return error.status === 400 ? new ApiError(400, t('invalid'), error.field) : error;
}

/** Wraps a trips route handler: what it refuses is worded in the language the request asks for. */
export function inRequestLanguage<R extends Request, C>(
  handler: (request: R, context: C) => Promise<Response | unknown>,
) {
  return async (request: R, context: C) => {
    try {
      return await handler(request, context);
    } catch (error) {
      throw tripErrorIn(requestedLocale(request), error);
    }
  };
}
