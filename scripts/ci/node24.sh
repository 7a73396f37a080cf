#!/usr/bin/env bash
# CI: the site on Node 24 LTS as well as the Node 20 that runs the rest of CI. Node 24
# comes from the npm registry (the `node` package ships the binary) and goes first on PATH; then
#   1. the jest suite runs again: the library code on the runtime that will run it;
#   2. the build `npm test` made is served by Node 24 for the main browser flows;
#   3. its standalone folder is served (scripts/ci/standalone.sh) with Node 24.
# Prints how long each part took.
set -euo pipefail
cd "$(dirname "$0")/../.."

PREFIX="${NODE24_PREFIX:-/tmp/node24}"
BIN="$PREFIX/node_modules/node/bin"
if [ ! -x "$BIN/node" ]; then
  npm install --no-save --no-audit --no-fund --prefix "$PREFIX" node@24 >/dev/null
fi
export PATH="$BIN:$PATH"
version=$(node --version)
case "$version" in
  v24.*) echo "node24: $version ($(command -v node))" ;;
  *) echo "node24: expected Node 24 first on PATH, found $version"; exit 1 ;;
esac

started=$SECONDS
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest --ci "$@"
jest_s=$((SECONDS - started))

# The build `npm test` made under Node 20, served by Node 24: one artefact runs on either runtime
# (docs/OPERATIONS.md), so it is not built again. The browser flows that reach every part of the
# server (every route, an account, a trip) run against it, on a fresh database and a port of its own.
DIST="${NODE24_DIST_DIR:-.next-e2e}"
PGLITE="$(mktemp -d /tmp/ci-node24.XXXXXX)"
trap 'rm -rf "$PGLITE"' EXIT
started=$SECONDS
NEXT_DIST_DIR="$DIST" E2E_PORT=3120 PGLITE_DIR="$PGLITE/db" MAIL_OUTBOX_PAGE=1 \
  npx playwright test smoke.spec.ts routes.spec.ts account.spec.ts trips.spec.ts
e2e_s=$((SECONDS - started))
started=$SECONDS
STANDALONE_DIST_DIR="$DIST" bash scripts/ci/standalone.sh
echo "node24: jest ${jest_s}s, browser flows ${e2e_s}s, standalone check $((SECONDS - started))s"
