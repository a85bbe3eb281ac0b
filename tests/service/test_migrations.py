"""The Alembic migrations: 0002 counts the moves already pending when it runs; 0003 leaves old games playable."""
import orjson
import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from shared.migrations import HERE


def _alembic(url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", HERE)
    cfg.attributes["url"] = url
    return cfg


def test_migration_0002_counts_each_games_pending_moves_into_queued(tmp_path):
    url = f"sqlite:///{tmp_path}/old.db"
    command.upgrade(_alembic(url), "0001")
    engine = sa.create_engine(url)
    game = {"game": "falling", "seed": 1, "options": "{}", "status": "active", "version": 3, "last_seq": 5,
            "state": "{}", "active_seats": "[0]", "created_at": 1.0, "updated_at": 1.0}
    move = {"seat": 0, "kind": "human", "action": "{}", "created_at": 1.0, "updated_at": 1.0}
    with engine.begin() as conn:
        for gid in ("a", "b"):
            conn.execute(sa.text("INSERT INTO games (id, game, seed, options, status, version, last_seq, state, "
                                 "active_seats, created_at, updated_at) VALUES (:id, :game, :seed, :options, "
                                 ":status, :version, :last_seq, :state, :active_seats, :created_at, :updated_at)"),
                         dict(game, id=gid))
        for i, (gid, status) in enumerate([("a", "pending"), ("a", "pending"), ("a", "applied"), ("b", "rejected")]):
            conn.execute(sa.text("INSERT INTO moves (move_id, game_id, seat, kind, action, status, created_at, "
                                 "updated_at) VALUES (:move_id, :game_id, :seat, :kind, :action, :status, "
                                 ":created_at, :updated_at)"), dict(move, move_id=f"m{i}", game_id=gid, status=status))
    command.upgrade(_alembic(url), "head")
    with engine.connect() as conn:
        queued = dict(conn.execute(sa.text("SELECT id, queued FROM games ORDER BY id")).all())
    assert queued == {"a": 2, "b": 0}
    engine.dispose()


def test_migration_0003_adds_seat_roles_bots_and_seat_since_and_old_games_still_play(tmp_path, queue, clock):
    from shared.adapters.notify import InMemoryNotifier
    from shared.adapters.store import SqlStore
    from shared.config import Settings
    from shared.engine import SeatSpec, get_game
    from shared.service.handlers import GameService

    url = f"sqlite:///{tmp_path}/old.db"
    command.upgrade(_alembic(url), "0002")
    rules = get_game("falling")
    state = rules.setup(5, rules.option_defaults, [SeatSpec(0, "Ann"), SeatSpec(1, "Bo")])  # no roles then
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("INSERT INTO games (id, game, seed, options, status, version, last_seq, state, "
                             "active_seats, created_at, updated_at) VALUES ('g', 'falling', 5, :options, 'active', "
                             "0, 1, :state, :active, 1.0, 1.0)"),
                     {"options": orjson.dumps(rules.option_defaults).decode(), "state": orjson.dumps(state).decode(),
                      "active": orjson.dumps(rules.active_seats(state)).decode()})
        for seat, name in enumerate(["Ann", "Bo"]):
            conn.execute(sa.text("INSERT INTO seats (game_id, seat, name, kind, token_hash) "
                                 "VALUES ('g', :seat, :name, 'human', :hash)"), {"seat": seat, "name": name,
                                                                                 "hash": f"h{seat}"})
    engine.dispose()
    command.upgrade(_alembic(url), "head")
    store = SqlStore(url)
    svc = GameService(store, InMemoryNotifier(), queue, Settings(), clock=clock)
    queue.bind(svc.process_game, svc.sweep)
    game = svc.read_game("g", None)
    assert [(s["name"], s["role"]) for s in game["seats"]] == [("Ann", None), ("Bo", None)]
    with store.read() as tx:
        assert tx.game_head("g")["seat_since"] is None
    seat = game["active_seats"][0]
    move = svc.submit_move("g", seat, svc.legal_actions("g", seat)["actions"][0], expected_version=0)
    queue.drain()
    assert svc.move_status("g", move["move_id"])["status"] == "applied" and svc.replay("g")["ok"]
    with store.read() as tx:
        assert tx.game_head("g")["seat_since"] is not None, "the first transition writes it"
    store.close()


def test_migration_0004_marks_older_games_fixed_seed_without_a_commitment_and_counts_no_attempts(tmp_path, queue,
                                                                                                 clock):
    from shared.adapters.notify import InMemoryNotifier
    from shared.adapters.store import SqlStore
    from shared.config import Settings
    from shared.engine import SeatSpec, get_game
    from shared.service.handlers import GameService

    url = f"sqlite:///{tmp_path}/old.db"
    command.upgrade(_alembic(url), "0003")
    rules = get_game("falling")
    specs = [SeatSpec(0, "Ann", role="red"), SeatSpec(1, "Bo", role="blue")]
    options, specs = rules.prepare({}, specs)
    state = rules.setup(5, options, specs)
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        conn.execute(sa.text("INSERT INTO games (id, game, seed, options, status, version, last_seq, state, "
                             "active_seats, created_at, updated_at) VALUES ('g', 'falling', 5, :options, 'active', "
                             "0, 1, :state, :active, 1.0, 1.0)"),
                     {"options": orjson.dumps(options).decode(), "state": orjson.dumps(state).decode(),
                      "active": orjson.dumps(rules.active_seats(state)).decode()})
        for spec in specs:
            conn.execute(sa.text("INSERT INTO seats (game_id, seat, name, kind, token_hash, role) "
                                 "VALUES ('g', :seat, :name, 'human', :hash, :role)"),
                         {"seat": spec.seat, "name": spec.name, "hash": f"h{spec.seat}", "role": spec.role})
        conn.execute(sa.text("INSERT INTO moves (move_id, game_id, seat, kind, action, status, created_at, "
                             "updated_at) VALUES ('m', 'g', 0, 'human', '{}', 'pending', 1.0, 1.0)"))
    engine.dispose()
    command.upgrade(_alembic(url), "head")
    store = SqlStore(url)
    svc = GameService(store, InMemoryNotifier(), queue, Settings(), clock=clock)
    game = svc.read_game("g", None)
    assert game["fixed_seed"] is True, "nothing recorded who chose an older game's seed"
    assert game["commitment"] is None and game["fairness"] is None
    with store.write() as tx:  # rows created before migration 0005 are private (issue 19): list this one
        tx.core(sa.text("UPDATE games SET public = :yes").bindparams(sa.bindparam("yes", True, sa.Boolean)))
    assert svc.list_games()[0]["fixed_seed"] is True
    with store.read() as tx:
        assert tx.game_head("g")["attempts"] == 0 and tx.next_pending("g")[0]["attempts"] == 0
    assert not svc.verify("g")["ok"]
    store.close()
