from enum import StrEnum


class OptionType(StrEnum):
    BOOL = "bool"
    ENUM = "enum"
    INT = "int"
    SEAT = "seat"
    STR = "str"

    def __str__(self) -> str:
        return str(self.value)
