import { useLocale, useTranslations } from 'next-intl';
import type { Event } from '@/lib/events';
import { eventPath } from '@/lib/pages/paths';
import { formatDateRange } from '@/lib/pages/dates';
import { milesFrom } from '@/lib/map/distance';
import type { Point } from '@/lib/trip-planner/geo';
import { CardGrid, cardLangs, type Localizable } from './card-grid';

/** Events as cards: name, dates, venue and town (and how far from `from`, when given). */
export function EventList({
  events,
  empty,
  from,
  headingLevel,
}: {
  events: Localizable<Event>[];
  empty?: string;
  from?: Point;
  /** 2 when the list comes straight under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('lists');
  const locale = useLocale();
  return (
    <CardGrid
      empty={empty ?? t('eventsEmpty')}
      headingLevel={headingLevel}
      items={events.map((e) => ({
        key: e.id,
        href: eventPath(e.slug),
        title: e.name,
        meta: `${formatDateRange(e.start_date, e.end_date, locale)} · ${e.venue}, ${e.city}${from ? ` · ${t('milesAway', { miles: milesFrom(from, e) })}` : ''}`,
        text: e.summary,
        image: e.image,
        imageAlt: e.image_alt,
        ...cardLangs(e),
      }))}
    />
  );
}
