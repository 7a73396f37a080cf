import { EditorialView } from '@/components/content/editorial-page';
import { PHOTO_CHALLENGE as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export const metadata = pageMetadata(page);

export default function Page() {
  return <EditorialView page={page} />;
}
