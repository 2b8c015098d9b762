"""Twenty Questions as a pure state machine behind the Asobiba contract (rules/twentyq.md).

Seat 0 is the host, the others ask (TWENTYQ-R1). The host commits to a secret answer with a
salted hash (R2, commitment.py); under ``host=bot`` the answer is a catalogue item drawn
from the seed and committed at the start. Askers post questions, guesses and chat (R5);
the host replies yes, no or declined to the oldest waiting question (R6); yes and no count
(R7). A guess answered yes wins for the askers; the last counted question answered
without one wins for the host (R8, R9). The host then reveals the answer and the salt, and
every client checks them against the commitment: a mismatch voids the result (R10, R11);
the guesses that spelled the answer are listed (R12). Time rules run on the server's
stamps (``stamp``): the host may retire after a presence (R13), time runs out unless
extended by vote (R14), and the askers may abandon a room whose host fell silent (R15).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome, seeded_rng
from asobiba.core.errors import IllegalMove, OptionError, SetupError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.twentyq import moves as move_forms
from asobiba.games.twentyq.catalogue import CATALOGUE
from asobiba.games.twentyq.commitment import SALT_BYTES, SALT_CHARS, commitment, is_hex
from asobiba.games.twentyq.legal import legal_moves, refusal, to_act
from asobiba.games.twentyq.moves import Move, parse_move
from asobiba.games.twentyq.options import BOT, OPTIONS
from asobiba.games.twentyq.rules import apply
from asobiba.games.twentyq.sample import sample
from asobiba.games.twentyq.state import ASKERS_WIN, HOST_WINS, Secret, Step, TwentyQState
from asobiba.games.twentyq.view import view

MAX_ASKERS = 12  # the spec's default room limit


class TwentyQGame(GameBase[TwentyQState, Move]):
    id = "twentyq"
    version = 1
    title = Text("Twenty Questions", "20の質問")
    about = About(
        Text(
            "One player thinks of something; the others have twenty yes/no questions to guess it. A hash proves the answer never changed.",
            "出題者が思い浮かべたものを、はい/いいえで答えられる20の質問で当てよう。ハッシュで答えが変わっていないことを証明します。",
        ),
        order=80,
        default_seats=2,
        solo_seat=1,
        solo_options={"host": "bot"},
    )
    seats = tuple(range(2, MAX_ASKERS + 2))
    options = OPTIONS

    def start(
        self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None
    ) -> TwentyQState:
        """A new room: a person host is to commit; a bot host has drawn and committed (``setup``: ``item``, ``salt``)."""
        if seats not in self.seats:
            raise OptionError(
                Text(f"Twenty Questions is for 2 to 13 players, not {seats!r}", f"20の質問は2〜13人用です（{seats!r} 人は不可）")
            )
        resolved = resolve_options(OPTIONS, seats, options)
        state = TwentyQState(seats, resolved, seed, Step.COMMIT)
        if resolved["host"] == BOT:
            state.secret = _draw(seed, setup or {})
            state.commitment = commitment(state.secret.answer, state.secret.salt)
            state.step = Step.ASK
        elif setup:
            raise SetupError(Text("a person host's room has no setup", "人が出題する部屋に setup はありません"))
        return state

    def to_act(self, state: TwentyQState) -> frozenset[int]:
        return to_act(state)

    def legal_moves(self, state: TwentyQState, seat: int) -> list[Move]:
        """The finite legal moves of ``seat`` (legal.py); free-text moves are legal beyond the list."""
        return legal_moves(state, seat)

    def play(self, state: TwentyQState, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` by ``seat``; :class:`IllegalMove` (state untouched) if it is not legal."""
        reason = refusal(state, seat, move)
        if reason is not None:
            raise IllegalMove(reason)
        events: list[Event] = []
        apply(state, seat, move, events)
        return events

    def view(self, state: TwentyQState, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def timeout_move(self, state: TwentyQState, seat: int) -> Move | None:
        """For the server: nothing, for a person whose turn clock ran out. No move here is "doing
        nothing" (a reply, a question or a guess is the person's own word), and the room has its
        own time rules (R13–R15): the table keeps waiting (docs/protocol.md, "Turn clock")."""
        return None

    def outcome(self, state: TwentyQState) -> Outcome | None:
        """Askers win: each asker 1, the host 0; the host wins: 1 and 0; void or abandoned: all 0."""
        if state.step is not Step.OVER:
            return None
        assert state.result is not None
        winner = state.result.winner
        host = 1 if winner == HOST_WINS else 0
        asker = 1 if winner == ASKERS_WIN else 0
        return Outcome.from_scores([host, *[asker] * (state.seats - 1)])

    def sample(self, state: TwentyQState, seat: int, rng: random.Random) -> TwentyQState:
        return sample(state, seat, rng)

    def clone(self, state: TwentyQState) -> TwentyQState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)

    def stamp(self, move: Move, now_ms: int) -> Move:
        """The server's time on a move it received (docs/twentyq.md, "Time"): kept in the log, so replays are exact."""
        return move_forms.stamp(move, now_ms)


def _draw(seed: int, setup: dict[str, Any]) -> Secret:
    """A bot host's secret: a catalogue item and a 16-byte salt from the seed, or as ``setup`` fixes them."""
    unknown = set(setup) - {"item", "salt"}
    if unknown:
        raise SetupError(Text(f"unknown setup keys {sorted(unknown)}", f"不明な setup のキー {sorted(unknown)}"))
    rng = seeded_rng(seed, "secret")
    item = rng.choice(CATALOGUE.items)
    salt = rng.randbytes(SALT_BYTES).hex()
    if "item" in setup:
        if not isinstance(setup["item"], str) or not CATALOGUE.has_item(setup["item"]):
            raise SetupError(Text(f"no catalogue item {setup['item']!r}", f"カタログに {setup['item']!r} はありません"))
        item = CATALOGUE.item(setup["item"])
    if "salt" in setup:
        if not isinstance(setup["salt"], str) or not is_hex(setup["salt"], SALT_CHARS):
            raise SetupError(Text("salt is 32 lowercase hex digits", "salt は小文字の16進数32桁です"))
        salt = setup["salt"]
    return Secret(item.id, item.answer, salt)


GAME = TwentyQGame()
