#!/usr/bin/env bash
# CI: the standalone server (README, "Deploying") answers 200 for the home page, an attraction, /api/health and
# the sign-up page on an empty PGlite folder, twice:
#   1. `npm run serve:standalone`, as an operator runs it in the project (start-time checks, assets copied);
#   2. the standalone folder copied outside the project and started with `node server.mjs` alone, as
#      a deploy ships it: no node_modules above it to hide a file the build's tracing left out.
# Reuses the build in STANDALONE_DIST_DIR (default .next-e2e, which `npm test` leaves) when it is a
# standalone build; builds there otherwise. The node on PATH runs everything (scripts/ci/node24.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."

DIST="${STANDALONE_DIST_DIR:-.next-e2e}"
PAGES=(/ /places-to-go/uss-alabama-battleship-memorial-park /api/health /signup)
work=$(mktemp -d /tmp/ci-standalone.XXXXXX)
server_pid=
# Each server runs in a process group of its own (setsid): stopping it stops whatever it started.
stop_server() {
  if [ -n "$server_pid" ]; then
    kill -- -"$server_pid" 2>/dev/null || kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=
  fi
}
cleanup() {
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

# Waits for /api/health, then fails on the first page that does not answer 200.
check_pages() {
  local name=$1 port=$2 log=$3 status
  for _ in $(seq 240); do
    if ! kill -0 "$server_pid" 2>/dev/null; then echo "$name: the server exited"; cat "$log"; return 1; fi
    curl -fs -o /dev/null "http://127.0.0.1:$port/api/health" && break
    sleep 0.5
  done
  for page in "${PAGES[@]}"; do
    status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 60 "http://127.0.0.1:$port$page" || true)
    if [ "$status" != 200 ]; then echo "$name: GET $page answered $status, not 200"; cat "$log"; return 1; fi
    echo "$name: GET $page 200"
  done
}

if [ ! -f "$DIST/standalone/server.js" ]; then
  echo "standalone: no standalone build in $DIST; building one"
  NEXT_DIST_DIR="$DIST" npx next build >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
fi
echo "standalone: $(node --version), build $(cat "$DIST/BUILD_ID") in $DIST"

# 1. npm run serve:standalone in the project (what it runs, without npm's own process in between).
port=$(free_port)
NEXT_DIST_DIR="$DIST" PORT="$port" HOSTNAME=127.0.0.1 PGLITE_DIR="$work/pglite-1" REDIS_URL= DATABASE_URL= \
  setsid node scripts/start.mjs --standalone >"$work/serve.log" 2>&1 &
server_pid=$!
check_pages "npm run serve:standalone" "$port" "$work/serve.log"
stop_server

# 2. The same folder (assets now copied in) on its own, outside the project.
cp -a "$DIST/standalone" "$work/site"
port=$(free_port)
(cd "$work/site" && NEXT_DIST_DIR="$DIST" PORT="$port" HOSTNAME=127.0.0.1 PGLITE_DIR="$work/pglite-2" REDIS_URL= DATABASE_URL= \
  exec setsid node server.mjs >"$work/site.log" 2>&1) &
server_pid=$!
check_pages "node server.mjs, copied out" "$port" "$work/site.log"
stop_server
echo "standalone: every page answered 200 ($(du -sh "$work/site" | cut -f1) copied out)"
