from enum import StrEnum


class FallenAngelOrderProposedEventHow(StrEnum):
    ORDER_CHAMBER = "order_chamber"
    ROTATE = "rotate"
    SEAT_ORDER = "seat_order"

    def __str__(self) -> str:
        return str(self.value)
