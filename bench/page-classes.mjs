// Which public pages come from the ISR cache, checked on a build (docs/PERFORMANCE.md): every
// page the sitemap lists, plus listing views by query string, asked twice from a fresh server; a
// page on the cached class (lib/security/page-class.ts) must answer `s-maxage` and, the second
// time, an ISR hit. Usage (tsx reads the TypeScript page-class list): npx tsx bench/page-classes.mjs [--dist .next-x] [--port 3152]
import { pageClassOf } from '../lib/security/page-class.ts';
import { ensureBuild, prepareDb } from './lib/build.mjs';
import { freshDatabase } from './lib/databases.mjs';
import { startServer } from './lib/server.mjs';

const arg = (name) => process.argv[process.argv.indexOf(name) + 1];
const port = Number(process.argv.includes('--port') ? arg('--port') : 3152);
const LISTING_VIEWS = [
  '/festivals-and-events?experience=music',
  '/festivals-and-events?page=1',
  '/articles?page=1',
  '/road-trips/all?experience=beaches',
];
// Pages a sitemap does not list but visitors reach.
const EXTRA = ['/not-a-page-at-all', '/search?q=museum', '/login', '/places-to-go/map'];

async function probe(base, path) {
  const first = await fetch(base + path, { redirect: 'manual' });
  await first.arrayBuffer();
  const again = await fetch(base + path, { redirect: 'manual' });
  await again.arrayBuffer();
  const pageClass = pageClassOf(new URL(path, base).pathname);
  const cacheControl = first.headers.get('cache-control') ?? '';
  const second = again.headers.get('x-nextjs-cache') ?? '';
  const cached = /s-maxage=\d+/.test(cacheControl) && /HIT|STALE/.test(second);
  const ok =
    first.status >= 300 && first.status < 400
      ? true
      : pageClass === 'cached'
        ? cached || first.status === 404
        : !cached;
  return { path, pageClass, status: first.status, cacheControl, second, ok };
}

async function main() {
  const distDir = process.argv.includes('--dist') ? arg('--dist') : ensureBuild();
  const db = await freshDatabase('pglite', 'page-classes');
  prepareDb(db.env);
  const server = await startServer({ port, env: { NEXT_DIST_DIR: distDir, ...db.env } });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const paths = [...new Set([...listed, ...LISTING_VIEWS, ...EXTRA])];
    const rows = [];
    for (const path of paths) rows.push(await probe(server.url, path));
    const wrong = rows.filter((r) => !r.ok);
    for (const r of wrong.length ? wrong : rows.filter((r) => r.pageClass !== 'cached' || r.path.includes('?')))
      console.log(
        `${r.ok ? 'ok   ' : 'WRONG'} ${r.pageClass.padEnd(11)} ${r.status} ${r.cacheControl.padEnd(48)} ${r.second.padEnd(6)} ${r.path}`,
      );
    console.log(
      `${rows.length} pages checked, ${rows.filter((r) => r.pageClass === 'cached').length} on the cached class, ${wrong.length} wrong`,
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
