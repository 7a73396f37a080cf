// One build serves every environment (README, "Deploying"): SITE_URL and the settings pages show
// the browser (the maps' key and tiles, media and service origins, in the HTML and its stored
// policy) are read when the server starts or a page renders. The pages `next build` prerendered
// carry the build's own, so they are served only where the environment is the same; elsewhere
// each page renders on its first request, into a cache of this environment's own
// (docs/OPERATIONS.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CSP_ENVIRONMENT_KEYS } from '../security/csp-policy.mjs';

/** The key, in next.config.ts's `env`, that records the address a build's prerendered pages name. */
export const BUILT_FOR_KEY = 'BUILT_FOR_SITE_URL';
/** The key, in next.config.ts's `env`, that records the rest of the environment those pages show. */
export const BUILT_WITH_KEY = 'BUILT_WITH_PAGE_SETTINGS';

/** Every variable besides SITE_URL whose value a rendered page or its cached policy carries. */
export const PAGE_ENVIRONMENT_KEYS = CSP_ENVIRONMENT_KEYS;

/** A short digest of the page settings in `vars` (unset and empty count the same). */
export function pageSettingsTag(vars = process.env) {
  const values = PAGE_ENVIRONMENT_KEYS.map((key) => [key, vars[key] || '']);
  return createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 12);
}

/** The address the site is served at: SITE_URL, or the default lib/env.ts gives it. */
export function servedSiteUrl(vars = process.env) {
  return vars.SITE_URL || `http://localhost:${vars.PORT || 3000}`;
}

/** The environment a build recorded (required-server-files.json), or an empty one when it has none. */
function recordedEnv(buildDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, 'required-server-files.json'), 'utf8'));
    return manifest.config?.env ?? {};
  } catch {
    return {};
  }
}

/** The address a build's prerendered pages name, from the build's own record, or null when it has none. */
export function builtForSiteUrl(buildDir) {
  return recordedEnv(buildDir)[BUILT_FOR_KEY] ?? null;
}

const sameAddress = (a, b) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Whether the build's prerendered pages name the address this server serves, with its page settings. */
export function servesBuiltPages(buildDir, vars = process.env) {
  const recorded = recordedEnv(buildDir);
  const builtFor = recorded[BUILT_FOR_KEY] ?? null;
  return (
    builtFor !== null &&
    sameAddress(builtFor, servedSiteUrl(vars)) &&
    recorded[BUILT_WITH_KEY] === pageSettingsTag(vars)
  );
}

/** A short name for the served address and its page settings, for cache folders and keys. */
export function siteTag(vars = process.env) {
  return createHash('sha256')
    .update(`${servedSiteUrl(vars).replace(/\/+$/, '')} ${pageSettingsTag(vars)}`)
    .digest('hex')
    .slice(0, 12);
}

/**
 * The folder that stands for Next's server folder in the file cache of a server for this address:
 * the build's own for the address it was made for, else one of this address's own inside it.
 */
export function siteServerDir(serverDistDir, vars = process.env) {
  return servesBuiltPages(path.dirname(serverDistDir), vars)
    ? serverDistDir
    : path.join(serverDistDir, `site-${siteTag(vars)}`);
}

/**
 * Next's file cache, kept where this address's pages go. For the build's own address that is the
 * build (its prerendered pages are read, and regenerated ones written beside them); for any other,
 * a folder per address inside the build's server folder, where no prerendered page is: each page
 * renders once, then is served from there, and a later start for another address never reads it.
 * Inside server/, so that the next build, which keeps only cache/, removes it with the old pages.
 */
export function siteScopedFileCache(FileSystemCache) {
  return class SiteScopedFileCache extends FileSystemCache {
    constructor(context) {
      super(context.serverDistDir ? { ...context, serverDistDir: siteServerDir(context.serverDistDir) } : context);
    }
  };
}
