import { useLocale, useTranslations } from 'next-intl';
import { CardImage } from '@/components/content/card-image';
import { EventList } from '@/components/content/event-list';
import { PageIntro, Section } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import styles from '@/components/content/content.module.css';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { Link } from '@/lib/i18n/navigation';
import { experienceName } from '@/lib/navigation/site-pages';
import type { Event, EventDetail } from '@/lib/events';
import { formatDateRange, formatTime } from '@/lib/pages/dates';
import { eventCalendarPath, eventPath, experiencePath, placePath } from '@/lib/pages/paths';
import { EXPERIENCES } from '@/lib/constants';
import type { TextField } from '@/lib/record-text';

/** The body of an event page, shared by the event and its change-request preview. */
export function EventDetailView({
  event,
  nearby,
  venueSlug,
  notice,
  untranslated = [],
}: {
  event: EventDetail;
  nearby: Event[];
  venueSlug: string | null;
  notice?: string;
  /** The texts a Spanish page shows in English (lib/record-text). */
  untranslated?: readonly TextField[];
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
        ledeLang={untranslated.includes('summary') ? 'en' : undefined}
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
          {/* A postal address is written as the post office reads it, in English on either site. */}
          <span lang="en">
            {event.address1 ? `, ${event.address1}` : ''}, {event.city}, AL
          </span>
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
      <EnglishText when={untranslated.includes('description')}>
        <Paragraphs text={event.description} />
      </EnglishText>
      <UntranslatedNote fields={untranslated} />
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
