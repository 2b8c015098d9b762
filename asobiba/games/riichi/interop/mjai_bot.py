"""Our Riichi bots as an mjai program (``asobiba mjai-bot --level hard``), for other mjai arenas.

It reads mjai from standard input as mjai.app sends it (each line a JSON array of events, or
one event) and answers every line with one action (``none`` when it has nothing to do). Our
bots need a state to call the contract on, so the program keeps a **replica**: from each
``start_kyoku`` a hand dealt with our real tiles and the dora indicator in place, the unseen
tiles anywhere; then every event is played on it through the contract. Before a tile is shown
(an opponent's discard or call, our draw, a new dora indicator) an unseen tile of that name is
swapped into the place it comes from, so the replica always agrees with everything our seat has
seen, which is all a bot may read (``view``, ``legal_moves``, ``sample``).
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any, TextIO

from asobiba.bots import make_bot
from asobiba.core.errors import GameError
from asobiba.games.riichi import game as engine
from asobiba.games.riichi.claims import offers
from asobiba.games.riichi.game import GAME
from asobiba.games.riichi.moves import KAN, KYUUSHU, NUKI, PASS, RON, TSUMO, Ankan, Chi, Discard, Kakan, Move, Pon, Riichi
from asobiba.games.riichi.state import Phase, RiichiState
from asobiba.games.riichi.tiles import TILE_NAMES, deck, tile_name

WINDS = {"E": 0, "S": 1, "W": 2}
NONE = {"type": "none"}


class Replica:
    """The hand as our seat knows it, kept playable (see the module's docstring)."""

    def __init__(self) -> None:
        self.seat = 0
        self.state: RiichiState | None = None  # None between hands
        self.declaring: set[int] = set()  # seats whose reach awaits its discard
        self.markers = 0  # dora indicators shown this hand
        self.waiting: tuple[int, Move] | None = None  # the last discard, played once we know who calls it

    def feed(self, event: dict[str, Any]) -> None:
        kind = event.get("type")
        if kind == "start_game":
            self.seat = int(event.get("id", 0))
        elif kind == "start_kyoku":
            self._deal(event)
        elif kind in ("hora", "ryukyoku", "end_kyoku", "end_game"):
            self.state = None
        elif self.state is not None and kind in HANDLERS:
            if self.waiting is not None and kind != "dora":  # an open kan's dora is shown with the discard
                self._settle(event)
            elif self.state.phase is Phase.CLAIM and kind != "dora":
                self._close_window(event)
            HANDLERS[kind](self, event)

    def catch_up(self) -> None:
        """Play the last discard now if our seat may claim it: it is asked to answer."""
        if self.waiting is not None and self.state is not None:
            before = self.state.copy()
            self._play(*self.waiting)
            if self.seat in GAME.to_act(self.state):
                self.waiting = None
            else:
                self.state = before

    def _settle(self, event: dict[str, Any]) -> None:
        """The discard waiting for the next event: called (the caller holds his tiles first, so
        that the claim is offered) or let go."""
        (actor, move), self.waiting = self.waiting, None
        caller = event["actor"] if event.get("type") in CALLS else None
        if caller is not None and caller != self.seat and self.state.phase is not Phase.CLAIM:
            hand, names = self.state.hands[actor], self._names()
            keep = next(tile for tile in hand if names[tile] == move.tile and (tile == self.state.drawn) == move.tsumogiri)
            self._hold(caller, event["consumed"], keep={keep})
        if self.state.phase is not Phase.CLAIM:
            self._play(actor, move)
        if self.state is not None and self.state.phase is Phase.CLAIM:
            self._close_window(event)

    # -- the deal -------------------------------------------------------------------------------

    def _deal(self, event: dict[str, Any]) -> None:
        tehais = event["tehais"]
        n, mine, marker = len(tehais), list(tehais[self.seat]), event["dora_marker"]
        rest = Counter(tile_name(tile, True) for tile in deck(n))  # mjai does not say: red fives, as on Tenhou
        rest.subtract([*mine, marker])
        unseen = list(rest.elements())
        random.Random(0).shuffle(unseen)
        hands = [mine if seat == self.seat else [unseen.pop() for _ in range(13)] for seat in range(n)]
        dead = [marker, *(unseen.pop() for _ in range(13))]
        wall = {"hands": hands, "live": unseen, "dead": dead}
        state = GAME.start(n, None, 0, {"walls": [wall]})
        state.wind, state.kyoku = WINDS.get(event.get("bakaze"), 0), int(event["oya"])
        state.honba, state.deposits, state.scores = int(event["honba"]), int(event["kyotaku"]), list(event["scores"])
        engine._new_hand(state, [])  # dealt again so that the dealer draws first
        state.moves = None
        self.state, self.declaring, self.markers, self.waiting = state, set(), 1, None

    # -- tiles shown ----------------------------------------------------------------------------

    def _names(self) -> tuple[str, ...]:
        return TILE_NAMES[self.state.rules.red_fives]

    def _unseen(self) -> Iterator[tuple[list[int], int]]:
        """(list, index) of every place a tile our seat has not seen may lie: the walls first, so
        that a swap seldom disturbs a tile another player was just given."""
        state = self.state
        yield from ((state.live, index) for index in range(len(state.live)))
        yield from ((state.dead, index) for index in range(state.indicators + state.pending_dora, len(state.dead)))
        yield from ((state.rinshan, index) for index in range(len(state.rinshan)))
        for seat, hand in enumerate(state.hands):
            if seat != self.seat:
                yield from ((hand, index) for index in range(len(hand)))

    def _place(self, where: list[int], index: int, name: str, keep: frozenset[int] = frozenset()) -> int:
        """Make the tile at ``where[index]`` one named ``name`` by swapping with an unseen one
        (never one of ``keep``)."""
        names = self._names()
        current = where[index]
        if names[current] == name:
            return current
        candidates = [(place, at) for place, at in self._unseen() if names[place[at]] == name and place[at] not in keep]
        found = next(((place, at) for place, at in candidates if place is not where), None)
        found = found or next(((place, at) for place, at in candidates if at != index), None)
        if found is None:
            raise ValueError(f"no unseen {name} left for the replica")
        place, at = found
        place[at], where[index] = current, place[at]
        return where[index]

    def _hold(self, seat: int, wanted: Iterable[str], drawn: str | None = None, keep: set[int] | None = None) -> None:
        """Seat ``seat`` (not ours) holds the tiles ``wanted`` besides its drawn tile, which is
        ``drawn`` if given; the tiles ``keep`` stay where they are."""
        state, names = self.state, self._names()
        hand = state.hands[seat]
        own = state.drawn if state.drawn in hand else None  # the seat on turn has drawn
        if drawn is not None and own is not None and names[own] != drawn:
            own = state.drawn = self._place(hand, hand.index(own), drawn)
        kept = set() if own is None else {own}
        for name in wanted:
            match = next((i for i, tile in enumerate(hand) if tile not in kept and names[tile] == name), None)
            if match is None:
                match = next(i for i, tile in enumerate(hand) if tile not in kept)
                try:
                    self._place(hand, match, name, frozenset(keep or ()) | kept)
                except ValueError:
                    if drawn is not None or own is None or names[own] != name:
                        raise
                    # The only one left is the tile taken for the draw: the draw was another tile.
                    match, own = hand.index(own), hand[match]
                    state.drawn = own
            kept.add(hand[match])
        hand.sort()
        state.moves = None

    # -- events -----------------------------------------------------------------------------

    def _tsumo(self, event: dict[str, Any]) -> None:
        state = self.state
        if event["actor"] == self.seat and state.drawn is not None:
            hand = state.hands[self.seat]
            state.drawn = self._place(hand, hand.index(state.drawn), event["pai"])
            hand.sort()
            state.moves = None

    def _dahai(self, event: dict[str, Any]) -> None:
        actor, pai, tsumogiri = event["actor"], event["pai"], bool(event.get("tsumogiri"))
        if actor != self.seat:
            self._hold(actor, [] if tsumogiri else [pai], pai if tsumogiri else None)
        declares = actor in self.declaring
        self.declaring.discard(actor)
        self.waiting = (actor, (Riichi if declares else Discard)(pai, tsumogiri))

    def _reach(self, event: dict[str, Any]) -> None:
        self.declaring.add(event["actor"])

    def _call(self, event: dict[str, Any]) -> None:
        """Calls close the window they come from (``_close_window``); added and closed kans, Norths here."""
        actor, kind = event["actor"], event["type"]
        if actor != self.seat:
            self._hold(actor, [event["pai"]] if kind in ("kakan", "nukidora") else event["consumed"])
        if kind == "ankan":
            self._play(actor, Ankan(event["consumed"][0].removesuffix("r")))
        elif kind == "kakan":
            self._play(actor, Kakan(event["pai"]))
        else:
            self._play(actor, NUKI)

    def _dora(self, event: dict[str, Any]) -> None:
        self._place(self.state.dead, self.markers, event["dora_marker"])
        self.markers += 1

    def _close_window(self, event: dict[str, Any]) -> None:
        """The claim window ends as the next event tells: its call, or everybody passes."""
        state, kind = self.state, event.get("type")
        caller = event.get("actor") if kind in ("chi", "pon", "daiminkan") else None
        if caller is not None and caller != self.seat:
            self._hold(caller, event["consumed"])
            window = state.window
            window.offers = offers(state, window.seat, window.tile, window.kind)
            window.answers = {}
            state.moves = None
        answers = dict.fromkeys(GAME.to_act(state), PASS)
        if caller is not None:
            answers[caller] = KAN if kind == "daiminkan" else (Pon if kind == "pon" else Chi)(tuple(sorted(event["consumed"])))
        for seat in sorted(answers, key=lambda seat: seat == caller):  # the call last: it closes the window
            self._play(seat, answers[seat])

    def _play(self, seat: int, move: Move) -> None:
        """Our own moves through the contract; the others' as the table saw them, unchecked:
        their hands here are guesses that need not allow them (a riichi, a kan)."""
        state = self.state
        if seat == self.seat:
            GAME.play(state, seat, move)
            return
        state.moves = None
        if state.phase is Phase.CLAIM:
            state.window.offers.setdefault(seat, [move, PASS])
            engine._answer(state, seat, move, [])
        else:
            engine.APPLY[type(move)](state, seat, move, [])
        state.moves = None


HANDLERS = {
    "tsumo": Replica._tsumo,
    "dahai": Replica._dahai,
    "reach": Replica._reach,
    "ankan": Replica._call,
    "kakan": Replica._call,
    "nukidora": Replica._call,
    "dora": Replica._dora,
    "chi": lambda replica, event: None,  # played with the discard it calls (Replica._settle)
    "pon": lambda replica, event: None,
    "daiminkan": lambda replica, event: None,
}
CALLS = frozenset({"chi", "pon", "daiminkan"})


class MjaiBot:
    """Answers mjai lines with the moves of one of our bots."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.bot = make_bot("riichi", level)
        self.rng = random.Random(seed)
        self.replica = Replica()
        self.riichi_tile: Discard | None = None  # our riichi discard, named once the reach is echoed

    def react(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        for event in events:
            try:
                self.replica.feed(event)
            except (GameError, ValueError, KeyError, StopIteration) as error:  # never stop answering
                print(f"mjai-bot: lost track at {event}: {error}", file=sys.stderr)
                self.replica.state = None
        self.replica.catch_up()
        last = events[-1] if events else {}
        seat = self.replica.seat
        if last.get("type") == "reach" and last.get("actor") == seat and self.riichi_tile is not None:
            tile, self.riichi_tile = self.riichi_tile, None
            return {"type": "dahai", "actor": seat, "pai": tile.tile, "tsumogiri": tile.tsumogiri}
        state = self.replica.state
        if state is None or seat not in GAME.to_act(state):
            return _fallback(last, seat)
        return self._action(state, seat, self.bot.choose(GAME, state, seat, self.rng))

    def _action(self, state: RiichiState, seat: int, move: Move) -> dict[str, Any]:
        names = TILE_NAMES[state.rules.red_fives]
        window = state.window
        if isinstance(move, Discard):
            return {"type": "dahai", "actor": seat, "pai": move.tile, "tsumogiri": move.tsumogiri}
        if isinstance(move, Riichi):
            self.riichi_tile = Discard(move.tile, move.tsumogiri)
            return {"type": "reach", "actor": seat}
        if move is TSUMO:
            return {"type": "hora", "actor": seat, "target": seat, "pai": names[state.drawn]}
        if move is RON:
            return {"type": "hora", "actor": seat, "target": window.seat, "pai": names[window.tile]}
        if isinstance(move, Pon | Chi) or move is KAN:
            kind = "daiminkan" if move is KAN else ("pon" if isinstance(move, Pon) else "chi")
            consumed = [names[t] for t in state.hands[seat] if t // 4 == window.tile // 4] if move is KAN else list(move.tiles)
            return {"type": kind, "actor": seat, "target": window.seat, "pai": names[window.tile], "consumed": consumed}
        if isinstance(move, Ankan):
            consumed = [names[t] for t in state.hands[seat] if names[t].removesuffix("r") == move.tile]
            return {"type": "ankan", "actor": seat, "consumed": consumed}
        if isinstance(move, Kakan):
            pon = next(meld for meld in state.melds[seat] if meld.kind == "pon" and names[meld.tiles[0]][:2] == move.tile[:2])
            return {"type": "kakan", "actor": seat, "pai": move.tile, "consumed": [names[t] for t in pon.tiles]}
        if move is NUKI:
            return {"type": "nukidora", "actor": seat, "pai": "N"}
        if move is KYUUSHU:
            return {"type": "ryukyoku", "actor": seat}
        return NONE


def _fallback(last: dict[str, Any], seat: int) -> dict[str, Any]:
    """Lost track of the hand: discard what was drawn, otherwise let it pass."""
    if last.get("type") == "tsumo" and last.get("actor") == seat:
        return {"type": "dahai", "actor": seat, "pai": last["pai"], "tsumogiri": True}
    return NONE


def serve(level: str, stdin: TextIO, stdout: TextIO, seed: int = 0) -> None:
    """The ``asobiba mjai-bot`` loop: one answer per line read, until the input ends."""
    bot = MjaiBot(level, seed)
    for line in stdin:
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            answer = NONE
        else:
            answer = bot.react(data if isinstance(data, list) else [data])
        stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        stdout.flush()
