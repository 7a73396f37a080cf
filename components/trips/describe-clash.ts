import type { TripBase } from '@/lib/db/schema';
import type { Clash, StopField } from '@/lib/trips/merge';
import { EDITOR_TEXT as T } from './editor-messages';

/** A clash in words: "Cheaha State Park: day — you chose 2, jane@example.com chose 3". */
export function describeClash(clash: Clash, who: string, nameOf: (slug: string) => string | undefined): string {
  const stopName = (slug: string) => nameOf(slug) ?? slug;
  const { subject } = clash;
  if (clash.field === 'removed' && subject.kind === 'stop') {
    const changed = (clash.removedBy === 'mine' ? clash.theirs : clash.mine) as Partial<Record<StopField, unknown>>;
    const fields = Object.keys(changed ?? {})
      .map((f) => T.clashFields[f as StopField])
      .join(' and ');
    return clash.removedBy === 'mine'
      ? T.clashRemovedByMe(stopName(subject.slug), who, fields)
      : T.clashRemovedByThem(stopName(subject.slug), who, fields);
  }
  const label =
    subject.kind === 'stop' ? stopName(subject.slug) : subject.kind === 'day' ? T.clashDay(subject.day) : T.clashTrip;
  const value = (v: unknown) => formatValue(clash.field, v, stopName);
  return T.clash(label, T.clashFields[clash.field], value(clash.mine), who, value(clash.theirs));
}

function formatValue(field: Clash['field'], value: unknown, stopName: (slug: string) => string): string {
  if (value === undefined || value === null || value === '') return T.clashNone;
  if (typeof value === 'boolean') return value ? T.clashYes : T.clashNo;
  if (field === 'visitMinutes' && typeof value === 'number') return T.clashMinutes(value);
  if (field === 'name') return `“${String(value)}”`;
  if (field === 'order' && Array.isArray(value)) return value.map((s) => stopName(String(s))).join(', ');
  if (field === 'base') return (value as TripBase).name;
  if (field === 'routing') {
    const { begin, end } = value as { begin: { city: string }; end: { city: string } };
    return `${begin.city} to ${end.city}`;
  }
  return String(value);
}
