"""One hand of a tenhou.net/6 log read back into the order things happened, and its wall.

A log keeps each seat's takes and discards apart; the order comes from walking the turns: the
player on turn takes (a draw, or a call of the last discard), then discards (or declares a kan
or sets a North aside, and takes again: a replacement draw). After a discard the next player
is whoever's next take is a call naming that discarder and that tile (pon and kan before chi,
RIICHI-R29's priority), else the next seat. The hand ends when the player on turn has no
discard left (tsumo, nine terminals) or nobody has a take left (ron, a draw).

One order is ambiguous: a player may call a tile that the same discarder discards twice
before the caller takes anything. The walk tries the first and, if the hand then does not add
up (a tile discarded that is not held, a take missing or left over), the later one.

The wall: the draws in order from the front of the live wall; replacement tiles from the dead
wall's four then from the live wall's end (walls.py: each replacement draw moves the live
wall's last tile to the dead wall); the dora and ura indicators in the dead wall; tiles never
seen fill the rest, in the deck's order.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from asobiba.games.riichi.interop.tenhou_codes import TSUMOGIRI, Call, code_of, name_of, parse_call, plain
from asobiba.games.riichi.tiles import deck, tile_name
from asobiba.games.riichi.walls import DEAD

NORTH = 44
MAX_TRIES = 64


class WalkError(ValueError):
    """The turns of a hand do not add up; ``choices``: the calls matched so far."""

    def __init__(self, message: str, choices: int) -> None:
        super().__init__(message)
        self.choices = choices


@dataclass(frozen=True, slots=True)
class Step:
    """One thing done: ``draw`` (``replacement``), ``discard`` (``tsumogiri``, ``riichi``),
    ``call`` (a chi, pon or open kan of ``giver``'s discard), ``ankan``, ``kakan``, ``nuki``;
    ``tile`` the code drawn, discarded, taken or added (an ankan: one of its four)."""

    kind: str
    seat: int
    tile: int
    tsumogiri: bool = False
    riichi: bool = False
    replacement: bool = False
    call: Call | None = None
    giver: int | None = None


@dataclass(slots=True)
class Hand:
    """One hand of a log: its head, its steps in order and how it ended on the table."""

    round: int
    honba: int
    deposits: int
    scores: list[int]
    dora: list[int]
    ura: list[int]
    deals: list[list[int]]
    result: list[Any]
    steps: list[Step] = field(default_factory=list)
    on_turn: bool = False  # ended with the player on turn to act (tsumo, nine terminals)


def read_hand(entry: list[Any], n: int, red: bool) -> Hand:
    """The steps of one log entry, trying the ambiguous calls both ways (see the module doc)."""
    if not isinstance(entry, list) or len(entry) != 17 or not isinstance(entry[0], list) or len(entry[0]) != 3:
        raise ValueError("a hand is [[round, honba, deposits], scores, dora, ura, 4 × (deal, takes, discards), result]")
    fix = (lambda code: code) if red else plain
    head, scores, dora, ura = entry[:4]
    seats = [entry[4 + 3 * seat : 7 + 3 * seat] for seat in range(4)]
    if any(part for seat in seats[n:] for part in seat):
        raise ValueError("a three-player log leaves the fourth seat empty")
    deals = [[fix(code) for code in seat[0]] for seat in seats[:n]]
    round_, honba, deposits = head
    hand = Hand(round_, honba, deposits, list(scores[:n]), [fix(c) for c in dora], [fix(c) for c in ura], deals, entry[16])
    takes = [[_fixed(item, fix) for item in seat[1]] for seat in seats[:n]]
    discards = [[_fixed(item, fix) for item in seat[2]] for seat in seats[:n]]
    queue: list[frozenset[int]] = [frozenset()]
    first: WalkError | None = None
    for _ in range(MAX_TRIES):
        if not queue:
            break
        skips = queue.pop(0)
        try:
            hand.steps, hand.on_turn = _walk(hand, takes, discards, n, skips)
            return hand
        except WalkError as error:
            first = first or error
            queue += [skips | {k} for k in range(max(skips, default=0) + 1, error.choices + 1)]
    raise first or WalkError("the turns do not add up", 0)


def _fixed(item: Any, fix: Any) -> Any:
    if isinstance(item, int):
        return item if item in (0, TSUMOGIRI) else fix(item)
    if not isinstance(item, str):
        raise ValueError(f"a take or discard is a code or a call string, not {item!r}")
    call = parse_call(item)
    return Call(call.kind, call.tile if call.tile == TSUMOGIRI else fix(call.tile), tuple(fix(c) for c in call.tiles), call.distance)


def _walk(hand: Hand, takes: list[list[Any]], discards: list[list[Any]], n: int, skips: frozenset[int]) -> tuple[list[Step], bool]:
    turn = _Turns(hand, takes, discards, n, skips)
    actor, replacement = hand.round % 4, False
    while True:
        turn.take(actor, replacement)
        if turn.last_call_kind == "daiminkan":
            replacement = True
            continue
        replacement = False
        if turn.di[actor] >= len(discards[actor]):
            return turn.done(on_turn=True)
        item = discards[actor][turn.di[actor]]
        turn.di[actor] += 1
        if isinstance(item, Call) and item.kind in ("ankan", "kakan", "nuki"):
            turn.declare(actor, item)
            if item.kind != "ankan" and turn.all_taken():
                return turn.done(on_turn=False)  # robbed: chankan, or a win on the North
            replacement = True
            continue
        turn.discard(actor, item)
        if turn.all_taken():
            return turn.done(on_turn=False)
        actor = turn.next_actor(actor)


class _Turns:
    """The walk's bookkeeping: where each seat is in its takes and discards, what it holds."""

    def __init__(self, hand: Hand, takes: list[list[Any]], discards: list[list[Any]], n: int, skips: frozenset[int]) -> None:
        self.takes, self.discards, self.n, self.skips = takes, discards, n, skips
        self.ti, self.di = [0] * n, [0] * n
        self.held = [Counter(deal) for deal in hand.deals]
        self.steps: list[Step] = []
        self.drawn: int | None = None
        self.last: tuple[int, int] | None = None  # (discarder, code) open to a call
        self.last_call_kind = ""
        self.choices = 0

    def fail(self, why: str) -> WalkError:
        return WalkError(f"{why} (after {len(self.steps)} steps)", self.choices)

    def take(self, seat: int, replacement: bool) -> None:
        """The next take of ``seat``: a draw, or a call of the last discard."""
        self.last_call_kind = ""
        if self.ti[seat] >= len(self.takes[seat]):
            raise self.fail(f"seat {seat} should take a tile but its takes are over")
        item = self.takes[seat][self.ti[seat]]
        self.ti[seat] += 1
        if isinstance(item, int):
            self.held[seat][item] += 1
            self.drawn = item
            self.steps.append(Step("draw", seat, item, replacement=replacement))
            return
        if item.kind not in ("chi", "pon", "daiminkan") or self.last is None:
            raise self.fail(f"seat {seat} takes {item} with no discard to call")
        giver = (seat + item.distance) % 4
        if (giver, item.tile) != self.last:
            raise self.fail(f"seat {seat} calls {item.tile} from seat {giver}, but the last discard is {self.last}")
        self._remove(seat, item.tiles)
        self.drawn, self.last, self.last_call_kind = None, None, item.kind
        self.steps.append(Step("call", seat, item.tile, call=item, giver=giver))
        if item.kind == "daiminkan":
            if self.di[seat] >= len(self.discards[seat]) or self.discards[seat][self.di[seat]] != 0:
                raise self.fail(f"seat {seat}'s open kan should be followed by a 0 in its discards")
            self.di[seat] += 1

    def discard(self, seat: int, item: Any) -> None:
        riichi = isinstance(item, Call) and item.kind == "riichi"
        code = item.tile if riichi else item
        if not isinstance(code, int) or code == 0:
            raise self.fail(f"seat {seat} discards {item!r}")
        tsumogiri = code == TSUMOGIRI
        if tsumogiri:
            if self.drawn is None:
                raise self.fail(f"seat {seat} discards the tile just drawn (60) right after a call")
            code = self.drawn
        self._remove(seat, (code,))
        self.steps.append(Step("discard", seat, code, tsumogiri=tsumogiri, riichi=riichi))
        self.drawn, self.last = None, (seat, code)

    def declare(self, seat: int, item: Call) -> None:
        """A closed or added kan or a North: the tiles leave the hand; an added kan's tile or
        the North may be robbed, so it is the last tile given up."""
        used = {"ankan": item.tiles, "kakan": (item.tile,), "nuki": (NORTH,)}[item.kind]
        self._remove(seat, used)
        self.steps.append(Step(item.kind, seat, item.tile, call=item))
        self.drawn, self.last = None, (seat, item.tile)

    def _remove(self, seat: int, codes: tuple[int, ...]) -> None:
        for code in codes:
            if self.held[seat][code] <= 0:
                raise self.fail(f"seat {seat} gives up {code}, which it does not hold")
            self.held[seat][code] -= 1

    def all_taken(self) -> bool:
        return all(self.ti[seat] >= len(self.takes[seat]) for seat in range(self.n))

    def next_actor(self, seat: int) -> int:
        """The caller of ``seat``'s discard (pon and kan before chi), else the next seat."""
        callers = []
        for other in range(self.n):
            item = self.takes[other][self.ti[other]] if other != seat and self.ti[other] < len(self.takes[other]) else None
            if isinstance(item, Call) and ((other + item.distance) % 4, item.tile) == self.last:
                callers.append((item.kind == "chi", other))
        if callers:
            self.choices += 1
            if self.choices not in self.skips:
                return min(callers)[1]
        return (seat + 1) % self.n

    def done(self, on_turn: bool) -> tuple[list[Step], bool]:
        for seat in range(self.n):
            if self.ti[seat] < len(self.takes[seat]) or self.di[seat] < len(self.discards[seat]):
                raise self.fail(f"the hand ends but seat {seat} has takes or discards left")
        return self.steps, on_turn


def wall_of(hand: Hand, n: int, red: bool) -> dict[str, list[Any]]:
    """The wall of ``hand`` as ``setup`` gives it (walls.py), tiles named as mjai names them."""
    draws = [step.tile for step in hand.steps if step.kind == "draw" and not step.replacement]
    spare = [step.tile for step in hand.steps if step.kind == "draw" and step.replacement]
    if len(hand.dora) > 5 or len(hand.ura) > 5:
        raise ValueError("a hand shows at most five dora and five ura indicators")
    unseen = _unseen(n, red, [*(c for deal in hand.deals for c in deal), *draws, *spare, *hand.dora, *hand.ura])
    size = len(deck(n)) - 13 * n - DEAD
    middle = size - len(draws) - max(0, len(spare) - 4)
    if middle < 0:
        raise ValueError(f"more draws than the live wall holds ({size})")
    live = [*draws, *_take(unseen, middle), *reversed(spare[4:])]
    dead = [*hand.dora, *_take(unseen, 5 - len(hand.dora)), *hand.ura, *_take(unseen, 5 - len(hand.ura))]
    dead += [*spare[:4], *_take(unseen, 4 - min(4, len(spare)))]
    return {"hands": [_names(deal, red) for deal in hand.deals], "live": _names(live, red), "dead": _names(dead, red)}


def _unseen(n: int, red: bool, seen: list[int]) -> list[int]:
    """The codes of the deck nobody saw, in the deck's order; ValueError when a tile is seen too often."""
    left = Counter(code_of(tile_name(tile, red)) for tile in deck(n))
    for code in seen:
        if left[code] <= 0:
            raise ValueError(f"the tile {code} appears more often than the set holds it")
        left[code] -= 1
    return [code for code in sorted(left) for _ in range(left[code])]


def _take(pool: list[int], count: int) -> list[int]:
    taken, pool[:count] = pool[:count], []
    return taken


def _names(codes: list[int], red: bool) -> list[str]:
    return [name_of(code, red) for code in codes]
