"""Apps, seat plans, joining and cancelling at the service level (issue 19 §1, §2), on SQLite and PostgreSQL, and
the `seraph apps` commands."""
import threading

import orjson
import pytest
import sqlalchemy as sa
from click.testing import CliRunner

from shared.adapters.db import apps as apps_table
from shared.adapters.db import seats as seats_table
from shared.service.apps import AppRegistry, AppRevoked, InvalidAppKey
from shared.service.common import hash_token
from shared.service.errors import (AlreadySeated, BadRequest, Conflict, Forbidden, GameCancelled, GameWaiting,
                                   InvitationUsed, NotFound, UnknownInvitation)
from shared.service.players import PlayByPost

FIRST_0 = {"first_player": "0"}
#: for the tests whose statements are the same on both databases (the `store` fixture runs both by default)
SQLITE_ONLY = pytest.mark.parametrize("store", ["sqlite"], indirect=True)


@pytest.fixture
def pbp(svc):
    return PlayByPost(svc)


@pytest.fixture
def app_id(pbp):
    return pbp.apps.create("Tabletop")["id"]


def open_game(svc, app_id=None, seats=None, **kw):
    return svc.create_game("falling", FIRST_0, seats or [{"kind": "open"}, {"kind": "open"}], app_id=app_id, **kw)


def head(svc, game_id):
    with svc.store.read() as tx:
        return tx.game_head(game_id)


def seat_rows(svc, game_id):
    with svc.store.read() as tx:
        return tx.core(sa.select(seats_table).where(seats_table.c.game_id == game_id).order_by(seats_table.c.seat))


# -- apps ---------------------------------------------------------------------------------------------
def test_an_app_key_is_shown_once_and_only_its_hash_is_stored(pbp, svc):
    made = pbp.apps.create("Tabletop")
    assert made["key"].startswith("app_") and len(made["key"]) > 30
    with svc.store.read() as tx:
        row = tx.core(sa.select(apps_table).where(apps_table.c.id == made["id"]))[0]
    assert row["key_hash"] == hash_token(made["key"]) and made["key"] not in str(dict(row))
    assert pbp.apps.authenticate(made["key"]).name == "Tabletop"
    assert "key" not in pbp.apps.list()[-1] and "key_hash" not in pbp.apps.list()[-1]


@SQLITE_ONLY
def test_a_rotated_key_replaces_the_old_one_at_once(pbp):
    made = pbp.apps.create("Tabletop")
    rotated = pbp.apps.rotate(made["id"])
    assert rotated["key"] != made["key"] and pbp.apps.authenticate(rotated["key"]).id == made["id"]
    with pytest.raises(InvalidAppKey):
        pbp.apps.authenticate(made["key"])


@SQLITE_ONLY
def test_a_revoked_app_cannot_authenticate_or_rotate_and_revoking_again_changes_nothing(pbp, clock):
    made = pbp.apps.create("Tabletop")
    first = pbp.apps.revoke(made["id"])
    clock.now += 10
    assert pbp.apps.revoke(made["id"])["revoked_at"] == first["revoked_at"]
    with pytest.raises(AppRevoked):
        pbp.apps.authenticate(made["key"])
    with pytest.raises(AppRevoked):
        pbp.apps.rotate(made["id"])


@SQLITE_ONLY
@pytest.mark.parametrize("name", ["", " ", "x" * 81, "tab\x00le"])
def test_a_bad_app_name_is_refused(pbp, name):
    with pytest.raises(BadRequest):
        pbp.apps.create(name)


@SQLITE_ONLY
def test_an_unknown_app_cannot_be_rotated_or_revoked(pbp):
    for call in (pbp.apps.rotate, pbp.apps.revoke):
        with pytest.raises(NotFound):
            call("nope")


@SQLITE_ONLY
def test_a_seat_token_never_looks_like_an_app_key(svc, monkeypatch):
    from shared.service import creation

    drawn = iter(["app_looks_like_a_key", "a-seat-token"])
    monkeypatch.setattr(creation.secrets, "token_urlsafe", lambda _n: next(drawn))
    assert svc.commands.new_token() == "a-seat-token"


@SQLITE_ONLY
# -- seat plans ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats,with_app,why", [
    ([{"kind": "human", "player_id": "alice"}, {}], False, "needs an app"),
    ([{"kind": "open", "player_id": "alice"}, {}], True, "bound to the player who joins"),
    ([{"player_id": "alice"}, {"player_id": "alice"}], True, "already holds another seat"),
    ([{"player_id": "alice"}, {"kind": "human"}], True, "bound to a player"),
    ([{"player_id": "bad id"}, {"kind": "open"}], True, "player_id must be"),
    ([{"kind": "open"}, {"kind": "open"}], False, "a seat of your own"),
])
def test_a_seat_plan_that_does_not_hold_is_refused_and_stores_nothing(svc, app_id, seats, with_app, why):
    with pytest.raises(BadRequest, match=why):
        open_game(svc, app_id if with_app else None, seats)
    assert svc.list_games(app_id=app_id) == []


@SQLITE_ONLY
def test_an_open_game_opens_its_human_seats_and_fills_its_bot_seats_at_creation(svc, app_id):
    made = svc.create_game("falling", FIRST_0, [{}, {"kind": "bot"}], app_id=app_id, open_all=True)
    assert [("invitation" in s, "token" in s) for s in made["seats"]] == [(True, False), (False, False)]


@SQLITE_ONLY
def test_creation_without_an_app_or_open_seats_still_returns_every_token(svc):
    made = svc.create_game("falling", FIRST_0, [{}, {"kind": "bot"}])
    assert made["status"] == "active" and all("token" in s and "invitation" not in s for s in made["seats"])


def test_an_app_game_returns_tokens_only_for_its_players_and_codes_for_open_seats(svc, app_id):
    made = open_game(svc, app_id, [{"player_id": "alice"}, {"kind": "open"}])
    assert made["status"] == "waiting"
    alice, other = made["seats"]
    assert alice["player_id"] == "alice" and "token" in alice and "invitation" not in alice
    assert "token" not in other and other["invitation"].startswith("inv_")
    rows = seat_rows(svc, made["id"])
    assert (rows[0]["app_id"], rows[0]["player_id"], rows[0]["invite_hash"]) == (app_id, "alice", None)
    assert rows[1]["invite_hash"] == hash_token(other["invitation"]) and rows[1]["joined_at"] is None


# -- joining ------------------------------------------------------------------------------------------
def test_the_last_join_starts_the_game_and_schedules_its_bot(svc, queue, app_id, pbp):
    made = svc.create_game("falling", FIRST_0, [{"kind": "open"}, {"kind": "bot"}], app_id=app_id)
    assert made["status"] == "waiting" and head(svc, made["id"])["automa_due_at"] is None and queue.enqueued == []
    with pytest.raises(GameWaiting):
        svc.submit_move(made["id"], 1, {"type": "choose_supply"})
    joined = pbp.invitations.join(made["id"], made["seats"][0]["invitation"], app_id, "alice")
    assert joined["status"] == "active" and joined["seat"] == 0
    assert svc.authenticate(made["id"], joined["token"]) == 0
    assert head(svc, made["id"])["status"] == "active" and [g for g, _ in queue.enqueued] == [made["id"]]
    types = [e["type"] for e in svc.events_after(made["id"], 0, None)]
    assert types == ["game_created", "player_joined", "game_started"]
    queue.drain()
    assert head(svc, made["id"])["version"] >= 1, "the bot played once the game started"


def test_a_used_or_unknown_code_is_refused_and_changes_nothing(svc, app_id, pbp):
    made = open_game(svc, app_id)
    code = made["seats"][0]["invitation"]
    joined = pbp.invitations.join(made["id"], code, app_id, "alice")
    before = (head(svc, made["id"]), seat_rows(svc, made["id"]))
    with pytest.raises(InvitationUsed):
        pbp.invitations.join(made["id"], code, app_id, "alice")  # the same join again
    with pytest.raises(InvitationUsed):
        pbp.invitations.join(made["id"], code, app_id, "bob")
    with pytest.raises(UnknownInvitation):
        pbp.invitations.join(made["id"], "inv_nope", app_id, "bob")
    with pytest.raises(UnknownInvitation):
        pbp.invitations.join(made["id"], made["seats"][1]["invitation"] + "x", app_id, "bob")
    with pytest.raises(NotFound):
        pbp.invitations.join("nope", code, app_id, "bob")
    assert (head(svc, made["id"]), seat_rows(svc, made["id"])) == before
    assert svc.authenticate(made["id"], joined["token"]) == 0


@SQLITE_ONLY
def test_a_player_cannot_take_two_seats_of_one_game(svc, app_id, pbp):
    made = open_game(svc, app_id)
    pbp.invitations.join(made["id"], made["seats"][0]["invitation"], app_id, "alice")
    with pytest.raises(AlreadySeated):
        pbp.invitations.join(made["id"], made["seats"][1]["invitation"], app_id, "alice")
    assert seat_rows(svc, made["id"])[1]["joined_at"] is None


def test_two_joins_racing_for_one_seat_have_exactly_one_winner(svc, app_id, pbp):
    for _round in range(3):
        made = open_game(svc, app_id)
        code, start = made["seats"][1]["invitation"], threading.Barrier(4)
        outcomes = []

        def join(player):
            start.wait()
            try:
                outcomes.append(("won", pbp.invitations.join(made["id"], code, app_id, player)["seat"], player))
            except InvitationUsed:
                outcomes.append(("lost", None, player))

        threads = [threading.Thread(target=join, args=(f"p{i}",)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        winners = [o for o in outcomes if o[0] == "won"]
        assert len(outcomes) == 4 and len(winners) == 1 and winners[0][1] == 1
        row = seat_rows(svc, made["id"])[1]
        assert row["player_id"] == winners[0][2] and row["joined_at"] is not None
        events = [e["type"] for e in svc.events_after(made["id"], 0, None)]
        assert events == ["game_created", "player_joined"], "one join, one event"


# -- cancelling ---------------------------------------------------------------------------------------
def test_only_the_creator_cancels_a_waiting_game_and_then_it_takes_no_move_or_join(svc, app_id, pbp):
    made = open_game(svc, app_id)
    other = pbp.apps.create("Other")["id"]
    with pytest.raises(Forbidden):
        pbp.invitations.cancel(made["id"], app_id=other)
    assert pbp.invitations.cancel(made["id"], app_id=app_id) == {"id": made["id"], "status": "cancelled"}
    seq = head(svc, made["id"])["last_seq"]
    assert pbp.invitations.cancel(made["id"], app_id=app_id)["status"] == "cancelled"
    assert head(svc, made["id"])["last_seq"] == seq, "cancelling again changes nothing"
    with pytest.raises(GameCancelled):
        pbp.invitations.join(made["id"], made["seats"][0]["invitation"], app_id, "alice")
    with pytest.raises(GameCancelled):
        svc.submit_move(made["id"], 0, {"type": "choose_supply"})
    assert svc.read_game(made["id"], None)["status"] == "cancelled"


@SQLITE_ONLY
def test_without_an_app_the_creators_own_seat_cancels_and_an_invited_seat_cannot(svc, pbp):
    made = svc.create_game("falling", FIRST_0, [{}, {"kind": "open"}, {"kind": "open"}])
    assert [("token" in s, "invitation" in s) for s in made["seats"]] == [(True, False), (False, True), (False, True)]
    joined = pbp.invitations.join(made["id"], made["seats"][1]["invitation"])
    with pytest.raises(Forbidden):
        pbp.invitations.cancel(made["id"], seat=joined["seat"])
    assert pbp.invitations.cancel(made["id"], seat=0)["status"] == "cancelled"


@SQLITE_ONLY
def test_an_active_game_cannot_be_cancelled(svc, app_id, pbp):
    made = open_game(svc, app_id, [{"player_id": "alice"}, {"player_id": "bob"}])
    assert made["status"] == "active"
    with pytest.raises(Conflict):
        pbp.invitations.cancel(made["id"], app_id=app_id)


# -- players ------------------------------------------------------------------------------------------
def test_a_seats_binding_and_the_app_players_seat_are_known(svc, app_id, pbp):
    made = open_game(svc, app_id, [{"player_id": "alice"}, {"kind": "open"}])
    assert pbp.players.binding(made["id"], 0) == (app_id, "alice")
    assert pbp.players.binding(made["id"], 1) == (None, None)
    assert pbp.players.viewer(made["id"], app_id, "alice") == 0
    assert pbp.players.viewer(made["id"], app_id, "stranger") is None
    with pytest.raises(NotFound):
        pbp.players.viewer(made["id"], "another-app", "alice")
    with pytest.raises(NotFound):
        svc.authenticate(made["id"], None)  # a private app game is not a spectator's


# -- the CLI ------------------------------------------------------------------------------------------
def test_the_apps_commands_create_rotate_revoke_and_list(tmp_path, monkeypatch):
    from services.cli import main
    from shared.adapters.store import SqlStore

    url = f"sqlite:///{tmp_path}/cli.db"
    for name in ("SERAPH_MODE", "REDIS_URL", "CELERY_BROKER_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_URL", url)
    SqlStore(url).migrate()

    def run(*args):
        return CliRunner().invoke(main, ["apps", *args])

    created = run("create", "Tabletop")
    assert created.exit_code == 0, created.output
    app_id = created.stdout.split()[1]
    key = next(line.split()[1] for line in created.stdout.splitlines() if line.startswith("key: "))
    store = SqlStore(url)
    registry = AppRegistry(store)
    assert registry.authenticate(key).id == app_id
    rotated = run("rotate", app_id)
    new_key = next(line.split()[1] for line in rotated.stdout.splitlines() if line.startswith("key: "))
    assert new_key != key and registry.authenticate(new_key).id == app_id
    listed = run("list", "--json")
    row = orjson.loads(listed.stdout.splitlines()[0])
    assert row["id"] == app_id and row["rotated_at"] and key not in listed.stdout and new_key not in listed.stdout
    assert run("revoke", app_id).exit_code == 0
    with pytest.raises(AppRevoked):
        registry.authenticate(new_key)
    table = run("list").stdout.splitlines()
    assert table[0].split() == ["id", "name", "created", "rotated", "revoked"] and app_id in table[1]
    unknown = run("revoke", "nope")
    assert unknown.exit_code == 2 and "no app nope" in unknown.output
    store.close()


# -- the migration ------------------------------------------------------------------------------------
def test_migration_0005_leaves_older_games_without_an_app_unlisted_and_readable_by_their_id(tmp_path, queue, clock):
    from alembic import command
    from alembic.config import Config

    from shared.adapters.notify import InMemoryNotifier
    from shared.adapters.store import SqlStore
    from shared.config import Settings
    from shared.migrations import HERE
    from shared.service.handlers import GameService

    url = f"sqlite:///{tmp_path}/old.db"
    cfg = Config()
    cfg.set_main_option("script_location", HERE)
    cfg.attributes["url"] = url
    command.upgrade(cfg, "0004")
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("INSERT INTO games (id, game, seed, options, status, version, last_seq, state, "
                             "active_seats, created_at, updated_at) VALUES ('old', 'falling', 5, '{}', 'finished', "
                             "0, 1, '{}', '[]', 1.0, 1.0)"))
        conn.execute(sa.text("INSERT INTO seats (game_id, seat, name, kind, token_hash) "
                             "VALUES ('old', 0, 'Ann', 'human', 'h0')"))
    engine.dispose()
    command.upgrade(cfg, "head")
    store = SqlStore(url)
    svc = GameService(store, InMemoryNotifier(), queue, Settings(), clock=clock)
    assert svc.list_games() == [] and svc.authenticate("old", None) is None
    assert PlayByPost(svc).players.binding("old", 0) == (None, None)
    store.close()
