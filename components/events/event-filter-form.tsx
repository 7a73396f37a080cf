import Link from 'next/link';
import styles from '@/components/content/content.module.css';
import type { AreaSummary } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import type { EventFilters } from '@/lib/pages/event-filters';

/** A GET form: every filter is in the URL, so results can be shared and work without JavaScript. */
export function EventFilterForm({ filters, regions }: { filters: EventFilters; regions: AreaSummary[] }) {
  return (
    <form method="get" action="/festivals-and-events" className={styles.filters} aria-label="Filter events">
      <label>
        From
        <input type="date" name="from" defaultValue={filters.from ?? ''} />
      </label>
      <label>
        To
        <input type="date" name="to" defaultValue={filters.to ?? ''} />
      </label>
      <label>
        Experience
        <select name="experience" defaultValue={filters.experience ?? 'all'}>
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
        <select name="region" defaultValue={filters.region ?? 'all'}>
          <option value="all">All regions</option>
          {regions.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Find events</button>
      <Link href="/festivals-and-events">Clear filters</Link>
    </form>
  );
}
