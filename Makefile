# Seraph. `make run` serves the embedded default; `make test` runs the whole suite.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
HOST   ?= 127.0.0.1
PORT   ?= 8000
export HOST PORT

.PHONY: install run test test-unit test-integration up bench bench-peer selfplay clean

$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Seraph needs Python 3.11+"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[api,worker,dev]'
	touch $@

install: $(VENV)/.installed

run: install
	$(VENV)/bin/seraph serve --host $(HOST) --port $(PORT)

test: install
	$(PY) -m pytest -q -p no:cacheprovider

test-unit: install
	$(PY) -m pytest -q -m "not integration"

test-integration: install
	$(PY) -m pytest -q -m integration

up: install
	bash deploy/up.sh

bench: install
	$(PY) -m services.bench

# Seraph beside boardgame.io 0.50.2 (the peer in ../shared/peers/bgio): BENCH_PEER_ARGS=--quick, --seraph-only, --profile
bench-peer: install
	$(PY) -m services.bench_peer $(BENCH_PEER_ARGS)

selfplay: install
	$(VENV)/bin/seraph selfplay --game falling --players 4 --games 300

clean:
	rm -rf $(VENV) var .pytest_cache
