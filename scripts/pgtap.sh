#!/usr/bin/env bash
# Runs the pgTAP suite (supabase/tests/**/*.sql) with pg_prove against a fresh PostgreSQL
# database prepared exactly as the local server prepares one: Supabase roles, the auth schema
# subset, then supabase/migrations. The same files run on the official stack with
# `supabase test db`. supabase/tests/database/00_helpers.test.sql runs first and makes the `tests.*`
# helpers (create_user, authenticate_as, clear_authentication) the other files use; they exist only
# in test databases, never in the migrations.
#
#   eval "$(scripts/ci-postgres.sh)" && scripts/pgtap.sh
#
# Skips (exit 0) when TEST_DATABASE_URL is unset or pg_prove/pgTAP is missing; exits non-zero
# when a test fails.
set -euo pipefail

say() { echo "pgtap: $*" >&2; }
root=$(cd "$(dirname "$0")/.." && pwd)

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  say "TEST_DATABASE_URL is not set (run scripts/ci-postgres.sh); skipping."
  exit 0
fi
if ! command -v pg_prove >/dev/null 2>&1; then
  say "pg_prove is not installed; skipping."
  exit 0
fi

# A database of its own next to the integration tests' one, recreated on every run.
admin_url=$TEST_DATABASE_URL
pgtap_db=${PGTAP_DB:-halso_pgtap}
pgtap_url="${admin_url%/*}/$pgtap_db"
psql -X -q -v ON_ERROR_STOP=1 "$admin_url" \
  -c "drop database if exists $pgtap_db with (force)" \
  -c "create database $pgtap_db"

if ! psql -X -q -v ON_ERROR_STOP=1 "$pgtap_url" -c 'create extension if not exists pgtap with schema extensions' 2>/dev/null; then
  psql -X -q -v ON_ERROR_STOP=1 "$pgtap_url" -c 'create schema if not exists extensions'
  if ! psql -X -q -v ON_ERROR_STOP=1 "$pgtap_url" -c 'create extension if not exists pgtap with schema extensions'; then
    say "the pgtap extension is not installed in this PostgreSQL; skipping."
    exit 0
  fi
fi

# Node 22 from node_modules (the system node may be older).
node_bin="$root/node_modules/.bin/node"
[ -x "$node_bin" ] || node_bin=node
DATABASE_URL="$pgtap_url" "$node_bin" "$root/supabase/local/migrate.ts"

# As on Supabase, the postgres role's search_path includes the extensions schema (pgTAP lives there).
PGOPTIONS='-c search_path=public,extensions' pg_prove --dbname "$pgtap_url" --ext .sql -r "$root/supabase/tests"
