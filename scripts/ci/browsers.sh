#!/usr/bin/env bash
# CI: the browser suite's main flows (tests/browsers) in Firefox ESR and WebKitGTK, beside the Chromium
# suite `npm test` runs (docs/TESTING.md, "Every browser"). Installs both engines from Debian as
# Chromium is, serves the build `npm test` left in BROWSERS_DIST_DIR (default .next-e2e) on a port of
# its own with a fresh PGlite folder, and fails on a failed step or any console error in either engine.
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

DIST="${BROWSERS_DIST_DIR:-.next-e2e}"
if [ ! -f "$DIST/BUILD_ID" ]; then
  echo "browsers: no build in $DIST; building one"
  NEXT_DIST_DIR="$DIST" npx next build >/tmp/browsers-build-$$.log 2>&1 || { cat /tmp/browsers-build-$$.log; exit 1; }
fi
work=$(mktemp -d /tmp/ci-browsers.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill -- -"$server_pid" 2>/dev/null || kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# As scripts/e2e.sh serves it: the flows read the confirmation code from /dev/mailbox.
NEXT_DIST_DIR="$DIST" PGLITE_DIR="$work/pglite" MAIL_OUTBOX_PAGE=1 REDIS_URL= DATABASE_URL= \
  setsid node node_modules/next/dist/bin/next start -p "$port" -H 127.0.0.1 >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 240); do
  if ! kill -0 "$server_pid" 2>/dev/null; then echo "browsers: the server exited"; cat "$work/server.log"; exit 1; fi
  curl -fs -o /dev/null "http://127.0.0.1:$port/api/health" && break
  sleep 0.5
done

# WebKitGTK's MiniBrowser needs a display even in automation: xvfb-run gives it one.
BROWSER_SHOTS_DIR="${BROWSER_SHOTS_DIR:-/tmp}" xvfb-run -a npx tsx tests/browsers/run.mjs "http://127.0.0.1:$port" firefox webkit || {
  echo "browsers: server log"; tail -n 50 "$work/server.log"; exit 1;
}
