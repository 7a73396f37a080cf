import type { ComponentType } from 'react';
import { env } from '@/lib/env';
import { alabamaHour, galleryThemeForHour } from '@/lib/gallery-theme';
import { sanitizeHtml } from '@/lib/sanitize';
import { getNonce } from '@/lib/security/nonce';
import styles from './content.module.css';

type Props = {
  id: string;
  ariaLabel: string;
  title?: string;
  /** HTML from the content service; sanitised here. */
  intro?: string;
};

type LoaderProps = { id: string; theme: string; scriptUrl: string; nonce?: string };

/**
 * The visitor photo gallery embed (docs/SPEC.md section 2.5): a section with an optional title and intro, its
 * script loaded only when NEXT_PUBLIC_GALLERY_SCRIPT_URL is set; without it nothing is rendered.
 * The theme follows the hour in Alabama.
 */
export async function PhotoGalleryFrame({
  id,
  ariaLabel,
  title,
  intro,
  Loader,
}: Props & { Loader: ComponentType<LoaderProps> }) {
  const scriptUrl = env().NEXT_PUBLIC_GALLERY_SCRIPT_URL;
  if (!scriptUrl) return null;
  const theme = galleryThemeForHour(alabamaHour());
  const cleanIntro = sanitizeHtml(intro);
  return (
    <section aria-label={ariaLabel} className={styles.section} data-theme={theme}>
      {title ? <h2>{title}</h2> : null}
      {cleanIntro ? <div className={styles.prose} dangerouslySetInnerHTML={{ __html: cleanIntro }} /> : null}
      <Loader id={id} theme={theme} scriptUrl={scriptUrl} nonce={await getNonce()} />
    </section>
  );
}
