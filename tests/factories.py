"""Shared test-data factories (factory-boy)."""
from __future__ import annotations

import factory


class SeatFactory(factory.DictFactory):
    """One seat of a create-game body."""

    name = factory.Sequence(lambda n: f"Player {n}")
    kind = "human"


class GameRequestFactory(factory.DictFactory):
    """A POST /v1/games body for Falling: two human seats and a fixed seed by default.

    GameRequestFactory(seats=[...]), GameRequestFactory(seed=None) or GameRequestFactory.with_kinds("human", "bot").
    """

    game = "falling"
    options = factory.Dict({})
    seats = factory.List([factory.SubFactory(SeatFactory), factory.SubFactory(SeatFactory)])
    seed = factory.Sequence(lambda n: 1000 + n)

    @classmethod
    def with_kinds(cls, *kinds: str, **kwargs) -> dict:
        return cls(seats=[SeatFactory(kind=k) for k in kinds], **kwargs)


class MoveRequestFactory(factory.DictFactory):
    """A POST /v1/games/{id}/moves body: MoveRequestFactory(action=legal[0], expected_version=3)."""

    action = factory.Dict({"type": "pass"})
    expected_version = None
