// The streaming rewrite a nonce-strict policy on cached pages would need: every HTML response gets a
// fresh nonce in its CSP header and on each placeholder, across chunk boundaries. Used by
// bench/lib/nonce-server.mjs to measure its cost.
import { randomBytes } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';

// The placeholder a cached page would carry; every script tag stands in for it here, which is as
// many replacements as Next stamps nonces on a rendered page.
const PLACEHOLDER = '<script';

const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);

/** Wraps a response so that an HTML body streams through the placeholder rewrite. */
export function withNonceRewrite(res) {
  const nonce = randomBytes(16).toString('base64');
  const replacement = `<script nonce="${nonce}"`;
  const decoder = new StringDecoder('utf8');
  const [write, end] = [res.write.bind(res), res.end.bind(res)];
  let html = null;
  let tail = '';
  const begin = () => {
    if (html !== null) return;
    html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    if (!html || res.headersSent) return;
    res.removeHeader('content-length');
    const csp = res.getHeader('content-security-policy');
    if (csp)
      res.setHeader(
        'content-security-policy',
        String(csp).replace("'unsafe-inline'", `'nonce-${nonce}' 'strict-dynamic'`),
      );
  };
  // Text up to the last '<' that may start a placeholder is rewritten now; the rest waits for the next chunk.
  const rewrite = (text, final) => {
    const s = tail + text;
    const last = s.lastIndexOf('<');
    const cut = final || last < 0 || s.length - last >= PLACEHOLDER.length ? s.length : last;
    tail = s.slice(cut);
    return s.slice(0, cut).replaceAll(PLACEHOLDER, replacement);
  };
  // Next may send the head itself before the body: the header work happens there first.
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    begin();
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    if (html && headers)
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
    return writeHead(status, ...rest);
  };
  res.write = (chunk, encoding, callback) => {
    begin();
    if (!html) return write(chunk, encoding, callback);
    return write(
      rewrite(decoder.write(toBuffer(chunk, encoding)), false),
      typeof encoding === 'function' ? encoding : callback,
    );
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    begin();
    if (!html) return end(chunk, encoding, callback);
    const text = (chunk == null ? '' : decoder.write(toBuffer(chunk, encoding))) + decoder.end();
    return end(rewrite(text, true), typeof encoding === 'function' ? encoding : callback);
  };
  return res;
}
