import { NotFoundHome } from '@/components/home/not-found-home';
import { SiteDocument } from '@/components/shell/site-document';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo';
import './globals.css';

export const metadata = notFoundMetadata;

/**
 * A path outside every page's language (the proxy sends all of those to app/[locale]) gets the
 * English not-found page. Paths under a language that match no page get the same content in their
 * language from app/[locale]/[...missing].
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale={DEFAULT_LOCALE}>
      <NotFoundHome />
    </SiteDocument>
  );
}
