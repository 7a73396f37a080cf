import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFoundMetadata } from '@/lib/seo';
import { publicUrlOf, viewFromSegment, type ListingName, type ListingView } from '@/lib/routing/listings';
import { renderRecord } from './record-boundary';

type Props = { params: Promise<{ view: string }> };

type Listing = {
  name: ListingName;
  View: (props: { view: ListingView }) => Promise<ReactNode>;
  /** The view's own title and description, so no two views of a listing share one. */
  metadata: (canonical: string, view: ListingView) => Metadata | Promise<Metadata>;
};

/**
 * The `[view]` page of a listing: one filtered or later page, reached through the proxy's rewrite
 * of its query string (lib/routing/listings.ts), rendered on first request and then cached. A view
 * no listing has, or a page past the last, is a server-rendered 404 (renderRecord).
 */
export function listingViewPage({ name, View, metadata }: Listing) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const view = viewFromSegment(name, (await params).view);
    return view ? metadata(publicUrlOf(name, view), view) : notFoundMetadata;
  }

  async function Body({ params }: Props) {
    const view = viewFromSegment(name, (await params).view);
    if (!view) notFound();
    // Called, not rendered as an element, so its notFound() (a page past the last) reaches renderRecord.
    return View({ view });
  }

  function Page(props: Props) {
    return renderRecord(() => Body(props));
  }

  return { generateMetadata, Page };
}
