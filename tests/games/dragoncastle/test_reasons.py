"""A refusal names tiles as players read them, never by the engine's symbol ids (issue 36: "wind-3")."""

from __future__ import annotations

import re

import pytest

from asobiba.core.errors import IllegalMove
from asobiba.games.dragoncastle import GAME

from .helpers import pair, play, start, take

SYMBOL_ID = re.compile(r"\b(?:season|wind|dragon)-\w+|\b[MSF][1-6]\b")


def refusal(castle: dict, first: tuple[int, int], second: tuple[int, int]) -> IllegalMove:
    state = start(castle=castle)
    play(state, take(*first))
    with pytest.raises(IllegalMove) as refused:
        GAME.play(state, 0, GAME.parse_move(pair(*second)))
    return refused.value


@pytest.mark.rule("DC-R7")
@pytest.mark.parametrize(
    ("castle", "en", "ja"),
    [
        (
            {(0, 0): ["wind-rainy"], (4, 0): ["wind-3"]},
            "a pair needs the same symbol: Wind III is not Rainy Wind",
            "ペアは同じ絵柄です: 風 III は 雨の風 ではありません",
        ),
        (
            {(0, 0): ["S2"], (4, 0): ["S3"]},
            "a pair needs the same symbol: Soldiers 3 is not Soldiers 2",
            "ペアは同じ絵柄です: 兵士3 は 兵士2 ではありません",
        ),
        (
            {(0, 0): ["season-4"], (4, 0): ["dragon-1"]},
            "a pair needs the same symbol: Dragon I is not Season IV",
            "ペアは同じ絵柄です: 龍 I は 季節 IV ではありません",
        ),
    ],
)
def test_dc_r7_a_pair_of_different_symbols_is_refused_naming_both_tiles(castle: dict, en: str, ja: str):
    refused = refusal(castle, (0, 0), (4, 0))
    assert (refused.reason.en, refused.reason.ja) == (en, ja)
    assert not SYMBOL_ID.search(refused.reason.en) and not SYMBOL_ID.search(refused.reason.ja)
