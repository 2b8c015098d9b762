"""Tables of rules/kingdomino.md §1, as data so a corrected source means a data change."""

from __future__ import annotations

from dataclasses import dataclass

from asobiba.core.text import Text

# Terrain codes 0–5 index TERRAINS; the castle matches every terrain (KD-R5) and scores nothing (KD-R10).
TERRAINS = ("wheat", "forest", "lake", "grassland", "swamp", "mine")
TERRAIN_NAMES = (
    Text("Wheat", "農場"),
    Text("Forest", "森林"),
    Text("Lake", "湖"),
    Text("Grassland", "草原"),
    Text("Swamp", "荒野"),
    Text("Mine", "鉱山"),
)
CASTLE = "castle"
WHEAT, FOREST, LAKE, GRASSLAND, SWAMP, MINE = range(6)

# Table 1.1: DOMINOES[number] = (left terrain, left crowns, right terrain, right crowns); index 0 is unused.
_W, _F, _L, _G, _S, _M = WHEAT, FOREST, LAKE, GRASSLAND, SWAMP, MINE
DOMINOES: tuple[tuple[int, int, int, int], ...] = (
    (-1, 0, -1, 0),
    (_W, 0, _W, 0), (_W, 0, _W, 0), (_F, 0, _F, 0), (_F, 0, _F, 0), (_F, 0, _F, 0), (_F, 0, _F, 0),  # 1–6
    (_L, 0, _L, 0), (_L, 0, _L, 0), (_L, 0, _L, 0), (_G, 0, _G, 0), (_G, 0, _G, 0), (_S, 0, _S, 0),  # 7–12
    (_W, 0, _F, 0), (_W, 0, _L, 0), (_W, 0, _G, 0), (_W, 0, _S, 0), (_F, 0, _L, 0), (_F, 0, _G, 0),  # 13–18
    (_W, 1, _F, 0), (_W, 1, _L, 0), (_W, 1, _G, 0), (_W, 1, _S, 0), (_W, 1, _M, 0), (_F, 1, _W, 0),  # 19–24
    (_F, 1, _W, 0), (_F, 1, _W, 0), (_F, 1, _W, 0), (_F, 1, _L, 0), (_F, 1, _G, 0), (_L, 1, _W, 0),  # 25–30
    (_L, 1, _W, 0), (_L, 1, _F, 0), (_L, 1, _F, 0), (_L, 1, _F, 0), (_L, 1, _F, 0), (_W, 0, _G, 1),  # 31–36
    (_L, 0, _G, 1), (_W, 0, _S, 1), (_G, 0, _S, 1), (_M, 1, _W, 0), (_W, 0, _G, 2), (_L, 0, _G, 2),  # 37–42
    (_W, 0, _S, 2), (_G, 0, _S, 2), (_M, 2, _W, 0), (_S, 0, _M, 2), (_S, 0, _M, 2), (_W, 0, _M, 3),  # 43–48
)  # fmt: skip
NUMBERS = tuple(range(1, 49))

# Both squares alike: a placement and its 180° turn are the same move (docs/kingdomino.md).
SYMMETRIC = tuple(number > 0 and d[0] == d[2] and d[1] == d[3] for number, d in enumerate(DOMINOES))


@dataclass(frozen=True, slots=True)
class Layout:
    """Table 1.3 for one player count (and Mighty Duel or not)."""

    used: int  # dominoes in play; the rest are removed unseen (KD-R1)
    kings_each: int
    line_size: int  # dominoes per line = kings in play (KD-R2)
    size: int  # the kingdom fits a size × size square (KD-R6)


LAYOUTS = {
    (2, False): Layout(used=24, kings_each=2, line_size=4, size=5),
    (3, False): Layout(used=36, kings_each=1, line_size=3, size=5),
    (4, False): Layout(used=48, kings_each=1, line_size=4, size=5),
    (2, True): Layout(used=48, kings_each=2, line_size=4, size=7),  # KD-R16
}

MIDDLE_KINGDOM_BONUS = 10  # KD-R14
HARMONY_BONUS = 5  # KD-R15
DYNASTY_GAMES = 3  # KD-R13


def domino_json(number: int) -> dict[str, object]:
    left, left_crowns, right, right_crowns = DOMINOES[number]
    return {
        "number": number,
        "squares": [{"terrain": TERRAINS[left], "crowns": left_crowns}, {"terrain": TERRAINS[right], "crowns": right_crowns}],
    }


# KD-R12: the whole list is public; shared by every view, so never mutate it.
DOMINO_LIST = [domino_json(number) for number in NUMBERS]
