"""Who may do what, and when (TWENTYQ-R1–R15): the refusals, who is to act, and the listed moves.

``legal_moves`` lists the finite moves of a seat that is to act (docs/twentyq.md, "Open
moves"): replies without a note, menu questions not yet asked, guesses by catalogue item
not yet guessed, mute and unmute, the time-gated moves whose time has come, and a bot
host's true reveal. Free-text moves (chat, typed questions and guesses, a person host's
commit and reveal, a note) are legal whenever ``refusal`` finds nothing, beyond the list;
so are chat, mute, unmute and an extension vote by a seat that is not to act.
"""

from __future__ import annotations

from asobiba.core.text import Text
from asobiba.games.twentyq import reasons, texts
from asobiba.games.twentyq.catalogue import CATALOGUE
from asobiba.games.twentyq.moves import (
    Abandon,
    Chat,
    Commit,
    Extend,
    Guess,
    Move,
    Mute,
    Question,
    Reply,
    Retire,
    Reveal,
    TimeUp,
    Unmute,
)
from asobiba.games.twentyq.state import CHAT, DECLINED, HOST, REPLIES, Step, TwentyQState

MINUTE_MS = 60_000
CHAT_BURST, CHAT_WINDOW_MS = 5, 30_000  # at most 5 chat messages per 30 s per seat
MENU_QUESTIONS: tuple[Question, ...] = tuple(Question(menu=question.id) for question in CATALOGUE.questions)
ITEM_GUESSES: tuple[Guess, ...] = tuple(Guess(item=item.id) for item in CATALOGUE.items)
_NOBODY: frozenset[int] = frozenset()


# -- the room's clock ---------------------------------------------------------------------------------


def now(state: TwentyQState, at: int | None) -> int | None:
    """The time a move is judged at: its stamp or the latest one seen, whichever is later."""
    if at is None or state.clock is None:
        return state.clock if at is None else at
    return max(at, state.clock)


def deadline(state: TwentyQState) -> int | None:
    """When time is up (R14): the time limit from the room's first stamp, once more per extension."""
    limit = state.options["time_limit"]
    if not limit or state.started is None:
        return None
    return state.started + limit * MINUTE_MS * (1 + state.extended)


def retire_from(state: TwentyQState) -> int | None:
    """When the host may retire (R13): the presence after the first reply."""
    if state.first_reply is None:
        return None
    return state.first_reply + state.options["min_host_presence"] * MINUTE_MS


def idle_from(state: TwentyQState) -> int | None:
    """When the askers may vote that the host has left (R15): the timeout after the host's last post."""
    since = state.last_host_post if state.last_host_post is not None else state.started
    return None if since is None else since + state.options["host_idle_timeout"] * MINUTE_MS


def _reached(moment: int | None, when: int | None) -> bool:
    return moment is not None and when is not None and moment >= when


# -- refusals -------------------------------------------------------------------------------------------


def refusal(state: TwentyQState, seat: int, move: Move) -> Text | None:
    """Why ``seat`` may not play ``move`` now, or None if it may."""
    if state.step is Step.OVER:
        return reasons.OVER
    if isinstance(move, Chat):
        return _muted(state, seat) or texts.problem(move.text, CHAT) or _chat_rate(state, seat, move.at)
    if isinstance(move, Commit):
        return _host(seat) or _commit(state)
    if isinstance(move, Question | Guess):
        return _asking(state) or _poster(state, seat) or _question(state, move)
    if isinstance(move, Reply):
        return _host(seat) or _asking(state) or _reply(state, move)
    if isinstance(move, Reveal):
        return _host(seat) or _revealing(state, move)
    if isinstance(move, Mute | Unmute):
        return _host(seat) or _mute(state, move)
    if isinstance(move, Retire):
        return _host(seat) or _asking(state) or _retire(state, move.at)
    if isinstance(move, TimeUp):
        return _asking(state) or _time_up(state, move.at)
    if isinstance(move, Extend):
        return _asking(state) or _extend(state, seat)
    assert isinstance(move, Abandon)
    return _abandon(state, seat, move.at)


def _host(seat: int) -> Text | None:
    return None if seat == HOST else reasons.HOST_ONLY


def _muted(state: TwentyQState, seat: int) -> Text | None:
    return reasons.MUTED if seat in state.muted else None


def _asking(state: TwentyQState) -> Text | None:
    if state.step is Step.COMMIT:
        return reasons.NOT_NOW_COMMIT
    return None if state.step is Step.ASK else reasons.NOT_ASKING


def _commit(state: TwentyQState) -> Text | None:
    if state.is_bot_host:
        return reasons.BOT_COMMITTED
    return None if state.step is Step.COMMIT else reasons.COMMITTED


def _poster(state: TwentyQState, seat: int) -> Text | None:
    if seat == HOST:
        return reasons.ASKERS_ONLY
    if seat in state.muted:
        return reasons.MUTED
    return reasons.WAITING if state.waiting(seat) else None


def _question(state: TwentyQState, move: Question | Guess) -> Text | None:
    if isinstance(move, Question) and move.menu is not None:
        if not CATALOGUE.has_question(move.menu):
            return reasons.unknown_menu(move.menu)
        return reasons.ASKED_BEFORE if move.menu in asked_menus(state) else None
    if isinstance(move, Guess) and move.item is not None:
        if not CATALOGUE.has_item(move.item):
            return reasons.unknown_item(move.item)
        return reasons.GUESSED_BEFORE if move.item in guessed_items(state) else None
    assert move.text is not None
    return texts.problem(move.text, "question" if isinstance(move, Question) else "guess")


def asked_menus(state: TwentyQState) -> set[str]:
    """Menu questions asked and not declined: asking one again tells nothing new."""
    return {message.menu for message in state.messages if message.menu is not None and message.reply != DECLINED}


def guessed_items(state: TwentyQState) -> set[str]:
    return {message.item for message in state.messages if message.item is not None and message.reply != DECLINED}


def _chat_rate(state: TwentyQState, seat: int, at: int | None) -> Text | None:
    moment = now(state, at)
    if moment is None:
        return None
    recent = 0
    for message in reversed(state.messages):
        if message.at is not None and message.at <= moment - CHAT_WINDOW_MS:
            break
        if message.seat == seat and message.kind == CHAT and message.at is not None:
            recent += 1
    return reasons.CHAT_RATE if recent >= CHAT_BURST else None


def _reply(state: TwentyQState, move: Reply) -> Text | None:
    pending = state.pending()
    if pending is None:
        return reasons.NOTHING_PENDING
    if move.to != pending.id:
        return reasons.stale_reply(move.to, pending.id)
    return None if move.note is None else texts.problem(move.note, "note", optional=True)


def _revealing(state: TwentyQState, move: Reveal) -> Text | None:
    if state.step is not Step.REVEAL:
        return reasons.NOT_REVEALING
    return texts.problem(move.answer, "answer") or texts.problem(move.reading, "reading", optional=True)


def _mute(state: TwentyQState, move: Mute | Unmute) -> Text | None:
    if not 1 <= move.seat < state.seats:
        return reasons.NO_SEAT
    if isinstance(move, Mute):
        return reasons.ALREADY_MUTED if move.seat in state.muted else None
    return None if move.seat in state.muted else reasons.NOT_MUTED


def _retire(state: TwentyQState, at: int | None) -> Text | None:
    if state.is_bot_host:
        return reasons.BOT_NEVER_RETIRES
    if not state.replied:
        return reasons.NO_REPLY_YET
    presence = state.options["min_host_presence"]
    if presence and not _reached(now(state, at), retire_from(state)):
        return reasons.too_early("The host may retire", "出題者のリタイア", presence, "TWENTYQ-R13")
    return None


def _time_up(state: TwentyQState, at: int | None) -> Text | None:
    limit = state.options["time_limit"]
    if not limit:
        return reasons.NO_TIME_LIMIT
    if not _reached(now(state, at), deadline(state)):
        return reasons.too_early("Time is up", "タイムアップ", limit * (1 + state.extended), "TWENTYQ-R14")
    return None


def _extend(state: TwentyQState, seat: int) -> Text | None:
    if not state.options["time_limit"]:
        return reasons.NO_TIME_LIMIT
    if seat == HOST and state.is_bot_host:
        return reasons.BOT_AGREES
    if seat in state.muted:
        return reasons.MUTED
    return reasons.VOTED if seat in state.extend_votes else None


def _abandon(state: TwentyQState, seat: int, at: int | None) -> Text | None:
    if seat == HOST:
        return reasons.ASKERS_VOTE
    if seat in state.muted:
        return reasons.MUTED
    if seat in state.abandon_votes:
        return reasons.VOTED
    if not _reached(now(state, at), idle_from(state)):
        timeout = state.options["host_idle_timeout"]
        return reasons.too_early("Voting that the host has left", "出題者が去ったという投票", timeout, "TWENTYQ-R15")
    return None


# -- who is to act, and the listed moves --------------------------------------------------------------


def to_act(state: TwentyQState) -> frozenset[int]:
    """The host while a commit, reply or reveal is due; askers who may post; anyone a time-gated move is open to."""
    if state.step is Step.OVER:
        return _NOBODY
    if state.step is Step.COMMIT:
        return frozenset({HOST})
    host_due = state.step is Step.REVEAL or state.pending() is not None or not state.active_askers()
    seats = {HOST} if host_due else set()  # with every asker muted, the host is to act: only an unmute goes on
    timed = [Retire(), TimeUp(), Abandon()]
    for seat in range(state.seats):
        if seat in seats:
            continue
        may_post = seat != HOST and state.step is Step.ASK and seat not in state.muted and not state.waiting(seat)
        if may_post or any(refusal(state, seat, move) is None for move in timed):
            seats.add(seat)
    return frozenset(seats)


def legal_moves(state: TwentyQState, seat: int) -> list[Move]:
    """The finite legal moves of ``seat`` if it is to act, in a stable order; [] otherwise."""
    if seat not in to_act(state):
        return []
    moves: list[Move] = []
    if seat == HOST:
        pending = state.pending()
        if pending is not None:
            moves += [Reply(pending.id, reply) for reply in REPLIES]
        if state.step is Step.ASK:
            moves += [Unmute(asker) if asker in state.muted else Mute(asker) for asker in state.askers()]
        if state.step is Step.REVEAL and state.secret is not None:
            moves.append(true_reveal(state))
    elif state.step is Step.ASK and _poster(state, seat) is None:
        asked, guessed = asked_menus(state), guessed_items(state)
        moves += [move for move in MENU_QUESTIONS if move.menu not in asked]
        moves += [move for move in ITEM_GUESSES if move.item not in guessed]
    moves += [move for move in (Retire(), TimeUp(), Extend(), Abandon()) if refusal(state, seat, move) is None]
    return moves


def true_reveal(state: TwentyQState) -> Reveal:
    """A bot host's reveal: the answer it committed to, its English name as the reading, and the salt."""
    assert state.secret is not None
    return Reveal(state.secret.answer, CATALOGUE.item(state.secret.item).name.en, state.secret.salt)
