import { useLocale, useTranslations } from 'next-intl';
import styles from './trips.module.css';

/**
 * A trip without dates asks for its first day before it can become a calendar: a plain GET form
 * to the export (works without script), so no dates are ever made up.
 */
export function CalendarDatePrompt({ tripId }: { tripId: number }) {
  const t = useTranslations('tripPages');
  const locale = useLocale();
  return (
    <form
      method="get"
      action={`/api/trips/${tripId}/export`}
      className={`${styles.actions} ${styles.noPrint}`}
      aria-labelledby="calendar-heading"
    >
      <h2 id="calendar-heading" className={styles.inlineHeading}>
        {t('calendarHeading')}
      </h2>
      <input type="hidden" name="format" value="ics" />
      {locale === 'en' ? null : <input type="hidden" name="lang" value={locale} />}
      <div className={styles.field}>
        <label htmlFor="calendar-start">{t('calendarNoDates')}</label>
        <input id="calendar-start" name="start" type="date" required />
      </div>
      <button type="submit" className={styles.secondary}>
        {t('calendarDownload')}
      </button>
    </form>
  );
}
