#!/usr/bin/env bash
# Record photos through the image pipeline: the build npm test made (IMAGES_DIST_DIR, default
# .next-e2e; built here if there is none) served with MEDIA_BASE_URL at a local media server of real
# photographs (Debian's mate-backgrounds, GPL-2+), set at run time as an operator sets it, a test
# database whose places carry them, and tests/e2e/photos.spec.ts against it.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -d /usr/share/backgrounds/mate/nature ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mate-backgrounds >/dev/null
fi
bash scripts/ensure-chromium.sh
export MEDIA_PORT="${MEDIA_PORT:-3281}"
export MEDIA_BASE_URL="http://127.0.0.1:${MEDIA_PORT}/"
export NEXT_DIST_DIR="${IMAGES_DIST_DIR:-.next-e2e}"
export E2E_PORT="${E2E_PORT:-3280}"
export PGLITE_DIR=".data/images-$$"
export PHOTO_RECORDS="/tmp/photo-records-$$.json"
node tests/support/media-server.mjs "$MEDIA_PORT" &
media=$!
trap 'kill $media 2>/dev/null; rm -rf "$PGLITE_DIR" "$PHOTO_RECORDS"' EXIT
if [ ! -f "$NEXT_DIST_DIR/BUILD_ID" ]; then npx next build >/tmp/images-build-$$.log 2>&1 || { cat /tmp/images-build-$$.log; exit 1; }; fi
git checkout -q tsconfig.json 2>/dev/null || true
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx tsx tests/support/photo-records.ts "$PHOTO_RECORDS"
E2E_WORKERS=1 npx playwright test tests/e2e/photos.spec.ts
