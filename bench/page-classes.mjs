// Which pages and answers a CDN may keep, checked on a build (docs/PERFORMANCE.md, run by .ci/run
// through scripts/ci/cachepages.sh). The pages come from the sitemap and the app tree, not a hand
// list: every page the sitemap lists and every page file without a dynamic segment, plus views by
// query string (listings, the map, search) and the site API. Each is asked twice from a fresh
// server. A page on the cached class (lib/security/page-class.ts) must answer `s-maxage` and, the
// second time, an ISR hit; a per-visitor page or API answer must never be shared (`private,
// no-store` when it answers 200); the suggestion APIs are shared for a short while.
// Usage (tsx reads the TypeScript page-class list): npx tsx bench/page-classes.mjs [--dist .next-x] [--port 3152]
import fs from 'node:fs';
import path from 'node:path';
import { pageClassOf } from '../lib/security/page-class.ts';
import { ensureBuild, prepareDb } from './lib/build.mjs';
import { freshDatabase } from './lib/databases.mjs';
import { ROOT, startServer } from './lib/server.mjs';

const arg = (name) => process.argv[process.argv.indexOf(name) + 1];
const port = Number(process.argv.includes('--port') ? arg('--port') : 3152);
const QUERY_VIEWS = [
  '/festivals-and-events?experience=music',
  '/festivals-and-events?page=1',
  '/articles?page=1',
  '/road-trips/all?experience=beaches',
  '/places-to-go/map?experience=beaches',
  '/places-to-go/map/see?experience=beaches&bbox=-88.4,30.1,-87.4,31.0',
  '/search?q=museum',
  '/search?q=Gulf+Shores',
  '/search?q=shores+gulf&type=places&page=2',
];
// Pages no sitemap or page file names.
const EXTRA = ['/not-a-page-at-all'];
// Answers per visitor, asked without a session: whatever they answer, no CDN may keep it.
const PER_VISITOR_API = ['/api/session', '/api/trips', '/api/favourites'];
// Answers every visitor shares for a short while.
const SHARED_API = ['/api/autocomplete?q=bir', '/api/search/suggest?q=gulf'];

/** Every page file whose route has no dynamic segment, as the path a visitor asks for. */
function staticPageRoutes(dir = path.join(ROOT, 'app')) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('[') ? [] : staticPageRoutes(full);
    if (entry.name !== 'page.tsx') return [];
    const segments = path
      .relative(path.join(ROOT, 'app'), dir)
      .split(path.sep)
      .filter((s) => s && !s.startsWith('('));
    return [`/${segments.join('/')}`];
  });
}

const shared = (cacheControl) => /s-maxage=\d+|public/.test(cacheControl);
const privateNoStore = (cacheControl) => /private/.test(cacheControl) && /no-store/.test(cacheControl);

async function probe(base, url, expect) {
  const first = await fetch(base + url, { redirect: 'manual' });
  await first.arrayBuffer();
  const again = await fetch(base + url, { redirect: 'manual' });
  await again.arrayBuffer();
  const pathname = new URL(url, base).pathname;
  const pageClass = expect ?? pageClassOf(pathname);
  const cacheControl = first.headers.get('cache-control') ?? '';
  const second = again.headers.get('x-nextjs-cache') ?? '';
  const redirect = first.status >= 300 && first.status < 400;
  const ok =
    pageClass === 'cached'
      ? redirect || first.status === 404 || (/s-maxage=\d+/.test(cacheControl) && /HIT|STALE/.test(second))
      : pageClass === 'shared-api'
        ? first.status === 200 && /s-maxage=\d+/.test(cacheControl)
        : !shared(cacheControl) && (first.status !== 200 || privateNoStore(cacheControl));
  return { path: url, pageClass, status: first.status, cacheControl, second, ok };
}

async function main() {
  const distDir = process.argv.includes('--dist') ? arg('--dist') : ensureBuild();
  const db = await freshDatabase('pglite', 'page-classes');
  prepareDb(db.env);
  const server = await startServer({ port, env: { NEXT_DIST_DIR: distDir, ...db.env } });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1].replaceAll('&amp;', '&'));
      return url.pathname + url.search;
    });
    const paths = [...new Set([...listed, ...staticPageRoutes(), ...QUERY_VIEWS, ...EXTRA])];
    const rows = [];
    for (const p of paths) rows.push(await probe(server.url, p));
    for (const p of PER_VISITOR_API) rows.push(await probe(server.url, p, 'per-visitor'));
    for (const p of SHARED_API) rows.push(await probe(server.url, p, 'shared-api'));
    const wrong = rows.filter((r) => !r.ok);
    for (const r of wrong.length ? wrong : rows.filter((r) => r.pageClass !== 'cached' || r.path.includes('?')))
      console.log(
        `${r.ok ? 'ok   ' : 'WRONG'} ${r.pageClass.padEnd(11)} ${r.status} ${r.cacheControl.padEnd(60)} ${r.second.padEnd(6)} ${r.path}`,
      );
    const count = (kind) => rows.filter((r) => r.pageClass === kind).length;
    console.log(
      `${rows.length} pages and answers checked (${listed.length} from the sitemap): ${count('cached')} cached, ${count('per-visitor')} per visitor, ${count('shared-api')} shared API; ${wrong.length} wrong`,
    );
    process.exitCode = wrong.length ? 1 : 0;
  } finally {
    await server.stop();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
