'use client';

import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@/lib/media/chain';

type Props = {
  /** The URLs to try in order, e.g. from mediaSources(path) on the server; the placeholder is always last. */
  sources: readonly string[];
  alt: string;
  width: number;
  height: number;
  className?: string;
};

/** An image that steps to the next copy (staging bucket, then placeholder) when one fails to load. */
export function MediaImage({ sources, alt, width, height, className }: Props) {
  const chain = sources.includes(PLACEHOLDER_IMAGE) ? sources : [...sources, PLACEHOLDER_IMAGE];
  const [index, setIndex] = useState(0);
  const src = chain[Math.min(index, chain.length - 1)] ?? PLACEHOLDER_IMAGE;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media hosts vary by environment; the fallback chain needs onError
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading="lazy"
      decoding="async"
      onError={() => setIndex((i) => (i < chain.length - 1 ? i + 1 : i))}
    />
  );
}
