"""The embedded mode's in-process queue: wake-ups, delayed automa steps and the sweeper."""
import time

from shared.bootstrap import bootstrap
from shared.config import Settings


def _embedded(tmp_path, **settings):
    return bootstrap(Settings(database_url=f"sqlite:///{tmp_path}/seraph.db", **settings))


def test_machine_turns_run_in_the_background_spaced_by_automa_delay_seconds(tmp_path):
    app = _embedded(tmp_path)
    try:
        started = time.monotonic()
        created = app.service.create_game("falling", {"automa_delay_seconds": 0.3},
                                          [{"kind": "bot"}, {"kind": "bot"}], seed=3)
        # Poll rather than sleep and count: a loaded CI may run the steps late, never early.
        deadline = started + 30
        while app.service.game_status(created["id"])["version"] < 3 and time.monotonic() < deadline:
            time.sleep(0.02)
        took = time.monotonic() - started
        assert app.service.game_status(created["id"])["version"] >= 3, "the bots' steps ran in the background"
        assert took >= 3 * 0.3, f"each step waits automa_delay_seconds: 3 steps in {took:.2f} s"
    finally:
        app.close()


def test_without_a_delay_an_all_bot_game_plays_to_the_end_in_the_background(tmp_path):
    app = _embedded(tmp_path)
    try:
        created = app.service.create_game("falling", {}, [{"kind": "bot"}, {"kind": "bot"}], seed=4)
        deadline = time.monotonic() + 30
        while app.service.game_status(created["id"])["status"] != "finished" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert app.service.game_status(created["id"])["status"] == "finished"
        assert app.service.replay(created["id"])["ok"]
    finally:
        app.close()


def test_the_sweeper_picks_up_a_game_whose_wake_up_was_lost(tmp_path):
    app = _embedded(tmp_path, sweep_interval_seconds=0.1, pending_timeout_seconds=0.0)
    try:
        created = app.service.create_game("falling", {}, [{"name": "a"}, {"name": "b"}], seed=5)
        seat = app.service.read_game(created["id"], None)["active_seats"][0]
        action = app.service.legal_actions(created["id"], seat)["actions"][0]
        queue = app.service.queue
        real_enqueue, queue.enqueue = queue.enqueue, lambda *_a, **_k: None
        move = app.service.submit_move(created["id"], seat, action)  # its wake-up is lost
        assert app.service.move_status(created["id"], move["move_id"])["status"] == "pending"
        queue.enqueue = real_enqueue
        assert app.service.wait_move(created["id"], move["move_id"], 5)["status"] == "applied"
    finally:
        app.close()
