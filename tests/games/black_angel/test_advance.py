"""B.3: the Black Angel advances, the nearest strip is cleared, flipped and laid at the far end, Spes
(BA-25 last sentence, BA-35, BA-36's Spes trigger)."""
from shared.games.black_angel import geometry, space
from shared.games.black_angel.content import content

from tests.games.black_angel.space_helpers import mission_id, paint, put_card, put_ship, run_step, ships_on, space_state


def b3(state):
    """Run B.3 for seat 0; returns the events."""
    return run_step(state, "b3", 0)


def strip_ids(state):
    return [s["id"] for s in state["space"]["strips"]]


def test_the_nearest_strip_goes_flipped_to_the_far_end_and_the_black_angel_moves_onto_the_next_strip():
    state = space_state()
    order, ba = strip_ids(state), state["space"]["ba"]
    first = state["space"]["strips"][0]
    side = first["side"]
    ahead = space.strip_at(state, ba + 1)["id"]
    events = b3(state)
    assert strip_ids(state) == order[1:] + order[:1]
    assert state["space"]["ba"] == ba and space.strip_at(state, ba)["id"] == ahead
    moved = state["space"]["strips"][-1]
    assert moved["side"] != side
    assert moved["hexes"] == list(content().strip(moved["id"])["sides"][moved["side"]])
    assert {"angel_advanced", "strip_flipped"} <= {e["type"] for e in events}


def test_ships_left_on_the_asteroid_hex_the_black_angel_leaves_are_destroyed():
    state = space_state()
    p, k = space.ba_hex(state)
    paint(state, {(p, k): "A"})
    put_ship(state, 0, p, k)
    put_ship(state, 1, p, k)
    before = [(pl["ships"], pl["robots"]["reserve"], pl["robots"]["break"]) for pl in state["players"]]
    b3(state)
    assert ships_on(state, p - 1, k) == []  # the same hex, renumbered
    after = [(pl["ships"], pl["robots"]["reserve"], pl["robots"]["break"]) for pl in state["players"]]
    assert after[:2] == [(s, r + 1, b) for s, r, b in before[:2]]


def test_ships_on_a_plain_hex_the_black_angel_leaves_stay_where_they_are():
    state = space_state()
    p, k = space.ba_hex(state)
    put_ship(state, 0, p, k)
    b3(state)
    assert ships_on(state, p - 1, k) == [0]


def test_missions_on_the_nearest_strip_are_filed_and_their_ships_and_robots_go_home():
    left, right = mission_id("orange"), mission_id("gray")
    state = space_state()
    put_card(state, left, 1, -1, 1)
    put_card(state, right, 1, 2, 2)
    put_ship(state, 0, 1, -1)
    put_ship(state, 2, 1, 0)  # on the strip, not on a card
    before = [(pl["ships"], pl["robots"]["break"]) for pl in state["players"]]
    b3(state)
    after = [(pl["ships"], pl["robots"]["break"]) for pl in state["players"]]
    assert state["players"][1]["filed"]["orange"] == [left] and state["players"][2]["filed"]["gray"] == [right]
    assert after == [(before[0][0] + 1, before[0][1] + 1), (before[1][0], before[1][1] + 1),
                     (before[2][0] + 1, before[2][1] + 2)]
    moved = state["space"]["strips"][-1]
    assert moved["cards"] == {} and moved["ships"] == {}


def test_a_neutralization_on_the_nearest_strip_pays_its_owner():
    card = mission_id("green", "neutralization", effect="gain", reward="vp")
    state = space_state()
    state["players"][1]["vp"] = 2
    put_card(state, card, 1, 1, 1)
    b3(state)
    assert state["players"][1]["vp"] == 2 + content().mission(card)["effect"]["gain"]["vp"]


def test_missions_beyond_the_nearest_strip_stay_in_space():
    card = mission_id("orange")
    state = space_state()
    put_card(state, card, 2, 1, 1)
    b3(state)
    assert space.card_at(state, 1, 1) == {"card": card, "owner": 1}


def test_the_spes_token_strip_comes_back_as_the_spes_tile_at_the_far_end():
    state = space_state()
    state["space"]["strips"][0]["spes_token"] = True
    events = b3(state)
    far = len(state["space"]["strips"])
    moved = space.strip_at(state, far)
    assert (moved["spes_token"], moved["spes_tile"]) == (False, True)
    assert space.hex_info(state, far, space.MIDDLE)["kind"] == "spes"
    assert "spes_revealed" in [e["type"] for e in events]
    assert not state["space"]["at_spes"] and state["end"]["trigger"] is None


def test_the_black_angel_arriving_on_spes_triggers_the_end():
    state = space_state()
    space.strip_at(state, state["space"]["ba"] + 1)["spes_tile"] = True
    b3(state)
    assert state["space"]["at_spes"] is True
    assert state["end"]["trigger"] == "spes"


def test_the_spes_hex_takes_ships_like_an_open_hex():
    state = space_state()
    far = len(state["space"]["strips"])
    paint(state, {(far, space.MIDDLE): "A"})
    space.strip_at(state, far)["spes_tile"] = True
    put_ship(state, 0, far, 1)
    assert (far, space.MIDDLE) in space.reachable(state, 0, (far, 1), 1)


def test_the_black_angel_reaches_spes_once_the_token_strip_has_come_round_and_closed_in():
    """The token starts on the far strip (p = N); it is recycled on the N-th B.3 and reappears at p = N; each
    further B.3 brings it 1 nearer, and the Black Angel (p = ceil(N/2)) steps onto it when it lies just ahead."""
    state = space_state()
    n = len(state["space"]["strips"])
    state["space"]["strips"][-1]["spes_token"] = True
    count = 0
    while not state["space"]["at_spes"]:
        b3(state)
        count += 1
        assert count <= 2 * n
    assert count == n + (n - geometry.ba_position(n))
