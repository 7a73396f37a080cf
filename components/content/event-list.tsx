import type { Event } from '@/lib/events';
import { eventPath } from '@/lib/pages/paths';
import { formatDateRange } from '@/lib/pages/dates';
import { milesAwayFrom } from '@/lib/map/distance';
import type { Point } from '@/lib/trip-planner/geo';
import { CardGrid } from './card-grid';

/** Events as cards: name, dates, venue and town (and how far from `from`, when given). */
export function EventList({
  events,
  empty = 'No upcoming events here yet.',
  from,
  headingLevel,
}: {
  events: Event[];
  empty?: string;
  from?: Point;
  /** 2 when the list comes straight under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid
      empty={empty}
      headingLevel={headingLevel}
      items={events.map((e) => ({
        key: e.id,
        href: eventPath(e.slug),
        title: e.name,
        meta: `${formatDateRange(e.start_date, e.end_date)} · ${e.venue}, ${e.city}${from ? ` · ${milesAwayFrom(from, e)}` : ''}`,
        text: e.summary,
        image: e.image,
        imageAlt: e.image_alt,
      }))}
    />
  );
}
