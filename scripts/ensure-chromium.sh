#!/usr/bin/env bash
# Browser tests drive the system Chromium; no test tool may download a browser here.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is needed for the browser tests: install it (apt-get install chromium)." >&2
  exit 1
fi
