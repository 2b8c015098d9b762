"""An mjai program at a Riichi seat (``--seat-bot 'mjai:COMMAND'``).

The program speaks mjai over its standard streams as the mjai.app simulator runs bots: each
line we write is a JSON array of the events its seat saw since the last line (the others'
tiles shown as ``"?"``), beginning with ``start_game`` (``id``: its seat), and it answers each
line with one action: ``dahai``, ``reach``, ``hora``, ``chi``, ``pon``, ``daiminkan``,
``ankan``, ``kakan``, ``nukidora`` (three players), ``ryukyoku`` (nine terminals) or
``none``. We write only when the seat must decide (and once at the end with ``end_game``). A
``reach`` is answered with the ``reach`` event alone, to which the program answers with the
discard that declares it, as on mjai.app.

An answer that is not JSON, not in time, from a program that stopped, or not a legal action
is refused with its reason (kept in ``refused`` and logged) and replaced by a safe default:
pass a claim, discard the tile just drawn. A bad program never holds a table up. A ``reach``
once shown to the program is never taken back (mjai has no message for that): if the discard
that should declare it is refused, the riichi is declared with the tile drawn, or the first
tile that keeps the hand ready, and the program is told what happened (``dahai``,
``reach_accepted``) as for any riichi.

mjai never asks whether a tenpai dealer in first place ends the match (tenpai-yame, rules §7):
the mjai.app arena ends it there, and so does this seat, without asking the program.
"""

from __future__ import annotations

import contextlib
import json
import logging
import queue
import shlex
import subprocess
import threading
from typing import Any

from asobiba.core.contract import Event, Game
from asobiba.core.errors import InvalidMove
from asobiba.core.text import Text
from asobiba.games.riichi.interop.mjai import Stream
from asobiba.games.riichi.interop.replay import opening
from asobiba.games.riichi.moves import KAN, KYUUSHU, NUKI, PASS, RON, TSUMO, YAME, Ankan, Discard, Move, Riichi, parse_move
from asobiba.games.riichi.reasons import refusal
from asobiba.games.riichi.state import RiichiState

log = logging.getLogger(__name__)

ANSWER_SECONDS = 10.0  # how long a program may think before the default is played for it
SIMPLE = {"hora": (TSUMO, RON), "daiminkan": (KAN,), "nukidora": (NUKI,), "ryukyoku": (KYUUSHU,), "none": (PASS,)}


class MjaiSeat:
    """One seat played by the mjai program ``command`` (started when the game starts)."""

    level = "mjai"

    def __init__(self, command: str, answer_seconds: float = ANSWER_SECONDS) -> None:
        self.command = command
        self.answer_seconds = answer_seconds
        self.process: subprocess.Popen[str] | None = None
        self.answers: queue.Queue[str | None] = queue.Queue()
        self.stream: Stream | None = None
        self.pending: list[dict[str, Any]] = []  # events not yet written
        self.lock = threading.Lock()  # a server tells the seat of moves while it thinks in a thread
        self.declared = False  # our riichi was announced to the program ahead of its discard
        self.refused: list[tuple[Any, str]] = []  # (answer, reason) of every answer refused

    # -- the conversation -----------------------------------------------------------------

    def observe(self, game: Game, state: RiichiState, seat: int, events: list[Event] | None) -> None:
        if events is None:  # a new game: a new program
            self.close()
            self._launch()
            self.stream = Stream(state.n, seat)
            self.pending = [{"type": "start_game", "id": seat, "names": [f"Seat {other + 1}" for other in range(state.n)]}]
            events = [event for event in opening(state) if event.visible_to(seat)]
        with self.lock:
            for converted in self.stream.convert(events):
                if self.declared and converted == {"type": "reach", "actor": seat}:
                    self.declared = False  # the program has had its reach already
                    continue
                self.pending.append(converted)

    def choose(self, game: Game, state: RiichiState, seat: int, rng: Any, budget_ms: float | None = None) -> Move:
        legal = game.legal_moves(state, seat)
        if YAME in legal:
            return YAME  # no mjai question: the arena's own rule (see the module doc)
        answer = self._ask()
        try:
            move = self._read(answer, state, seat, legal)
        except InvalidMove as error:
            return self._refuse(answer, error.reason.en, legal)
        if move not in legal:
            return self._refuse(answer, refusal(state, seat, move).en, legal)
        return move

    def close(self) -> None:
        """Write what is left (``end_game``), then stop the program."""
        process, self.process = self.process, None
        if process is None:
            return
        if self.pending and process.poll() is None:
            self._write(process, self.pending)
            self._wait(self.answer_seconds)  # its last answer, if any, is not needed
        self.pending = []
        for stop in (process.stdin.close, process.terminate):
            with contextlib.suppress(OSError):  # it had stopped already
                stop()
        try:
            process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stdout.close()

    # -- moves ----------------------------------------------------------------------------------

    def _read(self, answer: Any, state: RiichiState, seat: int, legal: list[Move]) -> Move:
        if not isinstance(answer, dict) or not isinstance(answer.get("type"), str):
            raise InvalidMove(_text(f"not an mjai action: {str(answer)[:80]}"))
        kind = answer["type"]
        if answer.get("actor", seat) != seat:
            raise InvalidMove(_text(f"an action for seat {answer.get('actor')!r}, not for this seat ({seat})"))
        if kind in SIMPLE:
            return next((move for move in SIMPLE[kind] if move in legal), SIMPLE[kind][0])
        if kind == "reach":
            return self._reach(state, seat, legal)
        if kind == "dahai":
            return _discard(Discard, answer, legal)
        if kind in ("chi", "pon"):
            return parse_move({"type": kind, "tiles": answer.get("consumed")})
        if kind == "ankan":
            consumed = answer.get("consumed")
            if not isinstance(consumed, list) or not consumed or not isinstance(consumed[0], str):
                raise InvalidMove(_text("ankan needs the four consumed tiles"))
            return Ankan(consumed[0].removesuffix("r"))
        if kind == "kakan":
            return parse_move({"type": "kakan", "tile": answer.get("pai")})
        raise InvalidMove(_text(f"unknown mjai action {kind!r}"))

    def _reach(self, state: RiichiState, seat: int, legal: list[Move]) -> Move:
        """mjai's two steps: the reach is shown to the program, which then names its discard."""
        if not any(isinstance(move, Riichi) for move in legal):
            raise InvalidMove(_text("riichi is not possible now: a closed tenpai hand, 1,000 points and a draw to come (RIICHI-R15)"))
        with self.lock:
            self.pending.append({"type": "reach", "actor": seat})
            self.declared = True
        answer = self._ask()
        if not isinstance(answer, dict) or answer.get("type") != "dahai":
            raise InvalidMove(_text(f"after reach the program must discard, not {str(answer)[:80]}"))
        return _discard(Riichi, answer, legal)

    def _refuse(self, answer: Any, reason: str, legal: list[Move]) -> Move:
        self.refused.append((answer, reason))
        log.warning("mjai bot %r: %s refused: %s", self.command, str(answer)[:120], reason)
        riichi = [move for move in legal if isinstance(move, Riichi)]
        if self.declared and riichi:  # its reach was shown to it: the riichi stands (see the module doc)
            return next((move for move in riichi if move.tsumogiri), riichi[0])
        self.declared = False
        if PASS in legal:
            return PASS
        drawn = [move for move in legal if isinstance(move, Discard) and move.tsumogiri]
        return (drawn or [move for move in legal if isinstance(move, Discard)])[0]

    # -- the process ------------------------------------------------------------------------

    def _launch(self) -> None:
        self.answers = queue.Queue()
        self.process = subprocess.Popen(
            shlex.split(self.command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        threading.Thread(target=_pump, args=(self.process.stdout, self.answers), daemon=True).start()

    def _ask(self) -> Any:
        """Write the pending events; the program's answer (None if none came in time)."""
        process = self.process
        if process is None or process.poll() is not None:
            return None
        while not self.answers.empty():  # an answer that came too late belongs to an earlier question
            if self.answers.get_nowait() is None:
                self.answers.put(None)  # it has closed its output: nothing more will come
                return None
        with self.lock:
            batch, self.pending = self.pending, []
        self._write(process, batch)
        line = self._wait(self.answer_seconds)
        if line is None:
            return None
        try:
            return json.loads(line)
        except json.JSONDecodeError:
            return line  # refused as not an action

    def _write(self, process: subprocess.Popen[str], events: list[dict[str, Any]]) -> None:
        try:
            process.stdin.write(json.dumps(events, ensure_ascii=False, separators=(",", ":")) + "\n")
            process.stdin.flush()
        except OSError:  # it stopped: its answer will be missing
            return

    def _wait(self, seconds: float) -> str | None:
        try:
            return self.answers.get(timeout=seconds)
        except queue.Empty:
            return None


def _pump(stdout: Any, answers: queue.Queue[str | None]) -> None:
    """The program's lines, as they come; None when it closes its output."""
    for line in stdout:
        if line.strip():
            answers.put(line)
    answers.put(None)


def _discard(kind: type[Discard] | type[Riichi], answer: dict[str, Any], legal: list[Move]) -> Move:
    """The discard of ``pai``; the ``tsumogiri`` flag decides only when the hand holds that tile twice."""
    tile = answer.get("pai")
    wanted = kind(tile, bool(answer.get("tsumogiri"))) if isinstance(tile, str) else None
    if wanted in legal:
        return wanted
    other = next((move for move in legal if isinstance(move, kind) and move.tile == tile), None)
    if other is None:
        return parse_move({"type": "discard" if kind is Discard else "riichi", "tile": tile})
    return other


def _text(message: str) -> Text:
    """The program reads English only: the reason goes to the log and to ``refused``."""
    return Text(message, message)
