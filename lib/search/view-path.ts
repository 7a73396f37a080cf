// /search?q=… as cached pages: the proxy rewrites each query to an internal path of its own
// (/search/<kind>/<page>/<query>), an ISR page with a short lifetime that a CDN may hold too.
// Queries that find the same results share one path: case, spacing and, where the words are
// simply all required, their order do not matter. Only light modules are imported: the proxy
// reads this one on every request.
import { isStorableText } from '@/lib/validation/text';
import { SEARCH_KINDS, SEARCH_QUERY_MAX, type SearchKind } from './kind-names';

export const SEARCH_PATH = '/search';
/** The kind segment of every kind at once (the first page of results). */
const ALL = 'all';
/** The internal path of a query no page can answer (a NUL or a lone surrogate): the 404 page. */
export const INVALID_SEARCH_PATH = `${SEARCH_PATH}/invalid`;
/** Path segments stay short enough for a file name in Next's disk cache. */
const CHUNK = 120;
const LAST_PAGE = 9_999;

export type SearchView = { q: string; kind: SearchKind | null; page: number };

/**
 * One query text per set of results: trimmed, lower case, runs of spaces as one, cut to
 * SEARCH_QUERY_MAX code points, and the words sorted unless the query uses quotes or "or" (the
 * only parts of websearch_to_tsquery where order counts).
 */
export function normaliseQuery(raw: string): string {
  const text = Array.from(raw.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim())
    .slice(0, SEARCH_QUERY_MAX)
    .join('')
    .trim();
  const words = text.split(' ');
  if (text.includes('"') || words.includes('or')) return text;
  return [...new Set(words)].sort().join(' ');
}

function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('');
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The internal path segments of a view: kind, page, then the query in base64url pieces. */
export function searchViewSegments(view: SearchView): string[] {
  const encoded = toBase64Url(view.q);
  const chunks: string[] = [];
  for (let at = 0; at < encoded.length; at += CHUNK) chunks.push(encoded.slice(at, at + CHUNK));
  return [view.kind ?? ALL, String(view.kind ? view.page : 1), ...chunks];
}

/** Reads internal segments back into a view; null unless they are exactly what the proxy writes. */
export function searchViewFromSegments(segments: readonly string[]): SearchView | null {
  const [kindName, pageName, ...chunks] = segments;
  if (!kindName || !pageName || chunks.length === 0) return null;
  const kind = SEARCH_KINDS.find((k) => k === kindName) ?? null;
  if (!kind && kindName !== ALL) return null;
  const q = fromBase64Url(chunks.join(''));
  if (!q || normaliseQuery(q) !== q) return null;
  const view = { q, kind, page: Number(pageName) };
  return searchViewSegments(view).join('/') === segments.join('/') ? view : null;
}

/** The page number asked for: a whole number from 1 to LAST_PAGE, else 1. */
function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= LAST_PAGE ? n : 1;
}

/**
 * Where the proxy sends /search?q=…&type=…&page=…: the internal path of its view; undefined for
 * any other path, and for /search with no words (the prerendered search page).
 */
export function searchPathFor(pathname: string, query: URLSearchParams): string | undefined {
  if (pathname !== SEARCH_PATH) return undefined;
  const raw = query.get('q') ?? '';
  if (!isStorableText(raw)) return INVALID_SEARCH_PATH;
  const q = normaliseQuery(raw);
  if (!q) return undefined;
  const kind = SEARCH_KINDS.find((k) => k === query.get('type')?.trim()) ?? null;
  return `${SEARCH_PATH}/${searchViewSegments({ q, kind, page: pageOf(query.get('page')) }).join('/')}`;
}
