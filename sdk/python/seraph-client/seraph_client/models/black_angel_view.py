from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_board import BlackAngelViewBoard
    from ..models.black_angel_view_decision import BlackAngelViewDecision
    from ..models.black_angel_view_decks import BlackAngelViewDecks
    from ..models.black_angel_view_dice import BlackAngelViewDice
    from ..models.black_angel_view_end import BlackAngelViewEnd
    from ..models.black_angel_view_final import BlackAngelViewFinal
    from ..models.black_angel_view_hal import BlackAngelViewHal
    from ..models.black_angel_view_neutral import BlackAngelViewNeutral
    from ..models.black_angel_view_players_item import BlackAngelViewPlayersItem
    from ..models.black_angel_view_space import BlackAngelViewSpace
    from ..models.black_angel_view_turn import BlackAngelViewTurn


T = TypeVar("T", bound="BlackAngelView")


@_attrs_define
class BlackAngelView:
    """what view(state, viewer) returns: one shape for a seat and a spectator; hidden parts are optional

    Attributes:
        board (BlackAngelViewBoard): the Black Angel board
        decision (BlackAngelViewDecision | None): the open decision: where (pending | step), kind, seat, id and its
            public data
        decks (BlackAngelViewDecks): sizes of the Mission decks per colour, Ravager deck, tile stacks per colour and
            advanced deck; exhausted Mission colours; the public discard piles
        dice (BlackAngelViewDice): per die id (d-<colour>-<n>, glossary components): its colour, face, damage and where
            it lies
        end (BlackAngelViewEnd): trigger (null | spes | ravagers) and final_round (the round that ends the game)
        final (BlackAngelViewFinal | None): the result once the game is over (details.seats: the scoring breakdown),
            else null
        first (int): the first player's seat (0-based, an index into players)
        game (str): always black_angel
        hal (BlackAngelViewHal | None): solitaire only (else null): seat, human, difficulty, deck (size), card (revealed
            this turn), discard, out (tiles and Ravagers Hal converted), box (Ravagers removed at setup, size)
        neutral (BlackAngelViewNeutral | None): 2 players: the neutral player (BA-38), else null
        over (bool): true once the game has ended
        players (list[BlackAngelViewPlayersItem]): one board per seat, players[s] for seat s (players[].* below)
        round_ (int): the round number (1 on)
        space (BlackAngelViewSpace): the Space board: its strips, the Missions and ships on their hexes, and where the
            Black Angel is
        turn (BlackAngelViewTurn): whose turn it is and how far: seat, seq (null | A | B), die (the die in use),
            card_played, bought
    """

    board: BlackAngelViewBoard
    decision: BlackAngelViewDecision | None
    decks: BlackAngelViewDecks
    dice: BlackAngelViewDice
    end: BlackAngelViewEnd
    final: BlackAngelViewFinal | None
    first: int
    game: str
    hal: BlackAngelViewHal | None
    neutral: BlackAngelViewNeutral | None
    over: bool
    players: list[BlackAngelViewPlayersItem]
    round_: int
    space: BlackAngelViewSpace
    turn: BlackAngelViewTurn

    def to_dict(self) -> dict[str, Any]:
        from ..models.black_angel_view_decision import BlackAngelViewDecision  # noqa: PLC0415
        from ..models.black_angel_view_final import BlackAngelViewFinal  # noqa: PLC0415
        from ..models.black_angel_view_hal import BlackAngelViewHal  # noqa: PLC0415
        from ..models.black_angel_view_neutral import BlackAngelViewNeutral  # noqa: PLC0415

        board = self.board.to_dict()

        decision: dict[str, Any] | None
        if isinstance(self.decision, BlackAngelViewDecision):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        decks = self.decks.to_dict()

        dice = self.dice.to_dict()

        end = self.end.to_dict()

        final: dict[str, Any] | None
        if isinstance(self.final, BlackAngelViewFinal):
            final = self.final.to_dict()
        else:
            final = self.final

        first = self.first

        game = self.game

        hal: dict[str, Any] | None
        if isinstance(self.hal, BlackAngelViewHal):
            hal = self.hal.to_dict()
        else:
            hal = self.hal

        neutral: dict[str, Any] | None
        if isinstance(self.neutral, BlackAngelViewNeutral):
            neutral = self.neutral.to_dict()
        else:
            neutral = self.neutral

        over = self.over

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        round_ = self.round_

        space = self.space.to_dict()

        turn = self.turn.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "decision": decision,
                "decks": decks,
                "dice": dice,
                "end": end,
                "final": final,
                "first": first,
                "game": game,
                "hal": hal,
                "neutral": neutral,
                "over": over,
                "players": players,
                "round": round_,
                "space": space,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_board import BlackAngelViewBoard  # noqa: PLC0415
        from ..models.black_angel_view_decision import BlackAngelViewDecision  # noqa: PLC0415
        from ..models.black_angel_view_decks import BlackAngelViewDecks  # noqa: PLC0415
        from ..models.black_angel_view_dice import BlackAngelViewDice  # noqa: PLC0415
        from ..models.black_angel_view_end import BlackAngelViewEnd  # noqa: PLC0415
        from ..models.black_angel_view_final import BlackAngelViewFinal  # noqa: PLC0415
        from ..models.black_angel_view_hal import BlackAngelViewHal  # noqa: PLC0415
        from ..models.black_angel_view_neutral import BlackAngelViewNeutral  # noqa: PLC0415
        from ..models.black_angel_view_players_item import BlackAngelViewPlayersItem  # noqa: PLC0415
        from ..models.black_angel_view_space import BlackAngelViewSpace  # noqa: PLC0415
        from ..models.black_angel_view_turn import BlackAngelViewTurn  # noqa: PLC0415

        d = dict(src_dict)
        board = BlackAngelViewBoard.from_dict(d.pop("board"))

        def _parse_decision(data: object) -> BlackAngelViewDecision | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0 = BlackAngelViewDecision.from_dict(data)

                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlackAngelViewDecision | None, data)

        decision = _parse_decision(d.pop("decision"))

        decks = BlackAngelViewDecks.from_dict(d.pop("decks"))

        dice = BlackAngelViewDice.from_dict(d.pop("dice"))

        end = BlackAngelViewEnd.from_dict(d.pop("end"))

        def _parse_final(data: object) -> BlackAngelViewFinal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                final_type_0 = BlackAngelViewFinal.from_dict(data)

                return final_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlackAngelViewFinal | None, data)

        final = _parse_final(d.pop("final"))

        first = d.pop("first")

        game = d.pop("game")

        def _parse_hal(data: object) -> BlackAngelViewHal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hal_type_0 = BlackAngelViewHal.from_dict(data)

                return hal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlackAngelViewHal | None, data)

        hal = _parse_hal(d.pop("hal"))

        def _parse_neutral(data: object) -> BlackAngelViewNeutral | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                neutral_type_0 = BlackAngelViewNeutral.from_dict(data)

                return neutral_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlackAngelViewNeutral | None, data)

        neutral = _parse_neutral(d.pop("neutral"))

        over = d.pop("over")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = BlackAngelViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        round_ = d.pop("round")

        space = BlackAngelViewSpace.from_dict(d.pop("space"))

        turn = BlackAngelViewTurn.from_dict(d.pop("turn"))

        black_angel_view = cls(
            board=board,
            decision=decision,
            decks=decks,
            dice=dice,
            end=end,
            final=final,
            first=first,
            game=game,
            hal=hal,
            neutral=neutral,
            over=over,
            players=players,
            round_=round_,
            space=space,
            turn=turn,
        )

        return black_angel_view
