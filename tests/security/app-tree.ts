import fs from 'node:fs';
import path from 'node:path';

// Every page and route handler under app/, found on disk at test time, so a new route is covered
// by the tests that read this list without anyone adding it.
export type Segment = { name: string; kind: 'one' | 'catch-all' | 'optional' } | { literal: string };
export type AppRoute = { file: string; kind: 'page' | 'route'; urlPath: string; segments: Segment[] };

const ROOT = process.cwd();

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /^(page\.tsx|route\.ts)$/.test(entry.name) ? [full] : [];
  });
}

function segmentOf(folder: string): Segment | null {
  // Route groups and parallel routes add nothing to the URL, nor does the language of an English
  // page (app/[locale]: the proxy adds it inside).
  if (/^\(.*\)$/.test(folder) || folder.startsWith('@') || folder === '[locale]') return null;
  const optional = /^\[\[\.\.\.(.+)\]\]$/.exec(folder);
  if (optional) return { name: optional[1]!, kind: 'optional' };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(folder);
  if (catchAll) return { name: catchAll[1]!, kind: 'catch-all' };
  const one = /^\[(.+)\]$/.exec(folder);
  if (one) return { name: one[1]!, kind: 'one' };
  return { literal: folder };
}

export function appRoutes(): AppRoute[] {
  return walk(path.join(ROOT, 'app'))
    .map((full) => path.relative(ROOT, full).split(path.sep).join('/'))
    .sort()
    .map((file) => {
      const folders = file.split('/').slice(1, -1);
      const segments = folders.map(segmentOf).filter((s): s is Segment => s !== null);
      const urlPath =
        '/' +
        segments
          .map((s) => ('literal' in s ? s.literal : s.kind === 'one' ? `[${s.name}]` : `[...${s.name}]`))
          .join('/');
      return { file, kind: file.endsWith('page.tsx') ? 'page' : 'route', urlPath, segments };
    });
}

/** The dynamic segments of a route, with their position among the URL's `/`-separated parts (the leading empty part is 0). */
export function dynamicSegments(route: AppRoute): { name: string; index: number }[] {
  return route.segments.flatMap((s, i) => ('literal' in s ? [] : [{ name: s.name, index: i + 1 }]));
}

/** The route's URL with `value` (raw, already percent-encoded or not) in the segment at `index` and `1` in every other dynamic one. */
export function urlWith(route: AppRoute, index: number, value: string): string {
  return '/' + route.segments.map((s, i) => (i + 1 === index ? value : 'literal' in s ? s.literal : '1')).join('/');
}

/** Broken percent-encoding, and encodings of what no record can hold: the classes that answered 500. */
export const UNSAFE_SEGMENTS = ['%E0%A4%A', '%', '%ZZ', '%ED%A0%80', 'a%00b', '%00', 'a%F0%9F', '%C0%AF', '%uD800'];
