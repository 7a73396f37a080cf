#!/usr/bin/env bash
# CI: deploying as docs/OPERATIONS.md and the README's "Deploying" say.
#   1. `npm run build` once, for one address (DEPLOY_DIST_DIR, default .next-deploy; a build already
#      there from npm run build is reused);
#   2. tests/deploy/one-build.mjs: that one build's standalone folder, copied away, serves two other
#      addresses and its own, and `npm run serve:standalone` another, every page naming the serving
#      address and nothing built again; its ops/ commands run with plain node; it holds no sources;
#   3. tests/deploy/restore.mjs, on the PostgreSQL server at DEPLOY_ADMIN_URL: accounts, trips and a
#      session survive pg_dump and pg_restore into a fresh PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/../.."

DIST="${DEPLOY_DIST_DIR:-.next-deploy}"
BUILT_FOR=https://build.example.org
if [ ! -f "$DIST/standalone/ops/db-migrate.mjs" ]; then
  started=$SECONDS
  log=$(mktemp)
  NEXT_DIST_DIR="$DIST" SITE_URL="$BUILT_FOR" npm run build >"$log" 2>&1 || { cat "$log"; exit 1; }
  echo "deploy: npm run build for $BUILT_FOR into $DIST in $((SECONDS - started))s"
fi
DEPLOY_DIST_DIR="$DIST" node tests/deploy/one-build.mjs
if [ -n "${DEPLOY_ADMIN_URL:-}" ]; then
  RESTORE_ADMIN_URL="$DEPLOY_ADMIN_URL" DEPLOY_DIST_DIR="$DIST" node tests/deploy/restore.mjs
else
  echo "deploy: DEPLOY_ADMIN_URL is not set; the restore check needs a PostgreSQL server"
  exit 1
fi
