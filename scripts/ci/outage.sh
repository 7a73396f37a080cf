#!/usr/bin/env bash
# CI: a PostgreSQL server of its own, stopped and started again under a running copy of the e2e build
# (tests/cluster/outage.mjs; docs/OPERATIONS.md, "When the database is away").
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
PG_BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n 1)")
PG_DATA=$(mktemp -d /tmp/ci-outage-pg.XXXXXX)
PG_PORT=${OUTAGE_PG_PORT:-55443}
chown -R postgres "$PG_DATA" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
pg_start="$PG_BIN/pg_ctl -D $PG_DATA -o '-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1' -l $PG_DATA/log -w start >/dev/null"
pg_stop="$PG_BIN/pg_ctl -D $PG_DATA -m fast -w stop >/dev/null"
as_pg "$PG_BIN/initdb -D $PG_DATA -U postgres --auth=trust >/dev/null"
as_pg "$pg_start"
trap 'as_pg "$pg_stop" 2>/dev/null || true; rm -rf "$PG_DATA"' EXIT
if [ "$(id -u)" = "0" ]; then
  stop_cmd="su postgres -s /bin/sh -c \"$pg_stop\""
  start_cmd="su postgres -s /bin/sh -c \"$pg_start\""
else
  stop_cmd=$pg_stop
  start_cmd=$pg_start
fi
OUTAGE_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" OUTAGE_STOP_DB="$stop_cmd" OUTAGE_START_DB="$start_cmd" \
  OUTAGE_DIST_DIR="${OUTAGE_DIST_DIR:-.next-e2e}" node tests/cluster/outage.mjs
