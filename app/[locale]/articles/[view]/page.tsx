import { listingViewPage } from '@/components/content/listing-view-page';
import { ArticlesView, articlesMetadata } from '../articles-view';

export const revalidate = 3600;
export const dynamicParams = true;

// One filtered or later page of the articles listing (/articles?page=N), rendered on first request, then cached.
export async function generateStaticParams() {
  return [];
}

const page = listingViewPage({ name: 'articles', View: ArticlesView, metadata: articlesMetadata });

export const generateMetadata = page.generateMetadata;
export default page.Page;
