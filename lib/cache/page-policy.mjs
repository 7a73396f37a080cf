// The Content-Security-Policy of a cached page, made once when the page enters the cache (or is
// first read from the build's files) and kept in the entry's headers, which Next sends with the
// page on every hit, from every copy. Its inline scripts are allowed by hash, never by
// 'unsafe-inline'; its script tags get the build's integrity hashes (docs/SECURITY.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCsp } from '../security/csp-policy.mjs';

const CSP_HEADER = 'content-security-policy';

/**
 * The inline scripts Next writes into a page, each a push of one JSON value onto a global queue:
 * the flight data (`self.__next_f`) and Turbopack's list of chunks. Only a script of exactly this
 * shape, whose argument parses as JSON (data, no code), is hashed; anything else, such as a
 * `<script>` that reached content HTML past the sanitiser, stays blocked.
 */
const FRAMEWORK_SCRIPTS = [
  { prefix: '(self.__next_f=self.__next_f||[]).push(', suffix: ')' },
  { prefix: 'self.__next_f.push(', suffix: ')' },
  { prefix: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', suffix: ');' },
];

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs; any other (application/ld+json) is data, outside script-src. */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

function isFrameworkScript(body) {
  return FRAMEWORK_SCRIPTS.some(({ prefix, suffix }) => {
    if (!body.startsWith(prefix) || !body.endsWith(suffix)) return false;
    try {
      JSON.parse(body.slice(prefix.length, body.length - suffix.length));
      return true;
    } catch {
      return false;
    }
  });
}

const attribute = (attrs, name) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);

/**
 * The 'sha256-…' hash of each framework inline script in the HTML, in order of appearance, and
 * the inline scripts that are not the framework's (left out of the policy, so they never run).
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  const refused = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT_TAG)) {
    if (attribute(attrs, 'src')) continue;
    const type = attribute(attrs, 'type');
    if (!EXECUTABLE_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    if (!isFrameworkScript(body)) {
      refused.push(body.slice(0, 80));
      continue;
    }
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return { hashes: [...new Set(hashes)], refused };
}

const CHUNK_TAG = /<(script|link)\b[^>]*?\s(?:src|href)="\/_next\/(static\/[^"]+\.js)"[^>]*>/gi;

/**
 * The HTML with an integrity hash on every tag that loads one of the build's script files: Next
 * adds it to the framework's own tags, not to the client-component chunks React writes in
 * (vercel/next.js with Turbopack); the build's manifest has the hash of every file.
 */
export function withIntegrity(html, integrityOf) {
  return html.replace(CHUNK_TAG, (tag, name, file) => {
    if (/\sintegrity=/i.test(tag)) return tag;
    if (name.toLowerCase() === 'link' && !/\sas="script"/i.test(tag)) return tag;
    const integrity = integrityOf(file);
    return integrity ? tag.replace(/^<(script|link)\b/i, `$& integrity="${integrity}"`) : tag;
  });
}

let manifest;
/** The build's subresource-integrity manifest ('static/chunks/x.js' → 'sha256-…'), read once. */
function buildIntegrity(file) {
  if (manifest === undefined) {
    const dist = process.env.NEXT_DIST_DIR || '.next';
    try {
      manifest = JSON.parse(
        readFileSync(path.join(process.cwd(), dist, 'server', 'subresource-integrity-manifest.json'), 'utf8'),
      );
    } catch {
      manifest = {};
    }
  }
  return manifest[file];
}

const hasNonce = (html) => /<script\b[^>]*\snonce=/i.test(html);

/**
 * Gives a cached page's entry its policy and integrity hashes, in place, once: an entry that has a
 * policy already, one rendered per request with a nonce (the proxy's policy governs it), and
 * anything but an HTML page are left as they are. Returns whether it stamped the entry.
 */
export function stampPagePolicy(value, { env = process.env, integrityOf = buildIntegrity, onRefused } = {}) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return false;
  if (value.headers?.[CSP_HEADER] || hasNonce(value.html)) return false;
  value.html = withIntegrity(value.html, integrityOf);
  const { hashes, refused } = inlineScriptHashes(value.html);
  if (refused.length > 0) onRefused?.(refused);
  value.headers = { ...value.headers, [CSP_HEADER]: buildCsp({ scriptHashes: hashes, env }) };
  return true;
}
