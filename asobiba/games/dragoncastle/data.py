"""Tables of rules/dragoncastle.md §1, as data so a corrected source means a data change.

Tiles are numbered 0–115 in the order of table 1.2: four copies of each symbol, the
Merchants' M1–M6 first, then Soldiers, Farmers, Seasons, Winds and Dragons. A tile's
*type* decides sets (DC-R9), its *symbol* decides pairs (DC-R7), and a Faction tile's
*number* matters only to the Spirit of Beauty and the Dragons of Majesty and Power.
"""

from __future__ import annotations

from asobiba.core.text import Text

# Table 1.2: type ids, and the symbols of each type (ids of §1.2, placeholders for the specials).
TYPES = ("merchants", "soldiers", "farmers", "seasons", "winds", "dragons")
MERCHANTS, SOLDIERS, FARMERS, SEASONS, WINDS, DRAGONS = range(6)
FACTIONS = (MERCHANTS, SOLDIERS, FARMERS)
SPECIALS = (SEASONS, WINDS, DRAGONS)
TYPE_NAMES = (
    Text("Merchants", "商人"),
    Text("Soldiers", "兵士"),
    Text("Farmers", "農民"),
    Text("Seasons", "季節"),
    Text("Winds", "風"),
    Text("Dragons", "龍"),
)
SYMBOLS_OF_TYPE: tuple[tuple[str, ...], ...] = (
    tuple(f"M{number}" for number in range(1, 7)),
    tuple(f"S{number}" for number in range(1, 7)),
    tuple(f"F{number}" for number in range(1, 7)),
    tuple(f"season-{number}" for number in range(1, 5)),
    ("wind-rainy", "wind-stormy", "wind-3", "wind-4"),
    tuple(f"dragon-{number}" for number in range(1, 4)),
)
COPIES = 4  # of every symbol (§1.2: 24/6, 16/4, 12/3)

SYMBOLS: tuple[str, ...] = tuple(symbol for symbols in SYMBOLS_OF_TYPE for symbol in symbols)
SYMBOL_TYPE: tuple[int, ...] = tuple(kind for kind, symbols in enumerate(SYMBOLS_OF_TYPE) for _ in symbols)
# Per tile id: its symbol index (``id // COPIES``), type and number (0 for a Special tile).
TILE_SYMBOL: tuple[int, ...] = tuple(symbol for symbol in range(len(SYMBOLS)) for _ in range(COPIES))
TILE_TYPE: tuple[int, ...] = tuple(SYMBOL_TYPE[symbol] for symbol in TILE_SYMBOL)
TILE_NUMBER: tuple[int, ...] = tuple(int(SYMBOLS[symbol][1:]) if SYMBOL_TYPE[symbol] in FACTIONS else 0 for symbol in TILE_SYMBOL)
TILES = len(TILE_SYMBOL)
assert TILES == 116

# Table 1.3: VP of a consolidated set by its size; 3 only with the Spirit of Cunning.
SET_VP = {3: 2, 4: 2, 5: 3, 6: 5, 7: 6, 8: 8}
MIN_SET = 4
DRAGON_SET_BONUS = 1  # a Dragons set (and a Spirit of Beauty set) gives +1 VP (DC-R10)
SHRINE_LIMIT = (1, 1, 1, 2, 2, 2)  # per set type (DC-R10); a Beauty set as Dragons: 2
SHRINE_FLOOR_VP = (1, 2, 3)  # floor 1, 2, 3 or higher (DC-R15)
COUNTDOWN_VP = 2  # per countdown token (DC-R13)
DISCARD_VP = 1  # Discard Tile (DC-R7)
COUNTDOWN_TOKENS = 7  # §1.6
SOLO_COUNTDOWN = 3  # singles of the solo track, as at 3 players (DC-R17)
SOLO_CARDS_PENALTY = 15  # solo with a Spirit and a Dragon card (DC-R17)
START_SHRINES = 1  # in each personal Shrine Pool (DC-R4)


def set_vp(size: int) -> int:
    """Table 1.3: 8 + 1 per tile past 8."""
    return SET_VP[size] if size <= 8 else SET_VP[8] + size - 8


# §1.4 and §1.5: the card ids of the views and records, in the rulebook's order.
SPIRITS = ("beauty", "elegance", "wind", "deception", "strength", "change", "faith", "destruction", "deep", "cunning")
DRAGON_CARDS = ("humility", "tranquility", "righteousness", "bravery", "majesty", "power", "harmony", "knowledge", "devotion", "fortitude")
SPIRIT_NAMES = {
    "beauty": Text("Spirit of Beauty", "美の精霊"),
    "elegance": Text("Spirit of Elegance", "優雅の精霊"),
    "wind": Text("Spirit of Wind", "風の精霊"),
    "deception": Text("Spirit of Deception", "欺きの精霊"),
    "strength": Text("Spirit of Strength", "力の精霊"),
    "change": Text("Spirit of Change", "変化の精霊"),
    "faith": Text("Spirit of Faith", "信仰の精霊"),
    "destruction": Text("Spirit of Destruction", "破壊の精霊"),
    "deep": Text("Spirit of the Deep", "深淵の精霊"),
    "cunning": Text("Spirit of Cunning", "狡知の精霊"),
}

# DC-R19: the solo ranks, from the lowest score of each.
SOLO_RANKS = (
    (60, "diamond_dragon", Text("Diamond Dragon", "ダイヤモンドの龍")),
    (59, "jade_dragon", Text("Jade Dragon", "翡翠の龍")),
    (57, "gold_dragon", Text("Gold Dragon", "金の龍")),
    (55, "silver_dragon", Text("Silver Dragon", "銀の龍")),
    (53, "dragon", Text("Dragon", "龍")),
    (50, "grand_master", Text("Grand Master", "大師範")),
    (46, "master", Text("Master", "師範")),
    (40, "devotee", Text("Devotee", "信徒")),
)
STUDENT = ("student", Text("Student", "学徒"))


def solo_rank(score: int) -> tuple[str, Text]:
    """DC-R19: the title of a solo score (the −15 of solo with cards already taken off)."""
    for low, rank, title in SOLO_RANKS:
        if score >= low:
            return rank, title
    return STUDENT


def symbol_json(symbol: int) -> dict[str, object]:
    """A symbol as views show it: ``{"symbol", "type"}``, and ``"number"`` for a Faction; tile ``t`` shows symbol ``t // 4``."""
    data: dict[str, object] = {"symbol": SYMBOLS[symbol], "type": TYPES[SYMBOL_TYPE[symbol]]}
    if SYMBOL_TYPE[symbol] in FACTIONS:
        data["number"] = int(SYMBOLS[symbol][1:])
    return data


SYMBOL_TABLE = tuple(symbol_json(symbol) for symbol in range(len(SYMBOLS)))
