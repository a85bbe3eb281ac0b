"""The catalog's labels of battles and archery (issue 30): battle cards, casualties, retreats and the archers'
shots. Ids: `label.<action>[.<variant>]`."""
from __future__ import annotations

BATTLE = {
    # the battle windows (AF-41, AF-102..AF-105, AF-116, AF-128, AF-132)
    "label.battle.pass": "Pass (play no battle card now)",
    "label.battle_card.damage": "Play {card}: +{n} damage this round",
    "label.battle_card.prevent": "Play {card}: prevent {n} of the damage coming now",
    "label.battle_card.circles": "Play {card}: prevent {n} (your circles) this round",
    "label.battle_card.ambush": "Play {card}: deploy {minions} from your reinforcements into {area}",
    "label.battle_card.entrench": "Play {card}: remove {n, plural, one {# attacking minion} other {# attacking "
                                  "minions}}, unpreventably",
    "label.battle_card.charge": "Play {card}: Charge +{n} for this battle",
    "label.battle_card.disappear": "Play {card}: every defending unit here returns to reinforcements",
    # casualties (AF-43)
    "label.casualty.minion": "Lose a {colour} {side, select, good {angel} other {demon}}",
    "label.casualty.arch": "Lose 1 health of the {leader} (health {health} now)",
    "label.casualty.seraph": "Lose the {leader}",
    # after a round (AF-44..AF-46, AF-80)
    "label.stay": "Stay and fight on",
    "label.retreat.defender": "Retreat backwards toward your side from {area}",
    "label.retreat.attacker": "Retreat from {area} back to {to}",
    "label.retreat.attacker.off": "Retreat from {area} to your reinforcements",
    "label.move_in": "Move every survivor into {area}",
    # damage outside battle (AF-42, AF-43)
    "label.card_casualty.minion": "Take 1 of {left} damage in {area} on a {colour} "
                                  "{side, select, good {angel} other {demon}}",
    "label.card_casualty.leader": "Take 1 of {left} damage in {area} on the {leader}",
    # Archers (AF-78, AF-96, AF-105)
    "label.archers": "Archers from {area} shoot at {target}",
    "label.archers.done": "Shoot with no more troops",
    "label.archer_troop": "Shoot with {shooters}",
    "label.archery_shield": "Play {card}: prevent {n} archery damage",
    "label.pass": "Pass",
}
