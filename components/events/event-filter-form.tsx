import { useLocale, useTranslations } from 'next-intl';
import styles from '@/components/content/content.module.css';
import { FilterField } from '@/components/content/filter-field';
import { localePath } from '@/lib/i18n/locales';
import type { AreaSummary } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import { Link } from '@/lib/i18n/navigation';
import { experienceName } from '@/lib/navigation/site-pages';
import type { EventFilters } from '@/lib/pages/event-filters';

/** A GET form: every filter is in the URL, so results can be shared and work without JavaScript. */
export function EventFilterForm({ filters, regions }: { filters: EventFilters; regions: AreaSummary[] }) {
  const t = useTranslations('events');
  const locale = useLocale();
  return (
    <form
      method="get"
      action={localePath(locale, '/festivals-and-events')}
      className={styles.filters}
      aria-label={t('filterLabel')}
    >
      <FilterField id="events-from" label={t('from')}>
        <input id="events-from" type="date" name="from" defaultValue={filters.from ?? ''} />
      </FilterField>
      <FilterField id="events-to" label={t('to')}>
        <input id="events-to" type="date" name="to" defaultValue={filters.to ?? ''} />
      </FilterField>
      <FilterField id="events-experience" label={t('experience')}>
        <select id="events-experience" name="experience" defaultValue={filters.experience ?? 'all'}>
          <option value="all">{t('allExperiences')}</option>
          {EXPERIENCES.map((e) => (
            <option key={e.slug} value={e.slug}>
              {experienceName(e.slug, locale)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="events-region" label={t('region')}>
        <select id="events-region" name="region" defaultValue={filters.region ?? 'all'}>
          <option value="all">{t('allRegions')}</option>
          {regions.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </FilterField>
      <button type="submit">{t('find')}</button>
      <Link href="/festivals-and-events">{t('clear')}</Link>
    </form>
  );
}
