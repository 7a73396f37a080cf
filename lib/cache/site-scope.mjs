// One build serves every environment (README, "Deploying"): SITE_URL is read when the server
// starts, and every page names it. The pages `next build` prerendered name the address the build
// was made for, so they are served only where that is the address; elsewhere each page renders on
// its first request, for this address, into a cache of its own (docs/OPERATIONS.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The key, in next.config.ts's `env`, that records the address a build's prerendered pages name. */
export const BUILT_FOR_KEY = 'BUILT_FOR_SITE_URL';

/** The address the site is served at: SITE_URL, or the default lib/env.ts gives it. */
export function servedSiteUrl(vars = process.env) {
  return vars.SITE_URL || `http://localhost:${vars.PORT || 3000}`;
}

/** The address a build's prerendered pages name, from the build's own record, or null when it has none. */
export function builtForSiteUrl(buildDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, 'required-server-files.json'), 'utf8'));
    return manifest.config?.env?.[BUILT_FOR_KEY] ?? null;
  } catch {
    return null;
  }
}

const sameAddress = (a, b) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Whether the build's prerendered pages name the address this server serves. */
export function servesBuiltPages(buildDir, vars = process.env) {
  const builtFor = builtForSiteUrl(buildDir);
  return builtFor !== null && sameAddress(builtFor, servedSiteUrl(vars));
}

/** A short name for the served address, for cache folders and keys. */
export function siteTag(vars = process.env) {
  return createHash('sha256').update(servedSiteUrl(vars).replace(/\/+$/, '')).digest('hex').slice(0, 12);
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
