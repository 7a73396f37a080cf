import { useLocale, useTranslations } from 'next-intl';
import { CardImage } from '@/components/content/card-image';
import { EventList } from '@/components/content/event-list';
import { PageIntro, Section } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import styles from '@/components/content/content.module.css';
import { Link } from '@/lib/i18n/navigation';
import { experienceName } from '@/lib/navigation/site-pages';
import type { Event, EventDetail } from '@/lib/events';
import { formatDateRange, formatTime } from '@/lib/pages/dates';
import { eventCalendarPath, eventPath, experiencePath, placePath } from '@/lib/pages/paths';
import { EXPERIENCES } from '@/lib/constants';

/** The body of an event page, shared by the event and its change-request preview. */
export function EventDetailView({
  event,
  nearby,
  venueSlug,
  notice,
}: {
  event: EventDetail;
  nearby: Event[];
  venueSlug: string | null;
  notice?: string;
}) {
  const t = useTranslations('events');
  const locale = useLocale();
  const start = formatTime(event.start_time, locale);
  const end = formatTime(event.end_time, locale);
  const experiences = EXPERIENCES.filter((e) => event.experience_ids.includes(e.id));
  return (
    <>
      <PageIntro
        title={event.name}
        lede={event.summary}
        trail={[
          { name: t('heading'), path: '/festivals-and-events' },
          { name: event.name, path: eventPath(event.slug) },
        ]}
      >
        {notice ? (
          <p role="note">
            <strong>{notice}</strong>
          </p>
        ) : null}
      </PageIntro>
      <CardImage src={event.image} alt={event.image_alt} lead />
      <dl className={styles.facts}>
        <dt>{t('when')}</dt>
        <dd>
          {formatDateRange(event.start_date, event.end_date, locale)}
          {start ? `, ${start}${end ? ` – ${end}` : ''}` : ''}
        </dd>
        <dt>{t('where')}</dt>
        <dd>
          {venueSlug ? <Link href={placePath(venueSlug)}>{event.venue}</Link> : event.venue}
          {event.address1 ? `, ${event.address1}` : ''}, {event.city}, AL
        </dd>
        {event.website ? (
          <>
            <dt>{t('website')}</dt>
            <dd>
              <a href={event.website} rel="noopener">
                {new URL(event.website).hostname.replace(/^www\./, '')}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {notice ? null : (
        <p>
          <a href={eventCalendarPath(event.slug)} download>
            {t('addToCalendar')}
            <span className="visually-hidden">{t('icsFile')}</span>
          </a>
        </p>
      )}
      <Paragraphs text={event.description} />
      {experiences.length > 0 ? (
        <Section title={t('experiences')}>
          <ul>
            {experiences.map((e) => (
              <li key={e.id}>
                <Link href={experiencePath(e.slug)}>{experienceName(e.slug, locale)}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('moreNearby')}>
        <EventList events={nearby} empty={t('moreNearbyEmpty')} />
      </Section>
    </>
  );
}
