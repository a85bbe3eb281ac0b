#!/usr/bin/env bash
# `make up`: the distributed mode in the foreground - migrations, gunicorn API, Celery worker and beat.
# The worker is restarted if it exits (kombu's Redis transport can end it when Redis restarts), as
# compose's `restart:` and Kubernetes do. Ctrl-C or SIGTERM stops everything.
set -euo pipefail
export SERAPH_MODE=distributed
export DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
BIN=.venv/bin
$BIN/seraph migrate
stopping=0
pids=()
stop() { stopping=1; kill -TERM "${pids[@]}" 2>/dev/null || true; pkill -TERM -P $$ 2>/dev/null || true; wait; exit 0; }
trap stop INT TERM
supervise() {
  while [ "$stopping" = 0 ]; do
    "$@" || true
    [ "$stopping" = 0 ] && { echo "up.sh: '$*' exited; restarting in 1 s" >&2; sleep 1; }
  done
}
$BIN/seraph serve --workers "${API_WORKERS:-2}" & pids+=($!)
supervise $BIN/seraph worker --concurrency "${WORKER_CONCURRENCY:-2}" & pids+=($!)
supervise $BIN/seraph beat & pids+=($!)
wait -n "${pids[@]}" || true
stop
