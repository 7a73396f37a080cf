#!/usr/bin/env bash
# CI: the site on Node 24 LTS as well as the Node 20 that runs the rest of CI. Node 24
# comes from the npm registry (the `node` package ships the binary) and goes first on PATH; then
#   1. `npm test` runs again: the jest suite, then a build of its own and the browser suite on it;
#   2. that standalone build is served (scripts/ci/standalone.sh) with Node 24.
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

DIST=.next-node24
trap 'rm -rf "$DIST"' EXIT
started=$SECONDS
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest --ci "$@"
jest_s=$((SECONDS - started))

# A fresh build in a folder of its own, so that Node 24 builds what it serves and the Node 20 build
# the later CI steps use stays as it is; a port of its own for the same reason.
rm -rf "$DIST"
started=$SECONDS
NEXT_DIST_DIR="$DIST" E2E_PORT=3120 bash scripts/e2e.sh
e2e_s=$((SECONDS - started))
started=$SECONDS
STANDALONE_DIST_DIR="$DIST" bash scripts/ci/standalone.sh
echo "node24: jest ${jest_s}s, build and browser suite ${e2e_s}s, standalone check $((SECONDS - started))s"
