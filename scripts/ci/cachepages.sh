#!/usr/bin/env bash
# Which pages and answers a CDN may keep, on the build npm test served: every public page kind
# (from the sitemap and the app tree) answers s-maxage and comes from the ISR cache, every
# per-visitor page and API answer is never shared (bench/page-classes.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx bench/page-classes.mjs --dist "${CACHE_PAGES_DIST_DIR:-.next-e2e}" --port 3153
