import type { TripBase } from '@/lib/db/schema';
import type { Clash, StopField } from '@/lib/trips/merge';
import type { useTranslations } from 'next-intl';

/** The editor's messages in the page's language. */
export type EditorTranslator = ReturnType<typeof useTranslations<'tripEditor'>>;

/** A clash in words: "Cheaha State Park: day — you chose 2, jane@example.com chose 3". */
export function describeClash(
  clash: Clash,
  who: string,
  nameOf: (slug: string) => string | undefined,
  t: EditorTranslator,
): string {
  const stopName = (slug: string) => nameOf(slug) ?? slug;
  const { subject } = clash;
  if (clash.field === 'removed' && subject.kind === 'stop') {
    const changed = (clash.removedBy === 'mine' ? clash.theirs : clash.mine) as Partial<Record<StopField, unknown>>;
    const fields = Object.keys(changed ?? {})
      .map((f) => t(`clashFields.${f as StopField}`))
      .join(t('clashFieldsJoin'));
    return clash.removedBy === 'mine'
      ? t('clashRemovedByMe', { stop: stopName(subject.slug), who, fields })
      : t('clashRemovedByThem', { stop: stopName(subject.slug), who, fields });
  }
  const label =
    subject.kind === 'stop'
      ? stopName(subject.slug)
      : subject.kind === 'day'
        ? t('clashDay', { day: subject.day })
        : t('clashTrip');
  const value = (v: unknown) => formatValue(clash.field, v, stopName, t);
  return t('clash', {
    subject: label,
    field: t(`clashFields.${clash.field}`),
    mine: value(clash.mine),
    who,
    theirs: value(clash.theirs),
  });
}

function formatValue(
  field: Clash['field'],
  value: unknown,
  stopName: (slug: string) => string,
  t: EditorTranslator,
): string {
  if (value === undefined || value === null || value === '') return t('clashNone');
  if (typeof value === 'boolean') return value ? t('clashYes') : t('clashNo');
  if (field === 'visitMinutes' && typeof value === 'number') return t('clashMinutes', { minutes: value });
  if (field === 'name') return `“${String(value)}”`;
  if (field === 'order' && Array.isArray(value)) return value.map((s) => stopName(String(s))).join(', ');
  if (field === 'base') return (value as TripBase).name;
  if (field === 'routing') {
    const { begin, end } = value as { begin: { city: string }; end: { city: string } };
    return t('clashRouting', { begin: begin.city, end: end.city });
  }
  return String(value);
}
