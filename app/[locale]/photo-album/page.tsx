import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CardImage } from '@/components/content/card-image';
import { EditorialView } from '@/components/content/editorial-page';
import { PhotoGallery } from '@/components/content/photo-gallery';
import { getPage } from '@/lib/content';
import styles from '@/components/content/content.module.css';
import { filterLocations, localizeLocations } from '@/lib/locations';
import { PHOTO_ALBUM } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { localeParam } from '@/lib/record-text';
import { Link } from '@/lib/i18n/navigation';
import { placePath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(PHOTO_ALBUM, await getLocale()));
}

const ALBUM_SIZE = 36;

export default async function PhotoAlbumPage({ params }: { params: Promise<{ locale?: string }> }) {
  const locale = localeParam(await params);
  const [{ gallery }, places, t] = await Promise.all([
    getPage('home', locale),
    filterLocations({ limit: 200 }),
    getTranslations('pages.photoAlbum'),
  ]);
  const photos = await localizeLocations(places.filter((p) => p.image).slice(0, ALBUM_SIZE), locale);
  const page = editorialIn(PHOTO_ALBUM, locale);
  return (
    <EditorialView page={page}>
      {photos.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {photos.map((p) => (
            <li key={p.id}>
              <figure className={styles.card}>
                <CardImage src={p.image} alt={p.image_alt} lang={p.altLang} />
                <figcaption className={styles.cardBody}>
                  <Link href={placePath(p.slug)}>{p.name}</Link>, {p.city}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {gallery ? (
        <PhotoGallery id={gallery.id} ariaLabel={gallery.ariaLabel} title={t('visitorsPhotos')} intro={gallery.intro} />
      ) : null}
    </EditorialView>
  );
}
