"""The distributed stack after its database connections were cut: `seraph serve` and `seraph worker` hand out only
live connections, so the first requests after PostgreSQL ended every backend of theirs succeed (issue 11 §4)."""
from __future__ import annotations

import os
import re
import subprocess
import time

import pytest

from tests.integration.harness import PG_ADMIN_URL, Player

pytestmark = pytest.mark.integration

HUMANS = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}]


def _group_pids(leaders: list[int]) -> set[int]:
    """Every process in the process groups of `leaders` (the stack's API and worker, children included)."""
    pids = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.getpgid(int(entry)) in leaders:
                    pids.add(int(entry))
            except (ProcessLookupError, PermissionError):
                pass
    return pids


def _backends_of(pids: set[int]) -> list[int]:
    """The PostgreSQL backend pids serving connections opened by `pids` (matched by client port)."""
    import psycopg

    out = subprocess.run(["ss", "-tnpH", "state", "established", "dst", "127.0.0.1:5432"], capture_output=True,
                         text=True, timeout=10).stdout
    ports = []
    for line in out.splitlines():
        owner = re.search(r"pid=(\d+)", line)
        local = re.search(r"127\.0\.0\.1:(\d+)\s+127\.0\.0\.1:5432", line)
        if owner and local and int(owner.group(1)) in pids:
            ports.append(int(local.group(1)))
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        rows = conn.execute("SELECT pid FROM pg_stat_activity WHERE client_port = ANY(%s) "
                            "AND client_addr = '127.0.0.1'", (ports,)).fetchall()
    return [r[0] for r in rows]


def test_after_postgresql_ends_the_stacks_connections_the_next_requests_get_no_503(stack, client):
    import psycopg

    if subprocess.run(["which", "ss"], capture_output=True).returncode != 0:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("ss (iproute2) is needed to find the stack's connections")
        pytest.skip("ss (iproute2) is needed to find the stack's connections")
    game = client.create_game(HUMANS)
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    player = Player(client, game["id"], tokens)
    for _ in range(6):  # warm both pools of the API and the worker
        player.step()
        client.game(game["id"])
    pids = _group_pids([p.popen.pid for p in stack.procs if p.alive()])
    backends = _backends_of(pids)
    assert backends, "the stack holds pooled connections"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute("SELECT pg_terminate_backend(pid) FROM unnest(%s::int[]) AS pid", (backends,))
    time.sleep(0.2)
    statuses = []
    for _ in range(10):
        statuses.append(client.call("GET", f"/v1/games/{game['id']}").status_code)
        seat = client.game(game["id"])["active_seats"][0]
        legal = client.actions(game["id"], tokens[seat])
        statuses.append(client.move(game["id"], tokens[seat], legal["actions"][0], legal["version"], wait=5)
                        .status_code)
    assert 503 not in statuses and set(statuses) <= {200, 202}, statuses
    assert not set(_backends_of(pids)) & set(backends), "the dead connections were replaced"
