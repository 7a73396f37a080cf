import { EditorialView } from '@/components/content/editorial-page';
import { RESPONSIBLY as page } from '@/lib/pages/editorial/trip-planning';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default function Page() {
  return (
    <EditorialView
      page={page}
      trail={[
        { name: 'Staying Safe', path: '/my-trip/staying-safe' },
        { name: page.title, path: page.path },
      ]}
    />
  );
}
