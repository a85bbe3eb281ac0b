"""Over HTTP: 403 fixed_seed_not_allowed, fixed_seed and the commitment in every body, and a stalled game's status
and 409 game_stalled. A real service on SQLite, with the distributed mode's seed policy."""
import pytest

from services.api import create_app
from services.api import schemas as s
from shared.adapters.notify import InMemoryNotifier
from shared.adapters.store import SqlStore
from shared.bootstrap import App
from shared.config import Settings
from shared.service import commands
from shared.service.errors import StepFailed
from shared.service.handlers import GameService
from shared.service.ports import RecordingQueue

SEATS = [{"name": "Ann"}, {"name": "Bo"}]


@pytest.fixture
def wired(tmp_path):
    def build(**settings):
        settings = Settings(database_url=f"sqlite:///{tmp_path}/seraph.db", **settings)
        store = SqlStore(settings.database_url)
        store.migrate()
        queue = RecordingQueue()
        service = GameService(store, InMemoryNotifier(), queue, settings)
        queue.bind(service.process_game, service.sweep)
        app_obj = App(settings, store, service.notifier, queue, service, service.queries)
        built.append(app_obj)
        return app_obj, create_app(settings, app_obj=app_obj).test_client()

    built = []
    yield build
    for app_obj in built:
        app_obj.store.close()


def test_a_body_seed_is_a_403_unless_fixed_seeds_are_allowed(wired):
    _, client = wired(mode="distributed")
    resp = client.post("/v1/games", json={"game": "falling", "seats": SEATS, "seed": 7})
    assert resp.status_code == 403 and resp.get_json()["error"]["code"] == "fixed_seed_not_allowed"
    resp = client.post("/v1/games", json={"game": "falling", "seats": SEATS})
    assert resp.status_code == 201 and resp.get_json()["fixed_seed"] is False


def test_a_game_with_a_callers_seed_shows_fixed_seed_and_its_commitment_in_create_read_and_list(wired):
    _, client = wired(mode="distributed", allow_fixed_seed=True)
    created = client.post("/v1/games", json={"game": "falling", "seats": SEATS, "seed": 7, "public": True}).get_json()
    assert s.GameCreatedSchema().validate(created) == {}
    assert created["fixed_seed"] is True and len(created["commitment"]) == 64
    for token in (None, created["seats"][0]["token"], created["seats"][1]["token"]):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        read = client.get(f"/v1/games/{created['id']}", headers=headers).get_json()
        assert s.GameStateSchema().validate(read) == {}
        assert read["fixed_seed"] is True and read["commitment"] == created["commitment"] and read["fairness"] is None
    listed = client.get("/v1/games").get_json()
    assert s.GameListSchema().validate(listed) == {}
    assert [(g["fixed_seed"], g["commitment"]) for g in listed["games"]] == [(True, created["commitment"])]


def test_a_stalled_game_shows_its_status_answers_409_to_moves_and_is_listed_by_status(wired, monkeypatch):
    app_obj, client = wired(mode="distributed", max_attempts=1)
    created = client.post("/v1/games", json={"game": "falling", "seats": [{"kind": "bot"}, {"name": "Bo"}],
                                             "public": True}).get_json()

    def crashing_bot(*_args, **_kwargs):
        raise RuntimeError("the bot crashed")

    monkeypatch.setattr(commands, "decide", crashing_bot)
    try:
        app_obj.queue.drain()
    except StepFailed:
        pytest.fail("with max_attempts=1 the first failure is the last")
    token = created["seats"][1]["token"]
    read = client.get(f"/v1/games/{created['id']}", headers={"Authorization": f"Bearer {token}"}).get_json()
    assert s.GameStateSchema().validate(read) == {} and read["status"] == "stalled" and read["actions"] == []
    resp = client.post(f"/v1/games/{created['id']}/moves", json={"action": {"type": "pass"}},
                       headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code == 409 and resp.get_json()["error"]["code"] == "game_stalled"
    listed = client.get("/v1/games?status=stalled").get_json()
    assert s.GameListSchema().validate(listed) == {} and [g["id"] for g in listed["games"]] == [created["id"]]
    assert client.get("/v1/games?status=active").get_json()["games"] == []


def test_the_openapi_document_lists_the_stalled_status_and_the_fair_seed_fields(wired):
    _, client = wired()
    doc = client.get("/v1/openapi.json").get_json()
    schemas = doc["components"]["schemas"]
    variants = [schemas[ref["$ref"].split("/")[-1]] for ref in schemas["GameState"]["oneOf"]]  # one per game
    assert variants
    for state in variants:
        assert "stalled" in state["properties"]["status"]["enum"]
        assert {"fixed_seed", "commitment", "fairness"} <= set(state["required"])
    assert "403" in doc["paths"]["/v1/games"]["post"]["responses"]
