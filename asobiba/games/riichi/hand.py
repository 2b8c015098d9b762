"""One Riichi hand, valued and examined: pure functions over tiles that wrap the ``mahjong``
package (rules/riichi.md RIICHI-R9, R13, R20, R26, R28, R31, R33–R37, R44, R45, R47).

The package values a won hand (han, fu, yaku, points, RIICHI-R33). This module gives it the
settings RIICHI-R34 fixes for the table's rules and reduces its answer to what the game
needs. The flow asks its shape questions after every discard: waits, tenpai, riichi
discards, a kan in riichi and kuikae. They are answered here from tile counts, with a cache.

Conventions (tiles are 136 ids, see tiles.py):

- ``closed`` is a player's concealed tiles, never the tiles of his melds. A waiting hand has
  ``len(closed) + 3 * len(melds) == 13``: a kan's fourth tile is made up by the replacement
  draw, and so is an extracted North.
- For ``evaluate``, ``closed`` includes the winning tile (the drawn tile on tsumo; on ron the
  caller appends the discard), so it has ``14 - 3 * len(melds)`` tiles. The package wants
  every tile, melds' included; ``evaluate`` adds those itself.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from operator import itemgetter
from typing import Any, NamedTuple

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.yaku import Yaku
from mahjong.meld import Meld as PackageMeld
from mahjong.shanten import Shanten

from asobiba.games.riichi.tiles import is_terminal_or_honor, to_34

EAST = 27  # the seat wind of the dealer
_TERMINALS_AND_HONORS = tuple(kind for kind in range(34) if is_terminal_or_honor(kind))
_terminal_and_honor_counts = itemgetter(*_TERMINALS_AND_HONORS)


@dataclass(frozen=True, slots=True)
class Rules:
    """The table options that change a hand's value (rules/riichi.md §5)."""

    players: int = 4
    kuitan: bool = True  # RIICHI-R10
    red_fives: bool = True  # RIICHI-R11

    def __post_init__(self) -> None:
        if self.players not in (3, 4):
            raise ValueError(f"Riichi is played by 4 or 3 players, not {self.players!r}")


def optional_rules(rules: Rules) -> OptionalRules:
    """The package's rule options, every one as RIICHI-R34 sets it (defaults spelled out, so a
    change of default upstream cannot change Tenhou's rules here)."""
    return OptionalRules(
        has_open_tanyao=rules.kuitan,
        has_aka_dora=rules.red_fives,
        has_double_yakuman=False,  # RIICHI-R31: every yakuman is single
        kazoe_limit=HandConstants.KAZOE_LIMITED,
        kiriage=False,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=False,
        has_daisharin=False,
        has_daisharin_other_suits=False,
        has_sashikomi_yakuman=False,
        has_daichisei=False,
        is_three_player=rules.players == 3,  # RIICHI-R36, R44, R47
    )


_PACKAGE_TYPES = {
    "chi": PackageMeld.CHI,
    "pon": PackageMeld.PON,
    "daiminkan": PackageMeld.KAN,
    "kakan": PackageMeld.SHOUMINKAN,
    "ankan": PackageMeld.KAN,
}


@dataclass(frozen=True, slots=True)
class Meld:
    """A called or declared set.

    ``kind``: ``chi``, ``pon``, ``daiminkan`` (an open kan on a discard), ``kakan`` (a pon and
    its fourth tile) or ``ankan`` (a closed kan). ``tiles``: its ids, kept sorted. ``called``: the
    tile taken from another player (for a kakan, the pon's); None for an ankan. ``source``: where
    that tile came from, counted back in turn order from the caller, ``(caller - discarder) %
    players``: 1 is the player on the left (kamicha), 2 the one opposite (four players), and
    ``players - 1`` the one on the right (shimocha); None for an ankan or when nobody asks.
    ``opened``: False only for an ankan, which leaves the hand closed.
    """

    kind: str
    tiles: tuple[int, ...]
    called: int | None = None
    source: int | None = None
    opened: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles)))  # one meld, one value, whatever the order given
        kinds = [tile // 4 for tile in self.tiles]
        if self.kind == "chi":
            shape = len(kinds) == 3 and kinds[0] < 27 and kinds[0] % 9 <= 6 and kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2]
        else:
            shape = len(kinds) == (3 if self.kind == "pon" else 4) and len(set(kinds)) == 1
        closed = self.kind == "ankan"
        called = self.called is None if closed else self.called in self.tiles
        if self.kind not in _PACKAGE_TYPES or not shape or not called or self.opened == closed:
            raise ValueError(f"not a meld: {self!r}")

    def to_mahjong(self) -> PackageMeld:
        """The package's meld (only its type, tiles and openness count in scoring)."""
        return PackageMeld(_PACKAGE_TYPES[self.kind], self.tiles, self.opened, self.called)


@dataclass(frozen=True, slots=True, kw_only=True)
class WinContext:
    """How a hand was won. The flow sets only flags that can hold together (RIICHI-R21, R23,
    R31); the package rejects impossible ones (ippatsu without riichi, rinshan on a ron…) and
    ``evaluate`` then answers None."""

    seat_wind: int  # kind 27..30; East (27) is the dealer
    round_wind: int  # kind 27..29
    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False  # RIICHI-R21: 2 han in place of riichi's 1
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    tenhou: bool = False
    chiihou: bool = False
    honba: int = 0
    deposits: int = 0  # riichi sticks on the table
    nuki: int = 0  # Norths set aside (three players, RIICHI-R41)


def hand_config(context: WinContext, rules: Rules) -> HandConfig:
    """The package's configuration for one win (RIICHI-R34). Renhou, open riichi and
    paarenchan are never set: they are not Tenhou's (RIICHI-R32)."""
    return HandConfig(
        is_tsumo=context.tsumo,
        is_riichi=context.riichi,
        is_ippatsu=context.ippatsu,
        is_rinshan=context.rinshan,
        is_chankan=context.chankan,
        is_haitei=context.haitei,
        is_houtei=context.houtei,
        is_daburu_riichi=context.double_riichi,
        is_tenhou=context.tenhou,
        is_chiihou=context.chiihou,
        player_wind=context.seat_wind,
        round_wind=context.round_wind,
        tsumi_number=context.honba,
        kyoutaku_number=context.deposits,
        num_nuki_dora=context.nuki,
        options=optional_rules(rules),
    )


@dataclass(frozen=True, slots=True)
class HandValue:
    """A won hand's value.

    ``han``: the total, bonuses included. ``fu``: as the package counts it (25 for seven pairs).
    ``yakuman``: how many yakuman, each single (RIICHI-R31). ``limit``: the package's level,
    ``"mangan"``, ``"haneman"``, ``"baiman"``, ``"sanbaiman"``, ``"yakuman"``, ``"2x yakuman"``…,
    or None below mangan; 13 han without a yakuman (kazoe) is ``"yakuman"`` with ``yakuman == 0``.
    ``yaku``: (package name, han) of every han source but the dora, so ippatsu is listed.
    ``fu_details``: (fu, package reason), largest first. The dora come apart: ``dora`` are the
    indicated dora, extracted Norths included; ``aka`` the red fives; ``ura`` the ura dora
    (riichi only); ``nuki`` one per extracted North (RIICHI-R41). A yakuman gets none of them.

    Payments leave out honba and deposits, which the flow shares out (RIICHI-R29, R30). ``ron``:
    what the discarder pays (0 on tsumo). On tsumo, ``tsumo_dealer``: what the dealer pays (0
    when he wins); ``tsumo_other``: what each other payer pays. With three players each payer
    pays his four-player amount and the absent fourth share is lost (tsumo-son, RIICHI-R47).
    ``total``: the package's sum of what a lone winner without pao gains, honba (300 a ron or
    100 a payer on tsumo; 200 a ron with three players) and deposits included.
    """

    han: int
    fu: int
    yakuman: int
    limit: str | None
    yaku: tuple[tuple[str, int], ...]
    fu_details: tuple[tuple[int, str], ...]
    dora: int
    aka: int
    ura: int
    nuki: int
    ron: int
    tsumo_dealer: int
    tsumo_other: int
    total: int

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["yaku"] = [{"name": name, "han": han} for name, han in self.yaku]
        data["fu_details"] = [{"fu": fu, "reason": reason} for fu, reason in self.fu_details]
        return data


_BONUSES = ("Dora", "Aka Dora", "Ura Dora")


def evaluate(
    closed: list[int],
    win_tile: int,
    melds: list[Meld],
    dora_indicators: list[int],
    ura_indicators: list[int],
    context: WinContext,
    rules: Rules,
) -> HandValue | None:
    """The value of the hand ``closed`` (winning tile included) + ``melds`` won on ``win_tile``,
    or None when the package gives an error: no yaku (dora never count, RIICHI-R9), not a
    complete hand, or flags that cannot hold together (RIICHI-R33). Ura indicators count only
    with riichi; pass them whenever they are known."""
    if win_tile not in closed or len(closed) + 3 * len(melds) != 14:
        raise ValueError(f"a won hand has 14 - 3 x melds closed tiles, the winning tile among them: {closed!r}, {win_tile!r}")
    tiles = [*closed, *(tile for meld in melds for tile in meld.tiles)]
    response = HandCalculator.estimate_hand_value(
        tiles,
        win_tile,
        melds=[meld.to_mahjong() for meld in melds],
        dora_indicators=dora_indicators,
        config=hand_config(context, rules),
        ura_dora_indicators=ura_indicators,
    )
    if response.error or response.cost is None or response.yaku is None:
        return None

    def han_of(yaku: Yaku) -> int:  # as the package adds them up
        return yaku.han_open if response.is_open_hand and yaku.han_open else yaku.han_closed

    bonus = {yaku.name: han_of(yaku) for yaku in response.yaku if yaku.name in _BONUSES}
    yakuman = sum(yaku.is_yakuman for yaku in response.yaku)
    nuki = 0 if yakuman else context.nuki  # the package counts each extracted North into "Dora"
    cost = response.cost
    dealer = context.seat_wind == EAST
    return HandValue(
        han=response.han or 0,
        fu=response.fu or 0,
        yakuman=yakuman,
        limit=cost["yaku_level"] or None,
        yaku=tuple((yaku.name, han_of(yaku)) for yaku in response.yaku if yaku.name not in _BONUSES),
        fu_details=tuple((detail["fu"], detail["reason"]) for detail in response.fu_details or ()),
        dora=bonus.get("Dora", 0) - nuki,
        aka=bonus.get("Aka Dora", 0),
        ura=bonus.get("Ura Dora", 0),
        nuki=nuki,
        ron=0 if context.tsumo else cost["main"],
        tsumo_dealer=cost["main"] if context.tsumo and not dealer else 0,
        tsumo_other=cost["additional"] if context.tsumo else 0,
        total=cost["total"],
    )


# Shapes. A wait on a kind whose four tiles the player holds is tenpai (RIICHI-R26; the seed:
# "5牌目を待つ聴牌あり"), but with a fifth tile added the package's Agari.is_agari says "not
# complete" and its Shanten counts such a hand 1-shanten (checked with 2.1.0 on 123m456p789s +
# 1111z and 1111m234567p789s). So the complete-hand test below is our own, for counts up to 5.


@lru_cache(maxsize=1 << 14)
def _is_sets(suit: tuple[int, ...]) -> bool:
    """Whether the 9 counts of one suit split into runs and triplets."""
    low = next((rank for rank, count in enumerate(suit) if count), None)
    if low is None:
        return True
    rest = list(suit)
    if suit[low] >= 3:
        rest[low] -= 3
        if _is_sets(tuple(rest)):
            return True
        rest[low] += 3
    if low <= 6 and suit[low + 1] and suit[low + 2]:
        for rank in (low, low + 1, low + 2):
            rest[rank] -= 1
        return _is_sets(tuple(rest))
    return False


# A hand of 3n + 2 tiles has the standard shape (four sets and a pair, melds apart) when each
# block (a suit's 9 counts, or one honor kind's count) is SETS (runs and triplets) or PAIR (the
# same and one pair; an honor's five tiles are a triplet and a pair), with one PAIR in all.
# A tile added changes one block only, so the waits are found block by block, each suit's
# answer cached on its 9 counts, rather than by trying each of the 34 kinds on the whole hand:
# a new hand after every discard misses the hand caches, and that search was most of a game's time.
SETS, PAIR, BAD = 0, 1, 2
_HONOR_BLOCKS = (SETS, BAD, PAIR, SETS, BAD, PAIR)  # by an honor's count: three alike a set, two a pair


class _Suit(NamedTuple):
    block: int  # SETS, PAIR or BAD
    made: tuple[tuple[int, ...], tuple[int, ...]]  # the ranks whose tile added makes it SETS, and PAIR


def _suit_block(suit: tuple[int, ...]) -> int:
    left = sum(suit) % 3
    if left == 0:
        return SETS if _is_sets(suit) else BAD
    if left == 2 and any(count >= 2 and _is_sets((*suit[:rank], count - 2, *suit[rank + 1 :])) for rank, count in enumerate(suit)):
        return PAIR
    return BAD


@lru_cache(maxsize=1 << 16)
def _suit(suit: tuple[int, ...]) -> _Suit:
    made: tuple[list[int], list[int], list[int]] = ([], [], [])  # by block, SETS PAIR BAD
    for rank in range(9):
        made[_suit_block((*suit[:rank], suit[rank] + 1, *suit[rank + 1 :]))].append(rank)
    return _Suit(_suit_block(suit), (tuple(made[SETS]), tuple(made[PAIR])))


def _standard_waits(counts: tuple[int, ...]) -> list[int]:
    """The kinds that give the standard shape: every block but the one the tile goes to already
    SETS or PAIR, and that one made PAIR if no other is, SETS if exactly one other is."""
    suits = [_suit(counts[base : base + 9]) for base in (0, 9, 18)]
    blocks = [suit.block for suit in suits] + [_HONOR_BLOCKS[count] for count in counts[27:]]
    bad, pairs = blocks.count(BAD), blocks.count(PAIR)
    if bad > 1:
        return []
    found = []
    for at, block in enumerate(blocks):
        if bad - (block == BAD) or pairs - (block == PAIR) > 1:
            continue
        wanted = PAIR if pairs - (block == PAIR) == 0 else SETS
        if at < 3:
            found += [9 * at + rank for rank in suits[at].made[wanted]]
        elif _HONOR_BLOCKS[counts[24 + at] + 1] == wanted:
            found.append(24 + at)
    return found


def _closed_waits(counts: tuple[int, ...]) -> list[int]:
    """Seven pairs and kokushi, closed hands of 13 tiles waiting for a 14th: six different
    pairs (four alike are not two pairs) and a single, waiting for its kind; the 13 terminal
    and honor kinds, one of them twice, waiting for the kind missing, or each once, waiting
    for all."""
    found = [counts.index(1)] if counts.count(2) == 6 and counts.count(1) == 1 else []
    if sum(_terminal_and_honor_counts(counts)) == 13:
        missing = [kind for kind in _TERMINALS_AND_HONORS if not counts[kind]]
        found += missing if len(missing) == 1 else _TERMINALS_AND_HONORS if not missing else []
    return found


@lru_cache(maxsize=1 << 16)
def _waits(counts: tuple[int, ...]) -> frozenset[int]:
    """The kinds whose tile added completes the hand of these counts (3n + 1 tiles)."""
    total = sum(counts)
    if total % 3 != 1:
        raise ValueError(f"a waiting hand has 3n + 1 closed tiles, not {total}")
    found = _standard_waits(counts)
    if total == 13:  # seven pairs and kokushi are closed hands
        found += _closed_waits(counts)
    return frozenset(found)


def waits(closed: list[int], melds: list[Meld]) -> frozenset[int]:
    """The kinds that complete the hand's shape: four sets and a pair, seven pairs or kokushi.
    Formal: no yaku needed, and a kind whose four tiles the player holds still counts
    (RIICHI-R26). Furiten and tenpai checks call this after every discard, for every hand,
    hence the caches: on the closed tiles themselves (a hand is asked again and again until its
    owner's next draw or call, and the tiles are quicker to look up than to count), then on
    their counts (which alone decide: 13 closed tiles means no meld)."""
    if len(closed) + 3 * len(melds) != 13:
        raise ValueError(f"a waiting hand has 13 - 3 x melds closed tiles: {len(closed)} with {len(melds)} melds")
    return _tiles_waits(tuple(closed))


@lru_cache(maxsize=1 << 12)
def _tiles_waits(closed: tuple[int, ...]) -> frozenset[int]:
    return _waits(counts_of(closed))


@lru_cache(maxsize=1 << 12)
def counts_of(tiles: tuple[int, ...]) -> tuple[int, ...]:
    """``to_34`` of a hand, cached: every other hand is asked about each discard."""
    return tuple(to_34(tiles))


def is_tenpai(closed: list[int], melds: list[Meld]) -> bool:
    """Formal tenpai, as at an exhaustive draw (RIICHI-R26)."""
    return bool(waits(closed, melds))


def shanten(closed: list[int]) -> int:
    """The package's shanten number of the closed tiles (-1 complete, 0 tenpai), seven pairs
    and kokushi included: a measure for bots. Tenpai is decided by ``waits``: this counts a
    hand waiting only on a fifth tile as 1-shanten."""
    return Shanten.calculate_shanten(to_34(closed))


def _may_be_one_away(counts: tuple[int, ...]) -> bool:
    """False when no discard can leave these 3n + 2 tiles waiting, by a quick count: a discard
    changes one block and the winning tile another, so three BAD blocks rule out the standard
    shape; seven pairs want six pairs or more, kokushi 13 terminals and honors (14 tiles
    closed). True asks for the full test: most random hands are ruled out here."""
    blocks = [_suit(counts[base : base + 9]).block for base in (0, 9, 18)] + [_HONOR_BLOCKS[count] for count in counts[27:]]
    if blocks.count(BAD) < 3:
        return True
    pairs = sum(count >= 2 for count in counts)
    return sum(counts) == 14 and (pairs >= 6 or sum(_terminal_and_honor_counts(counts)) >= 13)


def riichi_discards(closed: list[int]) -> list[int]:
    """The kinds whose discard leaves a closed hand (3n + 2 tiles, after the draw) in tenpai,
    ascending (RIICHI-R15). Points, the wall and closedness are the flow's checks."""
    known = counts_of(tuple(closed))
    if sum(known) % 3 != 2:
        raise ValueError(f"riichi is declared with 3n + 2 closed tiles, not {len(closed)}")
    if not _may_be_one_away(known):
        return []
    counts = list(known)
    found = []
    for kind in sorted({tile // 4 for tile in closed}):
        counts[kind] -= 1
        if _waits(tuple(counts)):
            found.append(kind)
        counts[kind] += 1
    return found


def ankan_allowed_in_riichi(closed_before_draw: list[int], drawn: int, melds: list[Meld]) -> bool:
    """RIICHI-R20: after riichi a closed kan must use the tile just drawn (a kan of four tiles
    already held, okurikan, is forbidden) and must leave the waits as they were; a kan that
    changes the hand's shape but not its waits is allowed."""
    kind = drawn // 4
    same = [tile for tile in closed_before_draw if tile // 4 == kind]
    if len(same) != 3:
        return False
    rest = [tile for tile in closed_before_draw if tile // 4 != kind]
    kan = Meld("ankan", tuple(sorted([*same, drawn])), opened=False)
    return waits(rest, [*melds, kan]) == waits(closed_before_draw, melds)


def nine_terminal_kinds(closed: list[int]) -> int:
    """How many different terminal and honor kinds the hand holds; 9 or more allow the
    nine-terminals draw (RIICHI-R28)."""
    return len({tile // 4 for tile in closed if is_terminal_or_honor(tile // 4)})


def kuikae_forbidden(meld: Meld) -> frozenset[int]:
    """The kinds the caller may not discard right after this call (RIICHI-R13): after a pon the
    called kind; after a chi the called kind and the kind that would make the same run from
    the two tiles of his hand on the other side (34 on 5: 5 and 2; 45 on 3: 3 and 6), when the
    suit has it; a kanchan (35 on 4) forbids only 4. Kans forbid nothing."""
    if meld.called is None or meld.kind not in ("chi", "pon"):
        return frozenset()
    called = meld.called // 4
    if meld.kind == "pon":
        return frozenset({called})
    low = meld.tiles[0] // 4
    if called == low and low % 9 <= 5:
        return frozenset({called, low + 3})
    if called == low + 2 and low % 9 >= 1:
        return frozenset({called, low - 1})
    return frozenset({called})
