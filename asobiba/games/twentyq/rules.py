"""What a legal move does (TWENTYQ-R2, R5–R15): messages, replies and counting, the end, the reveal.

Every function here is given a move ``legal.refusal`` accepted, appends the events
everyone sees (a bot host's secret is in none of them) and leaves the state consistent.
"""

from __future__ import annotations

from asobiba.core.contract import Event
from asobiba.games.twentyq import texts
from asobiba.games.twentyq.catalogue import CATALOGUE, normalise
from asobiba.games.twentyq.commitment import verify
from asobiba.games.twentyq.legal import now
from asobiba.games.twentyq.moves import Abandon, Chat, Commit, Extend, Guess, Move, Mute, Question, Reply, Retire, Reveal, TimeUp, Unmute
from asobiba.games.twentyq.state import (
    ASKERS_WIN,
    CHAT,
    DECLINED,
    GUESS,
    HOST,
    HOST_WINS,
    QUESTION,
    YES,
    Message,
    Result,
    Revealed,
    Step,
    TwentyQState,
)


def apply(state: TwentyQState, seat: int, move: Move, events: list[Event]) -> None:
    _tick(state, seat, move)
    if isinstance(move, Commit):
        state.commitment, state.step = move.commitment, Step.ASK
        events.append(Event("committed", {"commitment": move.commitment}))
    elif isinstance(move, Question | Guess | Chat):
        _post(state, seat, move, events)
    elif isinstance(move, Reply):
        _reply(state, move, events)
    elif isinstance(move, Reveal):
        _reveal(state, move, events)
    elif isinstance(move, Mute | Unmute):
        muted = isinstance(move, Mute)
        state.muted = state.muted | {move.seat} if muted else state.muted - {move.seat}
        state.extend_votes -= {move.seat}
        state.abandon_votes -= {move.seat}
        events.append(Event("muted" if muted else "unmuted", {"seat": move.seat}))
        _check_votes(state, events)
    elif isinstance(move, Retire):
        _end(state, Result("retired", ASKERS_WIN), events)  # R13: retiring is a host loss
    elif isinstance(move, TimeUp):
        _end(state, Result("time_up", HOST_WINS), events)
    elif isinstance(move, Extend):
        state.extend_votes |= {seat}
        events.append(Event("vote", {"vote": "extend", "seat": seat}))
        _check_votes(state, events)
    else:
        assert isinstance(move, Abandon)
        state.abandon_votes |= {seat}
        events.append(Event("vote", {"vote": "abandon", "seat": seat}))
        _check_votes(state, events)


def _tick(state: TwentyQState, seat: int, move: Move) -> None:
    """The clock moves to the move's stamp; a host's move shows the host is there (R15)."""
    state.clock = now(state, move.at)
    if state.started is None:
        state.started = state.clock
    if seat == HOST:
        state.last_host_post = state.clock
        state.abandon_votes = frozenset()


def _post(state: TwentyQState, seat: int, move: Question | Guess | Chat, events: list[Event]) -> None:
    menu = move.menu if isinstance(move, Question) else None
    item = move.item if isinstance(move, Guess) else None
    if menu is not None:
        text = CATALOGUE.question(menu).text.en
    elif item is not None:
        text = CATALOGUE.item(item).name.en
    else:
        assert move.text is not None
        text = texts.clean(move.text)
    kind = QUESTION if isinstance(move, Question) else GUESS if isinstance(move, Guess) else CHAT
    message = Message(len(state.messages), seat, kind, text, menu, item, at=move.at)
    state.messages.append(message)
    events.append(Event("posted", {"message": message.to_json()}))


def _reply(state: TwentyQState, move: Reply, events: list[Event]) -> None:
    """R6–R9: the reply; yes or no counts; a yes to a guess, or the last counted question, ends the game."""
    message = state.messages[move.to]
    counted = move.reply != DECLINED
    if counted:
        state.count += 1
    note = texts.clean(move.note) if move.note else None
    number = state.count if counted else None
    state.messages[move.to] = Message(
        message.id, message.seat, message.kind, message.text, message.menu, message.item, move.reply, note, number, message.at
    )
    if not state.replied:
        state.replied, state.first_reply = True, state.clock
    events.append(Event("reply", {"to": move.to, "reply": move.reply, "note": note, "number": number}))
    if counted:
        events.append(Event("count", {"count": state.count, "limit": state.limit}))
    if message.kind == GUESS and move.reply == YES:
        _end(state, Result("guessed", ASKERS_WIN, message.seat), events)
    elif state.count >= state.limit:
        _end(state, Result("limit", HOST_WINS), events)


def _check_votes(state: TwentyQState, events: list[Event]) -> None:
    """R14: the host (a bot host always agrees) and a majority of active askers extend; R15: a majority abandons."""
    active = state.active_askers()
    if state.step is Step.ASK and _majority(state.extend_votes - {HOST}, active) and (state.is_bot_host or HOST in state.extend_votes):
        state.extended += 1
        state.extend_votes = frozenset()
        events.append(Event("extended", {"extended": state.extended, "minutes": state.options["time_limit"]}))
    if _majority(state.abandon_votes, active):
        state.result, state.step = Result("abandoned", None), Step.OVER  # R15: no reveal, the commitment stays unrevealed
        events.append(Event("ended", {"result": state.result.to_json()}))


def _majority(votes: frozenset[int], active: list[int]) -> bool:
    return bool(active) and 2 * len(votes & set(active)) > len(active)


def _end(state: TwentyQState, result: Result, events: list[Event]) -> None:
    state.result, state.step = result, Step.REVEAL
    state.extend_votes = state.abandon_votes = frozenset()
    events.append(Event("ended", {"result": result.to_json()}))


def _reveal(state: TwentyQState, move: Reveal, events: list[Event]) -> None:
    """R10, R11: the answer is published and checked against the commitment; a mismatch voids the result."""
    answer, reading = texts.clean(move.answer), texts.clean(move.reading)
    assert state.commitment is not None
    verified = verify(state.commitment, answer, move.salt)
    state.revealed = Revealed(answer, reading, move.salt, verified)
    state.step = Step.OVER
    events.append(Event("revealed", {**state.revealed.to_json(), "audit": audit(state)}))
    if not verified:
        state.result = Result("void", None)
        events.append(Event("ended", {"result": state.result.to_json()}))


def audit(state: TwentyQState) -> list[int]:
    """R12: the guesses whose normalised text is the revealed answer's or reading's (the host is not overruled)."""
    if state.revealed is None:
        return []
    keys = {normalise(state.revealed.answer)} | ({normalise(state.revealed.reading)} if state.revealed.reading else set())
    return [message.id for message in state.messages if message.kind == GUESS and normalise(message.text) in keys]
