from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Fairness")


@_attrs_define
class Fairness:
    """
    Attributes:
        commitment (str):
        salt (str):
        seed (int):
    """

    commitment: str
    salt: str
    seed: int

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        salt = self.salt

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
                "salt": salt,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        salt = d.pop("salt")

        seed = d.pop("seed")

        fairness = cls(
            commitment=commitment,
            salt=salt,
            seed=seed,
        )

        return fairness
