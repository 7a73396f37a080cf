import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { PhotoGallery } from '@/components/content/photo-gallery';
import { getPage } from '@/lib/content';
import { PHOTO_CHALLENGE } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(PHOTO_CHALLENGE, await getLocale()));
}

// The visitors' photo gallery of the home page, shown here too when its script is configured.
export default async function PhotoChallengePage() {
  const [locale, t, { gallery }] = await Promise.all([
    getLocale(),
    getTranslations('editorial.sections'),
    getPage('home'),
  ]);
  const page = editorialIn(PHOTO_CHALLENGE, locale);
  return (
    <EditorialView page={page}>
      {gallery ? <PhotoGallery id={gallery.id} ariaLabel={gallery.ariaLabel} title={t('challengePhotos')} /> : null}
    </EditorialView>
  );
}
