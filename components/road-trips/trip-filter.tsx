import styles from '@/components/content/content.module.css';
import { FilterField } from '@/components/content/filter-field';
import type { AreaSummary } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';

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
  return (
    <form method="get" action="/road-trips/all" className={styles.filters} aria-label="Filter road trips">
      <FilterField id="trips-experience" label="Experience">
        <select id="trips-experience" name="experience" defaultValue={experience || 'all'}>
          <option value="all">All experiences</option>
          {EXPERIENCES.map((e) => (
            <option key={e.slug} value={e.slug}>
              {e.name}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="trips-region" label="Region">
        <select id="trips-region" name="region" defaultValue={region || 'all'}>
          <option value="all">All regions</option>
          {regions.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </FilterField>
      <button type="submit">Show road trips</button>
    </form>
  );
}
