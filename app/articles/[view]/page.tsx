import { notFound } from 'next/navigation';
import { renderRecord } from '@/components/content/record-boundary';
import { notFoundMetadata } from '@/lib/seo';
import { publicUrlOf, viewFromSegment, viewPage } from '@/lib/routing/listings';
import { ArticlesView, articlesMetadata } from '../articles-view';

export const revalidate = 3600;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

// A later page of the articles listing, reached through the proxy's rewrite of /articles?page=N
// (lib/routing/listings.ts); rendered on first request, then cached.
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const view = viewFromSegment('articles', (await params).view);
  return view ? articlesMetadata(publicUrlOf('articles', view), viewPage(view)) : notFoundMetadata;
}

async function ArticlesViewPageBody({ params }: Props) {
  const view = viewFromSegment('articles', (await params).view);
  if (!view) notFound();
  // Called, not rendered as an element, so its notFound() (a page past the last) reaches renderRecord.
  return ArticlesView({ view });
}

// A missing view or a page past the last is a server-rendered 404 (renderRecord).
export default function ArticlesViewPage(props: Props) {
  return renderRecord(() => ArticlesViewPageBody(props));
}
