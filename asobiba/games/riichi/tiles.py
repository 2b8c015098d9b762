"""Riichi tiles: ids, kinds, names, the deck and the dora order (rules/riichi.md §1, RIICHI-R11,
R39, R44).

A tile is an int 0..135, the ``mahjong`` package's "136 format"; its kind is ``tile // 4``:
0–8 are 1–9 man, 9–17 pin, 18–26 sou, 27–30 the winds East, South, West, North, and 31–33
the dragons white, green, red. The four copies of a kind are ``4 * kind .. 4 * kind + 3``.
With red fives on, copy 0 of each five is red: tiles 16 (5m), 52 (5p), 88 (5s); with three
players there is no 5m, so only 52 and 88 (RIICHI-R11, R39).

Names are mjai's: ``"1m"``–``"9m"``, ``"1p"``…, ``"1s"``…, ``"E" "S" "W" "N"``, ``"P" "F" "C"``
(white, green, red dragon), and ``"5mr" "5pr" "5sr"`` for red fives. Every tile has exactly one
name, so Tenhou's ``"0m"`` spelling of a red five is not accepted: two spellings of one tile
would make equal moves compare unequal.

Display order is the id order, ``sorted(tiles)``: by kind, and a red five (copy 0) first among
its fives, as the 136 ids themselves order them.
"""

from __future__ import annotations

from collections.abc import Iterable

KINDS = 34
RED = frozenset({16, 52, 88})  # RIICHI-R11: one red 5m, 5p, 5s (copy 0 of each five)
NAMES = (
    *(f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)),
    *("E", "S", "W", "N", "P", "F", "C"),
)
# Every tile's name by id, without red fives and with them (``TILE_NAMES[red][tile]``): the
# flow names tiles in every move and event, and a lookup is quicker than building the name.
TILE_NAMES = tuple(tuple(NAMES[tile // 4] + ("r" if red and tile in RED else "") for tile in range(4 * KINDS)) for red in (False, True))
_BY_NAME = {name: (kind, False) for kind, name in enumerate(NAMES)} | {NAMES[tile // 4] + "r": (tile // 4, True) for tile in RED}


def kind_name(kind: int) -> str:
    """The mjai name of a kind (``4`` → ``"5m"``, ``27`` → ``"E"``)."""
    if not 0 <= kind < KINDS:
        raise ValueError(f"not a tile kind: {kind!r} (0..33)")
    return NAMES[kind]


def tile_name(tile: int, red: bool) -> str:
    """The mjai name of a tile; ``red`` says whether red fives are on (RIICHI-R11): when off,
    tile 16 is a plain ``"5m"``."""
    if not 0 <= tile < 4 * KINDS:
        raise ValueError(f"not a tile: {tile!r} (0..135)")
    return NAMES[tile // 4] + ("r" if red and tile in RED else "")


def parse_tile(name: str) -> tuple[int, bool]:
    """``(kind, red)`` of an mjai tile name: ``"5pr"`` → ``(13, True)``; ValueError otherwise."""
    parsed = _BY_NAME.get(name) if isinstance(name, str) else None
    if parsed is None:
        raise ValueError(f"not a tile name: {name!r} (mjai names: 1m..9m, 1p..9p, 1s..9s, E S W N P F C, 5mr 5pr 5sr)")
    return parsed


def deck(players: int) -> list[int]:
    """Every tile of the game in id order: 136 tiles for four players, 108 for three (no 2m–8m,
    RIICHI-R39)."""
    if players == 4:
        return list(range(4 * KINDS))
    if players == 3:
        return [tile for tile in range(4 * KINDS) if not 1 <= tile // 4 <= 7]
    raise ValueError(f"Riichi is played by 4 or 3 players, not {players!r}")


def is_honor(kind: int) -> bool:
    return kind >= 27


def is_terminal_or_honor(kind: int) -> bool:
    """A 1, a 9 or an honor: the kinds of kokushi, of the nine-terminals draw and of nagashi."""
    return kind >= 27 or kind % 9 in (0, 8)


def dora_kind(indicator_kind: int, players: int) -> int:
    """The dora shown by an indicator: the next kind in its suit (9 → 1), wind (N → E) or dragon
    (C → P) cycle; with three players 1m shows 9m, there being no 2m–8m (RIICHI-R44)."""
    if players == 3 and indicator_kind == 0:
        return 8
    if indicator_kind < 27:
        suit = indicator_kind - indicator_kind % 9
        return suit + (indicator_kind - suit + 1) % 9
    if indicator_kind < 31:
        return 27 + (indicator_kind - 27 + 1) % 4
    return 31 + (indicator_kind - 31 + 1) % 3


def to_34(tiles: Iterable[int]) -> list[int]:
    """How many tiles of each of the 34 kinds (the package's "34 format" counts)."""
    counts = [0] * KINDS
    for tile in tiles:
        counts[tile // 4] += 1
    return counts
