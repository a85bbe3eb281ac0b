from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelGems")


@_attrs_define
class FallenAngelGems:
    """a count per colour (gems or cubes)

    Attributes:
        black (int): how many black
        blue (int): how many blue
        green (int): how many green
        red (int): how many red
        yellow (int): how many yellow
    """

    black: int
    blue: int
    green: int
    red: int
    yellow: int

    def to_dict(self) -> dict[str, Any]:
        black = self.black

        blue = self.blue

        green = self.green

        red = self.red

        yellow = self.yellow

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "black": black,
                "blue": blue,
                "green": green,
                "red": red,
                "yellow": yellow,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        black = d.pop("black")

        blue = d.pop("blue")

        green = d.pop("green")

        red = d.pop("red")

        yellow = d.pop("yellow")

        fallen_angel_gems = cls(
            black=black,
            blue=blue,
            green=green,
            red=red,
            yellow=yellow,
        )

        return fallen_angel_gems
