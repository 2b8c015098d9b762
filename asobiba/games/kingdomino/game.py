"""Kingdomino as a pure state machine behind the Asobiba contract.

Rules: rules/kingdomino.md (Blue Orange rulebook, with the BGA variants as options).
Each game deals a shuffled pile, with 24 or 12 dominoes removed unseen at 2 or 3
players (KD-R1), and reveals a line of 3 or 4 dominoes sorted by number (KD-R2).
The kings, in a seeded random order (KD-R3), claim the first line one by one. Then
the kings act in the order of the dominoes they stand on (KD-R4), each in two
moves: **place** (or, only when it fits nowhere, **discard**, KD-R8) the domino
under the king, then **pick** a free domino of the next line, which sets the next
line's order. On the last line nobody picks (KD-R9). Kingdoms score squares ×
crowns per property (KD-R10) plus the optional bonuses (KD-R14, R15); ties go to
the largest property, then the most crowns (KD-R11). Dynasty plays three games and
adds the scores (KD-R13).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome, seeded_rng
from asobiba.core.errors import IllegalMove, OptionError, SetupError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.kingdomino import kingdom, reasons
from asobiba.games.kingdomino.data import DYNASTY_GAMES, NUMBERS
from asobiba.games.kingdomino.moves import DIRS, DISCARD, PICKS, Discard, Move, Pick, Place, parse_move
from asobiba.games.kingdomino.options import OPTIONS
from asobiba.games.kingdomino.sample import sample
from asobiba.games.kingdomino.state import FREE, KingdominoState, Phase
from asobiba.games.kingdomino.view import view

FIRST_PICK, PLACE, PICK, OVER = Phase.FIRST_PICK, Phase.PLACE, Phase.PICK, Phase.OVER
_SEATS = tuple(frozenset({seat}) for seat in range(4))
_NOBODY: frozenset[int] = frozenset()


class KingdominoGame(GameBase[KingdominoState, Move]):
    id = "kingdomino"
    version = 1
    title = Text("Kingdomino", "キングドミノ")
    about = About(
        Text(
            "Build a 5×5 kingdom of dominoes: pick well, connect terrains, collect crowns.",
            "ドミノで5×5の王国を作る。取る順番を考え、地形をつなぎ、王冠を集めよう。",
        ),
        order=30,
        default_seats=2,
    )
    seats = (2, 3, 4)
    options = OPTIONS

    # -- contract ---------------------------------------------------------------

    def start(
        self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None
    ) -> KingdominoState:
        """A new match. ``setup`` may fix the first game: ``{"order": [...], "kings": [...]}`` (docs/kingdomino.md)."""
        if seats not in self.seats:
            raise OptionError(
                Text(f"Kingdomino is for 2, 3 or 4 players, not {seats!r}", f"キングドミノは2〜4人用です（{seats!r} 人は不可）")
            )
        resolved = resolve_options(OPTIONS, seats, options)
        state = KingdominoState(n=seats, options=resolved, seed=seed, setup=setup, totals=[0] * seats)
        if setup is not None:
            _check_setup(state, setup)
        _new_game(state, [])
        return state

    def to_act(self, state: KingdominoState) -> frozenset[int]:
        phase = state.phase
        if phase is PLACE or phase is PICK:
            return _SEATS[state.line_owner[state.cursor]]
        if phase is FIRST_PICK:
            return _SEATS[state.first_order[state.cursor]]
        return _NOBODY

    def legal_moves(self, state: KingdominoState, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now, in a stable order; [] when it is not their turn."""
        if seat not in self.to_act(state):
            return []
        if state.phase is PLACE:
            return kingdom.legal_places(state, seat, state.line[state.cursor]) or [DISCARD]
        return [PICKS[number] for number, owner in zip(state.next_line, state.next_owner, strict=True) if owner == FREE]

    def play(self, state: KingdominoState, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` by ``seat``; :class:`IllegalMove` (state untouched) if it is not legal."""
        to_act = self.to_act(state)
        if seat not in to_act:
            raise IllegalMove(reasons.not_your_turn(state, seat, to_act))
        events: list[Event] = []
        if state.phase is PLACE:
            number = state.line[state.cursor]
            if isinstance(move, Place):
                if not kingdom.can_place(state, seat, number, move):
                    raise IllegalMove(reasons.place(state, seat, move))
                kingdom.place(state, seat, number, move)
                events.append(Event("placed", {"seat": seat, "domino": number, **move.to_json(), "score": state.scores[seat]}))
            elif isinstance(move, Discard):
                if kingdom.can_place_anywhere(state, seat, number):
                    raise IllegalMove(reasons.discard(state))
                state.discarded[seat].append(number)  # KD-R8
                events.append(Event("discarded", {"seat": seat, "domino": number}))
            else:
                raise IllegalMove(reasons.wrong_kind(state))
            _after_placing(state, events)
        elif isinstance(move, Pick):
            slot = _free_slot(state, move.domino)
            if slot is None:
                raise IllegalMove(reasons.pick(state, move))
            _pick(state, seat, slot, events)
        else:
            raise IllegalMove(reasons.wrong_kind(state))
        return events

    def view(self, state: KingdominoState, seat: int | None) -> dict[str, Any]:
        return view(state, seat, self.to_act(state), self.legal_moves(state, seat) if seat is not None else [])

    def timeout_move(self, state: KingdominoState, seat: int) -> Move | None:
        """For the server: the move made for a person whose turn clock ran out (docs/protocol.md,
        "Turn clock"): the first legal move, the lowest domino of the line or the first place it
        fits in reading order (a discard when it fits nowhere, the only move then)."""
        legal = self.legal_moves(state, seat)
        return legal[0] if legal else None

    def outcome(self, state: KingdominoState) -> Outcome | None:
        """Totals, ranked by KD-R11's tie-breaks (summed over the games in Dynasty)."""
        if state.phase is not OVER:
            return None
        keys = [
            (
                state.totals[seat],
                sum(result["parts"][seat]["largest_property"] for result in state.results),
                sum(result["parts"][seat]["crowns"] for result in state.results),
            )
            for seat in range(state.n)
        ]
        return Outcome(tuple(state.totals), kingdom.ranks(keys))

    def sample(self, state: KingdominoState, seat: int, rng: random.Random) -> KingdominoState:
        return sample(state, seat, rng)

    def clone(self, state: KingdominoState) -> KingdominoState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)


# -- setup ------------------------------------------------------------------------------


def _check_setup(state: KingdominoState, setup: Any) -> None:
    layout = state.layout
    if not isinstance(setup, dict) or not set(setup) <= {"order", "kings"}:
        raise SetupError(
            Text('setup is an object with the keys "order" and/or "kings"', 'setup は "order" と "kings" を持つオブジェクトです')
        )
    order = setup.get("order", [])
    if (
        not isinstance(order, list)
        or len(order) > layout.used
        or len(set(order)) != len(order)
        or not all(isinstance(number, int) and number in PICKS for number in order)
    ):
        raise SetupError(
            Text(
                f"setup order is a list of at most {layout.used} distinct domino numbers from 1 to 48",
                f"setup の order は 1〜48 の異なるドミノ番号 {layout.used} 個以内のリストです",
            )
        )
    kings = setup.get("kings")
    expected = sorted(seat for seat in range(state.n) for _ in range(layout.kings_each))
    if kings is not None and (not isinstance(kings, list) or sorted(kings, key=str) != expected):
        raise SetupError(
            Text(
                f"setup kings lists the seats in first-pick order, each seat {layout.kings_each} time(s): e.g. {expected}",
                f"setup の kings は最初に選ぶ順の席番号で、各席 {layout.kings_each} 回ずつです（例: {expected}）",
            )
        )


# -- flow -------------------------------------------------------------------------------


def _new_game(state: KingdominoState, events: list[Event]) -> None:
    """Shuffle, draw the king order and the first line (KD-R1–R3)."""
    game = state.played
    layout = state.layout
    given = state.setup if game == 0 and state.setup is not None else {}
    order = list(given.get("order", []))
    rest = [number for number in NUMBERS if number not in order]
    seeded_rng(state.seed, "deck", game).shuffle(rest)
    state.deck = order + rest  # KD-R1: past ``layout.used``, removed unseen
    state.drawn = 0
    if "kings" in given:
        state.first_order = list(given["kings"])
    elif state.options["first_pick_order"] == "bga_abba":
        first = seeded_rng(state.seed, "kings", game).randrange(2)
        state.first_order = [first, 1 - first, 1 - first, first]
    else:
        state.first_order = [seat for seat in range(state.n) for _ in range(layout.kings_each)]
        seeded_rng(state.seed, "kings", game).shuffle(state.first_order)
    kingdom.new_kingdoms(state)
    state.line, state.line_owner = [], []
    state.cursor = 0
    state.phase = FIRST_PICK
    events.append(Event("game_started", {"game": game + 1, "kings": state.first_order}))
    _draw(state, events)


def _draw(state: KingdominoState, events: list[Event]) -> None:
    """Reveal the next line, sorted by number (KD-R2); none once the pile is out (KD-R9)."""
    layout = state.layout
    if state.drawn >= layout.used:
        state.next_line, state.next_owner = [], []
        return
    state.next_line = sorted(state.deck[state.drawn : state.drawn + layout.line_size])
    state.next_owner = [FREE] * layout.line_size
    state.drawn += layout.line_size
    events.append(Event("line_revealed", {"dominoes": state.next_line, "draw_pile": layout.used - state.drawn}))


def _free_slot(state: KingdominoState, number: int) -> int | None:
    for slot, (candidate, owner) in enumerate(zip(state.next_line, state.next_owner, strict=True)):
        if candidate == number:
            return slot if owner == FREE else None
    return None


def _pick(state: KingdominoState, seat: int, slot: int, events: list[Event]) -> None:
    state.next_owner[slot] = seat
    events.append(Event("picked", {"seat": seat, "domino": state.next_line[slot]}))
    state.cursor += 1
    if state.phase is FIRST_PICK:
        if state.cursor == len(state.first_order):
            _next_line(state, events)
    elif state.cursor == len(state.line):
        _next_line(state, events)
    else:
        state.phase = PLACE


def _next_line(state: KingdominoState, events: list[Event]) -> None:
    """Every king stands on the new line: it becomes the line to resolve (KD-R4)."""
    state.line, state.line_owner = state.next_line, state.next_owner
    state.cursor = 0
    state.phase = PLACE
    _draw(state, events)


def _after_placing(state: KingdominoState, events: list[Event]) -> None:
    if state.next_line:
        state.phase = PICK
        return
    state.cursor += 1  # KD-R9: on the last line nobody picks
    if state.cursor == len(state.line):
        _end_game(state, events)


def _end_game(state: KingdominoState, events: list[Event]) -> None:
    n = state.n
    parts = [kingdom.score_parts(state, seat) for seat in range(n)]
    scores = [part["total"] for part in parts]
    result = {
        "game": state.played + 1,
        "scores": scores,
        "parts": parts,
        "ranks": list(kingdom.ranks([(part["total"], part["largest_property"], part["crowns"]) for part in parts])),
        "placed": [[_placed_json(entry) for entry in state.placed[seat]] for seat in range(n)],
        "discarded": [numbers[:] for numbers in state.discarded],
    }
    state.results.append(result)
    state.totals = [total + score for total, score in zip(state.totals, scores, strict=True)]
    state.played += 1
    events.append(Event("game_scored", {**result, "totals": state.totals}))
    if state.played < (DYNASTY_GAMES if state.options["dynasty"] == "on" else 1):
        _new_game(state, events)
        return
    state.phase = OVER
    state.line, state.line_owner, state.cursor = [], [], 0
    events.append(Event("match_over", {"totals": state.totals}))


def _placed_json(entry: tuple[int, int, int, int]) -> dict[str, Any]:
    number, x, y, d = entry
    return {"domino": number, "x": x, "y": y, "dir": DIRS[d]}


GAME = KingdominoGame()
