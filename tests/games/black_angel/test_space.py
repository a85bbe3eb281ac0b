"""Command Your Ships: reach, launching, the star, Mission placement, Ravager arrival, tech additions
(BA-24..BA-30; worked examples BA-E6..BA-E8)."""
import pytest

from shared.games.black_angel import geometry, space, steps
from shared.games.black_angel.content import content

from tests.games.black_angel.helpers import act, dice_of, give, legal, legal_types, set_die, top_kind
from tests.games.black_angel.space_helpers import (command, mission_id, paint, put_card, put_ship, ravager_for,
                                                   ships_on, space_state)

N = 7  # strips in a 3-player game (BA-1)
ORANGE_CARD = mission_id("orange")


def targets(state, seat=0):
    """The end hexes offered by the open ship_move step."""
    return {tuple(a["hex"]) for a in legal(state, seat) if a["type"] == "move_to"}


def planets(state, hexes, colour):
    """The hexes among `hexes` that are uncovered planets of `colour`."""
    return {h for h in hexes if space.open_card_colour(state, *h) == colour}


def find_action(state, kind, **fields):
    """The open decision's legal action of `kind` whose fields match, or None."""
    return next((a for a in legal(state, 0) if a["type"] == kind and all(a.get(k) == v for k, v in fields.items())),
                None)


def fly(state, seat, start, to, colour="orange", value=1):
    """Command: move the ship on `start` to `to`; returns the new state (a placement may be open)."""
    command(state, seat, colour, value)
    state, _ = act(state, seat, "move_ship", **{"from": list(start)})
    state, _ = act(state, seat, "move_to", hex=list(to))
    return state


# -- BA-24..BA-26: reach --------------------------------------------------------------------------------------
def test_a_ship_reaches_every_neighbour_with_a_1_and_its_own_hex_is_no_flight_target():
    state = space_state()
    put_ship(state, 0, 4, 1)
    assert space.reachable(state, 0, (4, 1), 1) == set(geometry.neighbours(N, 4, 1))
    two = space.reachable(state, 0, (4, 1), 2)
    assert (4, 1) not in two and {h for h in two if geometry.distance(h, (4, 1)) == 2}


def test_ships_can_neither_enter_nor_cross_an_asteroid_field():
    state = space_state()
    walls = [h for h in geometry.neighbours(N, 6, 2) if h != (7, 2)]
    paint(state, {h: "A" for h in walls})
    put_ship(state, 0, 6, 2)
    beyond = {h for h in geometry.neighbours(N, 7, 2) if h not in walls and h != (6, 2)}
    assert space.reachable(state, 0, (6, 2), 3) == {(7, 2)} | beyond
    assert not any(space.is_asteroid(state, *h) for h in space.reachable(state, 0, (6, 2), 3))


def test_the_black_angels_asteroid_hex_can_be_entered_and_crossed_while_it_sits_there():
    state = space_state()
    ba = space.ba_hex(state)
    start = (ba[0] - 1, 0)
    paint(state, {h: "A" for h in geometry.neighbours(N, *start) if h != ba})
    paint(state, {ba: "A"})
    put_ship(state, 0, *start)
    beyond = {h for h in geometry.neighbours(N, *ba) if h != start and not space.is_asteroid(state, *h)}
    assert space.reachable(state, 0, start, 2) == {ba} | beyond
    state["space"]["ba"] += 1  # the Black Angel gone, its old hex is a plain asteroid field again
    assert space.reachable(state, 0, start, 2) == set()


def test_a_full_hex_can_be_crossed_but_a_move_never_ends_there():
    state = space_state()
    put_ship(state, 0, 7, 2)
    put_ship(state, 1, 7, 1)
    put_ship(state, 2, 7, 1)
    paint(state, {(6, 2): "A"})
    reach = space.reachable(state, 0, (7, 2), 2)
    assert (7, 1) not in reach
    assert (7, 0) in reach and (6, 1) in reach


def test_a_hex_with_one_ship_of_another_player_is_a_target_but_not_one_with_your_own():
    state = space_state()
    put_ship(state, 0, 4, 2)
    put_ship(state, 0, 4, 1)
    put_ship(state, 1, 5, 2)
    reach = space.reachable(state, 0, (4, 2), 1)
    assert (4, 1) not in reach and (5, 2) in reach


# -- BA-24, BA-27: what can be commanded ----------------------------------------------------------------------
def test_launching_needs_a_break_room_robot_and_a_ship_in_storage():
    state = space_state()
    give(state, 0, ships=1, **{"break": 0})
    assert not space.can_command(state, 0, "orange", 2)
    give(state, 0, ships=0, **{"break": 1})
    assert not space.can_command(state, 0, "orange", 2)
    give(state, 0, ships=1)
    assert space.can_command(state, 0, "orange", 2)
    command(state, 0, "orange", 2)
    assert legal_types(state, 0) == ["launch"]


def test_a_launched_ship_starts_from_the_black_angel_and_costs_a_robot_and_a_stored_ship():
    state = space_state(ships=2, **{"break": 3})
    command(state, 0, "orange", 2)
    state, events = act(state, 0, "launch")
    assert targets(state) == space.reachable(state, 0, space.ba_hex(state), 2)
    to = sorted(targets(state))[0]
    state, _ = act(state, 0, "move_to", hex=list(to))
    player = state["players"][0]
    assert (player["ships"], player["robots"]["break"]) == (1, 2)
    assert space.ship_hexes(state, 0) == [to]
    assert "ship_launched" in [e["type"] for e in events]


def test_moving_a_ship_in_space_takes_it_off_its_start_hex():
    state = space_state(ships=0)
    put_ship(state, 0, 2, -1)
    state = fly(state, 0, (2, -1), (3, -1))
    assert space.ship_hexes(state, 0) == [(3, -1)]
    assert state["players"][0]["ships"] == 0


def test_a_ship_with_nowhere_to_go_and_no_launch_cannot_be_commanded():
    state = space_state(ships=0)
    put_ship(state, 0, 7, 2)
    paint(state, {h: "A" for h in geometry.neighbours(N, 7, 2)})
    assert not space.can_command(state, 0, "orange", 3)


def test_a_star_needs_your_ship_on_an_uncovered_planet_of_its_colour_a_mission_and_a_robot():
    state = space_state(missions=[ORANGE_CARD], **{"break": 1})
    paint(state, {(2, 1): "O", (3, 1): "Y", (3, 2): "O"})
    put_ship(state, 0, 3, 1)
    assert not space.can_command(state, 0, "orange", 0)  # a gray planet
    put_ship(state, 0, 2, 1)
    assert space.can_command(state, 0, "orange", 0)
    assert not space.can_command(state, 0, "gray", 0)  # no gray Mission in hand
    give(state, 0, **{"break": 0})
    assert not space.can_command(state, 0, "orange", 0)
    give(state, 0, **{"break": 1})
    put_card(state, mission_id("orange", skip=1), 2, 1, 1)
    assert not space.can_command(state, 0, "orange", 0)  # the card space is covered


def test_with_a_star_the_ship_stays_and_the_mission_must_be_placed():
    state = space_state(missions=[ORANGE_CARD], **{"break": 1})
    paint(state, {(2, 1): "O", (3, 1): "O"})
    put_ship(state, 0, 2, 1)
    put_ship(state, 0, 3, 1)
    command(state, 0, "orange", 0)
    assert {tuple(a["at"]) for a in legal(state, 0)} == {(2, 1), (3, 1)}
    assert legal_types(state, 0) == ["stay"]
    state, _ = act(state, 0, "stay", at=[3, 1])
    assert legal_types(state, 0) == ["place_mission"]
    state, _ = act(state, 0, "place_mission", card=ORANGE_CARD)
    assert space.card_at(state, 3, 1)["card"] == ORANGE_CARD
    assert space.ship_hexes(state, 0) == [(2, 1), (3, 1)]


@pytest.mark.parametrize("value", [1, 2, 3])
def test_a_ship_already_on_a_planet_of_the_dies_colour_may_stay_there_and_place_a_mission(value):
    # "You can only move the ship less than or equal to the value of the die" (A27): 0 hexes is allowed
    state = space_state(missions=[ORANGE_CARD], **{"break": 1})
    paint(state, {(3, 1): "O"})
    put_ship(state, 0, 3, 1)
    command(state, 0, "orange", value)
    assert find_action(state, "stay", at=[3, 1]) and find_action(state, "move_ship")
    state, _ = act(state, 0, "stay", at=[3, 1])
    state, _ = act(state, 0, "place_mission", card=ORANGE_CARD)
    assert space.card_at(state, 3, 1)["card"] == ORANGE_CARD and space.ship_hexes(state, 0) == [(3, 1)]


def test_a_ship_that_stays_must_place_its_mission():
    # skipping steps 2-4 is for a ship that moved ("move the ship without placing a Mission card", A27)
    state = space_state(missions=[ORANGE_CARD], **{"break": 1})
    paint(state, {(3, 1): "O"})
    put_ship(state, 0, 3, 1)
    command(state, 0, "orange", 2)
    state, _ = act(state, 0, "stay", at=[3, 1])
    assert legal_types(state, 0) == ["place_mission"]


def test_a_ship_stays_only_where_a_mission_of_the_dies_colour_can_go():
    state = space_state(missions=[ORANGE_CARD], **{"break": 1})
    paint(state, {(3, 1): "Y", (2, 1): "O"})
    put_ship(state, 0, 3, 1)
    command(state, 0, "orange", 1)
    assert "stay" not in legal_types(state, 0)  # a gray planet
    give(state, 0, **{"break": 0})
    put_ship(state, 0, 2, 1)
    assert not any(a["type"] == "stay" for a in space.ship_choice_legal(state, steps.top(state)))  # no robot


def test_a_ship_hemmed_in_on_a_planet_of_the_dies_colour_can_still_be_commanded_to_stay():
    state = space_state(missions=[ORANGE_CARD], ships=0, **{"break": 1})
    put_ship(state, 0, 7, 2)
    paint(state, {(7, 2): "O", **{h: "A" for h in geometry.neighbours(N, 7, 2)}})
    assert space.can_command(state, 0, "orange", 3)
    assert not space.can_command(state, 0, "gray", 3)


# -- BA-28: Mission placement ---------------------------------------------------------------------------------
def test_a_ship_stopping_on_a_planet_of_another_colour_is_offered_no_mission():
    state = space_state(missions=[ORANGE_CARD, mission_id("gray")], **{"break": 2})
    paint(state, {(3, -1): "Y"})
    put_ship(state, 0, 2, -1)
    state = fly(state, 0, (2, -1), (3, -1), colour="orange")
    assert top_kind(state) == "turn"
    assert space.card_at(state, 3, -1) is None


def test_a_mission_needs_a_break_room_robot_even_after_the_launch_took_the_last_one():
    state = space_state(missions=[ORANGE_CARD], ships=1, **{"break": 1})
    ba = space.ba_hex(state)
    paint(state, {(ba[0] + 1, 0): "O"})
    command(state, 0, "orange", 1)
    state, _ = act(state, 0, "launch")
    state, _ = act(state, 0, "move_to", hex=[ba[0] + 1, 0])
    assert top_kind(state) == "turn"
    assert state["players"][0]["hand"]["missions"] == [ORANGE_CARD]


def test_skipping_places_no_mission_and_brings_no_ravagers():
    state = space_state(missions=[ORANGE_CARD], **{"break": 2})
    paint(state, {(3, 1): "O", (3, 2): "Y*", (4, 1): "G*"})
    put_ship(state, 0, 2, 1)
    deck = list(state["decks"]["ravagers"])
    state = fly(state, 0, (2, 1), (3, 1))
    assert set(legal_types(state, 0)) == {"place_mission", "skip"}
    state, _ = act(state, 0, "skip")
    assert space.card_at(state, 3, 1) is None and state["decks"]["ravagers"] == deck
    assert top_kind(state) == "turn"


def test_only_one_mission_is_placed_per_action_whatever_the_die():
    second = mission_id("orange", skip=1)
    state = space_state(missions=[ORANGE_CARD, second], **{"break": 3})
    paint(state, {(3, 1): "O"})
    put_ship(state, 0, 2, 1)
    state = fly(state, 0, (2, 1), (3, 1), value=3)
    state, _ = act(state, 0, "place_mission", card=ORANGE_CARD)
    assert top_kind(state) == "turn"
    assert state["players"][0]["hand"]["missions"] == [second]


def test_a_mission_placed_where_another_players_ship_stands_holds_both_ships_and_both_may_use_it():
    state = space_state(missions=[ORANGE_CARD], **{"break": 2})
    paint(state, {(3, 1): "O"})
    put_ship(state, 1, 3, 1)
    put_ship(state, 0, 2, 1)
    state = fly(state, 0, (2, 1), (3, 1))
    state, _ = act(state, 0, "place_mission", card=ORANGE_CARD)
    assert ships_on(state, 3, 1) == [0, 1]
    assert space.card_at(state, 3, 1) == {"card": ORANGE_CARD, "owner": 0}
    die = dice_of(state, "supply", "orange")[0]
    set_die(state, die, 1, at=1)
    from shared.games.black_angel import missions
    assert [t["hex"] for t in missions.activation_targets(state, 1, die)] == [[3, 1]]


def test_a_card_with_two_ships_takes_no_third():
    state = space_state()
    paint(state, {(3, 1): "O"})
    put_card(state, ORANGE_CARD, 3, 1, 1)
    put_ship(state, 1, 3, 1)
    put_ship(state, 2, 3, 1)
    put_ship(state, 0, 2, 1)
    assert (3, 1) not in space.reachable(state, 0, (2, 1), 1)


def test_example_ba_e6_reach_is_the_union_of_the_ship_in_space_and_a_new_launch():
    """Rulebook (Command Your Ships): an orange 3, one ship out; 8 Melurien planets reachable, 2 of them only
    by a new ship. Board: the ship on (7, -1), the Black Angel on (4, 0); orange planets around both, one
    behind asteroids, one full, one holding the moving ship itself."""
    state = space_state(ships=1, **{"break": 1})
    near_ship = [(6, -2), (7, -2), (7, 1), (6, 2), (5, -1), (6, 0)]
    launch_only = [(2, 0), (3, 1)]
    paint(state, {h: "O" for h in near_ship + launch_only + [(7, -1), (5, 1), (1, -2)]})
    paint(state, {(2, -2): "A", (2, -1): "A", (1, -1): "A"})  # (1, -2) sealed off
    put_ship(state, 0, 7, -1)
    put_ship(state, 1, 5, 1)
    put_ship(state, 2, 5, 1)  # (5, 1) full
    command(state, 0, "orange", 3)
    by_ship, _ = act(state, 0, "move_ship", **{"from": [7, -1]})
    by_launch, _ = act(state, 0, "launch")
    ship_planets = planets(state, targets(by_ship), "orange")
    launch_planets = planets(state, targets(by_launch), "orange")
    assert ship_planets == set(near_ship)
    assert ship_planets | launch_planets == set(near_ship + launch_only)
    assert launch_planets - ship_planets == set(launch_only)


def test_example_ba_e7_a_mission_goes_under_the_ship_with_a_robot_on_its_reward():
    """Rulebook (Put Down a Mission Card): the ship reaches an empty Melurien planet; an orange Mission with a
    1-VP reward goes under it; a break-room robot marks the owner; +1 VP at once."""
    card = mission_id("orange", reward="vp")
    state = space_state(missions=[card], vp=5, **{"break": 2})
    paint(state, {(3, 1): "O"})
    put_ship(state, 0, 2, 1)
    state = fly(state, 0, (2, 1), (3, 1))
    state, events = act(state, 0, "place_mission", card=card)
    player = state["players"][0]
    assert space.card_at(state, 3, 1) == {"card": card, "owner": 0}
    assert ships_on(state, 3, 1) == [0]
    assert player["robots"]["break"] == 1 and card not in player["hand"]["missions"]
    assert player["vp"] == 5 + content().mission(card)["reward"]["vp"]
    assert "mission_placed" in [e["type"] for e in events]


# -- BA-29: Ravager arrival -----------------------------------------------------------------------------------
def arrival_board(icons):
    """Seat 0's ship on (3, 2) one hex from the orange planet (4, 1); `icons` painted around it."""
    state = space_state(missions=[ORANGE_CARD], **{"break": 2})
    paint(state, {(4, 1): "O", **icons})
    put_ship(state, 0, 3, 2)
    return state


def stack_deck(state, cards):
    """Put `cards` on top of the Ravager deck, the first drawn first."""
    rest = [c for c in state["decks"]["ravagers"] if c not in cards]
    for player in state["players"]:
        player["hand"]["ravagers"] = [c for c in player["hand"]["ravagers"] if c not in cards]
    state["decks"]["ravagers"] = rest + list(reversed(cards))


def place_at_41(state):
    state = fly(state, 0, (3, 2), (4, 1))
    state, events = act(state, 0, "place_mission", card=ORANGE_CARD)
    return state, events


def test_example_ba_e8_two_icons_bring_two_ravagers_with_their_damage():
    """Rulebook (Oh no, here come the Ravagers!): 2 icons adjacent -> 2 draws; the first for location 5 (no
    cubes) adds the card and a cube; the second for location 3 (2 cubes) adds the card and puts its cube on a
    free gray supply die."""
    state = arrival_board({(3, 1): "Y*", (5, 1): "G*", (4, 2): "O*", (6, 1): "Y*"})
    put_card(state, mission_id("orange", skip=2), 4, 2, 1)  # its icon is covered; (6, 1) is not adjacent
    l5, l3 = ravager_for("annihilate"), ravager_for("fix")
    stack_deck(state, [l5, l3])
    state["board"]["actions"]["fix"]["cubes"] = content().damage_spaces
    gray = dice_of(state, "supply", "gray")
    for die in gray[1:]:
        state["dice"][die]["cube"] = True
    state, _ = place_at_41(state)
    board = state["board"]["actions"]
    assert board["annihilate"] == {"cubes": 1, "ravagers": [l5]}
    assert board["fix"] == {"cubes": content().damage_spaces, "ravagers": [l3]}
    assert all(state["dice"][d]["cube"] for d in gray)


def test_a_cube_for_a_full_action_with_no_free_supply_die_is_ignored():
    state = arrival_board({(3, 1): "Y*"})
    l3 = ravager_for("fix")
    stack_deck(state, [l3])
    state["board"]["actions"]["fix"]["cubes"] = content().damage_spaces
    for die in dice_of(state, "supply", "gray"):
        state["dice"][die]["cube"] = True
    before = sum(d["cube"] for d in state["dice"].values())
    state, _ = place_at_41(state)
    assert state["board"]["actions"]["fix"]["ravagers"] == [l3]
    assert sum(d["cube"] for d in state["dice"].values()) == before


def test_a_location_already_holding_three_cards_discards_the_draw_and_another_is_drawn():
    state = arrival_board({(5, 1): "G*"})
    full = [ravager_for("ships_orange", i) for i in range(content().ravager_stack_max)]
    extra, landing = ravager_for("ships_orange", content().ravager_stack_max), ravager_for("ships_green")
    stack_deck(state, [extra, landing])
    state["decks"]["ravagers"] = [c for c in state["decks"]["ravagers"] if c not in full]
    state["board"]["actions"]["ships_orange"]["ravagers"] = list(full)
    state, _ = place_at_41(state)
    assert state["board"]["actions"]["ships_orange"]["ravagers"] == full
    assert state["decks"]["ravager_discard"] == [extra]
    assert state["board"]["actions"]["ships_green"]["ravagers"] == [landing]


def test_the_placed_cards_own_icon_and_icons_under_missions_or_further_away_bring_nothing():
    state = arrival_board({(4, 1): "O*", (4, 2): "O*", (6, 1): "G*"})
    put_card(state, mission_id("orange", skip=2), 4, 2, 1)
    deck = list(state["decks"]["ravagers"])
    state, _ = place_at_41(state)
    assert state["decks"]["ravagers"] == deck
    assert all(not a["ravagers"] for a in state["board"]["actions"].values())


def test_when_every_location_is_full_no_ravager_is_drawn():
    state = arrival_board({(3, 1): "Y*", (5, 1): "G*"})
    for action_id in state["board"]["actions"]:
        pile = [ravager_for(action_id, i) for i in range(content().ravager_stack_max)]
        state["decks"]["ravagers"] = [c for c in state["decks"]["ravagers"] if c not in pile]
        state["board"]["actions"][action_id]["ravagers"] = pile
    deck = list(state["decks"]["ravagers"])
    state, _ = place_at_41(state)
    assert state["decks"]["ravagers"] == deck and state["decks"]["ravager_discard"] == []


# -- BA-30: tech additions ------------------------------------------------------------------------------------
def test_the_placed_cards_tiles_push_into_the_display_in_the_cards_order():
    card = next(m["id"] for m in content().missions.values() if m["colour"] == "orange" and len(m["tiles"]) == 2)
    state = space_state(missions=[card], **{"break": 2})
    paint(state, {(3, 1): "O"})
    put_ship(state, 0, 2, 1)
    before = [t for t in state["board"]["display"] if t]
    state = fly(state, 0, (2, 1), (3, 1))
    state, _ = act(state, 0, "place_mission", card=card)
    display = state["board"]["display"]
    tiles = content().mission(card)["tiles"]
    assert [content().tile(t)["colour"] for t in display[:len(tiles)]] == list(tiles)
    assert [t for t in display[len(tiles):] if t] == before[:len(display) - len(tiles)]
