import type { TripDay, TripRouting, TripStopInfo } from '@/lib/db/schema';

/** The part of a trip a planner edits: what the editor sends and what a merge works on. */
export type TripDraft = {
  name: string;
  startDate: string | null;
  endDate: string | null;
  routing: TripRouting;
  /** Stop slugs in travel order. */
  locations: string[];
  tripInfo: TripStopInfo[];
  days: TripDay[];
};

export type Side = 'mine' | 'theirs';
export type StopField = 'show' | 'locked' | 'day' | 'visitMinutes';
export type ClashField =
  'name' | 'startDate' | 'endDate' | 'routing' | 'start' | 'base' | 'order' | StopField | 'removed';
export type ClashSubject = { kind: 'trip' } | { kind: 'day'; day: number } | { kind: 'stop'; slug: string };

/**
 * Both sides changed the same field of the same thing to different values, or one removed a stop
 * the other changed (`field: 'removed'`, `removedBy` says who; the values are then the stop's
 * changed fields as the other side left them).
 */
export type Clash = {
  /** Stable across merges of the same three trips: the key a choice is recorded under. */
  key: string;
  subject: ClashSubject;
  field: ClashField;
  mine: unknown;
  theirs: unknown;
  removedBy?: Side;
};

export type Choices = Readonly<Record<string, Side>>;
export type MergeResult = { merged: TripDraft; clashes: Clash[] };

const STOP_FIELDS: StopField[] = ['show', 'locked', 'day', 'visitMinutes'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type Stop = { slug: string; info: TripStopInfo };

/** Each stop with its info, found by slug (or, for info kept under a place id, by position). */
function stopsOf(trip: TripDraft): Map<string, Stop> {
  const bySlug = new Map(trip.tripInfo.map((i) => [i.locationId, i]));
  const slugs = new Set(trip.locations);
  return new Map(
    trip.locations.map((slug, i) => {
      const positional = trip.tripInfo[i];
      const info: TripStopInfo = bySlug.get(slug) ??
        (positional && !slugs.has(positional.locationId) ? positional : undefined) ?? { locationId: slug, show: true };
      // A stop saved with no info is shown and not locked: the same stop as one saying so.
      return [slug, { slug, info: { ...info, locationId: slug, show: info.show, locked: info.locked ?? false } }];
    }),
  );
}

function withDefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Picks among three versions of one value; a clash is recorded and settled by `choices` (theirs by default). */
class Merger {
  readonly clashes: Clash[] = [];
  constructor(private readonly choices: Choices) {}

  pick<T>(key: string, subject: ClashSubject, field: ClashField, base: T, mine: T, theirs: T): T {
    if (same(mine, theirs) || same(base, theirs)) return mine;
    if (same(base, mine)) return theirs;
    this.clashes.push({ key, subject, field, mine, theirs });
    return this.choices[key] === 'mine' ? mine : theirs;
  }

  choose(clash: Clash): Side {
    this.clashes.push(clash);
    return this.choices[clash.key] ?? 'theirs';
  }
}

function mergeDays(m: Merger, base: TripDay[], mine: TripDay[], theirs: TripDay[]): TripDay[] {
  const changed = (days: TripDay[], i: number) => !same(days[i], base[i]);
  let length =
    mine.length === base.length
      ? theirs.length
      : theirs.length === base.length
        ? mine.length
        : Math.max(mine.length, theirs.length);
  // A day one side changed stays, even if the other shortened the trip.
  for (let i = Math.max(mine.length, theirs.length) - 1; i >= length; i--)
    if ((i < mine.length && changed(mine, i)) || (i < theirs.length && changed(theirs, i))) length = i + 1;
  return Array.from({ length }, (_, i) => {
    const [b, x, y] = [base[i] ?? {}, mine[i] ?? {}, theirs[i] ?? {}];
    const subject = { kind: 'day', day: i + 1 } as const;
    return withDefined({
      start: m.pick(`day:${i + 1}:start`, subject, 'start', b.start, x.start, y.start),
      base: m.pick(`day:${i + 1}:base`, subject, 'base', b.base, x.base, y.base),
    });
  });
}

function mergeStop(m: Merger, slug: string, base: Stop | undefined, mine: Stop, theirs: Stop): Stop {
  const info: TripStopInfo = { locationId: slug, show: true };
  const subject = { kind: 'stop', slug } as const;
  for (const field of STOP_FIELDS) {
    const value = m.pick(
      `stop:${slug}:${field}`,
      subject,
      field,
      base?.info[field],
      mine.info[field],
      theirs.info[field],
    );
    Object.assign(info, { [field]: value });
  }
  return { slug, info: withDefined(info) };
}

/** A stop in base that one side removed and the other kept: gone, unless the keeper changed it and that side is chosen. */
function mergeRemoval(m: Merger, base: Stop, kept: Stop, keptBy: Side): Stop | undefined {
  const changed = STOP_FIELDS.filter((f) => !same(base.info[f], kept.info[f]));
  if (changed.length === 0) return undefined;
  const values = Object.fromEntries(changed.map((f) => [f, kept.info[f]]));
  const removedBy: Side = keptBy === 'mine' ? 'theirs' : 'mine';
  const side = m.choose({
    key: `stop:${base.slug}:removed`,
    subject: { kind: 'stop', slug: base.slug },
    field: 'removed',
    mine: keptBy === 'mine' ? values : undefined,
    theirs: keptBy === 'theirs' ? values : undefined,
    removedBy,
  });
  return side === keptBy ? kept : undefined;
}

/**
 * The stops' order: the common stops as the side that reordered them has them (a clash when both
 * did, differently), then every other stop placed after its nearest predecessor on its own side
 * (or last, if it was last there), mine before theirs where both added at the same place.
 */
function mergeOrder(m: Merger, base: string[], mine: string[], theirs: string[], kept: Set<string>): string[] {
  const inAll = new Set(base.filter((s) => kept.has(s) && mine.includes(s) && theirs.includes(s)));
  const common = (list: string[]) => list.filter((s) => inAll.has(s));
  const order = [...m.pick('order', { kind: 'trip' }, 'order', common(base), common(mine), common(theirs))];
  const inserted = new Set<string>();
  for (const list of [mine, theirs]) {
    list.forEach((slug, i) => {
      if (!kept.has(slug) || order.includes(slug)) return;
      const before = list
        .slice(0, i)
        .reverse()
        .find((s) => order.includes(s));
      const last = !list.slice(i + 1).some((s) => order.includes(s));
      let at = last ? order.length : before === undefined ? 0 : order.indexOf(before) + 1;
      while (at < order.length && inserted.has(order[at]!) && !list.includes(order[at]!)) at++;
      order.splice(at, 0, slug);
      inserted.add(slug);
    });
  }
  return order;
}

/**
 * Three-way merge of two edits of a trip made from the same `base`: what only one side changed is
 * taken from that side; what both changed alike is kept once; what both changed differently is a
 * clash, settled by `choices` (keyed by `Clash.key`), else theirs. Pure.
 */
export function mergeTrips(base: TripDraft, mine: TripDraft, theirs: TripDraft, choices: Choices = {}): MergeResult {
  const m = new Merger(choices);
  const trip = { kind: 'trip' } as const;
  const name = m.pick('name', trip, 'name', base.name, mine.name, theirs.name);
  const startDate = m.pick('startDate', trip, 'startDate', base.startDate, mine.startDate, theirs.startDate);
  const endDate = m.pick('endDate', trip, 'endDate', base.endDate, mine.endDate, theirs.endDate);
  const routing = m.pick('routing', trip, 'routing', base.routing, mine.routing, theirs.routing);
  const days = mergeDays(m, base.days, mine.days, theirs.days);

  const [b, x, y] = [stopsOf(base), stopsOf(mine), stopsOf(theirs)];
  const stops = new Map<string, Stop>();
  for (const slug of new Set([...mine.locations, ...theirs.locations, ...base.locations])) {
    const [was, ours, other] = [b.get(slug), x.get(slug), y.get(slug)];
    let stop: Stop | undefined;
    if (ours && other) stop = mergeStop(m, slug, was, ours, other);
    else if (was && ours) stop = mergeRemoval(m, was, ours, 'mine');
    else if (was && other) stop = mergeRemoval(m, was, other, 'theirs');
    else stop = ours ?? other;
    if (stop) stops.set(slug, stop);
  }
  const locations = mergeOrder(m, base.locations, mine.locations, theirs.locations, new Set(stops.keys()));
  const tripInfo = locations.map((s) => stops.get(s)!.info);
  return { merged: { name, startDate, endDate, routing, locations, tripInfo, days }, clashes: m.clashes };
}
