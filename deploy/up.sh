#!/usr/bin/env bash
# `make up`: the distributed mode in the foreground - migrations, gunicorn API, Celery worker and beat.
# Ctrl-C or SIGTERM stops them all.
set -euo pipefail
export SERAPH_MODE=distributed
export DATABASE_URL="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
BIN=.venv/bin
$BIN/seraph migrate
pids=()
$BIN/seraph serve --workers "${API_WORKERS:-2}" & pids+=($!)
$BIN/seraph worker --concurrency "${WORKER_CONCURRENCY:-2}" & pids+=($!)
$BIN/seraph beat & pids+=($!)
stop() { kill -TERM "${pids[@]}" 2>/dev/null || true; wait; exit 0; }
trap stop INT TERM
wait -n "${pids[@]}"
stop
