"""A tiny webhook receiver on 127.0.0.1 in a thread, for the webhook tests: it verifies each delivery's Standard
Webhooks signature, records it, and answers with scripted status codes (200 once the script runs out)."""
from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import orjson

from shared.service import webhook_signing


class Receiver:
    """`url` to register; `deliveries` every request received (headers, body, parsed, verified); `statuses` the
    answers to give first; `secret` checked when set; `delay` seconds slept before answering."""

    def __init__(self, statuses=(), secret: str | None = None, delay: float = 0.0):
        self.statuses = list(statuses)
        self.secret, self.delay = secret, delay
        self.deliveries: list[dict] = []
        self._cond = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                receiver._record(dict(self.headers.items()), body)
                time.sleep(receiver.delay)
                with receiver._cond:
                    status = receiver.statuses.pop(0) if receiver.statuses else 200
                self.send_response(status)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *_args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> "Receiver":
        self._thread.start()
        return self

    def __exit__(self, *_exc) -> None:
        self.server.shutdown()
        self.server.server_close()

    def _record(self, headers: dict, body: bytes) -> None:
        headers = {k.lower(): v for k, v in headers.items()}
        verified = None
        if self.secret is not None:
            verified = webhook_signing.verify(self.secret, headers.get("webhook-id", ""),
                                              headers.get("webhook-timestamp", ""), body,
                                              headers.get("webhook-signature", ""), now=time.time(),
                                              tolerance=10 ** 10)
        with self._cond:
            self.deliveries.append({"headers": headers, "body": body, "json": orjson.loads(body),
                                    "verified": verified, "at": time.perf_counter()})
            self._cond.notify_all()

    def wait_for(self, predicate, timeout: float = 10.0) -> list[dict]:
        """The deliveries once `predicate(deliveries)` holds; AssertionError after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while not predicate(self.deliveries):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"timed out waiting for webhooks; got {[d['json'] for d in self.deliveries]}")
                self._cond.wait(left)
            return list(self.deliveries)
