// A stand-in for ButterCMS's read API on loopback, for tests only. It answers the documented page
// endpoint, GET /v2/pages/<page_type>/<slug>/?auth_token=...&locale=..., with { data: { slug,
// page_type, fields } } built from content/<slug>.json (content/<locale>/<slug>.json for a locale
// other than English, when there is one), so the adapter is tested against HTTP and the real
// response shape rather than a mocked fetch. An editor's change is simulated with edit().
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const SLUG = /^[a-z0-9-]+$/;
const LOCALE = /^[a-z]{2}$/;

/**
 * Starts the fake on 127.0.0.1 (port 0: any free port). Every request is recorded in `requests`.
 * @param {{ token: string, port?: number, contentDir?: string }} options
 */
export async function startFakeButter({ token, port = 0, contentDir = path.join(process.cwd(), 'content') }) {
  /** Per-slug edits applied to the file's fields on every answer: what an editor has published. */
  const edits = new Map();
  const requests = [];

  async function fileOf(slug, locale) {
    if (locale && locale !== 'en') {
      try {
        return await readFile(path.join(contentDir, locale, `${slug}.json`), 'utf8');
      } catch {
        // Butter gives a page in every locale; an untranslated one here is the English file.
      }
    }
    return readFile(path.join(contentDir, `${slug}.json`), 'utf8');
  }

  async function pageOf(slug, locale) {
    const file = JSON.parse(await fileOf(slug, locale));
    const page = file.data;
    const edit = edits.get(slug);
    return { data: { ...page, fields: edit ? edit(structuredClone(page.fields)) : page.fields } };
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // Butter answers 401 to a missing or wrong token, as its reference documents.
    if (url.searchParams.get('auth_token') !== token) return send(401, { detail: 'Invalid token.' });
    const match = /^\/v2\/pages\/([^/]+)\/([^/]+)\/$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) return send(404, { detail: 'Not found.' });
    const [, pageType, slug] = match.map(decodeURIComponent);
    const locale = url.searchParams.get('locale');
    if (!SLUG.test(slug) || (locale !== null && !LOCALE.test(locale))) return send(404, { detail: 'Not found.' });
    try {
      const page = await pageOf(slug, locale);
      // '*' matches a page of any type; a named type must be the page's own.
      if (pageType !== '*' && pageType !== page.data.page_type) return send(404, { detail: 'Not found.' });
      return send(200, page);
    } catch {
      return send(404, { detail: 'Not found.' });
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    /** From now on, answer `slug` with its fields passed through `change` (an editor publishing). */
    edit(slug, change) {
      edits.set(slug, change);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
