import Link from 'next/link';
import styles from '@/components/content/content.module.css';
import { FilterField } from '@/components/content/filter-field';
import type { AreaSummary } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import type { EventFilters } from '@/lib/pages/event-filters';

/** A GET form: every filter is in the URL, so results can be shared and work without JavaScript. */
export function EventFilterForm({ filters, regions }: { filters: EventFilters; regions: AreaSummary[] }) {
  return (
    <form method="get" action="/festivals-and-events" className={styles.filters} aria-label="Filter events">
      <FilterField id="events-from" label="From">
        <input id="events-from" type="date" name="from" defaultValue={filters.from ?? ''} />
      </FilterField>
      <FilterField id="events-to" label="To">
        <input id="events-to" type="date" name="to" defaultValue={filters.to ?? ''} />
      </FilterField>
      <FilterField id="events-experience" label="Experience">
        <select id="events-experience" name="experience" defaultValue={filters.experience ?? 'all'}>
          <option value="all">All experiences</option>
          {EXPERIENCES.map((e) => (
            <option key={e.slug} value={e.slug}>
              {e.name}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="events-region" label="Region">
        <select id="events-region" name="region" defaultValue={filters.region ?? 'all'}>
          <option value="all">All regions</option>
          {regions.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </FilterField>
      <button type="submit">Find events</button>
      <Link href="/festivals-and-events">Clear filters</Link>
    </form>
  );
}
