#!/usr/bin/env bash
# CI: the PostgreSQL and Redis server binaries the store, queue and cluster tests start on loopback
# (test/services/). Installs the Debian packages only when a binary is missing, so on a machine that
# has them this is a no-op. Starts no service: each test starts its own throwaway server.
set -euo pipefail
have_pg() { compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null; }
have_redis() { command -v redis-server >/dev/null; }
if have_pg && have_redis; then
  echo "postgresql and redis-server are installed"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y --no-install-recommends postgresql redis-server
# The packages' own services are not needed (tests start their own); stop them if the install started any.
if command -v service >/dev/null; then
  service postgresql stop >/dev/null 2>&1 || true
  service redis-server stop >/dev/null 2>&1 || true
fi
have_pg && have_redis
