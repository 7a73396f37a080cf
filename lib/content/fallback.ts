/** A translated value counts as missing when it is absent, empty text or an empty list. */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A translation with every field it lacks taken from the English original, at any depth: objects
 * field by field, lists item by item when both have the same number of items (a translator may
 * leave out a slide's image or link), otherwise the translated list as it is.
 */
export function withFallback<T>(translated: T, original: T): T {
  if (isMissing(translated)) return original;
  if (Array.isArray(translated) && Array.isArray(original)) {
    if (translated.length !== original.length) return translated;
    return translated.map((item: unknown, i) => withFallback(item, original[i] as unknown)) as T;
  }
  if (isRecord(translated) && isRecord(original)) {
    const merged: Record<string, unknown> = { ...original };
    for (const [key, value] of Object.entries(translated)) merged[key] = withFallback(value, original[key]);
    return merged as T;
  }
  return translated;
}
