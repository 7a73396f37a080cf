import { EditorialView } from '@/components/content/editorial-page';
import { PRIVACY_POLICY as page } from '@/lib/pages/editorial/legal';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { organization } from '@/lib/seo/structured-data';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default function Page() {
  return (
    <EditorialView page={page}>
      <JsonLd data={organization()} />
    </EditorialView>
  );
}
