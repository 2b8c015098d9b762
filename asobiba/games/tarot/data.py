"""Tables of rules/tarot.md §1, as data so a corrected source means a data change."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Contract(IntEnum):
    """Bids, low to high (table 1.4); the value orders them."""

    PRISE = 1
    GARDE = 2
    GARDE_SANS = 3
    GARDE_CONTRE = 4

    @property
    def multiplier(self) -> int:
        return MULTIPLIER[self]

    @property
    def chien_shown(self) -> bool:
        """Prise and garde show the chien and make an écart (TAROT-R13, R16)."""
        return self <= Contract.GARDE

    @property
    def json_name(self) -> str:
        return self.name.lower()


MULTIPLIER = {Contract.PRISE: 1, Contract.GARDE: 2, Contract.GARDE_SANS: 4, Contract.GARDE_CONTRE: 6}

# Table 1.3: points the taker needs, by bouts in his tricks.
THRESHOLD = (56, 51, 41, 36)

POIGNEE_LEVELS = ("simple", "double", "triple")
POIGNEE_VALUE = {"simple": 20, "double": 30, "triple": 40}  # TAROT-R18, never multiplied (R22)
MISERE_KINDS = ("no_face", "no_trump")  # TAROT-R44
MISERE_VALUE = 10
PETIT_AU_BOUT = 10  # × M (TAROT-R32)
CONTRACT_BASE = 25  # TAROT-R39
CHELEM_ANNOUNCED_MADE = 400  # TAROT-R33
CHELEM_UNANNOUNCED_MADE = 200
CHELEM_ANNOUNCED_FAILED = -200
DEFENCE_CHELEM = -200  # TAROT-R34, per defender amount


@dataclass(frozen=True, slots=True)
class Layout:
    """Table 1.5 for one player count, plus the fixed chien schedule of TAROT-R4."""

    hand_size: int
    chien_size: int
    packet: int
    poignee: tuple[int, int, int]  # trumps for simple / double / triple
    chien_after_packets: tuple[int, ...]  # 1-based packet numbers after which one card goes to the chien
    taker_share: int  # times the per-defender amount, with no partner


# The chien schedules never take the first or last card of the pack (TAROT-R4): the
# last chien card is set aside before the final packet is dealt.
LAYOUTS = {
    3: Layout(24, 6, 4, (13, 15, 18), (3, 6, 9, 12, 15, 17), 2),
    4: Layout(18, 6, 3, (10, 13, 15), (4, 8, 12, 16, 20, 22), 3),
    5: Layout(15, 3, 3, (8, 10, 13), (6, 12, 18), 4),
}
