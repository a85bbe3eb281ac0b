from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..models.angel_fury_player_kind import AngelFuryPlayerKind
from ..models.angel_fury_side import AngelFurySide
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.angel_fury_player_commands import AngelFuryPlayerCommands
    from ..models.angel_fury_player_turn_flags import AngelFuryPlayerTurnFlags


T = TypeVar("T", bound="AngelFuryPlayer")


@_attrs_define
class AngelFuryPlayer:
    """a player board (hand_ids and offered only for the seat itself and its teammates)

    Attributes:
        character (None | str): the character (null for others until every seat has chosen)
        choosing (bool): true while the character choice runs
        chosen (bool): true once the seat has kept a character
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        colours (list[AngelFuryColour]): every colour the seat commands
        commands (AngelFuryPlayerCommands): command markers: unused, used
        crystals (int): C held
        deck (int): cards in the draw pile (a count)
        deck_known (bool): the draw pile is an unshuffled refill: its order is public
        deck_order (list[str] | None): the draw pile's ids (top last) when deck_known, else null
        discard (list[str]): the discard pile (top last), face up
        hand (int): cards in hand (a count)
        handsize (int): cards drawn up to at the end of the turn
        kind (AngelFuryPlayerKind): human, bot or automa
        name (str): display name
        reinforcements (int): R held (minions in supply)
        reserve (list[str]): cards bought to reserve, face up
        role (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        seat (int): seat number
        seraph_cards (list[None | str]): the seraph/tormentor card slots (id or null each)
        side (AngelFurySide): a side: good (the angels) or evil (the demons)
        tactics_played (int): tactic cards played this turn
        turn_flags (AngelFuryPlayerTurnFlags): this turn's once-per-turn uses and pending card effects
        hand_ids (list[str] | Unset): your own seat only: your hand's card ids
        offered (list[str] | Unset): your own seat only: the characters dealt to you (until the game starts)
    """

    character: None | str
    choosing: bool
    chosen: bool
    colour: AngelFuryColour
    colours: list[AngelFuryColour]
    commands: AngelFuryPlayerCommands
    crystals: int
    deck: int
    deck_known: bool
    deck_order: list[str] | None
    discard: list[str]
    hand: int
    handsize: int
    kind: AngelFuryPlayerKind
    name: str
    reinforcements: int
    reserve: list[str]
    role: AngelFuryColour
    seat: int
    seraph_cards: list[None | str]
    side: AngelFurySide
    tactics_played: int
    turn_flags: AngelFuryPlayerTurnFlags
    hand_ids: list[str] | Unset = UNSET
    offered: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        character: None | str
        character = self.character

        choosing = self.choosing

        chosen = self.chosen

        colour = self.colour.value

        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)

        commands = self.commands.to_dict()

        crystals = self.crystals

        deck = self.deck

        deck_known = self.deck_known

        deck_order: list[str] | None
        if isinstance(self.deck_order, list):
            deck_order = self.deck_order

        else:
            deck_order = self.deck_order

        discard = self.discard

        hand = self.hand

        handsize = self.handsize

        kind = self.kind.value

        name = self.name

        reinforcements = self.reinforcements

        reserve = self.reserve

        role = self.role.value

        seat = self.seat

        seraph_cards = []
        for seraph_cards_item_data in self.seraph_cards:
            seraph_cards_item: None | str
            seraph_cards_item = seraph_cards_item_data
            seraph_cards.append(seraph_cards_item)

        side = self.side.value

        tactics_played = self.tactics_played

        turn_flags = self.turn_flags.to_dict()

        hand_ids: list[str] | Unset = UNSET
        if not isinstance(self.hand_ids, Unset):
            hand_ids = self.hand_ids

        offered: list[str] | Unset = UNSET
        if not isinstance(self.offered, Unset):
            offered = self.offered

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "choosing": choosing,
                "chosen": chosen,
                "colour": colour,
                "colours": colours,
                "commands": commands,
                "crystals": crystals,
                "deck": deck,
                "deck_known": deck_known,
                "deck_order": deck_order,
                "discard": discard,
                "hand": hand,
                "handsize": handsize,
                "kind": kind,
                "name": name,
                "reinforcements": reinforcements,
                "reserve": reserve,
                "role": role,
                "seat": seat,
                "seraph_cards": seraph_cards,
                "side": side,
                "tactics_played": tactics_played,
                "turn_flags": turn_flags,
            }
        )
        if hand_ids is not UNSET:
            field_dict["hand_ids"] = hand_ids
        if offered is not UNSET:
            field_dict["offered"] = offered

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_player_commands import AngelFuryPlayerCommands  # noqa: PLC0415
        from ..models.angel_fury_player_turn_flags import AngelFuryPlayerTurnFlags  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_character(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        character = _parse_character(d.pop("character"))

        choosing = d.pop("choosing")

        chosen = d.pop("chosen")

        colour = AngelFuryColour(d.pop("colour"))

        colours = []
        _colours = d.pop("colours")
        for colours_item_data in _colours:
            colours_item = AngelFuryColour(colours_item_data)

            colours.append(colours_item)

        commands = AngelFuryPlayerCommands.from_dict(d.pop("commands"))

        crystals = d.pop("crystals")

        deck = d.pop("deck")

        deck_known = d.pop("deck_known")

        def _parse_deck_order(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_order_type_0 = cast(list[str], data)

                return deck_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck_order = _parse_deck_order(d.pop("deck_order"))

        discard = cast(list[str], d.pop("discard"))

        hand = d.pop("hand")

        handsize = d.pop("handsize")

        kind = AngelFuryPlayerKind(d.pop("kind"))

        name = d.pop("name")

        reinforcements = d.pop("reinforcements")

        reserve = cast(list[str], d.pop("reserve"))

        role = AngelFuryColour(d.pop("role"))

        seat = d.pop("seat")

        seraph_cards = []
        _seraph_cards = d.pop("seraph_cards")
        for seraph_cards_item_data in _seraph_cards:

            def _parse_seraph_cards_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            seraph_cards_item = _parse_seraph_cards_item(seraph_cards_item_data)

            seraph_cards.append(seraph_cards_item)

        side = AngelFurySide(d.pop("side"))

        tactics_played = d.pop("tactics_played")

        turn_flags = AngelFuryPlayerTurnFlags.from_dict(d.pop("turn_flags"))

        hand_ids = cast(list[str], d.pop("hand_ids", UNSET))

        offered = cast(list[str], d.pop("offered", UNSET))

        angel_fury_player = cls(
            character=character,
            choosing=choosing,
            chosen=chosen,
            colour=colour,
            colours=colours,
            commands=commands,
            crystals=crystals,
            deck=deck,
            deck_known=deck_known,
            deck_order=deck_order,
            discard=discard,
            hand=hand,
            handsize=handsize,
            kind=kind,
            name=name,
            reinforcements=reinforcements,
            reserve=reserve,
            role=role,
            seat=seat,
            seraph_cards=seraph_cards,
            side=side,
            tactics_played=tactics_played,
            turn_flags=turn_flags,
            hand_ids=hand_ids,
            offered=offered,
        )

        return angel_fury_player
