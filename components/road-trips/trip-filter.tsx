import { useLocale, useTranslations } from 'next-intl';
import styles from '@/components/content/content.module.css';
import { FilterField } from '@/components/content/filter-field';
import type { AreaSummary } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import { localePath } from '@/lib/i18n/locales';
import { experienceName } from '@/lib/navigation/site-pages';

/** A plain GET form, so filtering works with or without JavaScript. */
export function TripFilter({
  regions,
  experience,
  region,
}: {
  regions: AreaSummary[];
  experience: string;
  region: string;
}) {
  const t = useTranslations('roadTrips');
  const locale = useLocale();
  return (
    <form
      method="get"
      action={localePath(locale, '/road-trips/all')}
      className={styles.filters}
      aria-label={t('filterLabel')}
    >
      <FilterField id="trips-experience" label={t('experience')}>
        <select id="trips-experience" name="experience" defaultValue={experience || 'all'}>
          <option value="all">{t('allExperiences')}</option>
          {EXPERIENCES.map((e) => (
            <option key={e.slug} value={e.slug}>
              {experienceName(e.slug, locale)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="trips-region" label={t('region')}>
        <select id="trips-region" name="region" defaultValue={region || 'all'}>
          <option value="all">{t('allRegions')}</option>
          {regions.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </FilterField>
      <button type="submit">{t('show')}</button>
    </form>
  );
}
