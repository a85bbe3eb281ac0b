#!/usr/bin/env bash
# Start local PostgreSQL and Redis for tests if they are not already answering (Debian service layout).
set -uo pipefail

pg_ok() { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; }
redis_ok() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

installed_pg=0
if ! command -v pg_ctlcluster >/dev/null || ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    command -v pg_ctlcluster >/dev/null || installed_pg=1
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql redis-server >/dev/null
  fi
fi
if [ "$installed_pg" = 1 ]; then
  # A cluster we just installed: let local test connections in without a password, as on the dev machines.
  for hba in /etc/postgresql/*/main/pg_hba.conf; do
    grep -q "seraph-tests" "$hba" || sed -i '1i host all all 127.0.0.1/32 trust # seraph-tests' "$hba"
  done
fi
if ! pg_ok && command -v pg_ctlcluster >/dev/null; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
fi
if ! redis_ok && command -v redis-server >/dev/null; then
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
fi
for _ in $(seq 1 30); do pg_ok && redis_ok && break; sleep 1; done
pg_ok && echo "postgresql: up" || echo "postgresql: DOWN"
redis_ok && echo "redis: up" || echo "redis: DOWN"
# The test database (trust auth on the local cluster).
psql -h 127.0.0.1 -U postgres -tc "SELECT 1 FROM pg_database WHERE datname='test'" 2>/dev/null | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -c "CREATE DATABASE test" >/dev/null 2>&1 || true
exit 0
