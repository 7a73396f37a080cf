import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepingCacheControl } from '@/lib/cache/entry-headers.mjs';
import { FileCacheHandler } from '@/lib/cache/handler.mjs';
import { inlineScriptHashes, stampPagePolicy } from '@/lib/cache/page-policy.mjs';

// A cached page's policy is made once, when it enters the cache, and travels with the entry.
// tests/e2e/cache.spec.ts checks the pages of a running build; tests/cluster/checks.mjs that a
// second copy sends the same headers.

const env = { NODE_ENV: 'production', SITE_URL: 'https://alabama.travel' };
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')!
    .slice(1);

const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const CHUNKS =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]});';
const INJECTED = 'alert(document.cookie)';
const DISGUISED = 'self.__next_f.push([1,"x"]);alert(1)//)';
const LD_JSON = '{"@context":"https://schema.org","@type":"TouristAttraction"}';

const pageHtml = () =>
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async="" integrity="sha256-fromNext"></script>' +
  `</head><body><main><p>Vulcan Park and Museum</p><script>${INJECTED}</script><script>${DISGUISED}</script>` +
  `<script type="application/ld+json">${LD_JSON}</script></main>` +
  `<script id="_R_">${CHUNKS}</script><script>${FLIGHT_INIT}</script><script>${FLIGHT}</script></body></html>`;

const page = (html = pageHtml()) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:page'),
  headers: { 'x-next-cache-tags': '_N_T_/layout' } as Record<string, string>,
  postponed: undefined,
  status: 200,
  segmentData: undefined,
});
const integrityOf = (file: string) => ({ 'static/chunks/a.js': 'sha256-chunkA' })[file];

describe("a cached page's policy", () => {
  it("allows exactly the framework's inline scripts, by hash, and never 'unsafe-inline'", () => {
    const value = page();
    expect(stampPagePolicy(value, { env, integrityOf })).toBe(true);
    const csp = value.headers['content-security-policy']!;
    expect(scriptSrc(csp).sort()).toEqual(["'self'", sha(FLIGHT_INIT), sha(FLIGHT), sha(CHUNKS)].sort());
    expect(csp).not.toContain("'unsafe-inline' ");
    expect(scriptSrc(csp)).not.toContain(sha(INJECTED));
    expect(scriptSrc(csp)).not.toContain(sha(DISGUISED));
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('names the scripts it leaves out, a script in content HTML among them', () => {
    const refused: string[][] = [];
    stampPagePolicy(page(), { env, integrityOf, onRefused: (scripts) => refused.push(scripts) });
    expect(refused).toEqual([[INJECTED, DISGUISED.slice(0, 80)]]);
    expect(inlineScriptHashes(pageHtml()).refused).toHaveLength(2);
  });

  it('puts an integrity hash on every tag that loads a build script, keeping the ones Next wrote', () => {
    const value = page();
    stampPagePolicy(value, { env, integrityOf });
    expect(value.html).toContain('<script integrity="sha256-chunkA" src="/_next/static/chunks/a.js" async="">');
    expect(value.html).toContain('<link integrity="sha256-chunkA" rel="preload" as="script"');
    expect(value.html).toContain('src="/_next/static/chunks/b.js" async="" integrity="sha256-fromNext"');
    const tags = value.html.match(/<script\b[^>]*\ssrc=[^>]*>/g)!;
    expect(tags.every((tag) => /\sintegrity="sha256-/.test(tag))).toBe(true);
  });

  it('is made once, and never for a page rendered with a nonce', () => {
    const value = page();
    stampPagePolicy(value, { env, integrityOf });
    const first = { ...value };
    expect(stampPagePolicy(value, { env: { ...env, SITE_URL: 'http://other' }, integrityOf })).toBe(false);
    expect(value).toEqual(first);
    const perVisitor = page('<script nonce="abc">self.__next_f.push([0])</script>');
    expect(stampPagePolicy(perVisitor, { env, integrityOf })).toBe(false);
    expect(perVisitor.headers['content-security-policy']).toBeUndefined();
  });
});

describe('the file cache a single copy uses', () => {
  let serverDistDir: string;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
  const open = () =>
    new FileCacheHandler({
      fs: nodeFs,
      dev: false,
      flushToDisk: true,
      serverDistDir,
      revalidatedTags: [],
      maxMemoryCacheSize: 0,
    });
  const key = '/route-cache/APP_PAGE/0f3c/$/places-to-go/vulcan-park-and-museum';
  const context = {
    cacheControl: { revalidate: 3600, expire: 31_536_000 },
    isRoutePPREnabled: false,
    isFallback: false,
  };
  const lookup = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
  type Read = { value: { html: string; headers: Record<string, string> } } | null;

  beforeEach(() => {
    serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'page-policy-')), 'server');
    fs.mkdirSync(serverDistDir, { recursive: true });
  });
  afterEach(() => fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true }));

  it('sends the page it stored with the policy it stamped, the same after a restart', async () => {
    const value = page();
    await open().set(key, value, context);
    // What Next sends on the miss is the object it stored: the policy is already on it.
    const sent = value.headers['content-security-policy']!;
    expect(scriptSrc(sent)).toContain(sha(FLIGHT));
    const read = (await open().get(key, lookup)) as Read;
    expect(read!.value.headers['content-security-policy']).toBe(sent);
    expect(read!.value.html).toBe(value.html);
  });
});

describe('an entry in the shared cache', () => {
  /** The shared store as Redis holds it: JSON, read back by another copy's handler. */
  const store = new Map<string, string>();
  class SharedStore {
    async get(key: string) {
      const raw = store.get(key);
      return raw ? (JSON.parse(raw) as unknown) : null;
    }
    // The handler's context is a third argument, which this store, like Redis, does not keep.
    async set(key: string, value: unknown, ...context: unknown[]) {
      void context;
      store.set(key, JSON.stringify({ lastModified: Date.now(), value }));
    }
  }
  const Copy = keepingCacheControl(SharedStore);

  it('carries the lifetime it was rendered with to every copy that reads it', async () => {
    const cacheControl = { revalidate: 3600, expire: 31_536_000 };
    await new Copy().set('/places-to-go/desoto-falls', { kind: 'APP_PAGE', html: '<p>DeSoto Falls</p>' }, {
      cacheControl,
    } as never);
    const read = (await new Copy().get('/places-to-go/desoto-falls')) as {
      cacheControl?: unknown;
      value: Record<string, unknown>;
    };
    expect(read.cacheControl).toEqual(cacheControl);
    expect(read.value).toEqual({ kind: 'APP_PAGE', html: '<p>DeSoto Falls</p>' });
  });
});
