# Seraph. `make run` serves the embedded default; `make test` runs the suite but the slow sweeps (`make soak`).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
HOST   ?= 127.0.0.1
PORT   ?= 8000
export HOST PORT
# make selfplay GAME=falling PLAYERS=4 [AUTOMA=1] [GAMES=300] [BOT=greedy]; PLAYERS defaults to 4, or 1 with AUTOMA=1
GAME   ?= falling
GAMES  ?= 300
AUTOMA ?=
BOT    ?=
PLAYERS ?= $(if $(filter 1 yes true,$(AUTOMA)),1,4)
SOAK_GAMES ?= 1000

# The locks (`make lock`): requirements/runtime.txt (extras api + worker: the image) and requirements/dev.txt
# (api + worker + dev: make install, CI), pinned with hashes by uv for Python $(LOCK_PYTHON) on any platform.
# Re-run after any change to pyproject.toml's dependencies; it keeps the pins it can, UPGRADE=1 moves them all.
LOCK_PYTHON ?= 3.11
UV_VERSION  ?= 0.13.9
UPGRADE     ?=
UV          := $(VENV)/bin/uv
LOCK_FLAGS  := --quiet --universal --python-version $(LOCK_PYTHON) --generate-hashes \
	--custom-compile-command 'make lock'$(if $(filter 1 yes true,$(UPGRADE)), --upgrade)

.PHONY: install lock run test test-unit test-integration up bench bench-peer selfplay soak chaos arena clean

# Installs exactly the dev lock, then the project itself without resolving anything.
$(VENV)/.installed: pyproject.toml requirements/dev.txt
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Seraph needs Python 3.11+"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements/dev.txt
	$(PY) -m pip install -q --no-deps -e .
	touch $@

install: $(VENV)/.installed

# dev first, then runtime constrained to dev's pins, so the tests run the versions the image ships.
lock:
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	test -x $(UV) || $(PY) -m pip install -q 'uv==$(UV_VERSION)'
	mkdir -p requirements
	$(UV) pip compile pyproject.toml --extra api --extra worker --extra dev $(LOCK_FLAGS) -o requirements/dev.txt
	$(UV) pip compile pyproject.toml --extra api --extra worker $(LOCK_FLAGS) -c requirements/dev.txt \
		-o requirements/runtime.txt

run: install
	$(VENV)/bin/seraph serve --host $(HOST) --port $(PORT)

# make test runs in parallel (pytest-xdist): TEST_WORKERS processes (default: one more than the CPUs, because the
# suite waits on sockets, subprocesses and sleeps for about a fifth of its serial time: on 2 cores, 3 workers took
# 6 min 20 s against 7 min 0 s for 2 and 10 min 54 s serially), TEST_WORKERS=0 serially.
# --dist worksteal hands the tests out and rebalances them as workers finish (a module fixture is set up in each
# worker that runs its tests). Each worker has its own PostgreSQL schemas, redis-server, distributed stack, SQLite files and
# free ports: the session fixtures are per worker, and every name and port in them is drawn at random.
# (Not loadgroup: with pytest 9.2 and xdist 3.8 it silently ignores xdist_group, pytest-xdist issue 1386.)
TEST_WORKERS ?= $(shell $(PYTHON) -c 'import os; print((os.cpu_count() or 1) + 1)')
XDIST := -n $(TEST_WORKERS)$(if $(filter-out 0,$(TEST_WORKERS)), --dist worksteal)

test: install sdk-install
	$(PY) -m pytest -q -p no:cacheprovider -m "not slow" $(XDIST)

test-unit: install
	$(PY) -m pytest -q -m "not integration and not slow" $(XDIST)

test-integration: install
	$(PY) -m pytest -q -m integration

up: install
	bash deploy/up.sh

bench: install
	$(PY) -m bench

# Seraph beside boardgame.io 0.50.2 (the peer in ../shared/peers/bgio): BENCH_PEER_ARGS=--quick, --seraph-only, --profile
bench-peer: install
	$(PY) -m bench.peer_run $(BENCH_PEER_ARGS)

# A human's move p99 alone and while 10 games of search bots think (issue 31 §3), embedded then distributed, and the
# ratio: BENCH_BOTS_ARGS=--modes embedded, --moves 300, --lane off, --nice 0, --bots-concurrency 2
.PHONY: bench-bots
bench-bots: install
	$(PY) -m bench.bots $(BENCH_BOTS_ARGS)

# SSE streams at scale against one API node (capacity, fanout, churn, restart): BENCH_STREAMS_ARGS=--quick,
# --scenarios capacity,fanout, --json FILE
.PHONY: bench-streams
bench-streams: install
	$(PY) -m bench.streams $(BENCH_STREAMS_ARGS)

selfplay: install
	$(VENV)/bin/seraph selfplay --game $(GAME) --players $(PLAYERS) --games $(GAMES)$(if $(filter 1 yes true,$(AUTOMA)), --automa)$(if $(BOT), --bot $(BOT))

# The fault suite (issue 11): worker kills, Redis restarts, PostgreSQL connections cut, the idempotency storm, the
# version races, poison moves, then the integration, fuzz and dead-letter tests; one table of lost / doubled / 5xx.
# CHAOS_ARGS=--quick, --skip-tests, --json FILE. Needs PostgreSQL (database test) and redis-server, as the tests do.
CHAOS_ARGS ?=
chaos: install
	$(PY) -m bench.chaos $(CHAOS_ARGS)

# The search bot's standard table (issue 31, docs/PERFORMANCE.md "The search bot"): `seraph arena` rows whose games
# are appended to bench/arena/*.jsonl, so a run resumes where the last stopped; then the Elo ladder per game.
# ARENA_ARGS=--games N, --only ROW-SUBSTRING..., --workers W, --report-only.
ARENA_ARGS ?=
arena: install
	$(PY) -m bench.arena_table $(ARENA_ARGS)

# The long sweeps: the tests marked slow, then SOAK_GAMES self-played games of every game at every seat count
# and, where the game has one, against its automa. Stops at the first failure.
soak: install
	$(PY) -m pytest -q -p no:cacheprovider -m slow
	$(PY) -c 'from shared.engine import all_games; \
		[print(f"--game {g.name} --players {n}") for g in all_games() for n in range(g.min_seats, g.max_seats + 1)]; \
		[print(f"--game {g.name} --automa") for g in all_games() if g.automa_name]' | \
	while read -r args; do \
		echo "seraph selfplay $$args --games $(SOAK_GAMES)"; \
		$(VENV)/bin/seraph selfplay $$args --games $(SOAK_GAMES) || exit 1; \
	done

# The generated SDKs (docs/SDK.md): sdk-install brings the pinned generators (sdk/typescript's npm lock, and
# openapi-python-client in its own venv, .venv-sdk, apart from the server's lock); `make sdk` regenerates both from
# the OpenAPI document. Node is for these and the tests only: `make run` needs Python alone.
SDK_VENV := .venv-sdk
.PHONY: sdk sdk-install
$(SDK_VENV)/.installed: sdk/python/requirements.txt
	test -x $(SDK_VENV)/bin/python || $(PYTHON) -m venv $(SDK_VENV)
	$(SDK_VENV)/bin/pip install -q -r sdk/python/requirements.txt
	touch $@

sdk/typescript/node_modules/.installed: sdk/typescript/package.json sdk/typescript/package-lock.json
	cd sdk/typescript && npm ci --no-audit --no-fund --loglevel=error
	touch $@

sdk-install: $(SDK_VENV)/.installed sdk/typescript/node_modules/.installed

sdk: install sdk-install
	$(PY) sdk/generate.py

clean:
	rm -rf $(VENV) $(SDK_VENV) sdk/typescript/node_modules var .pytest_cache
