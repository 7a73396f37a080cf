/**
 * A card's picture at a fixed 4:3 box so the grid does not shift while images load. A record page's
 * own picture (`lead`) is its largest paint: it loads at once and first, not lazily.
 */
export function CardImage({ src, alt, lead = false }: { src: string | null; alt: string | null; lead?: boolean }) {
  if (!src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- images of any host at a fixed box; no loader needed
    <img
      src={src}
      alt={alt ?? ''}
      width={400}
      height={300}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      decoding="async"
    />
  );
}
