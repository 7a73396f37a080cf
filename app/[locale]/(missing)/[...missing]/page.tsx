import { MissingPage } from '@/components/home/missing-page';
import { notFoundMetadata } from '@/lib/seo';

export const metadata = notFoundMetadata;

/** A path in a language that matches no page (components/home/missing-page.tsx). */
export default MissingPage;
