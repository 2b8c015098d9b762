"""The hand layer (rules/riichi.md RIICHI-R9, RIICHI-R10, RIICHI-R11, RIICHI-R12, RIICHI-R13, RIICHI-R20, RIICHI-R21,
RIICHI-R26, RIICHI-R28, RIICHI-R31, RIICHI-R33, RIICHI-R34, RIICHI-R35, RIICHI-R36, RIICHI-R37, RIICHI-R44, RIICHI-R45,
RIICHI-R47): values from the ``mahjong`` package under Tenhou's settings, waits, riichi and kan checks,
kuikae.

Hands are written in mpsz: digits then m, p, s or z; 1z–7z are E S W N P F C and 0 is a red
five. Every expected value is counted by hand in the comment beside it (fu: 20 base, +10 for
a closed ron, +2 tsumo; sets 2/4/8/16 for an open simple triplet/terminal triplet/simple
kan/terminal kan, twice that closed; 2 for an edge, closed or pair wait and for a valued pair),
so none of them is read off the package.
"""

from __future__ import annotations

import json
import random

import pytest
from mahjong.agari import Agari

from asobiba.games.riichi.hand import (
    HandValue,
    Meld,
    Rules,
    WinContext,
    ankan_allowed_in_riichi,
    evaluate,
    is_tenpai,
    kuikae_forbidden,
    nine_terminal_kinds,
    optional_rules,
    riichi_discards,
    shanten,
    waits,
)
from asobiba.games.riichi.tiles import RED, kind_name, parse_tile, to_34

TENHOU = Rules()
SANMA = Rules(players=3)
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30


class Pool:
    """Distinct tile ids for mpsz specs; a five's copy 0 (the red one) only when written 0."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def __call__(self, spec: str) -> list[int]:
        tiles: list[int] = []
        digits: list[int] = []
        for char in spec.replace(" ", ""):
            if char.isdigit():
                digits.append(int(char))
                continue
            base = "mpsz".index(char) * 9
            tiles += [self._take(base + (4 if digit == 0 else digit - 1), red=digit == 0) for digit in digits]
            digits = []
        assert not digits, spec
        return tiles

    def _take(self, kind: int, red: bool) -> int:
        copies = [0] if red else [3, 2, 1] if 4 * kind in RED else [3, 2, 1, 0]
        tile = next(4 * kind + copy for copy in copies if 4 * kind + copy not in self.used)
        self.used.add(tile)
        return tile


def kinds(spec: str) -> list[int]:
    return [tile // 4 for tile in Pool()(spec)]


def meld(pool: Pool, kind: str, spec: str) -> Meld:
    tiles = pool(spec)
    if kind == "ankan":
        return Meld(kind, tuple(tiles), opened=False)
    return Meld(kind, tuple(tiles), tiles[-1], 1)


def score(
    closed: str,
    win: str,
    melds: tuple[tuple[str, str], ...] = (),
    dora: str = "",
    ura: str = "",
    rules: Rules = TENHOU,
    **context: object,
) -> HandValue | None:
    """``closed`` (mpsz) includes the winning tile ``win`` (an mjai name); a non-dealer (South) in the
    East round unless told."""
    pool = Pool()
    called = [meld(pool, kind, spec) for kind, spec in melds]
    hand = pool(closed)
    win_kind, red = parse_tile(win)
    win_tile = next(tile for tile in hand if tile // 4 == win_kind and (tile in RED) == red)
    context = {"seat_wind": SOUTH, "round_wind": EAST, **context}
    return evaluate(hand, win_tile, called, pool(dora), pool(ura), WinContext(**context), rules)  # type: ignore[arg-type]


# --- the package's settings -------------------------------------------------------------------


def test_package_options_are_tenhous_RIICHI_R34():
    options = optional_rules(Rules(players=3, kuitan=False, red_fives=True))
    assert (options.has_open_tanyao, options.has_aka_dora, options.has_double_yakuman) == (False, True, False)
    assert (options.kazoe_limit, options.kiriage, options.fu_for_open_pinfu, options.fu_for_pinfu_tsumo) == (0, False, True, False)
    assert not (options.renhou_as_yakuman or options.has_daisharin or options.has_daichisei or options.has_sashikomi_yakuman)
    assert options.is_three_player
    assert not optional_rules(TENHOU).is_three_player and optional_rules(TENHOU).has_open_tanyao


# --- values ----------------------------------------------------------------------------------


def test_riichi_tsumo_pinfu_is_3_han_20_fu_without_tsumo_fu_RIICHI_R31():
    value = score("123m456789p23488s", "4s", tsumo=True, riichi=True)
    assert value is not None
    assert [name for name, _ in value.yaku] == ["Menzen Tsumo", "Riichi", "Pinfu"]
    assert (value.han, value.fu, value.fu_details) == (3, 20, ((20, "base"),))
    # 20 x 2^5 = 640: the dealer pays 1,280 → 1,300, the others 640 → 700
    assert (value.ron, value.tsumo_dealer, value.tsumo_other, value.total, value.limit) == (0, 1300, 700, 2700, None)


def test_pinfu_by_ron_is_30_fu_RIICHI_R31():
    value = score("123m456789p23488s", "4s")
    assert value is not None and value.yaku == (("Pinfu", 1),)
    assert (value.han, value.fu, value.ron) == (1, 30, 1000)  # 30 x 2^3 x 4 = 960 → 1,000


def test_chiitoitsu_is_25_fu_2_han_and_gets_no_tsumo_fu_RIICHI_R31():
    ron = score("1133m2299p4466s77z", "C")
    assert ron is not None and ron.yaku == (("Chiitoitsu", 2),)
    assert (ron.han, ron.fu, ron.ron) == (2, 25, 1600)  # 25 x 2^4 x 4
    tsumo = score("1133m2299p4466s77z", "C", tsumo=True)
    assert tsumo is not None
    assert (tsumo.han, tsumo.fu, tsumo.tsumo_dealer, tsumo.tsumo_other) == (3, 25, 1600, 800)  # 25 x 2^5 = 800


def test_open_tanyao_follows_the_kuitan_option_RIICHI_R10():
    hand = ("567p678s345s88p", "5s", (("chi", "234m"),))
    value = score(*hand)
    # open, no fu: 20 + 2 (open pinfu shape) → 30; 1 han 30 fu = 1,000
    assert value is not None and value.yaku == (("Tanyao", 1),) and (value.fu, value.ron) == (30, 1000)
    assert score(*hand, rules=Rules(kuitan=False)) is None


def test_a_red_five_is_one_han_only_with_red_fives_on_RIICHI_R11():
    on = score("123m406789p23488s", "4s", riichi=True)
    assert on is not None and on.aka == 1
    assert (on.han, on.fu, on.ron) == (3, 30, 3900)  # riichi, pinfu, red: 30 x 2^5 x 4 = 3,840 → 3,900
    off = score("123m406789p23488s", "4s", riichi=True, rules=Rules(red_fives=False))
    assert off is not None and off.aka == 0
    assert (off.han, off.ron) == (2, 2000)


def test_dora_and_red_fives_do_not_make_the_one_han_minimum_RIICHI_R9():
    # no yaku: not all simples, a closed wait on 3s, no riichi; yet a red 5p and a dora (2m)
    assert score("123m406789p24388s", "3s", dora="1m") is None
    with_riichi = score("123m406789p24388s", "3s", dora="1m", riichi=True)
    assert with_riichi is not None and (with_riichi.dora, with_riichi.aka, with_riichi.han) == (1, 1, 3)


def test_suuankou_tanki_is_13_han_and_a_single_yakuman_RIICHI_R31_RIICHI_R34():
    value = score("222m444p666s888s11z", "E")
    assert value is not None and value.yaku == (("Suu Ankou Tanki", 13),)
    assert (value.han, value.yakuman, value.limit, value.ron) == (13, 1, "yakuman", 32000)
    dealer = score("222m444p666s888s11z", "E", seat_wind=EAST)
    assert dealer is not None and dealer.ron == 48000


def test_a_double_wind_pair_is_4_fu_RIICHI_R34():
    # the dealer in the East round, East pair: 30 + 4 = 34 → 40 fu; riichi only: 40 x 2^3 x 6 = 1,920 → 2,000
    value = score("234m567p678s234s11z", "4s", seat_wind=EAST, riichi=True)
    assert value is not None and (4, "double_valued_pair") in value.fu_details
    assert (value.han, value.fu, value.ron) == (1, 40, 2000)
    single = score("234m567p678s234s11z", "4s", riichi=True)  # East is only the round wind: 30 + 2 = 32 → 40
    assert single is not None and (2, "valued_pair") in single.fu_details


def test_a_rinshan_tsumo_gets_the_2_tsumo_fu_RIICHI_R34():
    # open kan of 7p 8 + closed wait 2 + tsumo 2 = 32 → 40 fu (30 without the tsumo fu); rinshan + tanyao
    value = score("234m567m678s22s", "7s", (("daiminkan", "7777p"),), tsumo=True, rinshan=True)
    assert value is not None and (2, "tsumo") in value.fu_details
    assert [name for name, _ in value.yaku] == ["Rinshan Kaihou", "Tanyao"]
    assert (value.han, value.fu, value.tsumo_dealer, value.tsumo_other) == (2, 40, 1300, 700)  # 40 x 2^4 = 640


def test_double_riichi_is_2_han_in_place_of_riichi_RIICHI_R21():
    # a closed wait: 30 + 2 = 32 → 40 fu; 40 x 2^4 x 4 = 2,560 → 2,600
    value = score("123m456789p24388s", "3s", riichi=True, double_riichi=True)
    assert value is not None and value.yaku == (("Double Riichi", 2),)
    assert (value.fu, value.ron) == (40, 2600)


def test_ippatsu_is_listed_and_ura_dora_count_only_with_riichi_RIICHI_R21():
    value = score("123m456789p24388s", "3s", ura="7s", riichi=True, ippatsu=True)  # ura indicator 7s: 8s ×2
    assert value is not None and value.yaku == (("Riichi", 1), ("Ippatsu", 1))
    assert (value.ura, value.han) == (2, 4)
    assert score("123m456789p24388s", "3s", ura="7s", ippatsu=True) is None  # ippatsu without riichi: refused


def test_tsuuiisou_may_be_seven_pairs_and_is_a_single_yakuman_RIICHI_R31():
    value = score("11223344556677z", "C")
    assert value is not None and value.yaku == (("Tsuu Iisou", 13),)
    assert (value.yakuman, value.ron) == (1, 32000)


@pytest.mark.parametrize(
    ("closed", "win", "name"),
    [("119m19p19s1234567z", "1m", "Kokushi Musou Juusanmen Matchi"), ("119m19p19s123456z7z", "C", "Kokushi Musou")],
)
def test_kokushi_thirteen_sided_or_not_is_a_single_yakuman_RIICHI_R31(closed, win, name):
    value = score(closed, win)
    assert value is not None and value.yaku == ((name, 13),)
    assert (value.han, value.yakuman, value.ron) == (13, 1, 32000)


@pytest.mark.parametrize(
    ("closed", "win", "name"), [("11123455678999m", "5m", "Daburu Chuuren Poutou"), ("11123456788999m", "9m", "Chuuren Poutou")]
)
def test_chuuren_poutou_pure_or_not_is_a_single_yakuman_RIICHI_R31(closed, win, name):
    value = score(closed, win)
    assert value is not None and value.yaku == ((name, 13),)
    assert (value.yakuman, value.ron) == (1, 32000)


def test_two_yakuman_add_up_RIICHI_R31():
    value = score("11122233344455z", "S", tsumo=True, seat_wind=EAST, tenhou=True)  # tenhou, daisuushii, suuankou, tsuuiisou
    assert value is not None and value.yakuman == 4 and value.limit == "4x yakuman"
    assert value.tsumo_other == 4 * 16000


def test_thirteen_han_without_a_yakuman_is_a_counted_yakuman_RIICHI_R31():
    # chinitsu 6, tanyao, riichi, tsumo and ryanpeikou 3 + pinfu (or seven pairs 2), + 4 dora (2p, 5p): 13 or more
    value = score("22334455667788p", "8p", dora="1p4p", tsumo=True, riichi=True)
    assert value is not None and value.yakuman == 0 and value.limit == "yakuman"
    assert value.han >= 13 and value.tsumo_dealer == 16000 and value.tsumo_other == 8000


def test_three_player_dora_wrap_makes_9m_the_dora_of_a_1m_indicator_RIICHI_R36_RIICHI_R44():
    # riichi + three 9m dora = 4 han; closed terminal triplet 8 + edge wait 2: 30 + 10 → 40 fu; mangan
    value = score("999m123456p12399s", "3s", dora="1m", riichi=True, rules=SANMA)
    assert value is not None and (value.dora, value.han, value.ron, value.limit) == (3, 4, 8000, "mangan")
    four = score("999m123456p12399s", "3s", dora="1m", riichi=True)  # four players: 1m shows 2m
    assert four is not None and four.dora == 0
    nine = score("111m123456p12399s", "3s", dora="9m", riichi=True, rules=SANMA)  # and 9m shows 1m
    assert nine is not None and nine.dora == 3


def test_a_north_set_is_a_guest_wind_with_three_players_RIICHI_R45():
    assert score("123p567p789s11s444z", "3p", rules=SANMA) is None
    value = score("123p567p789s11s444z", "3p", riichi=True, rules=SANMA)
    # riichi only; closed honor triplet 8 + edge wait 2: 30 + 10 → 40 fu; 40 x 2^3 x 4 = 1,280 → 1,300
    assert value is not None and value.yaku == (("Riichi", 1),) and (value.fu, value.ron) == (40, 1300)


def test_extracted_norths_are_bonus_han_and_dora_when_north_is_RIICHI_R41():
    value = score("123p567p789s11s999p", "3p", dora="3z", riichi=True, nuki=2, rules=SANMA)  # West shows North
    assert value is not None and (value.nuki, value.dora, value.han) == (2, 2, 5)


def test_three_player_tsumo_each_payer_pays_the_four_player_share_RIICHI_R47():
    # riichi, tsumo, pinfu: 3 han 20 fu
    value = score("234567789p23488s", "4s", tsumo=True, riichi=True, rules=SANMA)
    assert value is not None and (value.tsumo_dealer, value.tsumo_other) == (1300, 700)
    assert value.total == 2000  # the dealer and one other player pay; nobody pays the fourth 700
    dealer = score("234567789p23488s", "4s", tsumo=True, riichi=True, seat_wind=EAST, rules=SANMA)
    assert dealer is not None and (dealer.tsumo_dealer, dealer.tsumo_other, dealer.total) == (0, 1300, 2600)
    honba = score("234567789p23488s", "4s", tsumo=True, riichi=True, honba=1, deposits=1, rules=SANMA)
    assert honba is not None and honba.total == 2000 + 2 * 100 + 1000


def test_total_adds_honba_and_deposits_to_a_ron():
    value = score("123m456789p23488s", "4s", honba=2, deposits=1)
    assert value is not None and (value.ron, value.total) == (1000, 1000 + 600 + 1000)


def test_a_hand_value_is_json():
    value = score("123m406789p23488s", "4s", riichi=True, dora="3s")
    assert value is not None
    data = json.loads(json.dumps(value.to_json()))
    assert data["yaku"] == [{"name": "Riichi", "han": 1}, {"name": "Pinfu", "han": 1}]
    assert data["fu_details"] == [{"fu": 30, "reason": "base"}]
    assert (data["dora"], data["aka"], data["ura"], data["nuki"], data["han"]) == (1, 1, 0, 0, 4)


def test_evaluate_wants_the_winning_tile_among_the_closed_tiles():
    pool = Pool()
    hand = pool("123m456789p2388s")
    with pytest.raises(ValueError, match="winning tile"):
        evaluate(hand, pool("4s")[0], [], [], [], WinContext(seat_wind=SOUTH, round_wind=EAST), TENHOU)


def test_an_incomplete_hand_is_not_a_win_RIICHI_R33():
    assert score("123m456789p23588s", "5s", riichi=True) is None


# --- hands from the package's own test suite (tests/hand_calculating/tests_yaku_calculation.py,
# "hands that were not properly calculated on tenhou replays"), with its settings: no seat or
# round wind unless given, so here a West seat in a West round that none of them holds.


R37_HANDS = [
    # closed, win, melds, context, han, fu, payment; the count
    ("999p77z", "9p", (("pon", "111z"), ("chi", "123p"), ("chi", "123p")), {}, 3, 30, 3900),
    # honitsu 2 + chanta 1; 20 + E pon 4 + 9p triplet by ron 4 + C pair 2 = 30
    ("22244456799p", "2p", (("daiminkan", "4444z"),), {"dora": "3s3z"}, 6, 50, 12000),
    # honitsu 2 + four N dora (W indicator); 20 + N kan 16 + 2p by ron 2 + 444p closed 4 = 42 → 50; haneman
    ("678s11m123345p666z", "3p", (), {"tsumo": True}, 2, 40, (1300, 700)),
    # tsumo + F; 20 + F 8 + edge 12-3 2 + tsumo 2 = 32 → 40
    ("234789m12345666p", "6p", (), {}, 1, 30, 1000),
    # pinfu (45-6): 30
    ("678s34555789p555z", "5p", (), {"tsumo": True}, 2, 40, (1300, 700)),
    # tsumo + P; 20 + P 8 + single wait 2 + tsumo 2 = 32 → 40
    ("123345678s678m88p", "3s", (), {}, 1, 30, 1000),
    # pinfu (45-3)
    ("12399s123456m456p", "1s", (), {}, 1, 30, 1000),
    # pinfu (23-1)
    ("111123789s11z", "1s", (("pon", "666s"),), {"seat_wind": EAST, "dora": "4z"}, 4, 40, 12000),
    # honitsu 2 + 2 E dora; 20 + 111s closed 8 + 666s open 2 + E pair 2 (seat) = 32 → 40; dealer mangan
    ("12333p567s", "3p", (("pon", "666z"), ("pon", "777z")), {}, 2, 30, 2000),
    # F + C; 20 + 4 + 4 + wait 2 = 30
    ("12367778p678s456m", "7p", (), {"riichi": True}, 1, 40, 1300),
    # riichi; 30 + closed or single wait 2 = 32 → 40
    ("56799m", "7m", (("daiminkan", "7777z"), ("pon", "111m"), ("chi", "678m")), {}, 3, 40, 5200),
    # honitsu 2 + C; 20 + C kan 16 + 111m open 4 = 40
    ("222888m66z", "2m", (("chi", "123m"), ("pon", "777m")), {}, 2, 30, 2000),
    # honitsu 2; 20 + 777m 2 + 222m by ron 2 + 888m closed 4 + F pair 2 = 30
    ("44678p", "8p", (("pon", "444z"), ("pon", "111p"), ("pon", "888p")), {}, 2, 30, 2000),
    # honitsu 2; 20 + N 4 + 111p 4 + 888p 2 = 30
    ("67778s345m999p222z", "7s", (), {"tsumo": True}, 1, 40, (700, 400)),
    # tsumo; 20 + 999p 8 + S 8 + wait 2 + tsumo 2 = 40
    ("33445577789s345m", "7s", (), {"tsumo": True}, 2, 30, (1000, 500)),
    # tsumo + iipeikou; 20 + edge 89-7 2 + tsumo 2 = 24 → 30
    ("123667788p22z", "3p", (("chi", "123p"),), {}, 2, 30, 2000),
    # honitsu 2; 20 + edge 12-3 2 = 22 → 30
    ("345s12333456789m", "3m", (), {}, 2, 40, 2600),
    # ittsu 2; 30 + edge or single wait 2 = 32 → 40
    ("11456s", "4s", (("chi", "123s"), ("pon", "777s"), ("pon", "888s")), {"tsumo": True}, 5, 30, (4000, 2000)),
    # chinitsu 5 (open); mangan
    ("123789s55777z", "2s", (("chi", "123s"),), {}, 4, 40, 8000),
    # honitsu 2 + chanta 1 + C; 20 + C closed 8 + P pair 2 + closed wait 2 = 32 → 40; mangan
    ("778899p22z", "9p", (("chi", "234p"), ("chi", "789p")), {}, 2, 30, 2000),
    # honitsu 2; 20 + open pinfu shape 2 = 22 → 30
    ("77888899p", "8p", (("pon", "777z"), ("pon", "444m")), {"tsumo": True}, 1, 30, (500, 300)),
    # C; 20 + C 4 + 444m 2 + wait 2 + tsumo 2 = 30
    ("12333345p555z567m", "3p", (), {}, 1, 40, 1300),
    # P; 30 + P 8 + wait 2 = 40
    ("67777889p555z", "7p", (("chi", "345p"),), {}, 3, 30, 3900),
    # honitsu 2 + P; 20 + P closed 8 + wait 2 = 30
    ("567p333555s77z", "3s", (("ankan", "4444s"),), {"riichi": True}, 1, 60, 2000),
    # riichi; 30 + 4444s closed kan 16 + 333s by ron 2 + 555s closed 4 + C pair 2 = 54 → 60
]


@pytest.mark.parametrize(("closed", "win", "melds", "context", "han", "fu", "payment"), R37_HANDS)
def test_hands_of_the_package_test_suite_RIICHI_R37(closed, win, melds, context, han, fu, payment):
    context = {"seat_wind": WEST, "round_wind": WEST, **context}
    value = score(closed, win, melds, **context)
    assert value is not None
    assert (value.han, value.fu) == (han, fu)
    assert ((value.tsumo_dealer, value.tsumo_other) if value.tsumo_other else value.ron) == payment


# --- shapes ----------------------------------------------------------------------------------


def closed_of(spec: str) -> list[int]:
    return Pool()(spec)


def names(found: frozenset[int] | list[int]) -> list[str]:
    return [kind_name(kind) for kind in sorted(found)]


@pytest.mark.parametrize(
    ("closed", "expected"),
    [
        ("123m456p789s2355s", ["1s", "4s"]),
        ("123m456p789s1355s", ["2s"]),
        ("123m456p789s1255s", ["3s"]),
        ("123m456p789s2345s", ["2s", "5s"]),
        ("1112345678999m", ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]),
        ("1133m2299p4466s7z", ["C"]),
        ("19m19p19s1234567z", ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "C"]),
        ("119m19p19s123456z", ["C"]),
        ("123m456p789s135s9p", []),
    ],
)
def test_waits_cover_sets_seven_pairs_and_kokushi_RIICHI_R26(closed, expected):
    assert names(waits(closed_of(closed), [])) == expected


def test_waits_with_melds_look_at_the_closed_tiles_and_need_no_yaku_RIICHI_R26():
    pool = Pool()
    called = [meld(pool, "pon", "111p"), meld(pool, "chi", "234m"), meld(pool, "ankan", "9999p")]
    assert names(waits(pool("23s55p"), called)) == ["1s", "4s"]
    with pytest.raises(ValueError, match="13 - 3 x melds"):
        waits(pool("23s77p8p"), called)


@pytest.mark.parametrize(("closed", "expected"), [("123m456p789s1111z", ["E"]), ("1111m234p567p789s", ["1m"])])
def test_a_wait_on_a_kind_whose_four_tiles_are_held_is_tenpai_RIICHI_R26(closed, expected):
    hand = closed_of(closed)
    assert names(waits(hand, [])) == expected
    assert is_tenpai(hand, [])


def test_waits_agree_with_the_packages_agari_but_for_the_fifth_tile_RIICHI_R26():
    rng = random.Random(26)
    shapes = ["123m456p789s23455s", "11123456789999m", "1133m2299p4466s77z", "19m19p19s12345677z", "222m333p444s55567s"]
    waiting = 0
    for _ in range(1000):
        pool = Pool()
        hand = rng.sample(pool(rng.choice(shapes)), 12)  # a complete hand less two tiles, plus one
        hand.append(rng.choice([tile for tile in range(136) if tile not in pool.used]))
        counts = to_34(hand)
        fifth = {kind for kind in range(34) if counts[kind] == 4}
        agari = {kind for kind in range(34) if kind not in fifth and Agari.is_agari([n + (k == kind) for k, n in enumerate(counts)])}
        assert waits(hand, []) - fifth == agari
        waiting += bool(agari)
    assert waiting > 100


def test_four_alike_are_not_two_pairs_of_chiitoitsu_RIICHI_R26():
    assert not is_tenpai(closed_of("1111m2299p4466s7z"), [])


def test_shanten_is_the_packages():
    assert shanten(closed_of("123m456p789s2355s")) == 0
    assert shanten(closed_of("123m456p789s23455s")) == -1
    assert shanten(closed_of("123m456p789s1359s")) == 1


def test_riichi_discards_are_the_kinds_leaving_tenpai_RIICHI_R15():
    assert names(riichi_discards(closed_of("123m456p789s23457s"))) == ["2s", "5s", "7s"]  # 345+7, 234+7, 2345
    assert riichi_discards(closed_of("147m258p369s13577z")) == []
    with pytest.raises(ValueError, match="3n \\+ 2"):
        riichi_discards(closed_of("123m456p789s2355s"))


def test_ankan_in_riichi_only_with_the_drawn_tile_and_the_same_waits_RIICHI_R20():
    pool = Pool()
    hand = pool("111m234p567p789s5s")  # waits 5s, and still 5s after a kan of 1m
    assert ankan_allowed_in_riichi(hand, pool("1m")[0], [])
    pool = Pool()
    hand = pool("2223m456p789p123s")  # waits 1m 3m 4m; after a kan of 2m only 3m
    assert not ankan_allowed_in_riichi(hand, pool("2m")[0], [])
    pool = Pool()
    hand = pool("123m456p789s1111z")  # okurikan: four East held, another tile drawn
    assert not ankan_allowed_in_riichi(hand, pool("9p")[0], [])


def test_ankan_in_riichi_may_change_the_shape_when_the_waits_stay_RIICHI_R20():
    pool = Pool()
    hand = pool("3335m567p789p123s")  # 333 + 5 single, or 33 + 35 closed: waits 4m 5m; after the kan only 5m
    assert names(waits(hand, [])) == ["4m", "5m"]
    assert not ankan_allowed_in_riichi(hand, pool("3m")[0], [])
    pool = Pool()
    hand = pool("1112344m456p789p")  # 111 + 234 + 4, 111 + 23 + 44 or 11 + 123 + 44: waits 1m 4m
    assert names(waits(hand, [])) == ["1m", "4m"]
    assert ankan_allowed_in_riichi(hand, pool("1m")[0], [])  # 2344m still waits on 1m and 4m


def test_nine_terminal_kinds_counts_different_kinds_RIICHI_R28():
    assert nine_terminal_kinds(closed_of("19m19p1s1234z234m56p")) == 9
    assert nine_terminal_kinds(closed_of("1119m19p1s123z2345m")) == 8


def chi(hand: str, called: str) -> Meld:
    pool = Pool()
    tiles = pool(hand)
    taken = pool(called)[0]
    return Meld("chi", (*tiles, taken), taken, 1)


@pytest.mark.parametrize(
    ("hand", "called", "forbidden"),
    [
        ("34m", "5m", ["2m", "5m"]),
        ("45m", "3m", ["3m", "6m"]),
        ("35m", "4m", ["4m"]),
        ("12m", "3m", ["3m"]),
        ("23m", "1m", ["1m", "4m"]),
        ("89m", "7m", ["7m"]),  # not 1p: the run cannot leave its suit
        ("78s", "9s", ["6s", "9s"]),
        ("78p", "6p", ["6p", "9p"]),
    ],
)
def test_kuikae_after_chi_forbids_the_called_kind_and_the_other_end_RIICHI_R13(hand, called, forbidden):
    assert names(kuikae_forbidden(chi(hand, called))) == forbidden


def test_kuikae_after_pon_forbids_the_called_kind_and_kans_forbid_nothing_RIICHI_R13():
    pool = Pool()
    pon = pool("555p")
    assert names(kuikae_forbidden(Meld("pon", tuple(pon), pon[0], 2))) == ["5p"]
    kan = pool("7777s")
    assert kuikae_forbidden(Meld("daiminkan", tuple(kan), kan[0], 3)) == frozenset()


def test_a_meld_keeps_its_tiles_sorted():
    assert Meld("ankan", (3, 1, 0, 2), opened=False).tiles == (0, 1, 2, 3)
    assert Meld("chi", (8, 0, 4), 4, 1) == Meld("chi", (0, 4, 8), 4, 1)


@pytest.mark.parametrize(
    "bad",
    [
        ("chi", (0, 4, 12), 0, 1, True),
        ("chi", (28, 32, 36), 28, 1, True),  # 8m 9m 1p
        ("pon", (0, 1, 4), 0, 1, True),
        ("pon", (0, 1, 2), 3, 1, True),
        ("ankan", (0, 1, 2, 3), None, None, True),
        ("ankan", (0, 1, 2, 3), 0, None, False),
        ("kakan", (0, 1, 2), 0, 1, True),
        ("chii", (0, 4, 8), 0, 1, True),
    ],
)
def test_a_meld_refuses_a_wrong_shape(bad):
    with pytest.raises(ValueError, match="not a meld"):
        Meld(*bad)
