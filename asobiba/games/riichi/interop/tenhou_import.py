"""A tenhou.net/6 log imported as an Asobiba record, and proved by replaying it.

Each hand is walked into its steps and its wall (tenhou_walk.py); the walls go into
``setup``, and the match is played through :data:`GAME` step by step: the log's discards,
riichi, kans and Norths; after each tile given up, every seat the game asks answers with the
log's call or win, or passes; the log's tsumo or nine-terminals draw ends a hand on the turn.
Before each hand the round, honba, deposits and scores must be the log's; after it the
payments must be the log's; at the end the final scores and results (``sc``) too. Anything
else raises :class:`TenhouLogError` naming the hand. A tenpai dealer in first place after an
exhaustive draw that may end the match chooses (rules §7): ``yame`` when the log ends there,
``continue`` when it plays on.

The options: red fives from ``rule.aka`` (or ``aka51``–``aka53``), East only when ``disp``
says 東 (East-South when it says 南; otherwise East only if the log ends in the East round
with nobody below zero), open tanyao unless a Tenhou lobby ``disp`` leaves out 喰, three
players when the fourth seat is empty, and the settlement of the final results (rules §7) as
:func:`settlement_of` recognises it.
"""

from __future__ import annotations

import re
from typing import Any

from asobiba.core.contract import Event
from asobiba.core.errors import GameError
from asobiba.core.record import Record
from asobiba.games.riichi.game import GAME
from asobiba.games.riichi.interop.tenhou_codes import ABORTS, DRAWS, WIN, name_of, plain
from asobiba.games.riichi.interop.tenhou_walk import Hand, Step, WalkError, read_hand, wall_of
from asobiba.games.riichi.moves import CONTINUE, KAN, KYUUSHU, NUKI, PASS, RON, TSUMO, YAME, Ankan, Chi, Discard, Kakan, Move, Pon, Riichi
from asobiba.games.riichi.options import SETTLEMENTS
from asobiba.games.riichi.settle import results_of
from asobiba.games.riichi.state import Phase, RiichiState
from asobiba.games.riichi.tiles import tile_name

WINDS = ("East", "South", "West", "North")
LOBBY = "般上特鳳技若銀琥孔"  # the letters of Tenhou's lobbies that open a ``disp``
LOG_ID = re.compile(r"(\d{8})\d{2}gm-")  # Tenhou's log names begin with the date and hour: 2019050417gm-…
UNROUNDED_SINCE, UMA_20_SINCE = 2022_01_01, 2009_08_01  # rules §7


class TenhouLogError(ValueError):
    """A log that cannot be read, or whose replay differs from what it says."""


def from_tenhou6(data: Any, log_id: str | None = None) -> Record:
    """The record of a tenhou.net/6 log, replayed and checked hand by hand; ``log_id`` (its file
    name) dates it when the log has no ``ref``."""
    try:
        return _import(data, log_id)
    except (KeyError, IndexError, TypeError, AttributeError) as error:  # a log from anywhere: a part of the wrong shape
        raise TenhouLogError(f"not a tenhou.net/6 log: {type(error).__name__} {error}") from error


def _import(data: Any, log_id: str | None) -> Record:
    if not isinstance(data, dict) or not isinstance(data.get("log"), list) or not data["log"]:
        raise TenhouLogError('a tenhou.net/6 log is {"name": [...], "rule": {...}, "log": [hand, ...]}')
    n = _players(data)
    options = options_of(data, n, log_id)
    red = options["red_fives"] == "on"
    hands = [_read(index, entry, n, red) for index, entry in enumerate(data["log"])]
    setup = {"walls": [_wall(index, hand, n, red) for index, hand in enumerate(hands)]}
    try:
        state = GAME.start(n, options, 0, setup)
    except GameError as error:
        raise TenhouLogError(f"the walls rebuilt from the log are refused: {error.reason.en}") from error
    record = Record("riichi", n, 0, options, setup, version=GAME.version)
    for index, hand in enumerate(hands):
        where = _where(index, hand)
        _check_start(state, hand, where)
        player = _Player(state, record, hand, where)
        _check_end(player.play(), hand, n, where)
        if state.phase is Phase.YAME:  # rules §7: the log ends here, or the dealer plays on
            player.decide(last=index == len(hands) - 1)
    _check_final(state, data, n)
    return record


def _players(data: dict[str, Any]) -> int:
    """Three when the fourth seat of the first hand is dealt nothing."""
    first = data["log"][0]
    return 3 if isinstance(first, list) and len(first) == 17 and not first[13] else 4


def options_of(data: dict[str, Any], n: int, log_id: str | None = None) -> dict[str, str]:
    """The table options a log's ``rule``, rounds and final results say (see the module doc)."""
    rule = data.get("rule") if isinstance(data.get("rule"), dict) else {}
    disp = str(rule.get("disp", ""))
    red = any(int(rule.get(key, 0) or 0) > 0 for key in ("aka", "aka51", "aka52", "aka53"))
    if "東" in disp:
        east_only = True
    elif "南" in disp:
        east_only = False
    else:
        last = data["log"][-1]
        east_only = last[0][0] < 4 and all(score >= 0 for score in _last_scores(data, n))
    kuitan = "喰" in disp or not any(letter in disp for letter in LOBBY)
    length = "east_only" if east_only else "east_south"
    options = {"length": length, "red_fives": "on" if red else "off", "kuitan": "on" if kuitan else "off"}
    return options | {"settlement": settlement_of(data, n, length, log_id)}


def settlement_of(data: dict[str, Any], n: int, length: str, log_id: str | None = None) -> str:
    """How the log's final results were computed (rules §7): the first of the settlements, in
    the order its date makes likely (``ref`` or ``log_id``: since 2022 unrounded, from August
    2009 rounded, before that rounded with the old East-only uma), whose results from the log's
    final scores are the log's own; the likeliest when the log has no ``sc``. A log none fits is
    refused at its end (the final results differ)."""
    likely = _by_date(_date_of(str(data.get("ref") or log_id or "")))
    final = data.get("sc")
    if not isinstance(final, list) or len(final) < 2 * n:
        return likely[0]
    try:
        scores, results = [int(value) for value in final[0 : 2 * n : 2]], _tenths(final[1 : 2 * n : 2])
    except (TypeError, ValueError):  # not numbers: refused at the end, where the results are compared
        return likely[0]
    return next((name for name in likely if _tenths(results_of(scores, n, length, name)) == results), likely[0])


def _date_of(log_id: str) -> int | None:
    found = LOG_ID.search(log_id)
    return int(found.group(1)) if found else None


def _by_date(date: int | None) -> tuple[str, ...]:
    if date is None or date >= UNROUNDED_SINCE:
        return SETTLEMENTS
    if date >= UMA_20_SINCE:
        return ("tenhou_rounded", "tenhou_2009", "tenhou")
    return ("tenhou_2009", "tenhou_rounded", "tenhou")


def _tenths(values: list[Any]) -> list[int]:
    """Final results compared in tenths: the log's floats and ours, whatever their type."""
    return [round(10 * float(value)) for value in values]


def _last_scores(data: dict[str, Any], n: int) -> list[int]:
    final = data.get("sc")
    return list(final[0::2][:n]) if isinstance(final, list) else [0] * n


def _read(index: int, entry: Any, n: int, red: bool) -> Hand:
    try:
        return read_hand(entry, n, red)
    except (WalkError, ValueError, TypeError, IndexError) as error:
        head = entry[0] if isinstance(entry, list) and entry else "?"
        raise TenhouLogError(f"hand {index + 1} of the log ({head}): {error}") from error


def _wall(index: int, hand: Hand, n: int, red: bool) -> dict[str, list[Any]]:
    try:
        return wall_of(hand, n, red)
    except ValueError as error:
        raise TenhouLogError(f"{_where(index, hand)}: {error}") from error


def _where(index: int, hand: Hand) -> str:
    """A hand as players name it: ``hand 3 (East 2, 1 honba)``."""
    wind, dealer = divmod(hand.round, 4)
    return f"hand {index + 1} ({WINDS[wind % 4]} {dealer + 1}, {hand.honba} honba)"


def _check_start(state: RiichiState, hand: Hand, where: str) -> None:
    if state.phase is Phase.OVER:
        raise TenhouLogError(f"{where}: the match is already over under Tenhou's rules as Asobiba plays them")
    ours = (4 * state.wind + state.kyoku, state.honba, state.deposits, state.scores)
    theirs = (hand.round, hand.honba, hand.deposits, hand.scores)
    if ours != theirs:
        raise TenhouLogError(f"{where}: the replay starts it as (round, honba, deposits, scores) {ours}, the log as {theirs}")


def _check_end(ended: dict[str, Any], hand: Hand, n: int, where: str) -> None:
    result = hand.result
    name = result[0] if isinstance(result, list) and result else None
    if name == WIN:
        theirs = {detail[0]: deltas[:n] for deltas, detail in zip(result[1::2], result[2::2], strict=True)}
        ours = {win["seat"]: win["deltas"] for win in ended.get("wins", [])}
    elif name in DRAWS:
        theirs = result[1][:n] if len(result) > 1 else [0] * n
        ours = ended["deltas"] if ended["kind"] == "exhaustive" else ended["kind"]
    elif name in ABORTS.values():
        theirs, ours = name, ABORTS.get(ended.get("reason", ""), ended["kind"])
    else:
        raise TenhouLogError(f"{where}: unknown result {result!r}")
    if ours != theirs:
        raise TenhouLogError(f"{where}: the replay pays {ours}, the log {theirs}")


def _check_final(state: RiichiState, data: dict[str, Any], n: int) -> None:
    if state.phase is not Phase.OVER:
        raise TenhouLogError("the log ends but the match goes on under Tenhou's rules as Asobiba plays them")
    final = data.get("sc")
    if not isinstance(final, list):
        return
    scores, results = list(final[0::2][:n]), final[1::2][:n]
    try:
        theirs = _tenths(results)
    except (TypeError, ValueError):
        raise TenhouLogError(f"the log's final results are not numbers: {results!r}") from None
    if (state.scores, _tenths(state.final)) != (scores, theirs):
        raise TenhouLogError(
            f"the final scores and results are {state.scores}, {state.final} in the replay, {scores}, {results} in the log"
        )


class _Player:
    """Plays one hand's steps through the game, answering every claim window as the log did."""

    def __init__(self, state: RiichiState, record: Record, hand: Hand, where: str) -> None:
        self.state, self.record, self.hand, self.where = state, record, hand, where
        self.red = state.rules.red_fives
        self.ended: dict[str, Any] | None = None

    def name(self, code: int) -> str:
        return name_of(code, self.red)

    def play(self) -> dict[str, Any]:
        steps = self.hand.steps
        for at, step in enumerate(steps):
            if step.kind == "draw":
                self._check_draw(step)
            elif step.kind == "discard":
                move = Riichi if step.riichi else Discard
                self._move(step.seat, move(self.name(step.tile), step.tsumogiri))
                self._answer(step, steps[at + 1] if at + 1 < len(steps) else None)
            elif step.kind == "ankan":
                self._move(step.seat, Ankan(self.name(plain(step.tile))))
            elif step.kind in ("kakan", "nuki"):
                self._move(step.seat, Kakan(self.name(step.tile)) if step.kind == "kakan" else NUKI)
                self._answer(step, steps[at + 1] if at + 1 < len(steps) else None)
        if self.hand.on_turn:
            self._move(steps[-1].seat, TSUMO if self.hand.result[0] == WIN else KYUUSHU)
        if self.ended is None:
            raise TenhouLogError(f"{self.where}: the log's hand is over, the replay's goes on (to act: {sorted(GAME.to_act(self.state))})")
        return self.ended

    def decide(self, last: bool) -> None:
        """The dealer's tenpai-yame (rules §7): the log's last hand ends the match, another plays on."""
        self._move(self.state.turn, YAME if last else CONTINUE)

    def _check_draw(self, step: Step) -> None:
        drawn = self.state.drawn
        if self.state.turn != step.seat or drawn is None or self.name(step.tile) != tile_name(drawn, self.red):
            raise TenhouLogError(f"{self.where}: seat {step.seat} should draw {self.name(step.tile)} but the replay differs")

    def _answer(self, given: Step, following: Step | None) -> None:
        """Every seat asked about the tile just given up answers: the log's call, its win, or pass."""
        winners = self._winners(given) if following is None else set()
        while self.state.phase is Phase.CLAIM and self.ended is None:
            for seat in sorted(GAME.to_act(self.state)):
                legal = GAME.legal_moves(self.state, seat)
                if seat in winners or (winners == {"all"} and RON in legal):
                    move = RON
                elif following is not None and following.kind == "call" and following.seat == seat and following.giver == given.seat:
                    move = self._call_move(following)
                else:
                    move = PASS
                self._move(seat, move)

    def _winners(self, given: Step) -> set[Any]:
        result = self.hand.result
        if result[0] == ABORTS["triple_ron"]:
            return {"all"}
        if result[0] != WIN:
            return set()
        return {detail[0] for detail in result[2::2] if detail[1] == given.seat and detail[0] != given.seat}

    def _call_move(self, step: Step) -> Move:
        if step.call.kind == "daiminkan":
            return KAN
        pair = tuple(sorted(self.name(code) for code in step.call.tiles))
        return Chi(pair) if step.call.kind == "chi" else Pon(pair)

    def _move(self, seat: int, move: Move) -> None:
        if move not in GAME.legal_moves(self.state, seat):
            legal = [m.to_json() for m in GAME.legal_moves(self.state, seat)]
            raise TenhouLogError(f"{self.where}: seat {seat} plays {move.to_json()}, not legal in the replay (legal: {legal})")
        try:
            events = GAME.play(self.state, seat, move)
        except GameError as error:
            raise TenhouLogError(f"{self.where}: seat {seat} plays {move.to_json()}: {error.reason.en}") from error
        self.record.moves.append((seat, move.to_json()))
        self.ended = self.ended or _hand_end(events)


def _hand_end(events: list[Event]) -> dict[str, Any] | None:
    return next((event.data["result"] for event in events if event.kind == "hand_end"), None)
