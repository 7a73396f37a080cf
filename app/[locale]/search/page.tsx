import { PageIntro, PageMain } from '@/components/content/page-intro';
import { pageMetadata } from '@/lib/seo';
import { SearchForm } from './search-form';

// The search page with no words; each query is a cached page of its own (lib/search/view-path.ts).
export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Search',
    description: 'Search Alabama places, events, road trips, articles and towns.',
    path: '/search',
  });
}

export default function SearchPage() {
  return (
    <PageMain>
      <PageIntro
        title="Search"
        trail={[{ name: 'Search', path: '/search' }]}
        lede="Find places, events, road trips, articles and towns across Alabama."
      />
      <SearchForm q="" />
    </PageMain>
  );
}
