from enum import StrEnum


class FallenAngelLocation(StrEnum):
    LOC_01 = "loc-01"
    LOC_02 = "loc-02"
    LOC_03 = "loc-03"
    LOC_04 = "loc-04"
    LOC_05 = "loc-05"
    LOC_06 = "loc-06"
    LOC_07 = "loc-07"
    LOC_08 = "loc-08"
    LOC_09 = "loc-09"
    LOC_10 = "loc-10"
    LOC_11 = "loc-11"
    LOC_12 = "loc-12"
    LOC_13 = "loc-13"
    LOC_14 = "loc-14"
    LOC_15 = "loc-15"
    LOC_16 = "loc-16"
    LOC_17 = "loc-17"
    LOC_18 = "loc-18"
    LOC_19 = "loc-19"
    LOC_20 = "loc-20"

    def __str__(self) -> str:
        return str(self.value)
