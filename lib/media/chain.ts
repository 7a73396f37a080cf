/** Shown when no copy of an image can be loaded (docs/SPEC.md section 8). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export type MediaBases = { base?: string; fallback?: string };

const ABSOLUTE = /^(https?:)?\/\/|^data:/i;

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The URLs to try for a media path, in order: the media host, then the staging bucket, then the
 * placeholder. With neither host configured the copy that ships in public/ is used. Absolute
 * URLs are tried as given before the placeholder.
 */
export function mediaChain(path: string | null | undefined, bases: MediaBases = {}): string[] {
  const trimmed = path?.trim();
  if (!trimmed) return [PLACEHOLDER_IMAGE];
  const chain: string[] = [];
  if (ABSOLUTE.test(trimmed)) chain.push(trimmed);
  else {
    if (bases.base) chain.push(join(bases.base, trimmed));
    if (bases.fallback) chain.push(join(bases.fallback, trimmed));
    if (!bases.base && !bases.fallback) chain.push(trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
  }
  chain.push(PLACEHOLDER_IMAGE);
  return [...new Set(chain)];
}
