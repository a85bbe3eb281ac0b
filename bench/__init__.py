"""Seraph's benchmark harness, run from the repository root.

`make bench` (python -m bench): the distributed stack's no-op floor, Seraph's move path and history cost, and
`python -m bench hotpath`. `make bench-peer` (python -m bench.peer_run): Seraph beside boardgame.io 0.50.2.

Modules: common (constants, logging, percentiles), procs (server processes, /proc CPU accounting), floor (the
no-op stack floor's app, task and table), clients (make bench's threaded HTTP/SSE clients), seraph (make bench's
Seraph runs and the hot path), aio_load and aio_clients (bench-peer's asyncio load clients and rate measuring),
peer_seraph (bench-peer's Seraph and floor runs), profile (py-spy), peer (boardgame.io), report (tables).
"""
