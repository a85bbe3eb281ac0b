"""Missions in space: activation targets, activations, the owner's free activation, ejection
(BA-31, BA-35; worked example BA-E9)."""
from shared.games.black_angel import missions, space
from shared.games.black_angel.content import content

from tests.games.black_angel.helpers import act, active, dice_of, legal_types, set_die, top_kind
from tests.games.black_angel.space_helpers import mission_id, paint, put_card, put_ship, ships_on, space_state

SHIP_AND_VP = next(m["id"] for m in content().missions.values() if m["type"] == "activation"
                   and m["colour"] == "orange" and m["effect"] == {"kind": "gain", "gain": {"ship": 1, "vp": 1}})


def own_die(state, seat, colour, value):
    """A supply die of `colour` showing `value` in `seat`'s compartment; returns its id."""
    die = dice_of(state, "supply", colour)[0]
    set_die(state, die, value, at=seat)
    return die


def activate(state, seat, hex_, colour, value):
    """Take a die of `colour` showing `value` and activate the Mission on `hex_` with it (Sequence A)."""
    die = own_die(state, seat, colour, value)
    state, _ = act(state, seat, "take_die", die=die)
    return act(state, seat, "activate_mission", hex=list(hex_))


# -- BA-31: what can be activated -----------------------------------------------------------------------------
def test_a_die_activates_missions_of_its_colour_you_own_or_hold_a_ship_on():
    state = space_state()
    paint(state, {(2, 1): "O", (3, 1): "O", (4, 1): "O", (5, 1): "Y", (6, 1): "O"})
    put_card(state, mission_id("orange"), 2, 1, 0)                  # yours
    put_card(state, mission_id("orange", skip=1), 3, 1, 1)          # theirs, your ship on it
    put_ship(state, 0, 3, 1)
    put_card(state, mission_id("orange", skip=2), 4, 1, 1)          # theirs, no ship of yours
    put_card(state, mission_id("gray"), 5, 1, 0)                    # yours, another colour
    put_card(state, mission_id("orange", "neutralization"), 6, 1, 0)  # never activated
    die = own_die(state, 0, "orange", 2)
    assert [t["hex"] for t in missions.activation_targets(state, 0, die)] == [[2, 1], [3, 1]]


def test_a_star_activates_no_mission():
    state = space_state()
    put_card(state, mission_id("orange"), 2, 1, 0)
    die = own_die(state, 0, "orange", 0)
    assert missions.activation_targets(state, 0, die) == []


def test_example_ba_e9_a_foreign_card_pays_you_per_point_then_its_owner_once():
    """Rulebook (Activating a Mission): your ship is on Madeline's "+1 ship +1 VP" card; a matching 3 gives you
    3 ships and 3 VP; then Madeline activates it once for free: 1 ship and 1 VP."""
    state = space_state(ships=0, vp=0)
    state["players"][1].update(ships=0, vp=0)
    put_card(state, SHIP_AND_VP, 2, 1, 1)
    put_ship(state, 0, 2, 1)
    state, _ = activate(state, 0, (2, 1), "orange", 3)
    assert active(state) == 1 and legal_types(state, 1) == ["decline", "free_activation"]
    assert (state["players"][0]["ships"], state["players"][0]["vp"]) == (3, 3)
    state, _ = act(state, 1, "free_activation")
    assert (state["players"][1]["ships"], state["players"][1]["vp"]) == (1, 1)
    assert (state["players"][0]["ships"], state["players"][0]["vp"]) == (3, 3)
    assert not state["pending"]


def test_the_owner_activating_their_own_card_gets_no_free_activation():
    state = space_state(vp=0, ships=0)
    put_card(state, SHIP_AND_VP, 2, 1, 0)
    state, events = activate(state, 0, (2, 1), "orange", 2)
    assert not state["pending"] and [e["type"] for e in events].count("mission_activated") == 1
    assert (state["players"][0]["ships"], state["players"][0]["vp"]) == (2, 2)


def test_declining_the_free_activation_gives_the_owner_nothing():
    state = space_state()
    state["players"][1].update(ships=0, vp=0)
    put_card(state, SHIP_AND_VP, 2, 1, 1)
    put_ship(state, 0, 2, 1)
    state, _ = activate(state, 0, (2, 1), "orange", 1)
    state, events = act(state, 1, "decline")
    assert (state["players"][1]["ships"], state["players"][1]["vp"]) == (0, 0)
    assert "free_activation_declined" in [e["type"] for e in events]


def test_a_free_activation_with_a_choice_becomes_the_owners_decision():
    card = mission_id("green", effect="assign")
    state = space_state()
    state["players"][1]["robots"]["break"] = 1
    put_card(state, card, 2, 1, 1)
    put_ship(state, 0, 2, 1)
    state, _ = activate(state, 0, (2, 1), "green", 1)
    assert top_kind(state) == "choose_assign" and active(state) == 0  # the activator's own choice first
    state, _ = act(state, 0, "assign", workstation="green")
    state, _ = act(state, 1, "free_activation")
    assert top_kind(state) == "choose_assign" and active(state) == 1
    state, _ = act(state, 1, "assign", workstation="orange")
    assert state["players"][1]["robots"]["work"]["orange"] == 2


# -- ejection (BA-31, BA-35) ----------------------------------------------------------------------------------
def test_an_ejected_mission_is_filed_by_its_owner_whose_robot_returns_with_the_ships_on_it():
    card = mission_id("gray")
    state = space_state()
    put_card(state, card, 2, -1, 1)
    put_ship(state, 0, 2, -1)
    put_ship(state, 1, 2, -1)
    before = [(p["ships"], p["robots"]["break"]) for p in state["players"]]
    missions.eject_mission(state, 2, -1, [])
    assert space.card_at(state, 2, -1) is None and ships_on(state, 2, -1) == []
    assert state["players"][1]["filed"]["gray"] == [card]
    assert [(p["ships"], p["robots"]["break"]) for p in state["players"]][:2] == \
        [(before[0][0] + 1, before[0][1] + 1), (before[1][0] + 1, before[1][1] + 2)]


def test_an_ejected_neutralization_pays_its_owner_and_an_activation_card_pays_nothing():
    bonus = mission_id("orange", "neutralization", effect="gain")
    plain = mission_id("orange")
    state = space_state()
    state["players"][2]["vp"] = 0
    put_card(state, bonus, 2, -1, 2)
    put_card(state, plain, 2, 1, 2)
    missions.eject_mission(state, 2, 1, [])
    assert state["players"][2]["vp"] == 0
    missions.eject_mission(state, 2, -1, [])
    assert state["players"][2]["vp"] == content().mission(bonus)["effect"]["gain"]["vp"]
    assert state["players"][2]["filed"]["orange"] == [plain, bonus]


def test_an_ejected_mission_without_owner_goes_to_its_colours_discard_pile():
    card = mission_id("green")
    state = space_state()
    put_card(state, card, 3, 2, None)
    missions.eject_mission(state, 3, 2, [])
    assert state["decks"]["mission_discard"]["green"][-1] == card
    assert all(card not in p["filed"]["green"] for p in state["players"])
