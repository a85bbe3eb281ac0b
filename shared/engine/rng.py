"""Seeded generator whose whole state is one integer kept inside the game state."""

_MASK = (1 << 64) - 1


_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Return the generator state for a seed (any int, reduced to 64 bits)."""
    return _mix((seed + _GAMMA) & _MASK)


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """SplitMix64 over `holder[key]`; every draw writes the new state back, so it round-trips through JSON."""

    __slots__ = ("holder", "key")

    def __init__(self, holder: dict, key: str = "rng"):
        self.holder = holder
        self.key = key

    def next64(self) -> int:
        """Advance the generator and return 64 random bits."""
        s = (self.holder[self.key] + _GAMMA) & _MASK
        self.holder[self.key] = s
        return _mix(s)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def choice(self, seq):
        """One element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> list:
        """Fisher-Yates shuffle in place; returns the list for chaining."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items
