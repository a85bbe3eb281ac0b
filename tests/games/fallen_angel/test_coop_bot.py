"""The greedy bot's co-op value (coop_value.py; rows 55-66): the team's worst margin over the Shadow, the Crash
risk, and the credit for open actions the bot's short lookahead can't finish."""
from __future__ import annotations

from shared.engine.bots import GreedyBot
from shared.engine.value import seat_value
from shared.engine.contract import strip_label
from shared.games.fallen_angel import coop_value, landmap, steps
from tests.games.fallen_angel.helpers import GAME, give, legal
from tests.games.fallen_angel.shadow_helpers import coop_main


def empty_city(state: dict, black: int = 0) -> dict:
    """The Angel City holds only `black` black gems (first Region); the bag is empty."""
    for region in state["city"]["regions"].values():
        for colour in region:
            region[colour] = 0
    next(iter(state["city"]["regions"].values()))["black"] = black
    state["city"]["bag"] = {c: 0 for c in state["city"]["bag"]}
    return state


def test_every_player_shares_the_team_value_and_it_is_computed_once_per_state():
    state = coop_main(2)
    shared = coop_value.value(state)
    assert GAME.bot_team_value(state, 0) == GAME.bot_team_value(state, 1) == shared
    assert seat_value(GAME, state, 1) == shared


def test_a_gain_of_the_worst_player_lifts_the_team_value_more_than_the_same_gain_of_the_best():
    state = give(give(coop_main(2), 0, vp=20), 1, vp=40)
    before = coop_value.value(state)
    worst_gains = coop_value.value(give(GAME.clone(state), 0, vp=25)) - before
    best_gains = coop_value.value(give(GAME.clone(state), 1, vp=45)) - before
    assert worst_gains > best_gains > 0
    assert worst_gains == 5 + coop_value.TEAM_WEIGHT * (-5 / 2)  # the worst rises 5, the spread above it shrinks


def test_the_greedy_bot_dominates_a_location_though_the_shadow_would_keep_its_36_prosperity():
    state = coop_main(2)
    seat = GAME.active_seats(state)[0]
    loc = landmap.locations(2)[0]
    state["land"]["cubes"][loc] = {c: 0 for c in state["land"]["cubes"][loc]}
    steps.push(state, "dominate", seat, location=loc)
    actions = legal(state, seat)
    assert {a["type"] for a in actions} == {"dominate", "decline"}
    chosen = GreedyBot().choose(GAME, state, seat, actions, "t:0")
    assert chosen["type"] == "dominate"  # 19 free Locations still give the Shadow the table's 36 VP
    after = {}
    for action in actions:
        copy = GAME.clone(state)
        GAME.apply_in_place(copy, seat, strip_label(action))
        after[action["type"]] = coop_value.value(copy)
    assert after["dominate"] - after["decline"] >= coop_value.PROSPERITY_PER_LOCATION


def test_an_open_shields_to_engine_use_counts_the_engine_it_will_give_against_the_crash():
    state = give(give(coop_main(2), 0, engine=0, shields=3), 1, engine=0, shields=0)
    state["city"]["bag"]["red"] += 20  # far above the Saved bound
    before = coop_value.value(state)
    steps.push(state, "shields_to_engine", 0, rate=2)
    assert coop_value.open_actions(state)["engine"] == {0: 6}
    assert coop_value.value(state) > before


def test_a_movement_is_credited_a_house_only_when_a_location_it_may_dominate_is_in_reach():
    state = coop_main(2)
    here = landmap.locations(2)[0]
    near = landmap.links(here, 2)
    give(state, 0, airship=here, shields=12)
    for loc in landmap.locations(2):
        state["land"]["cubes"][loc] = {"red": 2}
    assert not coop_value.can_reach_house(state, 0, here, 3, ())
    state["land"]["cubes"][near[0]] = {"red": 1}  # the rescue empties it
    assert coop_value.can_reach_house(state, 0, here, 1, ())
    state["land"]["skulls"] = [near[0]]  # row 60: never a House token on a Skull
    assert not coop_value.can_reach_house(state, 0, here, 1, ())


def test_black_gems_left_before_the_last_round_cost_what_mining_them_in_the_last_round_would():
    state = empty_city(coop_main(2), black=2)
    assert state["round"] == 1
    assert coop_value.black_deferral(state) == 2 * (5 - 2)  # War Contribution 5 VP, round-3 mining 2 VP
    state["round"] = 3
    assert coop_value.black_deferral(state) == 0


def test_the_objective_forecast_gives_each_players_vp_to_the_side_with_more_honor():
    state = give(give(empty_city(coop_main(2), black=1), 0, honor=5), 1, honor=4)
    state["objectives"][0] = "obj-10"  # flat 8 VP
    state["shadow"]["honor"] = 3  # + 1 black gem as Virtual Honor = 4: player 1 is not above it
    mine, its = coop_value.objective_forecast(state, {0: 0, 1: 0}, 0)
    assert mine == {0: 8, 1: 0} and its == 8


def test_the_greedy_coop_bot_picks_only_legal_actions_and_replays_identically():
    def run() -> list:
        state, bot, chosen = coop_main(2, seed=3), GreedyBot(), []
        for k in range(8):
            seat = GAME.active_seats(state)[0]
            actions = GAME.legal_actions(state, seat)
            action = bot.choose(GAME, state, seat, actions, f"t:{k}")
            assert action in actions
            chosen.append(strip_label(action))
            GAME.apply_in_place(state, seat, strip_label(action))
        return chosen

    assert run() == run()
