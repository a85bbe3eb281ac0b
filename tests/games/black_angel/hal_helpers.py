"""Fixture builders for the solitaire tests (Hal, BA-39): a solitaire game, Hal's turn, his dice, his card."""
from __future__ import annotations

from shared.engine import SeatSpec
from shared.games.black_angel import flow, hal, steps
from shared.games.black_angel.content import content, freeze, thaw

from tests.games.black_angel.helpers import GAME, clear_dice, dice_of, set_die, take_out_of_decks
from tests.games.black_angel.space_helpers import blank_space

HUMAN, HAL = 0, 1


def solo_seats(hal_seat: int = HAL) -> list[SeatSpec]:
    """The player (a human seat) and Hal (automa) at `hal_seat`."""
    return [SeatSpec(s, "Hal", "automa") if s == hal_seat else SeatSpec(s, "You", "human") for s in range(2)]


def solo_state(seed: int = 1, difficulty: str = "normal", hal_seat: int = HAL) -> dict:
    """A fresh solitaire game."""
    return GAME.new_game(seed, {"difficulty": difficulty}, solo_seats(hal_seat))


def quiet_board(state: dict) -> dict:
    """No damage, no Ravagers on actions, an empty display and advanced row, a blank Space board."""
    for spot in state["board"]["actions"].values():
        spot.update(cubes=0, ravagers=[])
    state["board"]["display"] = [None] * len(state["board"]["display"])
    state["board"]["advanced"] = [None] * len(state["board"]["advanced"])
    for die in state["dice"].values():
        die["cube"] = False
    return blank_space(state)


def hal_turn(state: dict, seat: int = HAL) -> dict:
    """Make it the start of Hal's turn (nothing pending)."""
    state["pending"], state["steps"] = [], []
    flow.start_turn(state, seat)
    return state


def hal_dice(state: dict, *faces, seat: int = HAL) -> list[str]:
    """Give Hal exactly these dice: (colour, value) pairs; returns their ids in order."""
    clear_dice(state, seat)
    out = []
    for colour, value in faces:
        die = next(d for d in dice_of(state, "supply", colour) if d not in out)
        set_die(state, die, value, at=seat)
        out.append(die)
    return out


def on_top(state: dict, card_id: str) -> dict:
    """Put Hal card `card_id` on top of his deck (out of the discard pile)."""
    h = state["hal"]
    h["deck"] = [c for c in h["deck"] if c != card_id] + [card_id]
    h["discard"] = [c for c in h["discard"] if c != card_id]
    return state


#: the card `made` writes unless told otherwise: orange > gray > green, highest die, board for all, scan right
PLAIN = {"priority": ["orange", "gray", "green"], "die": "highest",
         "modes": {"orange": "board", "gray": "board", "green": "board"}, "scan": "right"}


def made(monkeypatch, card_id: str = "hal-01", **fields) -> str:
    """Give Hal card `card_id` these fields (the rest from PLAIN) for this test, whatever the tuned content says;
    `modes` may name only some colours. Returns the id."""
    raw = thaw(hal.hal_content())
    card = {**raw["cards_by_id"][card_id], **PLAIN, **fields, "modes": {**PLAIN["modes"], **fields.get("modes", {})}}
    raw["cards"] = [card if c["id"] == card_id else c for c in raw["cards"]]
    raw["cards_by_id"][card_id] = card
    frozen = freeze(raw)
    monkeypatch.setattr(hal, "hal_content", lambda: frozen)
    return card_id


def step(state: dict, seat: int = HAL) -> tuple[dict, list]:
    """Apply Hal's rule choice through the validated entry point; returns (new state, events)."""
    action = GAME.automa_action(state, seat)
    assert GAME.legal_actions(state, seat) == [action]
    tr = GAME.apply(state, seat, action)
    return tr.state, tr.events


def choice(state: dict, seat: int = HAL) -> dict:
    """Hal's single legal action now."""
    legal = GAME.legal_actions(state, seat)
    assert len(legal) == 1, legal
    return legal[0]


def reveal(state: dict, card_id: str) -> dict:
    """Hal reveals `card_id` (put on top first) at the start of his turn."""
    on_top(state, card_id)
    assert choice(state)["type"] == "hal_reveal"
    return step(state)[0]


def to_use(state: dict, card_id: str) -> dict:
    """Reveal `card_id` and take the die it names: Hal's use of the die is the open decision."""
    state = reveal(state, card_id)
    return step(state)[0]


def kind(state: dict) -> str | None:
    """The kind of the open decision."""
    found = steps.open_decision(state)
    return found[1]["kind"] if found else None


def hal_vp(state: dict, seat: int = HAL) -> int:
    return state["players"][seat]["vp"]


def action_id(colour: str, ships: bool) -> str:
    """The board action of `colour` (Discover / Fix / Annihilate), or its Command Your Ships."""
    return next(a["id"] for a in content().actions if a["colour"] == colour and (a["kind"] == "ships") == ships)


def put_tiles(state: dict, spaces: dict) -> dict:
    """Display spaces -> a tile of the given colour ("advanced:<slot>" keys fill advanced slots)."""
    for where, colour in spaces.items():
        if isinstance(where, str):
            slot = int(where.split(":")[1])
            state["board"]["advanced"][slot] = state["decks"]["advanced"].pop()
        else:
            state["board"]["display"][where] = state["decks"]["tiles"][colour].pop()
    return state


def put_ravagers(state: dict, action: str, n: int) -> list[str]:
    """`n` Ravager cards of `action`'s location onto it (out of the deck, Hal's box and every hand); returns them."""
    location = content().action(action)["location"]
    mine = [r for r in content().ravager_ids if content().ravager(r)["location"] == location][:n]
    take_out_of_decks(state, mine)
    state["hal"]["box"] = [r for r in state["hal"]["box"] if r not in mine]
    for player in state["players"]:
        player["hand"]["ravagers"] = [r for r in player["hand"]["ravagers"] if r not in mine]
    state["board"]["actions"][action]["ravagers"] = list(mine)
    return mine


def stage(state: dict) -> dict:
    """Every use possible for every colour: display tiles, a cube on an action, a Ravager card on another,
    an empty planet of each colour next to the Black Angel (strip 3, k = 0 on a 5-strip board)."""
    from tests.games.black_angel.space_helpers import paint

    quiet_board(state)
    put_tiles(state, {2: "orange", 3: "gray"})
    state["board"]["actions"]["ships_orange"]["cubes"] = 1
    put_ravagers(state, "ships_gray", 1)
    return paint(state, {(2, -1): "O", (2, 0): "Y", (2, 1): "G"})
