"""Tile efficiency and hand value for the Riichi bots: what one seat knows, read from its view,
and how good each discard leaves its hand.

A discard is scored by the hand it leaves: its shanten first (xiangting's count, seven pairs
and kokushi included while the hand is closed), then its ukeire (how many unseen tiles would
lower that shanten: four of each kind minus those in sight, in rivers, melds, Norths set
aside, dora indicators and the own hand), then its value (dora, red fives, yakuhai pairs, and
the yaku an open hand must keep: rules/riichi.md RIICHI-R9, R10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import xiangting

from asobiba.games.riichi.tiles import KINDS, NAMES, dora_kind, is_terminal_or_honor

PLAYER_COUNT = {4: xiangting.PlayerCount.FOUR, 3: xiangting.PlayerCount.THREE}  # three: no 2m–8m (RIICHI-R39)

KIND = {name: kind for kind, name in enumerate(NAMES)} | {NAMES[kind] + "r": kind for kind in (4, 13, 22)}
DRAGONS = (31, 32, 33)
SHANTEN_STEP = 100.0  # a step of shanten outweighs any ukeire (at most ~80 tiles) and value
DORA = 5.0  # keeping a dora is worth about 5 more tiles of ukeire: a han is a big share of a cheap hand
RED = 5.0  # a red five is a dora
YAKUHAI_PAIR = 6.0  # a pair of a yakuhai is a yaku in waiting (pon it, or win on it): keep it
TANYAO_LEAN = 1.0  # of two equal discards, the terminal or honor: it keeps the hand open to tanyao
FLEXIBILITY = 0.05  # per unseen tile within two of a number kept: breaks ties for tiles that may still connect
NEEDED_YAKU = 40.0  # an open hand living on tanyao or honitsu must shed what breaks it (RIICHI-R9)


@dataclass(frozen=True, slots=True)
class Known:
    """What one seat knows that its bot uses, read from its view."""

    seat: int
    players: int
    counts: tuple[int, ...]  # own concealed tiles by kind, the drawn tile included
    reds: frozenset[int]  # kinds of which a red five is held
    melds: tuple[tuple[str, tuple[int, ...]], ...]  # own melds: kind ("pon", "chi", …) and tile kinds
    unseen: tuple[int, ...]  # tiles of each kind out of sight
    dora: tuple[int, ...]  # dora kinds, one entry per indicator
    yakuhai: frozenset[int]  # dragons, the round wind and the seat wind
    kuitan: bool

    @property
    def closed(self) -> bool:
        return all(kind == "ankan" for kind, _ in self.melds)


def known(view: dict[str, Any]) -> Known:
    """The seat's knowledge from its view (``view["hand"]`` and ``view["drawn"]`` hold its tiles)."""
    seat, players = view["seat"], view["players"]
    tiles = [*view["hand"], *([view["drawn"]] if view["drawn"] else [])]
    counts = [0] * KINDS
    for name in tiles:
        counts[KIND[name]] += 1
    seen = counts[:]
    for river in view["rivers"]:
        for entry in river:
            if not entry["called"]:  # a called tile is counted in its meld
                seen[KIND[entry["tile"]]] += 1
    for melds in view["melds"]:
        for meld in melds:
            for name in meld["tiles"]:
                seen[KIND[name]] += 1
    seen[30] += sum(view["nuki"])
    indicators = [KIND[name] for name in view["dora"]]
    for kind in indicators:
        seen[kind] += 1
    total = [0 if players == 3 and 1 <= kind <= 7 else 4 for kind in range(KINDS)]  # no 2m–8m with three (RIICHI-R39)
    own = tuple((meld["kind"], tuple(KIND[name] for name in meld["tiles"])) for meld in view["melds"][seat])
    seat_wind = (seat - view["dealer"]) % players
    return Known(
        seat=seat,
        players=players,
        counts=tuple(counts),
        reds=frozenset(KIND[name] for name in tiles if name.endswith("r")),
        melds=own,
        unseen=tuple(max(0, total[kind] - seen[kind]) for kind in range(KINDS)),
        dora=tuple(dora_kind(kind, players) for kind in indicators),
        yakuhai=frozenset({*DRAGONS, 27 + view["wind"], 27 + seat_wind} - ({30} if players == 3 else set())),
        kuitan=view["options"].get("kuitan", "on") == "on",
    )


def shanten_of(counts: tuple[int, ...], players: int) -> int:
    """Shanten of concealed tiles: -1 complete, 0 tenpai. Seven pairs and kokushi count with 13
    tiles or more. xiangting's replacement number less one: the mahjong package's shanten, at a
    twentieth of its cost (tests/bots/test_riichi_efficiency.py)."""
    return xiangting.calculate_replacement_number(list(counts), PLAYER_COUNT[players]) - 1


def improving(counts: tuple[int, ...], players: int) -> tuple[int, tuple[int, ...]]:
    """The shanten of a waiting hand (3n + 1 tiles) and the kinds whose draw lowers it (all four
    held of a kind cannot be drawn)."""
    replacements, necessary = xiangting.calculate_necessary_tiles(list(counts), PLAYER_COUNT[players])
    kinds = []
    while necessary:  # one bit a kind, the lowest first
        kind = (necessary & -necessary).bit_length() - 1
        necessary &= necessary - 1
        if counts[kind] < 4:
            kinds.append(kind)
    return replacements - 1, tuple(kinds)


def ukeire(counts: tuple[int, ...], unseen: tuple[int, ...], players: int) -> tuple[int, int]:
    """Shanten of a waiting hand and how many unseen tiles lower it."""
    base, kinds = improving(counts, players)
    return base, sum(unseen[kind] for kind in kinds)


def without(counts: tuple[int, ...], kind: int, times: int = 1) -> tuple[int, ...]:
    return (*counts[:kind], counts[kind] - times, *counts[kind + 1 :])


def open_plan(me: Known) -> str | None:
    """The yaku an open hand lives on: "yakuhai" (a yakuhai triplet made or held), else "tanyao"
    (melds of simples, kuitan on), "honitsu" (melds of one suit and honors), "toitoi" (pons only);
    None when its melds fit none of these. Closed hands need no plan: riichi is their yaku."""
    if any(tiles[0] in me.yakuhai and kind != "chi" for kind, tiles in me.melds) or any(me.counts[kind] >= 3 for kind in me.yakuhai):
        return "yakuhai"
    kinds = [kind for _, tiles in me.melds for kind in tiles]
    if me.kuitan and not any(is_terminal_or_honor(kind) for kind in kinds):
        return "tanyao"
    suits = {kind // 9 for kind in kinds if kind < 27}
    if len(suits) <= 1:
        return "honitsu"
    if all(kind != "chi" for kind, _ in me.melds):
        return "toitoi"
    return None


def value_kept(me: Known, kind: int, plan: str | None) -> float:
    """What discarding one tile of ``kind`` gives up in value (negative: it helps)."""
    kept = DORA * me.dora.count(kind)
    if kind in me.reds and me.counts[kind] == 1:  # the red five goes only when it is the last of its kind
        kept += RED
    if kind in me.yakuhai and me.counts[kind] >= 2:
        kept += YAKUHAI_PAIR
    if is_terminal_or_honor(kind):
        kept -= TANYAO_LEAN
    if kind < 27:
        suit = kind - kind % 9
        kept += FLEXIBILITY * sum(me.unseen[near] for near in range(max(suit, kind - 2), min(suit + 9, kind + 3)) if near != kind)
    if plan == "tanyao" and is_terminal_or_honor(kind):
        kept -= NEEDED_YAKU
    if plan == "honitsu" and kind < 27 and kind // 9 != main_suit(me):
        kept -= NEEDED_YAKU
    return kept


def main_suit(me: Known) -> int:
    """The suit of an honitsu: that of its melds, else the suit most held."""
    for _, tiles in me.melds:
        if tiles[0] < 27:
            return tiles[0] // 9
    return max(range(3), key=lambda suit: sum(me.counts[9 * suit : 9 * suit + 9]))


def discard_scores(me: Known, kinds: list[int]) -> dict[int, tuple[float, int, int]]:
    """For each kind that may be discarded: its score (higher is better), and the shanten and
    ukeire of the hand it leaves."""
    plan = None if me.closed else open_plan(me)
    scores = {}
    for kind in kinds:
        left = without(me.counts, kind)
        shanten, tiles = ukeire(left, me.unseen, me.players)
        scores[kind] = (-SHANTEN_STEP * shanten + tiles - value_kept(me, kind, plan), shanten, tiles)
    return scores


def hand_value(me: Known) -> int:
    """A rough count of the han a hand already holds: dora, red fives, yakuhai triplets and pairs."""
    held = [*(kind for kind, count in enumerate(me.counts) for _ in range(count)), *(k for _, tiles in me.melds for k in tiles)]
    han = sum(me.dora.count(kind) for kind in held) + len(me.reds)
    yakuhai_sets = {tiles[0] for kind, tiles in me.melds if kind != "chi" and tiles[0] in me.yakuhai}
    yakuhai_sets |= {kind for kind in me.yakuhai if me.counts[kind] >= 2}
    return han + len(yakuhai_sets)
