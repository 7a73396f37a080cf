/** A card's picture at a fixed 4:3 box so the grid does not shift while images load. */
export function CardImage({ src, alt }: { src: string | null; alt: string | null }) {
  if (!src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- images of any host at a fixed box; no loader needed
  return <img src={src} alt={alt ?? ''} width={400} height={300} loading="lazy" decoding="async" />;
}
