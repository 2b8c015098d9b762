"""How seats are named in the terminal: as the browser names them (web/static/players.js),
so a bot is "Bot 2 (normal)" / "ボット2（普通）" on both."""

from __future__ import annotations

from collections.abc import Mapping

from asobiba.core.text import Text

LEVELS = {
    "random": Text("random", "ランダム"),
    "easy": Text("easy", "弱い"),
    "normal": Text("normal", "普通"),
    "hard": Text("hard", "強い"),
}
YOU = Text("You", "あなた")
BOT = Text("Bot {n} ({level})", "ボット{n}（{level}）")
SEAT = Text("Seat {n}", "席{n}")


def level_name(level: str, lang: str) -> str:
    """A bot level in ``lang``: an external program by its protocol (``mjai``), an unknown level as it is written."""
    return LEVELS[level].get(lang) if level in LEVELS else level.partition(":")[0]


def match_names(seats: int, you: int, levels: Mapping[int, str], lang: str) -> list[str]:
    """A terminal match: the person, and bots (``levels`` by seat) numbered by seat from 1 as the browser numbers them."""
    return [
        YOU.get(lang) if seat == you else BOT.get(lang).format(n=seat + 1, level=level_name(levels[seat], lang)) for seat in range(seats)
    ]


def seat_names(seats: int, lang: str) -> list[str]:
    """Seats by their number in the record (``asobiba replay``'s ``s N`` takes the same numbers)."""
    return [SEAT.get(lang).format(n=seat) for seat in range(seats)]
