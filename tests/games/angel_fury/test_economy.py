"""The economy: upgrades, buying to hand / reserve / seraph slot, the L2 rule, reserve swaps, the offer discard and
refill, rebuying a seraph, discarding cards, discounts, and the 12-card invariant (AF-17..AF-26, AF-29, AF-E1..E3)."""
import random

from shared.engine.contract import strip_label
from shared.games.angel_fury import economy, steps
from shared.games.angel_fury.content import content

from tests.games.angel_fury.helpers import (EVIL, GAME, GOOD, act, at_turn, cards_of_type, clear_board, deck_total,
                                            end_turn, find, give, legal, legal_types, place, refused, run_until,
                                            set_cards, set_offer, started, top_kind, training_card)

SWORD = training_card("good", "flaming_sword")
SWORD_2 = training_card("good", "flaming_sword_2")
BLINDING_2 = training_card("good", "blinding_light_2")
COORDINATOR = training_card("good", "coordinator")
RESISTANT = training_card("good", "resistant")
INSPIRATION = training_card("good", "inspiration")


def good_turn(good: str = "michael", **kw) -> dict:
    """A started Duel at good's first turn (yellow), with its starting hand."""
    state, _ = end_turn(started(good=good, **kw), EVIL)
    return state


def yellow(type_: str) -> str:
    """Yellow's starting card of a type."""
    return cards_of_type(type_, colour="yellow")[0]


def buy(state, seat, card, **where):
    """Buy `card` and send it where `where` says (to_hand=reto_reserve=True, to_slot=n)."""
    state, _ = act(state, seat, "buy", card=card)
    assert top_kind(state) == "buy_to"
    if "to_hand" in where:
        return act(state, seat, "to_hand", replace=where["to_hand"])
    if "to_slot" in where:
        return act(state, seat, "to_slot", slot=where["to_slot"])
    return act(state, seat, "to_reserve")


# -- upgrades (AF-17, AF-18) -------------------------------------------------------------------------------------------
def test_a_bought_command_marker_starts_used_and_costs_five_crystals():
    state = started()
    give(state, EVIL, crystals=6)
    state, _ = act(state, EVIL, "upgrade", what="command")
    player = state["players"][EVIL]
    assert player["crystals"] == 6 - content().upgrade_price["C"]
    assert player["commands"] == {"unused": content().commands["start"], "used": 1}


def test_commands_and_handsize_stop_at_six():
    state = started()
    give(state, EVIL, crystals=20, handsize=content().handsize["max"],
         commands={"unused": 5, "used": content().commands["max"] - 5})
    assert find(state, EVIL, "upgrade") is None


def test_a_raised_handsize_waits_for_the_draw_at_the_end_of_the_turn():
    state = started()
    give(state, EVIL, crystals=5)
    hand = len(state["players"][EVIL]["hand"])
    state, _ = act(state, EVIL, "upgrade", what="handsize")
    assert len(state["players"][EVIL]["hand"]) == hand
    state, _ = end_turn(state, EVIL)
    assert len(state["players"][EVIL]["hand"]) == content().handsize["start"] + 1


def test_an_upgrade_needs_the_crystals_and_the_refusal_names_the_rule():
    state = started()
    give(state, EVIL, crystals=content().upgrade_price["C"] - 1)
    assert "upgrade" not in legal_types(state, EVIL)
    assert "AF-17" in refused(state, EVIL, {"type": "upgrade", "what": "command"})


# -- buying (AF-19, AF-22..AF-24; AF-E1..AF-E3) ------------------------------------------------------------------------
def test_example_af_e1_a_card_bought_to_hand_replaces_a_hand_card_which_is_lost():
    state = good_turn()
    blinding = yellow("blinding_light")
    set_cards(state, GOOD, hand=[blinding, yellow("heal")])
    set_offer(state, "good", [SWORD, BLINDING_2, COORDINATOR, RESISTANT])
    give(state, GOOD, crystals=8, reinforcements=1)
    state, events = buy(state, GOOD, SWORD, to_hand=blinding)
    player = state["players"][GOOD]
    assert player["crystals"] == 8 - 3 and SWORD in player["hand"] and blinding not in player["hand"]
    assert blinding in state["training"]["good"]["lost"]
    assert len(state["training"]["good"]["offer"]) == content().training_offer
    assert deck_total(state, GOOD) == content().deck_size
    state, _ = act(state, GOOD, "buy", card=BLINDING_2)
    assert legal_types(state, GOOD) == ["to_reserve"]


def test_a_card_bought_to_hand_may_be_played_or_used_at_once():
    state = good_turn()
    set_offer(state, "good", [SWORD, BLINDING_2, COORDINATOR, RESISTANT])
    give(state, GOOD, crystals=3)
    state, _ = buy(state, GOOD, SWORD, to_hand=state["players"][GOOD]["hand"][0])
    assert find(state, GOOD, "discard_card", card=SWORD) is not None


def test_example_af_e2_a_level_2_card_is_reserved_until_its_level_1_is_in_hand_then_swapped_any_time():
    state = good_turn(good="uriel")  # Uriel starts with a Flaming Sword
    sword_1 = "u-uriel-1"
    player = state["players"][GOOD]
    set_cards(state, GOOD, hand=[c for c in player["hand"] + player["deck"] if c != sword_1][:4],
              deck=[sword_1])
    set_offer(state, "good", [SWORD_2, SWORD, COORDINATOR, RESISTANT])
    give(state, GOOD, crystals=3)
    state, _ = act(state, GOOD, "buy", card=SWORD_2)
    assert legal_types(state, GOOD) == ["to_reserve"]
    state, _ = act(state, GOOD, "to_reserve")
    assert state["players"][GOOD]["crystals"] == 0 and state["players"][GOOD]["reserve"] == [SWORD_2]
    assert economy.swap_actions(state, GOOD) == []
    player = state["players"][GOOD]
    set_cards(state, GOOD, hand=player["hand"][:3] + [sword_1])
    state, _ = end_turn(state, GOOD)  # now the opponent's turn: the swap is still open to yellow
    swaps = economy.swap_actions(state, GOOD)
    assert [(a["reserve_card"], a["hand_card"]) for a in swaps] == [(SWORD_2, sword_1)]
    economy.swap(state, GOOD, swaps[0], [])
    assert SWORD_2 in state["players"][GOOD]["hand"] and sword_1 in state["training"]["good"]["lost"]
    assert state["players"][GOOD]["reserve"] == [] and deck_total(state, GOOD) == content().deck_size


def test_a_reserve_swap_is_offered_on_your_turn_and_needs_no_level_1_for_a_level_1_card():
    state = good_turn()
    give(state, GOOD, reserve=[SWORD])
    hand = state["players"][GOOD]["hand"]
    assert sorted(a["hand_card"] for a in legal(state, GOOD) if a["type"] == "swap_reserve") == sorted(hand)


def test_example_af_e3_a_seraph_card_goes_to_a_slot_outside_the_deck_and_a_third_replaces_one():
    state = good_turn()
    set_offer(state, "good", [COORDINATOR, RESISTANT, INSPIRATION, SWORD])
    give(state, GOOD, crystals=20, reinforcements=10)
    state, _ = act(state, GOOD, "buy", card=COORDINATOR)
    assert legal_types(state, GOOD) == ["to_slot"]
    state, _ = act(state, GOOD, "to_slot", slot=0)
    player = state["players"][GOOD]
    assert player["crystals"] == 18 and player["reinforcements"] == 9
    assert player["seraph_cards"][0] == COORDINATOR and deck_total(state, GOOD) == content().deck_size
    state, _ = buy(state, GOOD, RESISTANT, to_slot=1)
    state, _ = act(state, GOOD, "buy", card=INSPIRATION)
    assert sorted(a["slot"] for a in legal(state, GOOD)) == [0, 1]
    state, _ = act(state, GOOD, "to_slot", slot=0)
    assert state["players"][GOOD]["seraph_cards"] == [INSPIRATION, RESISTANT]
    assert COORDINATOR in state["training"]["good"]["lost"]


def test_only_affordable_offer_cards_can_be_bought():
    state = good_turn()
    set_offer(state, "good", [SWORD, BLINDING_2, COORDINATOR, RESISTANT])
    give(state, GOOD, crystals=3, reinforcements=0)
    assert sorted(a["card"] for a in legal(state, GOOD) if a["type"] == "buy") == [SWORD]


def test_mammon_pays_one_crystal_less_for_training_cards_but_never_below_zero():
    state = started(evil="mammon")
    crystals_only = training_card("evil", "war_axe")
    reinforcements_only = training_card("evil", "gather_crystals")
    assert economy.price(state, EVIL, crystals_only) == {"C": content().card(crystals_only)["cost"]["C"] - 1, "R": 0}
    assert economy.price(state, EVIL, reinforcements_only)["C"] == 0


def test_learning_takes_one_resource_off_one_purchase_of_the_buyers_choice():
    state = good_turn()
    set_offer(state, "good", [BLINDING_2, SWORD, COORDINATOR, RESISTANT])
    give(state, GOOD, crystals=4, reinforcements=0)
    assert find(state, GOOD, "buy", card=BLINDING_2) is None
    economy.add_learning(state, GOOD)
    choices = [a.get("discount") for a in legal(state, GOOD) if a["type"] == "buy" and a["card"] == BLINDING_2]
    assert choices == ["R"]
    state, _ = act(state, GOOD, "buy", card=BLINDING_2, discount="R")
    state, _ = act(state, GOOD, "to_reserve")
    assert state["players"][GOOD]["crystals"] == 0 and state["players"][GOOD]["turn_flags"]["learning"] == 0


# -- the training ground (AF-19..AF-21) --------------------------------------------------------------------------------
def test_discarding_the_offer_costs_two_crystals_and_refills_it_at_once():
    state = good_turn()
    give(state, GOOD, crystals=2)
    offer = list(state["training"]["good"]["offer"])
    state, _ = act(state, GOOD, "discard_offer")
    assert all(len(a["cards"]) >= 1 for a in legal(state, GOOD))
    state, _ = act(state, GOOD, "discard_offer_cards", cards=sorted(offer[:2]))
    ground = state["training"]["good"]
    assert state["players"][GOOD]["crystals"] == 0
    assert set(offer[:2]) <= set(ground["lost"]) and len(ground["offer"]) == content().training_offer
    assert set(offer[2:]) <= set(ground["offer"])


def test_new_ideas_may_discard_up_to_four_offer_cards_for_free():
    state = good_turn()
    economy.push_offer_discard(state, GOOD)
    counts = {len(a["cards"]) for a in legal(state, GOOD)}
    assert counts == {0, 1, 2, 3, 4}


def test_an_empty_training_deck_reshuffles_the_lost_pile_but_not_replaced_starting_cards():
    state = good_turn()
    ground = state["training"]["good"]
    starting = list(ground["lost"])
    ground["lost"] += ground["deck"]
    ground["deck"] = []
    give(state, GOOD, crystals=2)
    state, _ = act(state, GOOD, "discard_offer")
    state, events = act(state, GOOD, "discard_offer_cards", cards=[state["training"]["good"]["offer"][0]])
    ground = state["training"]["good"]
    assert "training_reshuffled" in [e["type"] for e in events]
    assert sorted(ground["lost"]) == sorted(starting)
    assert len(ground["offer"]) == content().training_offer
    assert len(ground["deck"]) + len(ground["offer"]) == len(content().training_deck("good", kickstarter=True))


# -- discarding cards and the invariant (AF-25, AF-29) -----------------------------------------------------------------
def test_a_card_discarded_without_effect_goes_on_top_of_the_discard_pile():
    state = started()
    card = state["players"][EVIL]["hand"][0]
    state, events = act(state, EVIL, "discard_card", card=card)
    player = state["players"][EVIL]
    assert player["discard"][-1] == card and card not in player["hand"]
    assert economy.deck_size(player) == content().deck_size


def test_discarding_is_only_offered_on_your_own_turn():
    state = started()
    assert "discard_card" not in legal_types(state, GOOD)


def test_the_deck_holds_twelve_cards_through_random_turns():
    for seed in range(6):
        rnd = random.Random(seed)
        state = started(seed=seed)
        for _ in range(250):
            if GAME.is_over(state):
                break
            seat = rnd.choice(GAME.active_seats(state))
            state = GAME.apply(state, seat, strip_label(rnd.choice(legal(state, seat)))).state
            assert all(economy.deck_size(p) == content().deck_size for p in state["players"])
            assert steps.open_decision(state) is not None or GAME.is_over(state)


def test_example_af_e2_the_reserve_swap_is_offered_in_a_battle_on_the_opponents_turn():
    state = clear_board(started(good="uriel"))
    sword_1 = "u-uriel-1"
    set_cards(state, GOOD, hand=[sword_1])
    give(state, GOOD, reserve=[SWORD_2])
    place(state, "r3c2", "black", 3)
    place(state, "r4c2", "yellow", 2)
    state, _ = act(state, EVIL, "command", area="r3c2")
    state, _ = act(state, EVIL, "troop", colour="black", minions=3, leaders=[])
    state, _ = act(state, EVIL, "step", area="r4c2")
    state = run_until(state, lambda s: GOOD in GAME.active_seats(s)
                      and find(s, GOOD, "swap_reserve", reserve_card=SWORD_2, hand_card=sword_1) is not None)
    assert not at_turn(state, GOOD)
    state, _ = act(state, GOOD, "swap_reserve", reserve_card=SWORD_2, hand_card=sword_1)
    assert SWORD_2 in state["players"][GOOD]["hand"] and sword_1 in state["training"]["good"]["lost"]


def test_a_move_that_turns_up_a_training_card_cannot_be_taken_back():
    from tests.games.angel_fury.helpers import GAME, started

    before = started()
    after = GAME.clone(before)
    side = next(iter(after["training"]))
    after["training"][side]["offer"].append(after["training"][side]["deck"].pop())
    assert GAME.is_point_of_no_return(before, after, 0)
    assert not GAME.is_point_of_no_return(before, GAME.clone(before), 0)
