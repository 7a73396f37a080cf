import { NotFoundHome } from '@/components/home/not-found-home';
import { notFoundMetadata } from '@/lib/seo';
import RootLayout from './layout';

export const metadata = notFoundMetadata;

/**
 * A path no route matches gets the home page's content under a not-found notice, status 404, in
 * the site's own shell. It lives here rather than in not-found.tsx because Next renders the root
 * not-found into every page's payload: with the home content there, every page paid for it.
 */
export default function GlobalNotFound() {
  return (
    <RootLayout>
      <NotFoundHome />
    </RootLayout>
  );
}
