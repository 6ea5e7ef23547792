#!/usr/bin/env bash
# Provides the PostgreSQL that tests/contract/postgres.test.ts runs against (Debian's PostgreSQL 15).
# As root: installs postgresql when pg_ctlcluster is missing, starts cluster 15/main, creates role `sandbox`
# (password `sandbox`, CREATEDB: the test makes a database of its own and drops it) and database `sandbox_test`.
# Idempotent, and safe to run twice at once (a lock: two suites side by side start it together). Progress goes to stderr; stdout carries only
# the export line, so CI can run:  eval "$(scripts/ci-postgres.sh)"
set -euo pipefail

PG_VERSION=15
CLUSTER=main
ROLE=sandbox
PASSWORD=sandbox
DATABASE=sandbox_test

say() { echo "ci-postgres: $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  say "must run as root (apt-get, pg_ctlcluster, runuser)"
  exit 1
fi
# The postgres user cannot read most working directories; psql warns about that on every call.
cd /

# One run at a time: the checks below and the creations they decide on must not interleave.
exec 9>/tmp/banner-ci-postgres.lock
flock 9

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  say "installing postgresql from Debian"
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
fi

if ! pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$CLUSTER" '$1 == v && $2 == c { found = 1 } END { exit !found }'; then
  say "creating cluster $PG_VERSION/$CLUSTER"
  pg_createcluster "$PG_VERSION" "$CLUSTER" >&2
fi
if ! pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$CLUSTER" '$1 == v && $2 == c && $4 == "online" { found = 1 } END { exit !found }'; then
  say "starting cluster $PG_VERSION/$CLUSTER"
  # 9>&-: the server must not inherit the lock (it would hold it for as long as it runs: the next run would wait).
  pg_ctlcluster "$PG_VERSION" "$CLUSTER" start >&2 9>&-
fi

psql_as_postgres() { runuser -u postgres -- psql -v ON_ERROR_STOP=1 -qtA "$@"; }

# One statement per psql -c: CREATE DATABASE cannot run inside a transaction block.
if [ "$(psql_as_postgres -c "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]; then
  say "creating role $ROLE"
  psql_as_postgres -c "CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD'"
else
  # Keeps the documented password even if someone changed it.
  psql_as_postgres -c "ALTER ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD'"
fi
if [ "$(psql_as_postgres -c "SELECT 1 FROM pg_database WHERE datname = '$DATABASE'")" != "1" ]; then
  say "creating database $DATABASE"
  psql_as_postgres -c "CREATE DATABASE $DATABASE OWNER $ROLE"
fi

say "ready: PostgreSQL $PG_VERSION on 127.0.0.1:5432, database $DATABASE"
echo "export TEST_DATABASE_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:5432/$DATABASE"
