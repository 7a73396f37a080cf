import { NotFoundHome } from '@/components/home/not-found-home';
import { notFoundMetadata } from '@/lib/seo';

export const metadata = notFoundMetadata;

/** A path that matches no page: the home page's content under a not-found notice. */
export default function MissingNotFound() {
  return <NotFoundHome />;
}
