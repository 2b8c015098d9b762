"""The vocabulary of tenhou.net/6 logs: tile codes, call strings, result names and yaku names,
shared by the export (tenhou.py) and the imports (tenhou_import.py, mjlog.py).

Tile codes: 11–19 man, 21–29 pin, 31–39 sou, 41–47 E S W N P F C, 51 52 53 the red 5m 5p 5s;
60 in a discard list is "the tile just drawn" (tsumogiri).

Calls are strings of codes with a letter before the tile that came from another player; the
letter's place says where it came from, counted in seats around a four-seat table (three
players sit at East, South and West, North's seat empty, so West faces East):

- takes: ``c275226`` chi (always from the left); ``p414141`` pon from the left, ``41p4141``
  from across, ``4141p41`` from the right; ``m39393939`` / ``39m393939`` / ``393939m39`` an
  open kan (and a ``0`` in the discards: no discard before the replacement draw);
- discards: ``r35`` riichi with this discard (``r60`` with the tile just drawn),
  ``424242a42`` a closed kan, ``4646k4646`` an added kan (the pon's string, its letter
  turned into ``k`` and the added tile), ``f44`` a North set aside.
"""

from __future__ import annotations

from dataclasses import dataclass

from asobiba.games.riichi.tiles import parse_tile

TSUMOGIRI = 60
RED_CODES = {51: 15, 52: 25, 53: 35}
PON_AT = {3: 0, 2: 1, 1: 2}  # where the taken tile sits, by seat distance (giver - caller) % 4
KAN_AT = {3: 0, 2: 1, 1: 3}
ABORTS = {
    "nine_terminals": "九種九牌",
    "four_winds": "四風連打",
    "four_riichi": "四家立直",
    "four_kans": "四槓散了",
    "triple_ron": "三家和了",
}
WIN, DRAW, NAGASHI = "和了", "流局", "流し満貫"
DRAWS = (DRAW, NAGASHI, "全員聴牌", "全員不聴")
LIMITS = (("yakuman", "役満"), ("sanbaiman", "三倍満"), ("baiman", "倍満"), ("haneman", "跳満"), ("mangan", "満貫"))
WIND_NAMES = ("east", "south", "west", "north")
YAKU = {  # the mahjong package's names → Tenhou's
    "Menzen Tsumo": "門前清自摸和",
    "Riichi": "立直",
    "Ippatsu": "一発",
    "Chankan": "槍槓",
    "Rinshan Kaihou": "嶺上開花",
    "Haitei Raoyue": "海底摸月",
    "Houtei Raoyui": "河底撈魚",
    "Pinfu": "平和",
    "Tanyao": "断幺九",
    "Iipeiko": "一盃口",
    "Yakuhai (haku)": "役牌 白",
    "Yakuhai (hatsu)": "役牌 發",
    "Yakuhai (chun)": "役牌 中",
    **{f"Yakuhai (seat wind {wind})": f"自風 {kanji}" for wind, kanji in zip(WIND_NAMES, "東南西北", strict=True)},
    **{f"Yakuhai (round wind {wind})": f"場風 {kanji}" for wind, kanji in zip(WIND_NAMES, "東南西北", strict=True)},
    "Double Riichi": "両立直",
    "Chiitoitsu": "七対子",
    "Chantai": "混全帯幺九",
    "Ittsu": "一気通貫",
    "Sanshoku Doujun": "三色同順",
    "Sanshoku Doukou": "三色同刻",
    "San Kantsu": "三槓子",
    "Toitoi": "対々和",
    "San Ankou": "三暗刻",
    "Shou Sangen": "小三元",
    "Honroutou": "混老頭",
    "Ryanpeikou": "二盃口",
    "Junchan": "純全帯幺九",
    "Honitsu": "混一色",
    "Chinitsu": "清一色",
    "Tenhou": "天和",
    "Chiihou": "地和",
    "Daisangen": "大三元",
    "Suu Ankou": "四暗刻",
    "Suu Ankou Tanki": "四暗刻単騎",
    "Tsuu Iisou": "字一色",
    "Ryuuiisou": "緑一色",
    "Chinroutou": "清老頭",
    "Chuuren Poutou": "九蓮宝燈",
    "Daburu Chuuren Poutou": "純正九蓮宝燈",
    "Kokushi Musou": "国士無双",
    "Kokushi Musou Juusanmen Matchi": "国士無双１３面",
    "Dai Suushii": "大四喜",
    "Shousuushii": "小四喜",
    "Suu Kantsu": "四槓子",
}


def code_of(name: str) -> int:
    """The Tenhou code of an mjai tile name: ``"1m"`` → 11, ``"5pr"`` → 52, ``"C"`` → 47."""
    kind, red = parse_tile(name)
    if red:
        return 51 + kind // 9
    return 41 + kind - 27 if kind >= 27 else 11 + 10 * (kind // 9) + kind % 9


def name_of(code: int, red_fives: bool) -> str:
    """The mjai name of a Tenhou code; with red fives off, 51–53 are plain fives."""
    if code in RED_CODES:
        return name_of(RED_CODES[code], False) + ("r" if red_fives else "")
    suit, rank = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= rank <= 9:
        return f"{rank}{'mps'[suit - 1]}"
    if suit == 4 and 1 <= rank <= 7:
        return "ESWNPFC"[rank - 1]
    raise ValueError(f"not a Tenhou tile code: {code!r} (11–19, 21–29, 31–39, 41–47, 51–53)")


def plain(code: int) -> int:
    """The code without its red mark (52 → 25)."""
    return RED_CODES.get(code, code)


@dataclass(frozen=True, slots=True)
class Call:
    """A call string read: ``kind`` chi, pon, daiminkan, kakan, ankan, riichi or nuki; ``tile``
    the tile taken (added for a kakan, discarded for a riichi, the North), ``tiles`` the others
    (the caller's for chi, pon and daiminkan, the pon's for a kakan, all four for an ankan),
    ``distance`` (giver - caller) % 4 for a taken tile."""

    kind: str
    tile: int
    tiles: tuple[int, ...] = ()
    distance: int = 0


LETTERS = {"c": "chi", "p": "pon", "m": "daiminkan", "k": "kakan", "a": "ankan", "r": "riichi", "f": "nuki"}


def parse_call(text: str) -> Call:
    """Read a call string; ValueError for anything else."""
    letters = [(at, char) for at, char in enumerate(text) if char.isalpha()]
    if len(letters) != 1 or letters[0][1] not in LETTERS or any(not char.isdigit() for char in text.replace(letters[0][1], "")):
        raise ValueError(f"not a Tenhou call string: {text!r}")
    at, letter = letters[0]
    kind = LETTERS[letter]
    rest = text[:at] + text[at + 1 :]
    codes = [int(rest[i : i + 2]) for i in range(0, len(rest), 2)]
    taken = at // 2
    if kind in ("riichi", "nuki"):
        if len(codes) != 1:
            raise ValueError(f"not a Tenhou call string: {text!r}")
        return Call(kind, codes[0])
    if kind == "ankan":
        if len(codes) != 4:
            raise ValueError(f"not a Tenhou call string: {text!r}")
        return Call(kind, codes[-1], tuple(codes))
    size = 4 if kind in ("daiminkan", "kakan") else 3
    where = {v: k for k, v in (KAN_AT if kind == "daiminkan" else PON_AT).items()}
    if len(codes) != size or at % 2 or taken not in where or (kind == "chi" and taken != 0):
        raise ValueError(f"not a Tenhou call string: {text!r}")
    tile = codes.pop(taken)
    return Call(kind, tile, tuple(codes), where[taken])


def distance(caller: int, giver: int) -> int:
    """(giver - caller) around a four-seat table: 3 the left, 2 across, 1 the right."""
    return (giver - caller) % 4


def call_string(kind: str, taken: int, others: list[int], away: int) -> str:
    """The string of a chi, pon or open kan: ``others`` are the caller's tiles."""
    letter = {"chi": "c", "pon": "p", "daiminkan": "m"}[kind]
    at = 0 if kind == "chi" else (KAN_AT if kind == "daiminkan" else PON_AT)[away]
    parts = [str(code) for code in others]
    parts.insert(at, f"{letter}{taken}")
    return "".join(parts)


def kakan_string(pon: str, added: int) -> str:
    return pon.replace("p", f"k{added}")


def ankan_string(codes: list[int]) -> str:
    return "".join(str(code) for code in codes[:3]) + f"a{codes[3]}"
