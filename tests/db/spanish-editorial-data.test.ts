import { EVENTS } from '@/lib/db/seed/data/events';
import { EVENTS_ES } from '@/lib/db/seed/data/es/events';
import type { RecordTranslations } from '@/lib/db/seed/data/es/types';
import { slugify } from '@/lib/db/seed/resolve';

// The Spanish data files name records by the keys the seed gives them; a renamed record must not
// silently lose its Spanish text.

const eventKeys = EVENTS.map((event) => `${slugify(event.name)}-${event.start.slice(0, 4)}`);

const files: [string, RecordTranslations, string[]][] = [['events', EVENTS_ES, eventKeys]];

describe.each(files)('Spanish %s', (_, spanish, seededKeys) => {
  it('names only seeded records', () => {
    expect(Object.keys(spanish).filter((key) => !seededKeys.includes(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = Object.entries(spanish).flatMap(([key, fields]) =>
      Object.entries(fields)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([field]) => `${key}.${field}`),
    );
    expect(empty).toEqual([]);
  });
});

it('every event has a Spanish summary and description', () => {
  expect(eventKeys.filter((key) => !EVENTS_ES[key]?.summary || !EVENTS_ES[key]?.description)).toEqual([]);
});
