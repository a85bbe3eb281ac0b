"""`seraph serve` in embedded mode as a child process, for the tests that need the real server."""
import contextlib
import os

import requests

from tests.integration.harness import free_port, seraph_argv, spawn, wait_until


@contextlib.contextmanager
def embedded_server(folder, **settings):
    """`seraph serve` on a free port with its SQLite file in `folder` and `settings` (env names) on top of a
    clean environment; yields (base url, port, process) once /healthz answers, and stops it after."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SERAPH_")}
    env.update({"SERAPH_MODE": "embedded", "DATABASE_URL": f"sqlite:///{folder}/seraph.db", "PYTHONUNBUFFERED": "1",
                "PYTHONPATH": os.pathsep.join(p for p in (os.getcwd(), env.get("PYTHONPATH")) if p), **settings})
    proc = spawn("serve", seraph_argv() + ["serve", "--host", "127.0.0.1", "--port", str(port)], env, str(folder))
    url = f"http://127.0.0.1:{port}"

    def healthy():
        assert proc.alive(), proc.log()[-3000:]
        return requests.get(url + "/healthz", timeout=1).status_code == 200

    try:
        wait_until(healthy, 30, interval=0.1, what="seraph serve /healthz")
        yield url, port, proc
    finally:
        proc.stop(timeout=10)
