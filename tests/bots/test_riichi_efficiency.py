"""The bots' shanten and ukeire (xiangting) against the mahjong package's shanten, the reference."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong.shanten import Shanten

from asobiba.games.riichi.efficiency import improving, shanten_of


def hands(seed: int, count: int, sizes: tuple[int, ...], kinds: Sequence[int] = range(34)) -> list[tuple[int, ...]]:
    """Random concealed hands of the given sizes; half drawn from a few kinds, so that pairs,
    triplets and all four of a kind are common."""
    rng = random.Random(seed)
    dealt = []
    for index in range(count):
        pool = rng.sample(kinds, rng.randint(4, 9)) if index % 2 else kinds
        counts = [0] * 34
        size = rng.choice(sizes)
        while sum(counts) < size:
            kind = rng.choice(pool)
            if counts[kind] < 4:
                counts[kind] += 1
        dealt.append(tuple(counts))
    return dealt


def reference(counts: tuple[int, ...]) -> int:
    closed = sum(counts) >= 13  # seven pairs and kokushi need a hand without melds
    return Shanten.calculate_shanten(list(counts), use_chiitoitsu=closed, use_kokushi=closed)


def test_shanten_is_the_packages_with_seven_pairs_kokushi_and_four_of_a_kind():
    dealt = hands(1, 4000, (14, 13, 11, 10, 8, 7, 5, 4, 2, 1))
    assert [shanten_of(counts, 4) for counts in dealt] == [reference(counts) for counts in dealt]
    assert {shanten_of(counts, 4) for counts in dealt} >= {-1, 0, 1, 2, 3}


def test_ukeire_kinds_are_the_draws_that_lower_the_packages_shanten():
    for counts in hands(2, 400, (13, 10, 7, 4)):
        base = reference(counts)
        lowering = tuple(
            kind for kind in range(34) if counts[kind] < 4 and reference(tuple(c + (k == kind) for k, c in enumerate(counts))) < base
        )
        assert improving(counts, 4) == (base, lowering)


def test_with_three_players_no_run_is_built_of_the_missing_manzu_RIICHI_R39():
    # 1m 9m, 123p 456p 789p, 11s: with four players 2m 3m and 7m 8m would make it ready, with three only pairs do
    counts = (1, *[0] * 7, 1, *[1] * 9, 2, *[0] * 15)
    assert improving(counts, 4) == (1, (0, 1, 2, 6, 7, 8, 18))
    assert improving(counts, 3) == (1, (0, 8, 18))
    sanma = [kind for kind in range(34) if not 1 <= kind <= 7]
    for counts in hands(3, 400, (14, 13, 11, 10), sanma):
        assert shanten_of(counts, 3) >= shanten_of(counts, 4)  # manzu only as pairs and triplets
