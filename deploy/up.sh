#!/usr/bin/env bash
# `make up`: the distributed mode in the foreground - migrations, gunicorn API, Celery workers (moves, bots) and beat.
# `seraph worker` restarts its own Celery child if it dies (kombu's Redis transport can end it when Redis
# restarts), but not when it exits 78 (schema not migrated); beat is supervised here, as compose's `restart:` and
# Kubernetes do (their workers run with --no-supervise). Ctrl-C or SIGTERM stops everything.
set -euo pipefail
export SERAPH_MODE=distributed
# Its own database, never the test suite's `test` (the tests truncate their tables): created when missing.
export DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/seraph}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
BIN=.venv/bin
$BIN/python - <<'PY'
import os, psycopg
from psycopg import sql
from urllib.parse import urlsplit
url = os.environ["DATABASE_URL"]
name = urlsplit(url).path.lstrip("/") or "postgres"
admin = url.replace(f"/{name}", "/postgres", 1)
with psycopg.connect(admin, autocommit=True) as conn:
    if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        print(f"created database {name}")
PY
$BIN/seraph migrate
pids=()
stop() { kill -TERM "${pids[@]}" 2>/dev/null || true; wait; exit 0; }
trap stop INT TERM
supervise() {
  local child=0 halt=0
  trap 'halt=1; [ "$child" != 0 ] && kill -TERM "$child" 2>/dev/null' TERM INT
  while [ "$halt" = 0 ]; do
    "$@" & child=$!
    wait "$child" || true
    wait "$child" 2>/dev/null || true
    [ "$halt" = 0 ] && { echo "up.sh: '$*' exited; restarting in 1 s" >&2; sleep 1; }
  done
}
$BIN/seraph serve --workers "${API_WORKERS:-2}" & pids+=($!)
$BIN/seraph worker --concurrency "${WORKER_CONCURRENCY:-2}" --queues celery & pids+=($!)
# The bots lane (docs/OPERATIONS.md): slow bots' turns, one at a time, niced by SERAPH_BOTS_NICE.
$BIN/seraph worker --concurrency "${BOTS_CONCURRENCY:-1}" --queues bots & pids+=($!)
supervise $BIN/seraph beat & pids+=($!)
wait -n "${pids[@]}" || true
stop
