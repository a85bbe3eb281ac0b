"""The catalog's prompts (issue 30): what a seat is deciding now. Ids: `prompt.<decision kind>[.<variant>]`."""
from __future__ import annotations

POINTS = "{points, plural, one {# point} other {# points}} left"

PROMPTS = {
    "prompt.turn": "Your turn, round {round}: {choices}",
    "prompt.turn.begun": "Your turn, round {round} (Sequence A has begun): {choices}",
    "part.turn.take_die": "take a die (Sequence A)",
    "part.turn.play_card": "play a card into a slot",
    "part.turn.flip": "flip a die for debris",
    "part.turn.sequence_b": "do Sequence B",
    "part.turn.pass": "pass (final round)",
    "prompt.use_die": "Use your {die}: a board action of its colour or an activation Mission of its colour in space",
    "prompt.activate_tiles": "Activate the tiles your card faces in {slot}: choose the next one (any order, each "
                             "once), or finish",
    "prompt.discover": "Discover Technology: " + POINTS + "; take a display tile (its space's cost) or an advanced "
                       "tile ({cost}), or finish",
    "prompt.inject": "Inject your new tiles ({tiles}) into your grid: choose a tile and its arrow (advanced tiles "
                     "through a black arrow)",
    "prompt.place_advanced": "Place the ejected {tile} on an empty advanced space",
    "prompt.fix": "Fix the Black Angel: " + POINTS + "; remove a damage cube from an action or a die, or finish",
    "prompt.place_debris": "Put the debris on a tile's lightning space (the tile fires) or store it",
    "prompt.annihilate": "Annihilate Ravagers: " + POINTS + "; take all Ravagers of a location (one point per "
                         "card), or finish",
    "prompt.ravager_discard": "{ravager} strikes before the action: discard a Mission card from your hand",
    "prompt.choose_assign": "Assign a robot from the break room to a workstation of your choice",
    "prompt.choose_flip": "Flip one of your own compartment dice to its opposite face",
    "prompt.choose_fix": "Remove a damage cube of your choice, from an action or a die",
    "prompt.choose_draw": "Draw a Mission card: choose its colour",
    "prompt.choose_convert": "Pay {pay} to gain {gain}, or decline",
    "prompt.choose_convert.plain": "Make the conversion, or decline",
    # the tile or Mission an effect comes from
    "prompt.from": "{prompt} ({source})",
    "prompt.reserve": "Reserve dice for {price, plural, one {# resource} other {# resources}} each (they can't be "
                      "bought), or finish",
    "prompt.hand_limit": "You hold {held} Missions: discard one (the limit is {limit}; Ravagers don't count)",
    "prompt.ship_choice": "Command Your Ships ({colour}, value {value}): move a ship already in space, keep one "
                          "where it stands to place a Mission there, or launch a new one",
    "prompt.ship_choice.star": "Command Your Ships ({colour}, a star): choose the ship whose hex gets the Mission "
                               "(no move)",
    "prompt.ship_move": "Move your ship up to {value, plural, one {# hex} other {# hexes}} from {hex}: choose where "
                        "it ends",
    "prompt.mission_place": "Place one of your {colour} Missions at {hex}, or skip",
    "prompt.mission_place.must": "Place one of your {colour} Missions at {hex}",
    "prompt.free_activation": "{by} activated your Mission {mission} at {hex}: take your free activation ({effect}) "
                              "or decline",
    "prompt.free_activation.anyone": "Another player activated your Mission {mission} at {hex}: take your free "
                                     "activation ({effect}) or decline",
    # Hal's decisions: only his seat is ever asked them (BA-39)
    "prompt.hal": "Hal (automa) decides by the rules: {what}",
    "part.hal.hal_turn": "reveal his top card or do Sequence B",
    "part.hal.hal_take": "take the die his card names",
    "part.hal.hal_use": "use the die as his card and the fallback chain say",
    "part.hal.hal_discover": "take the next tile",
    "part.hal.hal_fix": "remove the next damage cube",
    "part.hal.hal_annihilate": "take the next Ravager location",
    "part.hal.hal_ship": "move a ship",
    "part.hal.hal_place": "place a Mission",
    "part.hal.hal_free_activation": "take the free activation of his Mission",
}
