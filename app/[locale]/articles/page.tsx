import { ARTICLES_PATH, ArticlesView, articlesMetadata } from './articles-view';

export const revalidate = 3600;

export function generateMetadata() {
  return articlesMetadata(ARTICLES_PATH);
}

// The first page. The proxy sends ?page=N to [view], so this page reads no query string and is prerendered.
export default function ArticlesPage() {
  return <ArticlesView view={{}} />;
}
