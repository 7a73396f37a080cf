import { Link } from '@/lib/i18n/navigation';
import type { SearchGroup } from '@/lib/search';

/** One group of hits: title link, where or when, and the highlighted excerpt (already safe HTML). */
export function SearchResults({ group, headingLevel = 2 }: { group: SearchGroup; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol>
      {group.hits.map((hit) => (
        <li key={hit.href}>
          <Heading>
            <Link href={hit.href}>{hit.title}</Link>
          </Heading>
          {hit.meta ? <p>{hit.meta}</p> : null}
          {hit.headline ? <p dangerouslySetInnerHTML={{ __html: hit.headline }} /> : null}
        </li>
      ))}
    </ol>
  );
}
