"""The dead-letter scenario: poison rows written straight into PostgreSQL, timed until the real worker ends them."""
from __future__ import annotations

import json
import time
import uuid

from bench.chaos_play import Ledger, new_game

#: (label, the game's snapshot written over it or None, the seat of the move or None, the action or None):
#: None keeps the game's own snapshot, its first active seat and that seat's first legal action
POISON = [
    ("snapshot that does not parse", '{"broken": ', None, None),
    ("snapshot: JSON null", "null", None, None),
    ("snapshot: an empty object", "{}", None, None),
    ("snapshot: every field null", "NULL_FIELDS", None, None),
    # a legal move whose apply raises (SERAPH_FAULT_RAISE_ON_MOVE_PREFIX on the stack): a rules bug
    ("move: the rules engine raises on it", "POISON_MOVE", None, None),
]
#: the move-id prefix the stack's workers treat as poison (Settings.fault_raise_on_move_prefix)
POISON_PREFIX = "poison-"
#: junk actions: not poison (the rules refuse them), reported to show they end final too
JUNK_ACTIONS = {
    "junk action: not an object": "[1, 2, 3]",
    "junk action: a bare string": '"draw"',
    "junk action: type not a string": '{"type": {"nested": [1]}}',
    "junk move: a seat that does not exist (99)": (99, None),
}


def scenario_dead_letters(stack, schema, limit: float = 60.0) -> dict:
    """Poison rows written straight into PostgreSQL; seconds from admission until the move is rejected
    (internal_error) or the game stalled, by the real worker (its sweeper finds them: no enqueue is sent)."""
    import sqlalchemy as sa

    from tests.integration.harness import Client

    client = Client(stack.api_url)
    ledger = Ledger()
    cases = []

    def insert(gid, seat, action, prefix=""):
        move_id = (prefix + uuid.uuid4().hex)[:32]  # moves.move_id is VARCHAR(32)
        now = time.time()
        with schema.engine.begin() as conn:
            conn.execute(sa.text("INSERT INTO moves (move_id, game_id, seat, kind, action, status, created_at, "
                                 "updated_at, attempts) VALUES (:m, :g, :s, 'human', :a, 'pending', :t, :t, 0)"),
                         dict(m=move_id, g=gid, s=seat, a=action, t=now))
        return move_id, time.monotonic()

    try:
        plan = [(label, state, seat, action, True) for label, state, seat, action in POISON]
        plan += [(label, None, *(raw if isinstance(raw, tuple) else (None, raw)), False)
                 for label, raw in JUNK_ACTIONS.items()]
        for label, state, seat, action, poison in plan:
            gid, tokens = new_game(client, ledger)
            active = client.game(gid)["active_seats"][0]
            if action is None:
                action = json.dumps(client.actions(gid, tokens[active])["actions"][0])
            prefix = ""
            if state == "POISON_MOVE":
                state, prefix = None, POISON_PREFIX
            if state == "NULL_FIELDS":
                snap = json.loads(schema.query("SELECT state FROM games WHERE id = :g", g=gid)[0]["state"])
                state = json.dumps({k: None for k in snap} if isinstance(snap, dict) else None)
            if state is not None:
                with schema.engine.begin() as conn:
                    conn.execute(sa.text("UPDATE games SET state = :s WHERE id = :g"), dict(s=state, g=gid))
            cases.append((label, poison, gid, *insert(gid, active if seat is None else seat, action, prefix)))

        results = {}
        deadline = time.monotonic() + limit + 5
        while time.monotonic() < deadline and len(results) < len(cases):
            for label, _poison, gid, move_id, t0 in cases:
                if label in results:
                    continue
                move = schema.query("SELECT status, error FROM moves WHERE move_id = :m", m=move_id)[0]
                game = schema.query("SELECT status FROM games WHERE id = :g", g=gid)[0]
                if game["status"] == "stalled":
                    results[label] = ("game stalled", time.monotonic() - t0)
                elif move["status"] in ("rejected", "applied"):
                    code = None
                    if move["error"]:
                        try:
                            err = json.loads(move["error"])
                            code = err.get("code") if isinstance(err, dict) else err
                        except ValueError:
                            code = move["error"][:60]
                    results[label] = (f"move {move['status']}" + (f": {code}" if code else ""),
                                      time.monotonic() - t0)
            time.sleep(0.1)
        rows = []
        for label, poison, gid, move_id, t0 in cases:
            outcome, seconds = results.get(label, ("still pending", None))
            dead = outcome == "game stalled" or outcome.endswith("internal_error")
            rows.append({"case": label, "poison": poison, "outcome": outcome, "seconds": seconds,
                         "dead_lettered_in_60s": bool(dead and seconds is not None and seconds <= limit),
                         "final_in_60s": seconds is not None and seconds <= limit})
        return {"cases": rows}
    finally:
        client.close()
