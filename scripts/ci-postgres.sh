#!/usr/bin/env bash
# Prepares a real PostgreSQL for the integration tests and the pgTAP suite, where Debian's
# PostgreSQL is installed; does nothing (exit 0, no output) where it is not.
#
#   eval "$(scripts/ci-postgres.sh)"    # then TEST_DATABASE_URL is set
#
# Starts the newest Debian cluster if it is down, installs pgTAP and pg_prove with apt when it can
# (root, network to the Debian mirror), creates a superuser role `halso_test` (password auth on
# loopback) and a fresh database `halso_test`, and prints `export TEST_DATABASE_URL=…` on stdout.
# Everything else goes to stderr. Safe to run again: the database is recreated each time.
set -uo pipefail

say() { echo "ci-postgres: $*" >&2; }

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  say "Debian's PostgreSQL is not installed; skipping (integration tests run on PGlite only)."
  exit 0
fi

cluster_line=$(pg_lsclusters --no-header 2>/dev/null | sort -k1,1nr | head -n 1)
if [ -z "$cluster_line" ]; then
  say "no PostgreSQL cluster found; skipping."
  exit 0
fi
read -r version cluster port status _ <<<"$cluster_line"

if [ "$status" != "online" ]; then
  say "starting cluster $version/$cluster on port $port"
  if ! pg_ctlcluster "$version" "$cluster" start >&2; then
    say "could not start cluster $version/$cluster; skipping."
    exit 0
  fi
fi

# Run SQL as the cluster's superuser over the local socket.
as_postgres() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$port" "$@"
  elif sudo -n true 2>/dev/null; then
    sudo -n -u postgres psql -X -q -v ON_ERROR_STOP=1 -p "$port" "$@"
  else
    psql -X -q -v ON_ERROR_STOP=1 -h /var/run/postgresql -p "$port" -U postgres "$@"
  fi
}

install_pgtap() {
  if [ -f "/usr/share/postgresql/$version/extension/pgtap.control" ] && command -v pg_prove >/dev/null 2>&1; then
    return 0
  fi
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
    say "pgTAP is not installed and apt-get is not available as root; the pgTAP suite will be skipped."
    return 0
  fi
  local packages=("postgresql-$version-pgtap" libtap-parser-sourcehandler-pgtap-perl)
  say "installing ${packages[*]}"
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${packages[@]}" >&2; then
    DEBIAN_FRONTEND=noninteractive apt-get update -q >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${packages[@]}" >&2 ||
      say "could not install pgTAP; the pgTAP suite will be skipped."
  fi
}
install_pgtap

role=halso_test
password=halso_test
database=halso_test

if ! as_postgres -d postgres <<SQL >&2
do \$\$
begin
  if not exists (select 1 from pg_roles where rolname = '$role') then
    create role $role login superuser password '$password';
  else
    alter role $role login superuser password '$password';
  end if;
end
\$\$;
drop database if exists $database with (force);
create database $database owner $role;
-- Databases an interrupted test run left behind (each test server makes its own).
select format('drop database if exists %I with (force)', datname)
from pg_database where datname like 'halso\_it\_%' or datname like 'halso\_bench\_%'
\gexec
SQL
then
  say "could not create the test role and database; skipping."
  exit 0
fi

url="postgres://$role:$password@127.0.0.1:$port/$database"
if ! psql -X -q "$url" -c 'select 1' >/dev/null 2>&1; then
  say "cannot connect to $url with a password (check pg_hba.conf); skipping."
  exit 0
fi

say "PostgreSQL $version ready for tests: $url"
echo "export TEST_DATABASE_URL=$url"
