"""What the conformance suite (tests/test_conformance.py) cannot ask of Tichu by itself.

The suite plays random games to the end and checks the contract at every step, with
the invariants of asobiba/games/tichu/conformance.py (every card somewhere once, each
round's card points 100 or a double victory's 200). Here: ``plays`` lists exactly
the combinations of a hand, against a brute force over every subset.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from asobiba.games.tichu.cards import BY_NAME, DECK, PHOENIX
from asobiba.games.tichu.combos import DOG_LEAD, Combo, Rules, beats, classify, single_rank
from asobiba.games.tichu.plays import plays


def brute_force(hand: list[int], top: Combo | None, rules: Rules) -> set[tuple]:
    """Every play of ``hand`` on ``top``, by trying every subset, Phoenix rank and straight flag."""
    found = set()
    for size in range(1, len(hand) + 1):
        for cards in combinations(sorted(hand), size):
            for phoenix in (0, *range(2, 15)):
                for as_straight in (False, True):
                    combo = classify(cards, phoenix, as_straight, rules)
                    if combo is None:
                        continue
                    if combo.kind == DOG_LEAD and top is not None:
                        continue
                    if cards == (PHOENIX,):
                        if top is not None and top.rank == 30:
                            continue
                        combo = Combo(combo.kind, 1, single_rank(PHOENIX, top))
                    if beats(combo, top):
                        found.add((cards, phoenix, as_straight))
    return found


@pytest.mark.parametrize("seed", range(60))
def test_plays_lists_exactly_the_combinations_of_a_hand(seed):
    rng = random.Random(seed)
    rules = Rules(rng.random() < 0.5, rng.random() < 0.5)
    hand = sorted(rng.sample(DECK, 10) if seed % 3 else {BY_NAME["PHOENIX"], *rng.sample(DECK, 9)})
    led = [combo_of(play, rules) for play in plays(sorted(rng.sample(DECK, 10)), None, rules)]
    tops = [None, *(combo for combo in led if combo.kind != DOG_LEAD)]  # the Dog never stays on the table
    for top in [None, *rng.sample(tops, min(6, len(tops)))]:
        listed = [(play.cards, play.phoenix, play.straight) for play in plays(hand, top, rules)]
        assert len(listed) == len(set(listed))
        assert set(listed) == brute_force(hand, top, rules)


def combo_of(play, rules):
    combo = classify(play.cards, play.phoenix, play.straight, rules)
    return combo if play.cards != (PHOENIX,) else Combo(combo.kind, 1, single_rank(PHOENIX, None))
