import { mediaChain, type MediaBases } from './chain';
import { BUTTER_CDN_HOST } from './remote-patterns.mjs';

/**
 * Who resizes a photo: Next's own optimizer (`/_next/image`, same origin, the default), or, with
 * MEDIA_TRANSFORMS=cdn, the source's own CDN: ButterCMS's (Filestack transforms in the path) and the
 * media host (`?w=&q=&auto=format`, as imgix, Cloudflare and most image CDNs answer).
 */
export type PhotoLoader = 'next' | 'butter' | 'query';

/** A record's picture: a photo to resize, or one of the site's SVG illustrations (drawn at any size). */
export type Picture = { kind: 'photo'; src: string; loader: PhotoLoader } | { kind: 'illustration'; src: string };

export type PictureHosts = MediaBases & { transforms?: 'cdn' };

const ABSOLUTE = /^(https?:)?\/\//i;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://local.invalid').host;
  } catch {
    return undefined;
  }
}

/**
 * What to draw for a record's image field: an absolute URL (ButterCMS media, a Main API image) as
 * given, a relative path under MEDIA_BASE_URL, a path under public/ as shipped; SVGs stay
 * illustrations. No field means no picture.
 */
export function pictureFor(field: string | null | undefined, hosts: PictureHosts = {}): Picture | null {
  const trimmed = field?.trim();
  if (!trimmed || trimmed.startsWith('data:')) return null;
  const src = ABSOLUTE.test(trimmed) || trimmed.startsWith('/') ? trimmed : (mediaChain(trimmed, hosts)[0] ?? trimmed);
  if (src.split('?', 1)[0]!.toLowerCase().endsWith('.svg')) return { kind: 'illustration', src };
  if (hosts.transforms !== 'cdn') return { kind: 'photo', src, loader: 'next' };
  const host = hostOf(src);
  if (host === BUTTER_CDN_HOST) return { kind: 'photo', src, loader: 'butter' };
  if (hosts.base && host === hostOf(hosts.base)) return { kind: 'photo', src, loader: 'query' };
  return { kind: 'photo', src, loader: 'next' };
}

/** ButterCMS serves `https://cdn.buttercms.com/<handle>`; Filestack resizes and picks AVIF/WebP in the path. */
export function butterUrl(src: string, width: number, quality: number): string {
  const url = new URL(src);
  const handle = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  return `${url.origin}/resize=width:${width}/quality=value:${quality}/auto_image/compress/${handle}`;
}

/** An image CDN that reads the size and quality from the query and picks the format from Accept. */
export function queryUrl(src: string, width: number, quality: number): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality));
  url.searchParams.set('auto', 'format');
  return url.toString();
}
