"""A player's airship resources: VP, Honor, Shields, Engine, the gem storage, consumed gems, cubes, Full Gear.

Shields run 0..max (surplus lost), Engine 0..max on the meter; storage is 6 compartments filled right to left
(index 0 = rightmost), each paying its red Engine cost, and gems shift right for free after a removal, so the
filled compartments are always a prefix of the list. VP may go below 0 (row 50's assumption). Full Gear is
checked whenever a track changes (row 45). (Rows 24-26, 45; Rulebook: The Resource Triangle, Full Gear Bonus.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel.content import content

#: player keys `gain` and `spend` move (VP is the score track, the others the mat)
TRACKS = ("vp", "honor", "shields", "engine")


# -- reading ---------------------------------------------------------------------------------------------------
def colour_of(state: dict, seat: int) -> str:
    """The seat's player colour (its role)."""
    return state["seats"][seat]["role"]


def shield_max() -> int:
    """The top of the Shields track (inventory part 3)."""
    return content().shield_max


def engine_max() -> int:
    """The top of the Engine meter (inventory part 3)."""
    return content().engine_max


def cap(track: str) -> int | None:
    """The maximum of a track, or None when it is unlimited (VP, Honor)."""
    return {"shields": shield_max(), "engine": engine_max()}.get(track)


def gems(player: dict) -> list[str]:
    """The stored gems, rightmost first."""
    return [g for g in player["storage"] if g is not None]


def gem_count(player: dict) -> int:
    """How many gems the storage holds."""
    return len(player["storage"]) - player["storage"].count(None)


def free_compartments(player: dict) -> int:
    """Empty storage compartments."""
    return player["storage"].count(None)


def next_cost(player: dict) -> int | None:
    """The red Engine cost of the compartment the next gem fills, or None when the storage is full (row 24)."""
    filled = gem_count(player)
    return content().storage_costs[filled] if filled < len(player["storage"]) else None


def can_store(player: dict) -> bool:
    """A free compartment whose Engine cost the player can pay (row 24)."""
    cost = next_cost(player)
    return cost is not None and player["engine"] >= cost


def gem_colours(player: dict) -> list[str]:
    """The distinct colours in storage, in content colour order."""
    held = set(gems(player))
    return [c for c in content().gem_colours if c in held]


def is_own(state: dict, seat: int, colour: str) -> bool:
    """The gem or cube matches the player's colour; black matches nobody (row 25)."""
    return colour == colour_of(state, seat)


def cube_count(player: dict) -> int:
    """Unused cubes on the mat."""
    return sum(player["cubes"].values())


# -- tracks ----------------------------------------------------------------------------------------------------
def gain(state: dict, seat: int, ev: list, reason: str | None = None, **amounts) -> dict:
    """Add VP/Honor/Shields/Engine; Shields and Engine stop at their maximum, the surplus is lost (rows 25, 26).
    Returns the amounts actually gained."""
    player = state["players"][seat]
    got = {}
    for track, n in amounts.items():
        top = cap(track)
        new = player[track] + n if top is None else min(top, player[track] + n)
        if new != player[track]:
            got[track] = new - player[track]
            player[track] = new
    if got:
        ev.append(event("resources_gained", seat, reason=reason, **got))
        check_full_gear(state, seat, ev)
    return got


def can_spend(player: dict, **amounts) -> bool:
    """The player holds every amount (VP may be spent below 0 only through `lose_vp`)."""
    return all(player[track] >= n for track, n in amounts.items())


def spend(state: dict, seat: int, ev: list, reason: str | None = None, **amounts) -> None:
    """Pay Honor/Shields/Engine/VP the player holds (callers check `can_spend` first)."""
    player = state["players"][seat]
    if not can_spend(player, **amounts):
        raise ValueError(f"seat {seat} cannot pay {amounts}")
    paid = {track: n for track, n in amounts.items() if n}
    for track, n in paid.items():
        player[track] -= n
    if paid:
        ev.append(event("resources_spent", seat, reason=reason, **paid))


def lose_vp(state: dict, seat: int, n: int, ev: list, reason: str | None = None) -> None:
    """Lose `n` VP; the track may go below 0 (row 50's assumption)."""
    if n > 0:
        player = state["players"][seat]
        player["vp"] -= n
        ev.append(event("vp_lost", seat, vp=n, total=player["vp"], reason=reason))


def gain_vp(state: dict, seat: int, n: int, ev: list, reason: str | None = None) -> None:
    """Gain `n` VP."""
    gain(state, seat, ev, reason, vp=n)


# -- gems --------------------------------------------------------------------------------------------------------
def store_gem(state: dict, seat: int, colour: str, ev: list, pay: bool = True, reason: str | None = None) -> int:
    """Put a gem in the next compartment from the right, paying its red Engine cost unless `pay` is False
    (row 24; M2 transfers for free). Returns the Engine paid."""
    player = state["players"][seat]
    cost = next_cost(player) if pay else 0
    player["storage"][gem_count(player)] = colour
    player["engine"] -= cost
    ev.append(event("gem_stored", seat, colour=colour, engine_paid=cost, reason=reason))
    check_full_gear(state, seat, ev)
    return cost


def take_gem(player: dict, colour: str) -> None:
    """Remove one gem of `colour`; the others shift right for free (row 25; Rulebook: Gems to Shields, step 4)."""
    held = gems(player)
    held.remove(colour)
    player["storage"] = held + [None] * (len(player["storage"]) - len(held))


def consume_gem(state: dict, seat: int, colour: str, ev: list, reason: str | None = None) -> None:
    """Move a stored gem to the player's consumed pile beside the mat, for end-game scoring (rows 25, 47, 48)."""
    player = state["players"][seat]
    take_gem(player, colour)
    player["consumed"][colour] = player["consumed"].get(colour, 0) + 1
    ev.append(event("gem_consumed", seat, colour=colour, reason=reason))


# -- cubes -------------------------------------------------------------------------------------------------------
def add_cube(state: dict, seat: int, colour: str, ev: list, reason: str | None = None) -> None:
    """Put a cube on the player's mat (rows 30, M3)."""
    cubes = state["players"][seat]["cubes"]
    cubes[colour] = cubes.get(colour, 0) + 1
    ev.append(event("cube_gained", seat, colour=colour, reason=reason))


def take_cube(player: dict, colour: str) -> None:
    """Remove one unused cube of `colour` from the mat."""
    player["cubes"][colour] -= 1


# -- Full Gear (row 45) -------------------------------------------------------------------------------------
def is_full(player: dict, track: str) -> bool:
    """The track is at its maximum: Shields, Engine, all compartments, all Barrack slots filled (row 45)."""
    if track == "storage":
        return free_compartments(player) == 0
    if track == "barracks":
        return all(slot is not None for slot in player["barracks"].values())
    return player[track] >= cap(track)


def check_full_gear(state: dict, seat: int, ev: list) -> None:
    """The first time a track is full, gain its one-time VP and flip its Bonus token (row 45; Rulebook: Full Gear
    Bonus). bonus[track] turns True when the token flips to its dark side (earned)."""
    player = state["players"][seat]
    for track in content().bonus_tracks:
        if not player["bonus"][track] and is_full(player, track):
            player["bonus"][track] = True
            vp = content().full_gear_vp[track]
            player["vp"] += vp
            ev.append(event("full_gear", seat, track=track, vp=vp))
