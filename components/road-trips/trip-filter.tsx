import type { AreaSummary } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import styles from '@/components/content/content.module.css';

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
      <label>
        Experience
        <select name="experience" defaultValue={experience || 'all'}>
          <option value="all">All experiences</option>
          {EXPERIENCES.map((e) => (
            <option key={e.slug} value={e.slug}>
              {e.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Region
        <select name="region" defaultValue={region || 'all'}>
          <option value="all">All regions</option>
          {regions.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Show road trips</button>
    </form>
  );
}
