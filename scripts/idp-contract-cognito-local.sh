#!/usr/bin/env bash
# The identity contract suite (tests/account/idp-contract.test.ts) against a second implementation:
# cognito-local on loopback. cognito-local is installed from tools/cognito-local's own lock into a
# folder outside the repository, so it never races the site's `npm install` nor enters its tree.
# The suite's failures must be exactly the disagreements recorded in
# tools/cognito-local/known-disagreements.json (explained in docs/ACCOUNTS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${COGNITO_LOCAL_PORT:-9229}"
PREFIX="${COGNITO_LOCAL_PREFIX:-${TMPDIR:-/tmp}/alabama-cognito-local}"
START="$PREFIX/node_modules/cognito-local/lib/bin/start.js"

if ! cmp -s tools/cognito-local/package-lock.json "$PREFIX/package-lock.json" || [ ! -f "$START" ]; then
  rm -rf "$PREFIX" && mkdir -p "$PREFIX"
  cp tools/cognito-local/package.json tools/cognito-local/package-lock.json "$PREFIX/"
  (cd "$PREFIX" && npm ci --no-audit --no-fund >install.log 2>&1) || { cat "$PREFIX/install.log"; exit 1; }
fi

if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
  echo "cognito-local: port $PORT is in use; set COGNITO_LOCAL_PORT" >&2
  exit 1
fi

WORK="$(mktemp -d)"
# cognito-local keeps its pools and users (with each user's current code) under ./.cognito/db.
(cd "$WORK" && PORT="$PORT" HOST=127.0.0.1 exec node "$START") >"$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; rm -rf "$WORK"' EXIT

ENDPOINT="http://127.0.0.1:$PORT/"
for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then break; fi
  kill -0 "$SERVER" 2>/dev/null || { cat "$WORK/server.log"; exit 1; }
  sleep 0.2
done
read -r POOL_ID CLIENT_ID < <(node tools/cognito-local/create-pool.mjs "$ENDPOINT")

set +e
IDP_CONTRACT_ENDPOINT="$ENDPOINT" IDP_CONTRACT_POOL_ID="$POOL_ID" IDP_CONTRACT_CLIENT_ID="$CLIENT_ID" \
  IDP_CONTRACT_DB_DIR="$WORK/.cognito/db" NODE_OPTIONS="--experimental-vm-modules --no-warnings" \
  npx jest --ci --selectProjects server --json --outputFile="$WORK/result.json" -- tests/account/idp-contract.test.ts >"$WORK/jest.log" 2>&1
set -e
[ -f "$WORK/result.json" ] || { cat "$WORK/jest.log"; exit 1; }
node tools/cognito-local/compare.mjs tools/cognito-local/known-disagreements.json "$WORK/result.json"
