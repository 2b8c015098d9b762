"""Defence for the Riichi bots: who threatens to win, and how dangerous each kind is to discard.

A threat is an opponent in riichi, or one with three melds or more that show value (a yakuhai
pon, a dora, a red five, or one suit and honors). A kind's danger against a threat follows the
usual reading, safest first:

- genbutsu: a kind in his river (he is furiten on it, RIICHI-R24), or one discarded by anyone
  after his riichi (passing it made him furiten for good, RIICHI-R18): no danger;
- an honor: by how many are in sight (with three visible only a single wait remains);
- a number: the two-sided waits (ryanmen) that could take it, each ruled out by suji (the
  tile three away is genbutsu) or kabe (a neighbour it needs has all four in sight), and
  counted half by one-chance (three in sight); a residue stands for the other waits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from asobiba.games.riichi.efficiency import KIND, Known

RIICHI_THREAT = 1.0  # a riichi is tenpai for sure
OPEN_THREAT = 0.6  # three melds with value are often, not always, tenpai
OPEN_MELDS = 3  # melds that make an open hand a threat
HONOR_DANGER = (3.5, 2.5, 1.0, 0.3, 0.0)  # by honor tiles in sight: shanpon or tanki, then tanki only
SIDE_DANGER = 2.0  # one two-sided wait that could take the tile
RESIDUE = 1.0  # kanchan, penchan, shanpon and tanki on a number
DORA_FACTOR = 1.5  # a dora makes a deal-in dearer


@dataclass(frozen=True, slots=True)
class Threat:
    seat: int
    weight: float
    safe: frozenset[int]  # genbutsu kinds


def threats(view: dict[str, Any], me: Known) -> list[Threat]:
    """The opponents threatening to win, with the kinds safe against each."""
    found = []
    for seat in range(view["players"]):
        if seat == me.seat:
            continue
        if view["riichi"][seat]:
            weight = RIICHI_THREAT
        elif len(view["melds"][seat]) >= OPEN_MELDS and _open_value(view["melds"][seat], me):
            weight = OPEN_THREAT
        else:
            continue
        found.append(Threat(seat, weight, _genbutsu(view, seat)))
    return found


def _open_value(melds: list[dict[str, Any]], me: Known) -> bool:
    """Whether open melds show value: a red five or a dora, an honor set, or one suit (honitsu)."""
    kinds = [KIND[name] for meld in melds for name in meld["tiles"]]
    if any(name.endswith("r") for meld in melds for name in meld["tiles"]) or any(kind in me.dora for kind in kinds):
        return True
    honor_sets = any(KIND[meld["tiles"][0]] >= 27 for meld in melds)  # a dragon, or a wind that may be his
    return honor_sets or len({kind // 9 for kind in kinds if kind < 27}) <= 1


def _genbutsu(view: dict[str, Any], seat: int) -> frozenset[int]:
    """His own discards, and, after his riichi, every later discard. Rivers do not say who
    discarded first, so another river counts as later from the entry after the one matching his
    declaration; turns skipped by calls can shift this by an entry or so."""
    river = view["rivers"][seat]
    safe = {KIND[entry["tile"]] for entry in river}
    declared = next((index for index, entry in enumerate(river) if entry["riichi"]), None)
    if declared is not None:
        for other, entries in enumerate(view["rivers"]):
            if other != seat:
                safe.update(KIND[entry["tile"]] for entry in entries[declared + 1 :])
    return frozenset(safe)


def danger(kind: int, threat: Threat, me: Known) -> float:
    """How dangerous a tile of ``kind`` is against one threat, from 0 (genbutsu) to about 5."""
    if kind in threat.safe:
        return 0.0
    if kind >= 27:
        risk = HONOR_DANGER[min(4, 4 - me.unseen[kind])]
    else:
        risk = RESIDUE + SIDE_DANGER * (_side(kind, -1, threat, me) + _side(kind, 1, threat, me))
    return risk * (DORA_FACTOR if kind in me.dora else 1.0)


def _side(kind: int, direction: int, threat: Threat, me: Known) -> float:
    """Whether a two-sided shape on one side could take ``kind`` (1), only through one tile left
    of a neighbour it needs (one-chance, 0.5), or not at all (0): off the suit's end, ruled out
    by suji or by kabe."""
    rank = kind % 9
    first, second = kind + direction, kind + 2 * direction
    if not 0 <= rank + 2 * direction <= 8:
        return 0.0
    partner = kind + 3 * direction
    if 0 <= rank + 3 * direction <= 8 and partner in threat.safe:
        return 0.0
    in_sight = max(4 - me.unseen[first], 4 - me.unseen[second])
    if in_sight >= 4:
        return 0.0
    return 0.5 if in_sight == 3 else 1.0


def total_danger(kind: int, found: list[Threat], me: Known) -> float:
    """The danger of ``kind`` against every threat, each weighted by how sure it is."""
    return sum(threat.weight * danger(kind, threat, me) for threat in found)
