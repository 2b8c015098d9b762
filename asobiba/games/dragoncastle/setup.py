"""Dealing a game (DC-R1–R4), or building the position a ``setup`` describes (docs/dragoncastle.md).

Without a setup the 116 tiles are shuffled from the seed and dealt face up into the
layout's stacks (DC-R1), the Spirit and Dragon cards are drawn (DC-R3) and the first
player is drawn (DC-R4). A ``setup`` may fix any of these and give starting realms,
pools and VP tokens, so tests build any position:

``castle``   one list of tile ids (bottom to top, any height) per space of the layout, in
             reading order; tiles it and the realms leave out are out of play (``box``).
             Without it, the tiles the realms leave are dealt in reading order, each
             stack up to its printed height.
``spirits``, ``dragons``   the cards in play (ids of §1.4, §1.5), replacing the draw.
``first``    the first player's seat.
``realms``   per seat, a list of ``{"cell": [r, c], "tiles": [ids], "face_up": bool, "shrine": bool}``
             (the top tile face up, or a Shrine on it face down).
``pools``, ``vp``   per seat, the Shrines in the pool (1 by default, DC-R4) and the VP tokens.
"""

from __future__ import annotations

from typing import Any

from asobiba.core.contract import seeded_rng
from asobiba.core.errors import SetupError
from asobiba.core.text import Text
from asobiba.games.dragoncastle import realm
from asobiba.games.dragoncastle.data import (
    COUNTDOWN_TOKENS,
    DRAGON_CARDS,
    MIN_SET,
    SOLO_COUNTDOWN,
    SPIRITS,
    START_SHRINES,
    TILES,
)
from asobiba.games.dragoncastle.layouts import LAYOUTS
from asobiba.games.dragoncastle.options import max_height
from asobiba.games.dragoncastle.state import DOWN, SHRINE, UP, DragonCastleState

KEYS = {"castle", "spirits", "dragons", "first", "realms", "pools", "vp"}


def _error(en: str, ja: str) -> SetupError:
    return SetupError(Text(f"setup: {en}", f"setup: {ja}"))


def new_state(n: int, options: dict[str, Any], seed: int, setup: dict[str, Any] | None) -> DragonCastleState:
    given = _checked(setup)
    layout = LAYOUTS[options["castle_layout"]]
    size = options["realm_size"]
    if n == 1:
        cards = 1 if options["solo_with_cards"] == "on" else 0
        spirit_count = dragon_count = cards
    else:
        spirit_count, dragon_count = options["spirit_cards"], options["dragon_cards"]
    spirits = given["spirits"] if "spirits" in given else seeded_rng(seed, "spirits").sample(SPIRITS, spirit_count)
    dragons = given["dragons"] if "dragons" in given else seeded_rng(seed, "dragons").sample(DRAGON_CARDS, dragon_count)
    singles = SOLO_COUNTDOWN if n == 1 else n
    state = DragonCastleState(
        n=n,
        options=options,
        seed=seed,
        setup=setup,
        layout=layout.name,
        size=size,
        max_height=max_height(options),
        spirits=_ids("spirits", SPIRITS, spirits),
        dragons=_ids("dragons", DRAGON_CARDS, dragons),
        first=_first(given, n, seed),
        height=[0] * (layout.outside + 1),
        castle=[()] * (layout.outside + 1),
        realm=[[()] * (size * size) for _ in range(n)],
        top=[[DOWN] * (size * size) for _ in range(n)],
        pool=_per_seat(given, "pools", n, START_SHRINES),
        vp=_per_seat(given, "vp", n, 0),
        countdown=[0] * n,
        discards=[[] for _ in range(n)],
        scored=[[] for _ in range(n)],
        singles_left=singles,
        stack_left=COUNTDOWN_TOKENS - singles,
    )
    used = _realms(state, given.get("realms"))
    _castle(state, given.get("castle"), used, seed)
    return state


def _checked(setup: Any) -> dict[str, Any]:
    if setup is None:
        return {}
    if not isinstance(setup, dict) or not set(setup) <= KEYS:
        raise _error(f"an object with the keys {', '.join(sorted(KEYS))}", f"{', '.join(sorted(KEYS))} をキーに持つオブジェクトです")
    return setup


def _ids(key: str, known: tuple[str, ...], value: Any) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or len(set(value)) != len(value) or not all(card in known for card in value):
        raise _error(f"{key} is a list of distinct ids of {', '.join(known)}", f"{key} は {', '.join(known)} の異なる id のリストです")
    return tuple(value)


def _first(given: dict[str, Any], n: int, seed: int) -> int:
    if "first" not in given:
        return seeded_rng(seed, "first").randrange(n)
    first = given["first"]
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
        raise _error(f"first is a seat from 0 to {n - 1}", f"first は 0〜{n - 1} の席です")
    return first


def _per_seat(given: dict[str, Any], key: str, n: int, default: int) -> list[int]:
    values = given.get(key, [default] * n)
    if (
        not isinstance(values, list)
        or len(values) != n
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values)
    ):
        raise _error(f"{key} lists {n} counts, one per seat", f"{key} は席ごとの {n} 個の数です")
    return list(values)


def _tile_list(value: Any, where: str) -> list[int]:
    if not isinstance(value, list) or not all(isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < TILES for tile in value):
        raise _error(f"{where} is a list of tile ids from 0 to {TILES - 1}", f"{where} は 0〜{TILES - 1} のタイル id のリストです")
    return value


def _realms(state: DragonCastleState, realms: Any) -> list[int]:
    """Put the setup's realm tiles in place; the tile ids used."""
    if realms is None:
        return []
    if not isinstance(realms, list) or len(realms) != state.n:
        raise _error(f"realms lists {state.n} realms, one per seat", f"realms は席ごとの {state.n} 個の領地です")
    used: list[int] = []
    for seat, cells in enumerate(realms):
        for entry in cells if isinstance(cells, list) else [None]:
            if not isinstance(entry, dict) or not set(entry) <= {"cell", "tiles", "face_up", "shrine"} or "cell" not in entry:
                raise _error(
                    'a realm cell is {"cell": [r, c], "tiles": [...], "face_up": bool, "shrine": bool}', "領地のマスの形式が違います"
                )
            square = entry["cell"]
            cell = realm.cell_of(state, *square) if isinstance(square, list) and len(square) == 2 else None
            tiles = _tile_list(entry.get("tiles", []), f"the tiles of realm cell {square!r}")
            face_up, shrine = entry.get("face_up", False) is True, entry.get("shrine", False) is True
            if (
                cell is None
                or state.realm[seat][cell]
                or len(tiles) > state.max_height
                or ((face_up or shrine) and not tiles)
                or (face_up and shrine)
            ):
                raise _error(
                    f"realm cell {square!r} of seat {seat} is outside, repeated, too high, or both face up and under a Shrine",
                    f"席 {seat} の領地のマス {square!r} が不正です",
                )
            state.realm[seat][cell] = tuple(tiles)
            state.top[seat][cell] = UP if face_up else SHRINE if shrine else DOWN
            used += tiles
        if any(len(group) >= MIN_SET for group in realm.groups(state, seat, realm.tile_type)):
            raise _error(
                f"seat {seat}'s realm has 4 or more connected face-up tiles of one type (they consolidate at once)",
                f"席 {seat} の領地に同じ種類の表向きのタイルが4枚以上つながっています",
            )
    return used


def _castle(state: DragonCastleState, stacks: Any, used: list[int], seed: int) -> None:
    layout = LAYOUTS[state.layout]
    if stacks is None:
        rest = [tile for tile in range(TILES) if tile not in set(used)]
        seeded_rng(seed, "castle").shuffle(rest)
        for position in layout.spaces:
            dealt, rest = rest[: layout.heights[position]], rest[layout.heights[position] :]
            state.castle[position] = tuple(dealt)
        listed = used
    else:
        if not isinstance(stacks, list) or len(stacks) != len(layout.spaces):
            raise _error(
                f"castle lists {len(layout.spaces)} stacks, one per space of layout {layout.name!r}",
                f"castle は配置 {layout.name!r} のマスごとの {len(layout.spaces)} 個の山です",
            )
        for position, stack in zip(layout.spaces, stacks, strict=True):
            state.castle[position] = tuple(_tile_list(stack, "a castle stack"))
        listed = used + [tile for stack in stacks for tile in stack]
        state.box = sorted(set(range(TILES)) - set(listed))
    if len(set(listed)) != len(listed):
        raise _error("a tile is in two places", "同じタイルが2か所にあります")
    for position in layout.spaces:
        state.height[position] = len(state.castle[position])
