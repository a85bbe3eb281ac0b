"""A player's economy: resources from the finite reserve, upgrades, the training ground (buy to hand, to reserve
or to a seraph slot; discarding the offer; the refill and its reshuffle), reserve swaps, discarding cards, the
draw with its unshuffled refill, and the 12-card deck invariant.

Costs and gains are {"C": crystals, "R": reinforcements}. Learning's discounts wait in
player["turn_flags"]["learning"] (a count, see `add_learning`) until a purchase uses one.
(AF-5, AF-17..AF-25, AF-29, AF-50; Rulebook: Setup 5, Buy upgrades, Buy cards, Playing cards, Draw Cards.)
"""
from __future__ import annotations

from itertools import combinations

from shared.engine.events import event, private_event
from shared.engine.rng import Rng
from shared.engine.words import items
from shared.games.angel_fury import steps, units, wording
from shared.games.angel_fury.content import content

RESOURCES = ("C", "R")
#: a player's field holding each resource
FIELD = {"C": "crystals", "R": "reinforcements"}
UPGRADES = ("command", "handsize")
LEARNING = "learning"


# -- resources and the general reserve (AF-5) ---------------------------------------------------------------
def gain(state: dict, seat: int, ev: list, crystals: int = 0, reinforcements: int = 0, reason: str = "") -> dict:
    """Take crystals and reinforcements from the finite general reserve; what it lacks is not gained (AF-5, AF-49)."""
    player, reserve = state["players"][seat], state["reserve"]
    got = {"C": min(crystals, reserve["crystals"]), "R": min(reinforcements, reserve["minions"][player["colour"]])}
    reserve["crystals"] -= got["C"]
    reserve["minions"][player["colour"]] -= got["R"]
    player["crystals"] += got["C"]
    player["reinforcements"] += got["R"]
    if got["C"] or got["R"]:
        ev.append(event("gained", seat, crystals=got["C"], reinforcements=got["R"], reason=reason))
    return got


def can_afford(player: dict, cost) -> bool:
    """True when the player holds the cost."""
    return all(player[FIELD[r]] >= cost[r] for r in RESOURCES)


def pay(state: dict, seat: int, cost, ev: list, reason: str = "") -> None:
    """Return the cost to the general reserve: crystals to the pile, reinforcements to the miniatures (AF-5)."""
    player = state["players"][seat]
    player["crystals"] -= cost["C"]
    player["reinforcements"] -= cost["R"]
    state["reserve"]["crystals"] += cost["C"]
    state["reserve"]["minions"][player["colour"]] += cost["R"]
    if cost["C"] or cost["R"]:
        ev.append(event("paid", seat, crystals=cost["C"], reinforcements=cost["R"], reason=reason))


# -- upgrades (AF-17, AF-18) ----------------------------------------------------------------------------------
def command_count(player: dict) -> int:
    """Command markers owned, used or not."""
    return player["commands"]["unused"] + player["commands"]["used"]


def can_upgrade(player: dict, what: str) -> bool:
    """True when the upgrade is affordable and below its maximum of 6 (AF-17, AF-18)."""
    c = content()
    below = command_count(player) < c.commands["max"] if what == "command" else player["handsize"] < c.handsize["max"]
    return below and can_afford(player, c.upgrade_price)


def upgrade_actions(state: dict, seat: int) -> list:
    """+1 command and +1 handsize, each for 5 crystals (AF-17, AF-18)."""
    player, price = state["players"][seat], wording.cost(content().upgrade_price)
    return [{"type": "upgrade", "what": w, **wording.label("label.upgrade", what=w, cost=price)}
            for w in UPGRADES if can_upgrade(player, w)]


def upgrade(state: dict, seat: int, action: dict, ev: list) -> None:
    """Pay 5 C: a new command marker in the used row, or handsize +1 from the next draw (AF-17, AF-18)."""
    player = state["players"][seat]
    pay(state, seat, content().upgrade_price, ev, "upgrade")
    if action["what"] == "command":
        player["commands"]["used"] += 1
    else:
        player["handsize"] += 1
    ev.append(event("upgraded", seat, what=action["what"], commands=command_count(player),
                    handsize=player["handsize"]))


# -- prices (AF-19, AF-93; Mammon AF-74) -----------------------------------------------------------------------
def add_learning(state: dict, seat: int, amount: int = 1) -> None:
    """Learning: the next purchase this turn costs `amount` less of a resource the buyer picks (AF-93)."""
    flags = state["players"][seat]["turn_flags"]
    flags[LEARNING] = flags.get(LEARNING, 0) + amount


def base_price(state: dict, seat: int, card_id: str) -> dict:
    """A training card's cost less the character's discount (Mammon, Jophiel), never below 0 (AF-74, AF-77)."""
    c = content()
    cost = c.card(card_id)["cost"]
    character = state["players"][seat]["character"]
    ability = c.character(character)["ability"] if character else None
    if ability is None or ability["kind"] != "training_discount":
        return {"C": cost["C"], "R": cost["R"]}
    return {r: max(c.cost_floor, cost[r] - ability["discount"][r]) for r in RESOURCES}


def discount_options(state: dict, seat: int, cost: dict) -> list:
    """The resources a pending Learning discount may come off ([None] without one) (AF-93)."""
    if not state["players"][seat]["turn_flags"].get(LEARNING):
        return [None]
    usable = [r for r in RESOURCES if cost[r] > 0]
    return usable or [None]


def discounted(cost: dict, discount: str | None) -> dict:
    """The cost with a Learning discount of 1 taken off `discount` (None: none), never below 0 (AF-93)."""
    if discount is None:
        return cost
    return {**cost, discount: max(content().cost_floor, cost[discount] - 1)}


def price(state: dict, seat: int, card_id: str, discount: str | None = None) -> dict:
    """What buying `card_id` costs `seat`, with a Learning discount taken off `discount` (AF-93)."""
    return discounted(base_price(state, seat, card_id), discount)


# -- the training ground (AF-19..AF-21) -----------------------------------------------------------------------
def training_of(state: dict, seat: int) -> dict:
    """The training ground `seat` buys from: its own side's (AF-19)."""
    return state["training"][state["players"][seat]["side"]]


#: card sources that belong to a training deck (replaced starting and unique cards never return to one, AF-21)
TRAINING_SOURCES = ("training", "kickstarter")


def is_training_card(card_id: str) -> bool:
    """True for a card of a training deck, which a reshuffle takes back (AF-21)."""
    return content().card(card_id)["source"] in TRAINING_SOURCES


def reshuffle_lost(state: dict, side: str, ev: list) -> None:
    """An empty training deck: shuffle the lost pile in, except replaced starting cards (AF-21)."""
    ground = state["training"][side]
    back = [card for card in ground["lost"] if is_training_card(card)]
    if not back:
        return
    ground["lost"] = [card for card in ground["lost"] if not is_training_card(card)]
    ground["deck"] = Rng(state).shuffle(sorted(back))
    ground["reshuffled"] = True  # every card of this deck was public in the lost pile (sampling.py)
    ev.append(event("training_reshuffled", None, side=side, cards=len(back)))


def refill_offer(state: dict, side: str, ev: list) -> None:
    """Refill the offer to 4 at once from the training deck, reshuffling the lost pile when it runs out (AF-19)."""
    ground = state["training"][side]
    added = []
    while len(ground["offer"]) < content().training_offer:
        if not ground["deck"]:
            reshuffle_lost(state, side, ev)
            if not ground["deck"]:
                break
        card = ground["deck"].pop()
        ground["offer"].append(card)
        added.append(card)
    if added:
        ev.append(event("offer_refilled", None, side=side, cards=added))


def to_lost(state: dict, seat: int, card_id: str) -> None:
    """Put a card on the lost pile of the seat's training ground (public, AF-9, AF-20, AF-22); a training card
    of the other ground (Azazel's buys, AF-77) goes back to the lost pile of the ground it came from."""
    owner = content().card(card_id).get("owner")
    ground = state["training"][owner] if is_training_card(card_id) and owner in state["training"] else None
    (ground or training_of(state, seat))["lost"].append(card_id)


def grounds(state: dict, seat: int) -> list:
    """The sides whose training grounds the seat buys from: its own; Azazel both (AF-19, AF-77)."""
    side, character = state["players"][seat]["side"], state["players"][seat]["character"]
    if character and content().character(character)["ability"].get("kind") == "both_training_grounds":
        return [side] + [s for s in content().sides if s != side]
    return [side]


def may_buy(state: dict, seat: int, card_id: str) -> bool:
    """Azazel: a level 2+ card of the other side's ground needs its level below among his cards (AF-77)."""
    card, player = content().card(card_id), state["players"][seat]
    if card["owner"] == player["side"] or card["level"] < 2:
        return True
    owned = player["hand"] + player["deck"] + player["discard"] + player["reserve"]
    return any(content().card(c)["family"] == card["family"] and content().card(c)["level"] == card["level"] - 1
               for c in owned)


def offered(state: dict, seat: int) -> list:
    """The offered cards the seat may buy: its ground's, and for Azazel the other ground's too (AF-19, AF-77)."""
    return [c for side in grounds(state, seat) for c in state["training"][side]["offer"] if may_buy(state, seat, c)]


def ground_of(state: dict, card_id: str) -> str:
    """The side whose offer shows the card."""
    return next(side for side, ground in state["training"].items() if card_id in ground["offer"])


# -- buying (AF-22..AF-24) -------------------------------------------------------------------------------------
def replaceable(player: dict, card_id: str) -> list:
    """Hand cards `card_id` may replace: any, but an L2 (L3) only its L1 (L2) of the same family (AF-22, AF-130)."""
    card = content().card(card_id)
    if card["level"] < 2:
        return list(player["hand"])
    return [h for h in player["hand"] if content().card(h)["family"] == card["family"]
            and content().card(h)["level"] == card["level"] - 1]


def buy_actions(state: dict, seat: int) -> list:
    """Each offered card the seat can pay for (per Learning discount choice) (AF-19, AF-22..AF-24, AF-93)."""
    out, player, cards = [], state["players"][seat], offered(state, seat)
    for card_id, shown in zip(cards, wording.cards(cards)):  # copies in the offers: "Armour (copy 2)"
        base = base_price(state, seat, card_id)
        for discount in discount_options(state, seat, base):
            cost = discounted(base, discount)
            if not can_afford(player, cost):
                continue
            price = wording.cost(cost)
            action = {"type": "buy", "card": card_id, **(
                wording.label("label.buy", card=shown, cost=price) if discount is None
                else wording.label("label.buy.discount", card=shown, cost=price, what=discount))}
            if discount is not None:
                action["discount"] = discount
            out.append(action)
    return out


def start_buy(state: dict, seat: int, action: dict, ev: list) -> None:
    """Ask where the bought card goes (hand, reserve or seraph slot)."""
    steps.push(state, "buy_to", seat, card=action["card"], discount=action.get("discount"))


def buy_to_legal(state: dict, step: dict) -> list:
    """A seraph card to a slot; any other card to hand (replacing a card, L2 rule) or to the reserve."""
    card_id, player = step["card"], state["players"][step["seat"]]
    name = wording.card(card_id)
    if content().is_seraph_card(card_id):
        return [{"type": "to_slot", "slot": i, **(
            wording.label("label.to_slot.replace", card=name, slot=i + 1, held=wording.card(held)) if held
            else wording.label("label.to_slot", card=name, slot=i + 1))}
            for i, held in enumerate(player["seraph_cards"])]
    hand = replaceable(player, card_id)
    out = [{"type": "to_hand", "replace": h, **wording.label("label.to_hand", card=name, replaced=shown)}
           for h, shown in zip(hand, wording.cards(hand))]
    return out + [{"type": "to_reserve", **wording.label("label.to_reserve", card=name)}]


def buy_to_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pay, take the card from the offer, refill it, and place the card (AF-22..AF-24)."""
    steps.pop(state, step)
    seat, card_id = step["seat"], step["card"]
    player = state["players"][seat]
    pay(state, seat, price(state, seat, card_id, step["discount"]), ev, "buy")
    if step["discount"] is not None:
        player["turn_flags"][LEARNING] -= 1
    side = ground_of(state, card_id)
    state["training"][side]["offer"].remove(card_id)
    replaced = place_bought(state, seat, card_id, action)
    ev.append(event("card_bought", seat, card=card_id, to=action["type"][3:], replaced=replaced))
    refill_offer(state, side, ev)


def place_bought(state: dict, seat: int, card_id: str, action: dict) -> str | None:
    """Put the bought card where the action says; the replaced card (hand or slot) goes to the lost pile."""
    player = state["players"][seat]
    replaced = None
    if action["type"] == "to_hand":
        replaced = action["replace"]
        player["hand"][player["hand"].index(replaced)] = card_id
    elif action["type"] == "to_slot":
        replaced = player["seraph_cards"][action["slot"]]
        player["seraph_cards"][action["slot"]] = card_id
    else:
        player["reserve"].append(card_id)
    if replaced is not None:
        to_lost(state, seat, replaced)
    return replaced


# -- reserve swaps (AF-23) ---------------------------------------------------------------------------------------
def swap_actions(state: dict, seat: int) -> list:
    """Replace a hand card with a reserved card, any time, the L2 rule applying (AF-23); for turns and windows."""
    player, out = state["players"][seat], []
    for r, shown in zip(player["reserve"], wording.cards(player["reserve"])):
        hand = replaceable(player, r)
        out += [{"type": "swap_reserve", "reserve_card": r, "hand_card": h,
                 **wording.label("label.swap_reserve", card=shown, replaced=held)}
                for h, held in zip(hand, wording.cards(hand))]
    return out


def swap(state: dict, seat: int, action: dict, ev: list) -> None:
    """The reserved card takes the hand card's place; the hand card goes to the lost pile (AF-23)."""
    player = state["players"][seat]
    player["reserve"].remove(action["reserve_card"])
    player["hand"][player["hand"].index(action["hand_card"])] = action["reserve_card"]
    to_lost(state, seat, action["hand_card"])
    ev.append(event("reserve_swapped", seat, card=action["reserve_card"], replaced=action["hand_card"]))


# -- discarding the offer (AF-20; New Ideas AF-90) ----------------------------------------------------------------
def offer_discard_actions(state: dict, seat: int) -> list:
    """Pay 2 C to discard any of the offer (AF-20)."""
    cost = content().offer_discard_price
    if not training_of(state, seat)["offer"] or not can_afford(state["players"][seat], cost):
        return []
    return [{"type": "discard_offer", **wording.label("label.discard_offer", cost=wording.cost(cost))}]


def start_offer_discard(state: dict, seat: int, action: dict, ev: list) -> None:
    """Ask which offered cards go (paid: the 2 C are taken with the choice)."""
    push_offer_discard(state, seat, paid=True, most=content().training_offer)


def push_offer_discard(state: dict, seat: int, paid: bool = False, most: int | None = None) -> None:
    """Open the choice of offered cards to discard at once, then refill (also New Ideas: up to 4, AF-90)."""
    steps.push(state, "offer_discard", seat, paid=paid, most=most or content().training_offer)


def offer_discard_legal(state: dict, step: dict) -> list:
    """Every set of offered cards (at least one when paid for; up to `most`) (AF-20, AF-90); Azazel also from the
    other ground, those actions naming its `side` (AF-77)."""
    own, out = state["players"][step["seat"]]["side"], []
    for side in grounds(state, step["seat"]):
        offer = sorted(state["training"][side]["offer"])
        least = 1 if step["paid"] or side != own else 0
        shown, tail = dict(zip(offer, wording.cards(offer))), "" if side == own else ".other"
        for n in range(least, min(step["most"], len(offer)) + 1):
            for cards in combinations(offer, n):
                extra = {"side": side} if side != own else {}
                said = (wording.label("label.discard_offer_cards" + tail, cards=items([shown[c] for c in cards]))
                        if cards else wording.label("label.discard_offer_cards.none" + tail))
                out.append({"type": "discard_offer_cards", "cards": list(cards), **extra, **said})
    return out


def offer_discard_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The chosen cards go to the lost pile together, then the offer refills (AF-20, AF-90)."""
    steps.pop(state, step)
    seat = step["seat"]
    if step["paid"]:
        pay(state, seat, content().offer_discard_price, ev, "discard_offer")
    side = action.get("side", state["players"][seat]["side"])
    ground = state["training"][side]
    for card in action["cards"]:
        ground["offer"].remove(card)
        ground["lost"].append(card)
    ev.append(event("offer_discarded", seat, cards=list(action["cards"])))
    refill_offer(state, side, ev)


# -- discarding cards from hand (AF-29) -----------------------------------------------------------------------------
def discard_actions(state: dict, seat: int) -> list:
    """Discard a hand card without its effect, on your turn (AF-29)."""
    hand = state["players"][seat]["hand"]
    return [{"type": "discard_card", "card": h, **wording.label("label.discard_card", card=shown)}
            for h, shown in zip(hand, wording.cards(hand))]


def discard_card(state: dict, seat: int, action: dict, ev: list) -> None:
    """The card goes on top of the discard pile, face up (AF-29, AF-50)."""
    player = state["players"][seat]
    player["hand"].remove(action["card"])
    player["discard"].append(action["card"])
    ev.append(event("card_discarded", seat, card=action["card"]))


# -- the draw (AF-50) and the invariant (AF-25) ---------------------------------------------------------------------
def deck_size(player: dict) -> int:
    """Hand + draw pile + discard pile: always 12 (AF-25)."""
    return len(player["hand"]) + len(player["deck"]) + len(player["discard"])


def refill_deck(player: dict) -> None:
    """Turn the discard pile over as the new draw pile, unshuffled: the first card discarded is drawn first, and
    everyone knows the order (AF-50; Rulebook: Cards are not reshuffled)."""
    player["deck"] = list(reversed(player["discard"]))
    player["discard"] = []
    player["deck_known"] = True


def draw_to_handsize(state: dict, seat: int, ev: list) -> None:
    """Draw until the hand holds handsize cards, refilling from the discard pile when the deck runs out (AF-50)."""
    player = state["players"][seat]
    drawn = []
    while len(player["hand"]) < player["handsize"]:
        if not player["deck"]:
            if not player["discard"]:
                break
            refill_deck(player)
            ev.append(event("deck_refilled", seat, cards=len(player["deck"])))
        drawn.append(player["deck"].pop())
        player["hand"].append(drawn[-1])
    if drawn:
        # teammates see each other's hands (AF-10: "you may show each other your cards"; units.audience)
        ev.append(private_event("cards_drawn", seat, units.audience(state, seat), {"cards": drawn},
                                {"count": len(drawn)}))


# -- the turn menu's economy entries -----------------------------------------------------------------------------------
def turn_actions(state: dict, seat: int) -> list:
    """Upgrades, buys, the offer discard, reserve swaps and card discards (AF-17..AF-25, AF-29)."""
    return (upgrade_actions(state, seat) + buy_actions(state, seat) + offer_discard_actions(state, seat)
            + swap_actions(state, seat) + discard_actions(state, seat))


#: turn action type -> what carries it out
HANDLERS = {"upgrade": upgrade, "buy": start_buy, "discard_offer": start_offer_discard, "swap_reserve": swap,
            "discard_card": discard_card}

steps.register("buy_to", legal=buy_to_legal, apply=buy_to_apply)
steps.register("offer_discard", legal=offer_discard_legal, apply=offer_discard_apply)

