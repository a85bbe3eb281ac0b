"""The browser tests' fixtures: the API (embedded default: SQLite, in-process worker) on a free port in a server
thread, one headless Debian chromium for the session (driven by Playwright), a fresh context per test.

Skipped only when chromium is absent and CI is unset; on CI (CI=true) a missing browser fails the run."""
from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest
import requests
from werkzeug.serving import make_server

CHROMIUM = os.environ.get("SERAPH_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def _browser_problem() -> str | None:
    if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
        return f"no chromium at {CHROMIUM} (apt-get install chromium)"
    try:
        import playwright  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (make install)"
    return None


@pytest.fixture(scope="session")
def browser():
    problem = _browser_problem()
    if problem:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"browser tests cannot run on CI: {problem}", pytrace=False)
        pytest.skip(problem)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield chromium
        chromium.close()


class StreamCutter:
    """WSGI middleware: counts event-stream opens (with their Last-Event-ID) and can end every open stream at once,
    as a dropped connection does from the browser's side."""

    def __init__(self, app):
        self.app, self.generation, self.opens = app, 0, []

    def cut(self) -> None:
        self.generation += 1

    def __call__(self, environ, start_response):
        body = self.app(environ, start_response)
        if not environ.get("PATH_INFO", "").endswith("/events"):
            return body
        self.opens.append((environ.get("PATH_INFO"), environ.get("HTTP_LAST_EVENT_ID")))
        return self._until_cut(body, self.generation)

    def _until_cut(self, body, generation):
        try:
            for chunk in body:
                if self.generation != generation:
                    return
                yield chunk
        finally:
            if hasattr(body, "close"):
                body.close()


class Server:
    def __init__(self, url, cutter):
        self.url, self.cutter = url, cutter

    def create(self, body: dict) -> dict:
        res = requests.post(f"{self.url}/v1/games", json=body, timeout=30)
        assert res.status_code == 201, res.text
        return res.json()

    def read(self, game_id: str, token: str | None = None) -> dict:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return requests.get(f"{self.url}/v1/games/{game_id}", headers=headers, timeout=10).json()

    def log(self, game_id: str, token: str | None = None) -> list[dict]:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return requests.get(f"{self.url}/v1/games/{game_id}/log", headers=headers, timeout=10).json()["events"]


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    from services.api import create_app
    from shared.bootstrap import bootstrap
    from shared.config import Settings

    folder = tmp_path_factory.mktemp("web")
    settings = Settings(database_url=f"sqlite:///{folder}/seraph.db", sse_keepalive_seconds=0.2,
                        sweep_interval_seconds=0.5)
    wired = bootstrap(settings)
    app = create_app(settings, app_obj=wired)
    cutter = StreamCutter(app.wsgi_app)
    app.wsgi_app = cutter
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield Server(f"http://127.0.0.1:{httpd.server_port}", cutter)
    httpd.shutdown()
    thread.join(timeout=5)
    wired.close()


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport=DESKTOP)
    ctx.set_default_timeout(15000)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context):
    return context.new_page()


def shoot(page, name: str) -> None:
    """The table at desktop and phone sizes, saved as test artefacts (artifacts/screenshots/); at 390 px wide
    nothing may stick out sideways (the page scrolls down only)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for label, size in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(size)
        page.wait_for_timeout(100)
        page.screenshot(path=str(ARTIFACTS / f"{name}-{label}.png"), full_page=True)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= size["width"], f"{name} is {width} px wide at a {size['width']} px viewport"
    page.set_viewport_size(DESKTOP)
