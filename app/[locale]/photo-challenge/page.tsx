import { EditorialView } from '@/components/content/editorial-page';
import { PhotoGallery } from '@/components/content/photo-gallery';
import { getPage } from '@/lib/content';
import { PHOTO_CHALLENGE as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

// The visitors' photo gallery of the home page, shown here too when its script is configured.
export default async function PhotoChallengePage() {
  const { gallery } = await getPage('home');
  return (
    <EditorialView page={page}>
      {gallery ? (
        <PhotoGallery id={gallery.id} ariaLabel={gallery.ariaLabel} title="Photos from the challenge" />
      ) : null}
    </EditorialView>
  );
}
