import styles from './content.module.css';

/**
 * A card's picture at a fixed 4:3 box so the grid does not shift while images load. A record page's
 * own picture (`lead`) is its largest paint: it loads at once and first, not lazily, in a wide box
 * of its own (the site's illustrations are 1024 x 480) so that nothing below it moves when it lands.
 */
export function CardImage({ src, alt, lead = false }: { src: string | null; alt: string | null; lead?: boolean }) {
  if (!src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- images of any host at a fixed box; no loader needed
    <img
      src={src}
      alt={alt ?? ''}
      className={lead ? styles.lead : undefined}
      width={lead ? LEAD_WIDTH : 400}
      height={lead ? LEAD_HEIGHT : 300}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      decoding="async"
    />
  );
}

const LEAD_WIDTH = 1024;
const LEAD_HEIGHT = 480;
