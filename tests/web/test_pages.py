"""The /play/ pages and static files as the API serves them (no browser needed)."""
import pytest

from services.api import create_app
from services.web.pages import renderer_names
from tests.api.fakes import FakeAppObj


@pytest.fixture
def web():
    return create_app(app_obj=FakeAppObj()).test_client()


def test_the_lobby_is_served_with_a_strict_content_security_policy(web):
    res = web.get("/play/")
    assert res.status_code == 200 and res.mimetype == "text/html"
    assert "default-src 'self'" in res.headers["Content-Security-Policy"]
    assert res.headers["Referrer-Policy"] == "no-referrer"
    assert b"/play/static/lobby.js" in res.data


def test_the_table_names_its_game_and_the_renderers_there_are(web):
    game_id = "0123456789abcdef0123456789abcdef"
    res = web.get(f"/play/{game_id}")
    assert res.status_code == 200
    assert f'data-game-id="{game_id}"'.encode() in res.data
    assert b'data-renderers="angel_fury,black_angel,fallen_angel,falling"' in res.data


def test_a_table_path_that_is_no_game_id_is_a_404(web):
    assert web.get("/play/not-a-game").status_code == 404
    assert web.get("/play/0123456789ABCDEF0123456789ABCDEF").status_code == 404


def test_modules_are_served_as_javascript_and_nothing_outside_static(web):
    res = web.get("/play/static/renderers/falling.js")
    assert res.status_code == 200 and res.mimetype == "text/javascript"
    assert b"export function render" in res.data
    assert web.get("/play/static/../pages.py").status_code == 404
    assert web.get("/play/static/%2e%2e/pages.py").status_code == 404


def test_every_implemented_game_has_a_renderer_and_the_generic_view_is_not_one(web):
    games = {g["game"] for g in web.get("/v1/rules").get_json()["games"]}
    assert games <= set(renderer_names())
    assert "_generic" not in renderer_names()
