from enum import StrEnum


class OptionType(StrEnum):
    BOOL = "bool"
    ENUM = "enum"
    INT = "int"
    STR = "str"

    def __str__(self) -> str:
        return str(self.value)
