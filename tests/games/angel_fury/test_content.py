"""Content data: the inventory's part 3 values, deck counts, swaps, validation errors, freezing, replacement data."""
import copy
import json
import shutil
from collections import Counter

import pytest

from shared.games.angel_fury import board as board_module
from shared.games.angel_fury import content as content_module
from shared.games.angel_fury.content import ContentError, content, load, read_raw, thaw, validate

C = content()
GOOD_TACTICS = {"blinding_light", "cavalry", "healing_hands", "holy_fury", "out_of_nowhere"}
EVIL_TACTICS = {"archers", "breakthrough", "brutal_assault", "dark_portal", "persuader"}
TACTICS = {"good": GOOD_TACTICS, "evil": EVIL_TACTICS}
OTHER_STARTING = Counter({"heal": 1, "reinforce": 1, "new_ideas": 1, "flexibility": 1, "learning": 1, "resource": 2})


@pytest.fixture
def raw():
    """A fresh, mutable copy of the shipped raw content."""
    return copy.deepcopy(read_raw(content_module.CONTENT_DIR))


def types_of(ids) -> Counter:
    return Counter(C.card(i)["type"] for i in ids)


def cost(card_type) -> tuple:
    c = C.card_type(card_type)["cost"]
    return c["C"], c["R"]


# ---- board rules ----------------------------------------------------------------------------------------------

def test_the_die_has_three_hits_one_circle_and_two_blanks():
    assert Counter(C.die_faces) == {"hit": 3, "circle": 1, "blank": 2}


def test_areas_hold_nine_slots_with_sizes_from_the_concepts_page():
    assert C.area_slots == 9 and C.max_large_pieces == 1
    assert dict(C.sizes) == {"minion": 1, "seraph": 4, "arch": 6, "mountain": 4, "fountain": 4}
    assert C.large == {"seraph", "arch", "mountain", "fountain"}


def test_units_roll_one_four_or_six_dice_and_never_more_than_nine():
    assert dict(C.dice_per_unit) == {"minion": 1, "seraph": 4, "arch": 6} and C.max_dice == 9


def test_player_board_numbers_and_upgrade_prices_follow_the_rulebook():
    assert dict(C.handsize) == {"start": 4, "max": 6} and dict(C.commands) == {"start": 3, "max": 6}
    assert dict(C.upgrade_price) == {"C": 5, "R": 0} and dict(C.seraph_rebuy_price) == {"C": 5, "R": 5}
    assert dict(C.offer_discard_price) == {"C": 2, "R": 0}
    assert C.soul_points_to_win == 7 and C.reserve_crystals == 40 and C.training_offer == 4
    assert dict(C.units_per_colour) == {"minions": 48, "seraphs": 2, "arch": 1}


def test_each_colour_belongs_to_one_side_and_evil_starts():
    assert {c: C.side_of(c) for c in C.colours} == {"black": "evil", "red": "evil", "yellow": "good",
                                                     "white": "good"}
    assert C.first_side == "evil" and C.enemy_of("evil") == "good" and C.enemy_of("good") == "evil"
    assert C.unit_name("evil", "seraph") == "tormentor" and C.unit_name("good", "arch") == "archangel"


# ---- boards ---------------------------------------------------------------------------------------------------

TERRAIN = {
    "small_a": ({(1, 1), (2, 3), (3, 3), (4, 3), (5, 1)}, {(1, 4), (2, 5), (3, 1), (4, 5), (5, 4)}),
    "small_b": ({(2, 3), (4, 1), (4, 5)}, {(3, 1), (3, 5), (5, 3)}),
    "large": ({(1, 4), (3, 4), (4, 2), (4, 6), (5, 4), (7, 4)}, {(2, 1), (2, 7), (4, 1), (4, 7), (6, 1), (6, 7)}),
}


@pytest.mark.parametrize("board_id", sorted(TERRAIN))
def test_mountains_and_fountains_sit_where_part_3_places_them(board_id):
    mountains, fountains = TERRAIN[board_id]
    terrain = C.board(board_id)["terrain"]
    assert {board_module.coords(a) for a, t in terrain.items() if t == "mountain"} == mountains
    assert {board_module.coords(a) for a, t in terrain.items() if t == "fountain"} == fountains


@pytest.mark.parametrize("board_id,size,soul,evil,good", [
    ("small_a", 5, (3, 4), {(1, 2)}, {(5, 2)}),
    ("small_b", 5, (4, 3), {(1, 2), (1, 4)}, {(5, 2), (5, 4)}),
    ("large", 7, (4, 4), {(1, 2), (1, 6)}, {(7, 2), (7, 6)}),
])
def test_boards_have_their_grid_soul_and_altars(board_id, size, soul, evil, good):
    b = C.board(board_id)
    assert (b["rows"], b["cols"]) == (size, size) and board_module.coords(b["soul"]) == soul
    assert {board_module.coords(a) for a, s in b["altars"].items() if s == "evil"} == evil
    assert {board_module.coords(a) for a, s in b["altars"].items() if s == "good"} == good


def test_the_duel_is_the_default_scenario_on_small_board_side_a_and_the_team_scenarios_are_playable():
    assert C.default_scenario == "duel" and C.default_by_seats[2] == "duel"
    assert {"duel", "battle_for_the_soul", "protection_of_the_soul", "epic_duel"} <= set(C.playable_scenarios)
    assert C.scenario("duel")["board"] == "small_a"
    boards = {n: C.scenario(n)["board"] for n in C.scenarios}
    assert boards.items() >= {"duel": "small_a", "battle_for_the_soul": "large", "protection_of_the_soul": "small_b",
                              "epic_duel": "large"}.items()


def test_the_three_player_scenario_gives_the_lone_angel_bonuses_and_the_demons_four_soul_points():
    s = C.scenario("protection_of_the_soul")
    angel = next(seat for seat in s["seats"] if seat["side"] == "good")
    assert list(angel["colours"]) == ["yellow", "white"] and dict(angel["bonus"]) == {"handsize": 1, "commands": 1}
    assert s["soul_points"]["evil"] == 4


# ---- starting decks -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("colour", ["black", "red", "yellow", "white"])
def test_a_starting_deck_is_the_sides_five_tactics_and_seven_other_cards(colour):
    deck = C.starting_deck(colour)
    assert len(deck) == C.deck_size == 12
    expected = Counter(TACTICS[C.side_of(colour)]) + OTHER_STARTING
    assert types_of(deck) == expected
    assert all(C.card(i)["level"] == 1 and C.card(i)["source"] == "starting" for i in deck)
    assert list(deck) == [f"c-{colour}-{n:02d}" for n in range(1, 13)]


def test_every_physical_card_has_its_own_id():
    ids = [i for c in C.colours for i in C.starting_deck(c)]
    ids += [i for s in C.sides for i in C.training_deck(s, kickstarter=True)]
    ids += [i for i, card in C.cards.items() if card["source"] == "unique"]
    assert len(ids) == len(set(ids)) == len(C.cards)


# ---- training decks -------------------------------------------------------------------------------------------

def training_list(side):
    good = side == "good"
    sword, shield, circle = ("flaming_sword", "shield_of_faith", "breastplate") if good else \
        ("war_axe", "armour", "hide_in_darkness")
    combos = ("behind_enemy_lines", "healing_touch") if good else ("backstab", "burning_arrows")
    seraphs = ("battle_prayer", "inspiration", "cavalry_leader", "resistant") if good else \
        ("barbed_whip", "powerful", "archery_leader", "merciless")
    return Counter([t + "_2" for t in TACTICS[side]] + ["heal_2", "reinforce_2", "flexibility_2", sword, sword,
                   sword + "_2", circle, circle, "ambush", "ambush", shield, shield, shield + "_2",
                   "double_tactics", "quick_march", "quick_march", "gather_crystals", "recruit", *combos,
                   "coordinator", "legendary_warrior", *seraphs])


@pytest.mark.parametrize("side", ["good", "evil"])
def test_a_training_deck_holds_the_31_cards_part_3_lists(side):
    deck = C.training_deck(side)
    assert len(deck) == C.training_deck_size == 31
    assert types_of(deck) == training_list(side)
    assert list(deck) == [f"t-{side}-{n:02d}" for n in range(1, 32)]
    assert not any(C.card(i)["kickstarter"] for i in deck)


@pytest.mark.parametrize("card_type,price", [
    ("cavalry_2", (4, 1)), ("persuader_2", (4, 1)), ("heal_2", (2, 1)), ("flexibility_2", (2, 1)),
    ("flaming_sword", (3, 0)), ("war_axe_2", (3, 0)), ("breastplate", (2, 0)), ("ambush", (2, 1)),
    ("armour", (2, 0)), ("shield_of_faith_2", (3, 0)), ("double_tactics", (4, 0)), ("quick_march", (2, 1)),
    ("gather_crystals", (0, 2)), ("recruit", (3, 0)), ("backstab", (2, 1)), ("healing_touch", (2, 1)),
    ("coordinator", (2, 1)), ("merciless", (3, 2)), ("resistant", (3, 2)),
    ("war_axe_3", (4, 0)), ("sanctified_waters", (3, 0)), ("disappear", (2, 0)),
])
def test_training_cards_cost_what_part_3_and_the_examples_say(card_type, price):
    assert cost(card_type) == price


@pytest.mark.parametrize("side", ["good", "evil"])
def test_kickstarter_add_ons_are_marked_and_kept_out_of_the_base_training_deck(side):
    extra = set(C.training_deck(side, kickstarter=True)) - set(C.training_deck(side))
    assert len(extra) == 4 and all(C.card(i)["kickstarter"] for i in extra)
    levelled = {C.card(i)["level"] for i in extra if C.card(i)["family"] in ("flaming_sword", "war_axe",
                                                                               "shield_of_faith", "armour")}
    assert levelled == {3}


def test_every_higher_level_card_has_the_level_below_in_its_family():
    levels = {(t["family"], t["level"]) for t in C.card_types.values()}
    for t in C.card_types.values():
        assert t["level"] == 1 or (t["family"], t["level"] - 1) in levels


def test_sword_and_axe_are_separate_families():
    assert C.card_type("flaming_sword_2")["family"] != C.card_type("war_axe_2")["family"]


@pytest.mark.parametrize("card_type", ["dark_portal", "cavalry", "gather_crystals", "recruit", "battle_prayer",
                                       "merciless", "suicide_raid", "foul_flies"])
def test_the_cards_af_34_lists_cost_a_command(card_type):
    assert C.card_type(card_type)["effect"]["command_cost"] == 1 and "command" in C.card_type(card_type)["tags"]


def test_archery_cards_are_shield_armour_burning_arrows_and_archery_leader():
    archery = {k for k, t in C.card_types.items() if "archery" in t["tags"]}
    assert archery == {"shield_of_faith", "shield_of_faith_2", "shield_of_faith_3", "armour", "armour_2", "armour_3",
                       "burning_arrows", "archery_leader"}


@pytest.mark.parametrize("card_type,field,level1,level2", [
    ("blinding_light", "retreat", 2, 4), ("out_of_nowhere", "gain", 2, 5), ("persuader", "angels", 1, 3),
    ("holy_fury", "damage", 1, 2), ("cavalry", "troops", 1, 2), ("healing_hands", "areas", 1, 2),
    ("heal", "heal", 1, 2), ("reinforce", "gain", 1, 2), ("resource", "gain", 1, 2), ("flaming_sword", "damage", 1, 2),
    ("armour", "prevent", 1, 2), ("breakthrough", "gain", 0, 3), ("brutal_assault", "charge", 0, 1),
])
def test_level_2_effects_follow_the_card_appendix(card_type, field, level1, level2):
    assert C.card_type(card_type)["effect"][field] == level1
    assert C.card_type(card_type + "_2")["effect"][field] == level2


# ---- characters -----------------------------------------------------------------------------------------------

CHARACTERS = {  # id: (side, health, start C/R, income C/R, heal, handsize bonus, swaps out -> in type)
    "michael": ("good", 15, (4, 4), (1, 1), 1, 0, {"resource": "flaming_sword", "cavalry": "voice_of_thunder"}),
    "gabriel": ("good", 13, (5, 5), (2, 1), 1, 0, {"resource": "resource_2", "healing_hands": "shield_of_faith"}),
    "raphael": ("good", 14, (4, 4), (1, 1), 1, 0, {"flexibility": "entrenched", "healing_hands": "healing_hands_2"}),
    "uriel": ("good", 11, (4, 4), (1, 1), 1, 1, {"blinding_light": "flaming_sword",
                                                 "out_of_nowhere": "out_of_nowhere_2"}),
    "baal": ("evil", 15, (3, 3), (1, 1), 1, 0, {"breakthrough": "recruit", "new_ideas": "haste"}),
    "mammon": ("evil", 11, (5, 2), (2, 0), 1, 1, {"resource": "resource_2", "brutal_assault": "armour"}),
    "moloch": ("evil", 13, (3, 5), (0, 2), 1, 0, {"archers": "war_axe", "resource": "suicide_raid"}),
    "asmodeus": ("evil", 11, (3, 3), (1, 1), 1, 1, {"new_ideas": "sneaking_in", "persuader": "persuader_2"}),
}


@pytest.mark.parametrize("cid", sorted(CHARACTERS))
def test_base_characters_carry_the_rulebook_and_part_3_values(cid):
    side, health, start, income, heal, handsize, swaps = CHARACTERS[cid]
    ch = C.character(cid)
    assert (ch["side"], ch["health"], ch["heal"], ch["bonus"]["handsize"]) == (side, health, heal, handsize)
    assert (ch["start"]["C"], ch["start"]["R"]) == start and (ch["income"]["C"], ch["income"]["R"]) == income
    assert {s["out"]: C.card(s["in"])["type"] for s in ch["swaps"]} == swaps
    assert not ch["kickstarter"]


def test_each_side_has_four_base_and_three_kickstarter_characters():
    for side in C.sides:
        base, every = C.characters_of(side), C.characters_of(side, kickstarter=True)
        assert len(base) == 4 and len(every) == 7
        assert all(C.character(i)["kickstarter"] for i in set(every) - set(base))


def test_the_base_characters_have_sixteen_unique_cards_owned_by_them():
    base = [i for i, card in C.cards.items() if card["source"] == "unique" and not card["kickstarter"]]
    assert len(base) == 16 and {C.card(i)["owner"] for i in base} == set(CHARACTERS)


@pytest.mark.parametrize("cid", sorted(C.characters))
def test_every_swap_keeps_a_starting_deck_at_twelve_cards(cid):
    ch = C.character(cid)
    for colour in C.colours_of(ch["side"]):
        deck = [C.card(i)["type"] for i in C.starting_deck(colour)]
        for swap in ch["swaps"]:
            deck.remove(swap["out"])
            deck.append(C.card(swap["in"])["type"])
        assert len(deck) == C.deck_size


def test_kickstarter_characters_follow_part_3_readings():
    assert C.character("beelzebub")["steps"] == 1 and C.character("beelzebub")["bonus"]["commands"] == 1
    assert [C.card(i)["type"] for i in C.character("beelzebub")["seraph_cards"]] == ["barbed_whip"]
    assert C.character("zadkiel")["bonus"]["soul_points"] == 1
    assert {s["out"] for s in C.character("apollyon")["swaps"]} == {"persuader", "breakthrough", "learning"}


# ---- frozen content -------------------------------------------------------------------------------------------

def test_content_is_frozen_and_thaws_to_json():
    with pytest.raises(TypeError):
        C.card("c-black-01")["name"] = "x"
    with pytest.raises(TypeError):
        C.board("small_a")["altars"]["r1c1"] = "good"
    assert json.loads(json.dumps(thaw(C.scenario("duel")))) == thaw(C.scenario("duel"))


def test_content_loads_once():
    assert content() is content()


# ---- validation -----------------------------------------------------------------------------------------------

def _swap(raw, cid):
    return next(ch for ch in raw["characters"]["characters"] if ch["id"] == cid)


BROKEN = {
    "a duplicate card id": lambda r: r["cards"]["training_decks"]["good"][0].update(id="c-yellow-01"),
    "an 11-card starting deck": lambda r: r["cards"]["starting_decks"]["red"].pop(),
    "a 30-card training deck": lambda r: r["cards"]["training_decks"]["evil"].pop(),
    "a card of an unknown type": lambda r: r["cards"]["starting_decks"]["black"][0].update(type="nuke"),
    "a swap of a card not in the deck": lambda r: _swap(r, "michael")["swaps"][0].update(out="archers"),
    "a swap to a missing card": lambda r: _swap(r, "baal")["swaps"][0].update(**{"in": "u-nobody-1"}),
    "a level 2 without its level 1": lambda r: r["cards"]["types"]["heal_2"].update(family="healing"),
    "a negative cost": lambda r: r["cards"]["types"]["recruit"]["cost"].update(C=-1),
    "an overfull starting area": lambda r: r["boards"]["scenarios"]["duel"]["units"]["black"]["r2c2"].update(
        minions=4),
    "two large pieces in one area": lambda r: r["boards"]["scenarios"]["duel"]["units"]["black"]["r2c3"].update(
        seraphs=1),
    "an altar given to the wrong side": lambda r: r["boards"]["scenarios"]["duel"]["altars"].update(r1c2="yellow"),
    "a soul outside the grid": lambda r: r["boards"]["boards"]["small_a"].update(soul="r9c9"),
    "a Kickstarter card in a base training deck": lambda r: r["cards"]["types"]["recruit"].update(kickstarter=True),
    "a missing key": lambda r: r["board"].pop("deck_size"),
    "an unknown card kind": lambda r: r["cards"]["types"]["heal"].update(kind="spell"),
    "an undocumented effect key": lambda r: r["cards"]["types"]["heal"]["effect"].update(hael=1),
}


@pytest.mark.parametrize("what", sorted(BROKEN))
def test_validation_refuses(raw, what):
    validate(raw)  # the shipped data passes
    BROKEN[what](raw)
    with pytest.raises(ContentError):
        validate(raw)


# ---- replacement data -----------------------------------------------------------------------------------------

@pytest.fixture
def replacement(tmp_path):
    """A copy of the shipped content in a temporary directory; the shipped data is served again afterwards."""
    shutil.copytree(content_module.CONTENT_DIR, tmp_path, dirs_exist_ok=True)
    yield tmp_path
    content_module.use_directory(None)


def _rewrite(directory, name, change):
    path = directory / f"{name}.json"
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_replacement_data_in_another_directory_changes_the_game_without_code_changes(replacement):
    _rewrite(replacement, "board", lambda b: b.update(soul_points_to_win=5, reserve_crystals=30))
    _rewrite(replacement, "boards", lambda b: b["boards"]["small_a"].update(soul="r3c2"))
    content_module.use_directory(replacement)
    assert content().soul_points_to_win == 5 and content().reserve_crystals == 30
    assert board_module.soul("small_a") == "r3c2"
    content_module.use_directory(None)
    assert content().soul_points_to_win == 7 and board_module.soul("small_a") == "r3c4"


def test_broken_replacement_data_is_refused_when_loaded(replacement):
    _rewrite(replacement, "cards", lambda c: c["starting_decks"]["white"].pop())
    with pytest.raises(ContentError):
        load(replacement)


def test_a_missing_file_is_a_content_error(tmp_path):
    with pytest.raises(ContentError):
        load(tmp_path)
