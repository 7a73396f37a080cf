// What a browser would refuse on a page, read from its HTML and its Content-Security-Policy header,
// independently of the code that made the policy (lib/cache/page-policy.mjs): used by the browser
// suite (tests/e2e/page-policy.spec.ts) and the cluster suite (tests/cluster/cached-headers.mjs).
import { createHash } from 'node:crypto';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

const attribute = (attrs, name) => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};

/** The sources of one directive, or undefined when the policy has none. */
export function directiveSources(csp, name) {
  const directive = (csp ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1);
}

/**
 * Why the page's scripts are not held to the policy, one line each (empty when they are): a policy
 * without script-src or with 'unsafe-inline', an inline script that neither its hash nor its nonce
 * allows (it would not run), and with `integrity`, a build script file loaded without an integrity
 * hash.
 */
export function policyProblems(html, csp, { integrity = true } = {}) {
  const scripts = directiveSources(csp, 'script-src');
  if (!scripts) return [`no script-src in ${JSON.stringify(csp)}`];
  const problems = scripts.includes("'unsafe-inline'") ? ["script-src allows 'unsafe-inline'"] : [];
  for (const [, attrs, body] of html.matchAll(SCRIPT_TAG)) {
    const src = attribute(attrs, 'src');
    if (src !== undefined) {
      if (integrity && src.startsWith('/_next/static/') && !attribute(attrs, 'integrity'))
        problems.push(`no integrity hash on ${src}`);
      continue;
    }
    if (!EXECUTABLE_TYPE.test((attribute(attrs, 'type') ?? '').trim())) continue;
    const nonce = attribute(attrs, 'nonce');
    if (nonce && scripts.includes(`'nonce-${nonce}'`)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!scripts.includes(hash)) problems.push(`an inline script the policy does not allow: ${body.slice(0, 60)}`);
  }
  return problems;
}
