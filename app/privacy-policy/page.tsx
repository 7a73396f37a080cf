import { EditorialView } from '@/components/content/editorial-page';
import { PRIVACY_POLICY as page } from '@/lib/pages/editorial/legal';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export const metadata = pageMetadata(page);

export default function Page() {
  return <EditorialView page={page} />;
}
