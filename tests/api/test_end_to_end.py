"""The whole stack: the API over the embedded service (SQLite file, in-process queue) playing Falling."""
import threading
import time

import orjson
import pytest

from services.api import schemas as s
from shared.engine import get_game
from tests.factories import GameRequestFactory


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def create(client, **kwargs):
    resp = client.post("/v1/games", json=GameRequestFactory(**kwargs))
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()


def stored_state(app_obj, game_id):
    with app_obj.store.read() as tx:
        return orjson.loads(tx.game_state(game_id))


def token_of(game, seat):
    return game["seats"][seat]["token"]


def active_seat(client, game):
    active = client.get(f"/v1/games/{game['id']}").get_json()["active_seats"]
    assert active, "the game should be waiting for someone"
    return active[0]


def play_legal(client, game, seat=None, wait=5):
    """Submit the first legal action of the (first) active seat and wait for the outcome."""
    seat = active_seat(client, game) if seat is None else seat
    token = token_of(game, seat)
    actions = client.get(f"/v1/games/{game['id']}/actions", headers=bearer(token)).get_json()["actions"]
    resp = client.post(f"/v1/games/{game['id']}/moves?wait={wait}", json={"action": actions[0]}, headers=bearer(token))
    assert resp.status_code == 200, resp.get_json()
    return resp.get_json()


def play_moves(client, game, n):
    for _ in range(n):
        if client.get(f"/v1/games/{game['id']}").get_json()["status"] != "active":
            break
        assert play_legal(client, game)["status"] == "applied"


def sse_messages(body: str, every: bool = False):
    """The messages of an SSE body: the game events (with an id), or `every` message with a data line."""
    out = []
    for block in body.split("\n\n"):
        fields = {}
        for line in block.split("\n"):
            if line.startswith(":") or not line:
                continue
            name, _, value = line.partition(": ")
            fields[name] = value
        if "id" in fields or (every and "data" in fields):
            out.append(fields)
    return out


# -------------------------------------------------------------------------------------------- creating
def test_creating_a_game_returns_one_token_per_seat(client):
    body = client.post("/v1/games", json={"game": "falling", "seats": [{"name": "Ann"}, {}], "seed": 42}).get_json()
    assert s.GameCreatedSchema().validate(body) == {}
    assert body["game"] == "falling" and body["status"] == "active" and body["version"] == 0
    assert [(x["seat"], x["name"], x["kind"]) for x in body["seats"]] == [(0, "Ann", "human"), (1, "Seat 2", "human")]
    tokens = [x["token"] for x in body["seats"]]
    assert len(set(tokens)) == 2 and all(len(t) >= 16 for t in tokens)


def test_the_same_seed_gives_the_same_initial_view(client):
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}]
    first, second = create(client, seed=7, seats=seats), create(client, seed=7, seats=seats)
    views = [client.get(f"/v1/games/{g['id']}").get_json()["view"] for g in (first, second)]
    assert views[0] == views[1]


def test_an_unknown_game_or_bad_options_are_a_400(client):
    resp = client.post("/v1/games", json={"game": "chess", "seats": [{}, {}]})
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "unknown_game"
    resp = client.post("/v1/games", json={"game": "falling", "seats": [{}, {}], "options": {"no_such_option": 1}})
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "invalid_options"
    resp = client.post("/v1/games", json={"game": "falling", "seats": [{}] * 9})
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "invalid_options"


# -------------------------------------------------------------------------------------------- reading
def test_reading_a_game_gives_its_status_version_active_seats_and_view(client):
    game = create(client)
    body = client.get(f"/v1/games/{game['id']}").get_json()
    assert s.GameStateSchema().validate(body) == {}
    assert body["status"] == "active" and body["version"] == 0 and body["result"] is None and body["active_seats"]


def test_each_seat_sees_the_engines_view_for_it_and_never_another_seats_hidden_information(client, app_obj):
    game = create(client, seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "human"}])
    play_moves(client, game, 3)
    rules = get_game("falling")
    state = stored_state(app_obj, game["id"])
    for seat in (None, 0, 1, 2):
        headers = bearer(token_of(game, seat)) if seat is not None else {}
        view = client.get(f"/v1/games/{game['id']}", headers=headers).get_json()["view"]
        assert view == orjson.loads(orjson.dumps(rules.view(state, seat), option=orjson.OPT_NON_STR_KEYS))
        text = orjson.dumps(view).decode()
        leaked = [h for h in rules.hidden_from(state, seat) if h in text]
        assert not leaked, (seat, leaked)
        assert "rng" not in view


def test_a_wrong_token_is_a_401_and_an_unknown_game_a_404(client):
    game = create(client)
    other = create(client)
    resp = client.get(f"/v1/games/{game['id']}", headers=bearer(token_of(other, 0)))
    assert resp.status_code == 401 and resp.get_json()["error"]["code"] == "unauthorized"
    assert client.get("/v1/games/0123456789abcdef0123456789abcdef").status_code == 404


def test_the_active_seat_gets_its_legal_actions_and_the_others_an_empty_list(client):
    game = create(client)
    seat = active_seat(client, game)
    for s_ in (0, 1):
        body = client.get(f"/v1/games/{game['id']}/actions", headers=bearer(token_of(game, s_))).get_json()
        assert s.LegalActionsSchema().validate(body) == {}
        assert body["seat"] == s_ and body["version"] == 0
        if s_ == seat:
            assert body["actions"] and all("type" in a and "label" in a for a in body["actions"])
        else:
            assert body["actions"] == [] or s_ in client.get(f"/v1/games/{game['id']}").get_json()["active_seats"]
    assert client.get(f"/v1/games/{game['id']}/actions").status_code == 401


def test_a_seats_read_of_the_game_carries_its_legal_actions_and_a_spectators_none(client):
    game = create(client)
    seat = active_seat(client, game)
    own = client.get(f"/v1/games/{game['id']}", headers=bearer(token_of(game, seat))).get_json()
    listed = client.get(f"/v1/games/{game['id']}/actions", headers=bearer(token_of(game, seat))).get_json()
    assert own["actions"] == listed["actions"] and own["actions"]
    assert client.get(f"/v1/games/{game['id']}").get_json()["actions"] == []


# -------------------------------------------------------------------------------------------- moves
def test_a_legal_move_is_accepted_then_applied_and_the_version_advances(client):
    game = create(client)
    seat = active_seat(client, game)
    token = token_of(game, seat)
    action = client.get(f"/v1/games/{game['id']}/actions", headers=bearer(token)).get_json()["actions"][0]
    resp = client.post(f"/v1/games/{game['id']}/moves", json={"action": action, "expected_version": 0},
                       headers=bearer(token))
    assert resp.status_code == 202
    accepted = resp.get_json()
    assert accepted["status"] == "pending" and accepted["move_id"]
    deadline = time.monotonic() + 20  # the background queue thread may be slow to run on a loaded CI
    while True:
        status = client.get(f"/v1/games/{game['id']}/moves/{accepted['move_id']}", headers=bearer(token)).get_json()
        if status["status"] != "pending" or time.monotonic() > deadline:
            break
        time.sleep(0.02)
    assert s.MoveStatusSchema().validate(status) == {}
    assert status == {"move_id": accepted["move_id"], "status": "applied", "version": 1, "error": None}
    assert client.get(f"/v1/games/{game['id']}").get_json()["version"] >= 1


def test_waiting_on_a_move_returns_its_applied_status(client):
    game = create(client)
    out = play_legal(client, game)
    assert out["status"] == "applied" and out["version"] == 1 and out["error"] is None


def test_any_seat_may_read_a_moves_status_but_an_unknown_move_is_a_404(client):
    game = create(client)
    out = play_legal(client, game)
    for seat in (0, 1):
        resp = client.get(f"/v1/games/{game['id']}/moves/{out['move_id']}", headers=bearer(token_of(game, seat)))
        assert resp.status_code == 200
    assert client.get(f"/v1/games/{game['id']}/moves/nope", headers=bearer(token_of(game, 0))).status_code == 404
    assert client.get(f"/v1/games/{game['id']}/moves/{out['move_id']}").status_code == 401


def test_a_move_by_a_seat_that_has_no_decision_is_a_403(client):
    game = create(client)
    for _ in range(10):  # Falling may open with a simultaneous choice: play until a seat is idle
        active = client.get(f"/v1/games/{game['id']}").get_json()["active_seats"]
        idle = [seat for seat in (0, 1) if seat not in active]
        if idle:
            break
        play_legal(client, game)
    idle = idle[0]
    resp = client.post(f"/v1/games/{game['id']}/moves", json={"action": {"type": "pass"}},
                       headers=bearer(token_of(game, idle)))
    assert resp.status_code == 403 and resp.get_json()["error"]["code"] == "not_your_turn"


def test_a_move_with_a_stale_expected_version_is_a_409_with_the_current_version(client):
    game = create(client)
    for _ in range(60):  # stale only once the seat's own decision changed: play until a seat takes over
        before = client.get(f"/v1/games/{game['id']}").get_json()["active_seats"]
        play_legal(client, game)
        now = client.get(f"/v1/games/{game['id']}").get_json()
        if not set(now["active_seats"]) & set(before):
            break
    version = now["version"]
    seat = active_seat(client, game)
    token = token_of(game, seat)
    action = client.get(f"/v1/games/{game['id']}/actions", headers=bearer(token)).get_json()["actions"][0]
    resp = client.post(f"/v1/games/{game['id']}/moves", json={"action": action, "expected_version": version - 1},
                       headers=bearer(token))
    assert resp.status_code == 409
    err = resp.get_json()["error"]
    assert err["code"] == "stale_version" and err["details"]["current_version"] == version


def test_an_illegal_action_is_a_422_whose_message_is_the_rules_reason(client):
    game = create(client)
    token = token_of(game, active_seat(client, game))
    resp = client.post(f"/v1/games/{game['id']}/moves", json={"action": {"type": "teleport_to_heaven"}},
                       headers=bearer(token))
    assert resp.status_code == 422
    err = resp.get_json()["error"]
    assert err["code"] == "illegal_action" and "teleport_to_heaven" in err["message"]


def test_repeating_a_move_with_the_same_idempotency_key_returns_the_original_outcome(client):
    game = create(client)
    token = token_of(game, active_seat(client, game))
    action = client.get(f"/v1/games/{game['id']}/actions", headers=bearer(token)).get_json()["actions"][0]
    headers = {**bearer(token), "Idempotency-Key": "once-only"}
    first = client.post(f"/v1/games/{game['id']}/moves?wait=5", json={"action": action}, headers=headers)
    again = client.post(f"/v1/games/{game['id']}/moves?wait=5", json={"action": action}, headers=headers)
    assert first.status_code == again.status_code == 200
    assert first.get_json() == again.get_json()
    assert client.get(f"/v1/games/{game['id']}").get_json()["version"] == 1  # applied once, not twice


def test_reusing_an_idempotency_key_with_another_body_is_a_422_conflict(client):
    game = create(client)
    token = token_of(game, active_seat(client, game))
    action = client.get(f"/v1/games/{game['id']}/actions", headers=bearer(token)).get_json()["actions"][0]
    headers = {**bearer(token), "Idempotency-Key": "k1"}
    assert client.post(f"/v1/games/{game['id']}/moves?wait=5", json={"action": action}, headers=headers).status_code == 200
    resp = client.post(f"/v1/games/{game['id']}/moves", json={"action": {"type": "something_else"}}, headers=headers)
    assert resp.status_code == 422 and resp.get_json()["error"]["code"] == "idempotency_conflict"


# -------------------------------------------------------------------------------------------- log and SSE
def test_the_log_lists_every_seq_without_gaps_and_redacts_private_data(client, app_obj):
    game = create(client)
    play_moves(client, game, 6)
    rules = get_game("falling")
    state = stored_state(app_obj, game["id"])
    spectator = client.get(f"/v1/games/{game['id']}/log").get_json()
    assert s.EventLogSchema().validate(spectator) == {}
    seqs = [e["seq"] for e in spectator["events"]]
    assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) >= 2
    assert spectator["events"][0]["type"] == "game_created"
    for seat in (None, 0, 1):
        headers = bearer(token_of(game, seat)) if seat is not None else {}
        # The automa may still be playing its turn: each viewer reads the span the spectator read, no further.
        events = client.get(f"/v1/games/{game['id']}/log?limit={len(seqs)}", headers=headers).get_json()["events"]
        assert [e["seq"] for e in events] == seqs
        text = orjson.dumps(events).decode()
        assert not [h for h in rules.hidden_from(state, seat) if h in text], seat
    later = client.get(f"/v1/games/{game['id']}/log?after=1&limit=2").get_json()["events"]
    assert [e["seq"] for e in later] == seqs[1:3]


def test_the_event_stream_resumes_after_last_event_id_with_no_gap_and_no_duplicate(client):
    game = create(client)
    play_moves(client, game, 4)
    full = sse_messages(client.get(f"/v1/games/{game['id']}/events?max_seconds=0.3").get_data(as_text=True))
    ids = [int(m["id"]) for m in full]
    assert ids == list(range(1, len(ids) + 1)) and len(ids) >= 3
    assert all(orjson.loads(m["data"])["seq"] == int(m["id"]) for m in full)
    assert all(orjson.loads(m["data"])["type"] == m["event"] for m in full)
    cut = ids[len(ids) // 2]
    resumed = sse_messages(client.get(f"/v1/games/{game['id']}/events?max_seconds=0.3",
                                      headers={"Last-Event-ID": str(cut)}).get_data(as_text=True))
    assert [int(m["id"]) for m in resumed] == ids[cut:]
    by_query = sse_messages(client.get(f"/v1/games/{game['id']}/events?after={cut}&max_seconds=0.3")
                            .get_data(as_text=True))
    assert by_query == resumed


def test_the_event_stream_delivers_new_events_live_and_sends_keepalives(app, client):
    game = create(client)
    token = token_of(game, active_seat(client, game))

    def later():
        time.sleep(0.5)
        play_legal(app.test_client(), game)

    mover = threading.Thread(target=later)
    mover.start()
    started = time.monotonic()
    # max_seconds leaves the move 3.5 s to land after the mover's 0.5 s: a loaded CI can be that slow
    body = client.get(f"/v1/games/{game['id']}/events?max_seconds=4", headers=bearer(token)).get_data(as_text=True)
    mover.join()
    assert time.monotonic() - started < 10
    ids = [int(m["id"]) for m in sse_messages(body)]
    assert ids == list(range(1, len(ids) + 1)) and len(ids) >= 2
    assert ": keepalive" in body


def test_the_event_stream_of_a_seat_uses_its_redaction_and_accepts_a_query_token(client):
    game = create(client)
    play_moves(client, game, 4)
    for seat in (0, 1):
        token = token_of(game, seat)
        log = client.get(f"/v1/games/{game['id']}/log", headers=bearer(token)).get_json()["events"]
        body = client.get(f"/v1/games/{game['id']}/events?token={token}&max_seconds=0.3").get_data(as_text=True)
        assert [orjson.loads(m["data"]) for m in sse_messages(body)] == log


def test_the_event_stream_of_a_finished_game_ends_after_the_last_event(client):
    game = create(client, seats=[{"kind": "bot"}, {"kind": "bot"}], public=True)
    deadline = time.monotonic() + 60
    while client.get(f"/v1/games/{game['id']}").get_json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.1)
    started = time.monotonic()
    body = client.get(f"/v1/games/{game['id']}/events").get_data(as_text=True)  # no max_seconds: ends by itself
    assert time.monotonic() - started < 5
    messages = sse_messages(body)
    assert messages[-1]["event"] == "game_ended"
    final = client.get(f"/v1/games/{game['id']}").get_json()
    assert final["result"] is not None and final["active_seats"] == []
    listed = client.get("/v1/games?status=finished").get_json()["games"]
    assert game["id"] in [g["id"] for g in listed]


# -------------------------------------------------------------------------------------------- misc
def test_listing_games_filters_by_status_and_game_and_pages(client):
    ids = [create(client, public=True)["id"] for _ in range(3)]  # games are private by default (issue 19)
    body = client.get("/v1/games?status=active&game=falling").get_json()
    assert s.GameListSchema().validate(body) == {}
    assert set(ids) <= {g["id"] for g in body["games"]}
    assert len(client.get("/v1/games?limit=2").get_json()["games"]) == 2
    assert client.get("/v1/games?game=nothing").get_json() == {"games": []}
    assert not {g["id"] for g in client.get("/v1/games?status=finished").get_json()["games"]} & set(ids)


def test_health_and_readiness_of_the_embedded_app(client):
    assert client.get("/healthz").get_json() == {"status": "ok"}
    resp = client.get("/readyz")
    assert resp.status_code == 200 and resp.get_json()["status"] == "ready"
    assert resp.get_json()["checks"]["database"] is True


def test_a_body_over_the_limit_is_a_413(client, settings):
    resp = client.post("/v1/games", json={"game": "falling", "seats": [{"name": "x" * settings.max_body_bytes}]})
    assert resp.status_code == 413 and resp.get_json()["error"]["code"] == "payload_too_large"


def test_the_openapi_document_is_served(client):
    spec = client.get("/v1/openapi.json").get_json()
    assert "/v1/games/{game_id}/events" in spec["paths"]


@pytest.mark.parametrize("path", ["/v1/games/{gid}", "/v1/games/{gid}/log"])
def test_game_reads_validate_against_their_response_schemas(client, path):
    game = create(client)
    body = client.get(path.format(gid=game["id"])).get_json()
    schema = s.GameStateSchema() if path.endswith("{gid}") else s.EventLogSchema()
    assert schema.validate(body) == {}


def test_a_stream_asked_for_state_follows_each_batch_with_the_seats_game_view_and_no_id(client, app_obj):
    game = create(client)
    play_moves(client, game, 3)
    rules = get_game("falling")
    stored = stored_state(app_obj, game["id"])
    for seat in (None, 0, 1):
        headers = bearer(token_of(game, seat)) if seat is not None else {}
        body = client.get(f"/v1/games/{game['id']}/events?state=true&max_seconds=0.3", headers=headers)
        messages = sse_messages(body.get_data(as_text=True), every=True)
        states = [m for m in messages if m.get("event") == "state"]
        assert states and all("id" not in m for m in states)
        assert messages[-1]["event"] == "state", "the catch-up batch ends with the state"
        pushed = orjson.loads(states[-1]["data"])
        assert pushed == client.get(f"/v1/games/{game['id']}", headers=headers).get_json()
        assert s.GameStateSchema().validate(pushed) == {}
        assert not [h for h in rules.hidden_from(stored, seat) if h in states[-1]["data"]], seat
        ids = [int(m["id"]) for m in messages if "id" in m]
        assert ids == list(range(1, len(ids) + 1))


def test_a_stream_asked_for_state_gives_the_next_seat_its_actions_after_a_live_move(app, client):
    game = create(client)
    seat = active_seat(client, game)
    version = client.get(f"/v1/games/{game['id']}").get_json()["version"]

    def later():
        time.sleep(0.3)
        play_legal(app.test_client(), game, seat)

    mover = threading.Thread(target=later)
    mover.start()
    # max_seconds leaves the move 3.7 s to land after the mover's 0.3 s: a loaded CI can be that slow
    body = client.get(f"/v1/games/{game['id']}/events?state=true&after=1&max_seconds=4",
                      headers=bearer(token_of(game, seat))).get_data(as_text=True)
    mover.join()
    pushed = [orjson.loads(m["data"]) for m in sse_messages(body, every=True) if m.get("event") == "state"]
    assert pushed and pushed[-1]["version"] == version + 1
    now = client.get(f"/v1/games/{game['id']}", headers=bearer(token_of(game, seat))).get_json()
    assert pushed[-1]["active_seats"] == now["active_seats"] and pushed[-1]["actions"] == now["actions"]
