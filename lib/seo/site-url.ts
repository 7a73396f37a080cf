/** Said by the server (and `npm start`) when it refuses to start; one line, with the fix. */
export const MISSING_SITE_URL_REASON =
  'SITE_URL is required when DATABASE_URL is set in production (canonical links, social cards, the sitemap and robots.txt name the site by it): set SITE_URL to the public address, e.g. https://alabama.travel.';

/**
 * Why this environment may not serve, or null when it may. Read from process.env, not env(): its
 * default (http://localhost:3000) is what a production server must not silently use.
 */
export function siteUrlProblem(vars: NodeJS.ProcessEnv = process.env): string | null {
  if (vars.SITE_URL || !vars.DATABASE_URL || vars.NODE_ENV !== 'production') return null;
  // `next build` serves nothing; `npm start` checks before it builds.
  return vars.NEXT_PHASE === 'phase-production-build' ? null : MISSING_SITE_URL_REASON;
}

export function refuseToStartWithoutSiteUrl(): void {
  const problem = siteUrlProblem();
  if (!problem) return;
  console.error(`[site] ${problem}`);
  process.exit(1);
}
