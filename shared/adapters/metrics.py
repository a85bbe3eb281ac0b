"""Prometheus export (prometheus_client) of the application's metrics (shared.service.metrics), which stays free of
any exporter.

`install()` subscribes once per process to the service's registry and forwards every count and observation to
Prometheus counters and histograms (replaying what was counted before). `render(live)` is the text a scrape gets:
with PROMETHEUS_MULTIPROC_DIR set, the sum over every process writing to that directory (gunicorn's workers,
Celery's prefork children), else this process's; `live` collectors are computed at scrape time (the age of the
oldest pending move). The API serves it at /metrics; a worker serves it on SERAPH_WORKER_METRICS_PORT.
"""
from __future__ import annotations

import logging
import os
import threading

log = logging.getLogger("seraph.metrics")
PREFIX = "seraph_"
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
ADMISSION_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
APPLY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
_lock = threading.Lock()
_state: dict = {}


def _define() -> dict:
    """The Prometheus metrics, created once per process on first use (not at import: in multiprocess mode creating
    one writes a file in PROMETHEUS_MULTIPROC_DIR)."""
    from prometheus_client import Counter, Gauge, Histogram, disable_created_metrics

    from shared.service.metrics import DESCRIPTIONS as D

    disable_created_metrics()  # no `_created` series: a timestamp per label set that no panel reads
    return {
        "moves_admitted": Counter(PREFIX + "moves_admitted", D["moves_admitted"], ["game"]),
        "moves_applied": Counter(PREFIX + "moves_applied", D["moves_applied"], ["game"]),
        "moves_rejected": Counter(PREFIX + "moves_rejected", D["moves_rejected"], ["game", "stage"]),
        "sweeper_requeues": Counter(PREFIX + "sweeper_requeues", D["sweeper_requeues"]),
        "dead_letters": Counter(PREFIX + "dead_letters", D["dead_letters"], ["kind"]),
        "step_failures": Counter(PREFIX + "step_failures", D["step_failures"], ["kind"]),
        "move_admission_seconds": Histogram(PREFIX + "move_admission_seconds", D["move_admission_seconds"],
                                            ["game"], buckets=ADMISSION_BUCKETS),
        "move_apply_seconds": Histogram(PREFIX + "move_apply_seconds", D["move_apply_seconds"], ["game"],
                                        buckets=APPLY_BUCKETS),
        "bot_decision_seconds": Histogram(PREFIX + "bot_decision_seconds", D["bot_decision_seconds"],
                                          ["game", "bot"], buckets=APPLY_BUCKETS),
        "bot_cap_hits": Counter(PREFIX + "bot_cap_hits", D["bot_cap_hits"], ["bot"]),
        "open_streams": Gauge(PREFIX + "open_streams", "SSE streams open now (summed over live API processes)",
                              multiprocess_mode="livesum"),
    }


def metrics() -> dict:
    """name -> Prometheus metric, defined on first use."""
    with _lock:
        if "metrics" not in _state:
            _state["metrics"] = _define()
        return _state["metrics"]


def _forward(kind: str, name: str, amount: float, labels: dict) -> None:
    """A shared.service.metrics listener: one inc or observe, onto its Prometheus metric (unknown names skipped)."""
    metric = metrics().get(name)
    if metric is None:
        return
    child = metric.labels(**labels) if labels else metric
    if kind == "inc":
        child.inc(amount)
    else:
        child.observe(amount)


def install() -> None:
    """Export the service's metrics from this process on: subscribe, and replay the counts made before. Once."""
    from shared.service import metrics as service_metrics

    with _lock:
        if _state.get("installed"):
            return
        _state["installed"] = True
    for name, series in service_metrics.collect().items():
        for labels, value in series:
            if value:
                _forward("inc", name, value, labels)
    service_metrics.subscribe(_forward)


def set_open_streams(n: int) -> None:
    """The number of SSE streams this process holds now (the async front calls it as streams open and close)."""
    metrics()["open_streams"].set(n)


def multiprocess_dir() -> str | None:
    return os.environ.get(MULTIPROC_ENV) or None


def scrape_registry():
    """The registry a scrape reads: every process of PROMETHEUS_MULTIPROC_DIR, or this process's default one."""
    from prometheus_client import REGISTRY, CollectorRegistry
    from prometheus_client.multiprocess import MultiProcessCollector

    if multiprocess_dir() is None:
        return REGISTRY
    registry = CollectorRegistry()
    MultiProcessCollector(registry)
    return registry


def render(live=()) -> tuple[bytes, str]:
    """(exposition text, its content type): the registry's metrics, then the `live` collectors' (computed now)."""
    from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest

    metrics()  # defined, so a scrape before any traffic shows every metric (at zero)
    out = generate_latest(scrape_registry())
    if live:
        registry = CollectorRegistry(auto_describe=False)
        for collector in live:
            registry.register(collector)
        out += generate_latest(registry)
    return out, CONTENT_TYPE_LATEST


class PendingAge:
    """A live collector: seconds the oldest pending move has waited (0 when none), one indexed query per scrape.
    `age` is the service's `oldest_pending_age`; a database that does not answer leaves the gauge out."""

    NAME = PREFIX + "oldest_pending_move_age_seconds"

    def __init__(self, age):
        self.age = age

    def collect(self):
        from prometheus_client.core import GaugeMetricFamily

        try:
            value = self.age()
        except Exception as exc:
            log.debug("oldest pending move age not read: %r", exc)
            return
        yield GaugeMetricFamily(self.NAME, "seconds the oldest pending move has waited (0: none pending)",
                                value=float(value or 0.0))


def start_worker_server(port: int, addr: str = "0.0.0.0") -> bool:
    """Serve this process's metrics (every process's, in multiprocess mode) on `port`, from a daemon thread; a
    port of 0 serves nothing. Once per process."""
    if not port:
        return False
    from prometheus_client import start_http_server

    with _lock:
        if _state.get("server"):
            return False
        _state["server"] = True
    metrics()
    start_http_server(port, addr=addr, registry=scrape_registry())
    log.info("worker metrics on http://%s:%d/metrics", addr, port)
    return True


def clear_multiprocess_dir() -> int:
    """Multiprocess mode: empty PROMETHEUS_MULTIPROC_DIR of the files a previous run left, before this service's
    processes write theirs (its parent calls it once, before forking and before any metric exists); the count
    removed. The directory is created when missing."""
    path = multiprocess_dir()
    if path is None:
        return 0
    os.makedirs(path, exist_ok=True)
    removed = 0
    for name in os.listdir(path):
        if name.endswith(".db"):
            os.remove(os.path.join(path, name))
            removed += 1
    return removed


def mark_process_dead(pid: int) -> None:
    """Multiprocess mode: forget a dead process's live gauges (gunicorn's child_exit hook calls it)."""
    if multiprocess_dir() is not None:
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid)
