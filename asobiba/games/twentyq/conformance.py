"""What the conformance suite (asobiba/testing/suite.py) needs from Twenty Questions.

Moves to try: replies to every message, every menu question and catalogue guess, mute and
unmute of every seat, the time-gated moves, a commit, true and false reveals, and texts
the text rules refuse. Open moves (``open_moves``): a chat, a typed question and guess, a
person host's commit and reveals, and the finite moves a seat not to act may still make.
Random play stamps each move a little later than the last (``random_move``), so the time
rules are played too. A seat must not see a bot host's secret (item, answer, salt) before
the reveal, unless an asker named the item, nor the seed.

After every move: the count is the number of yes and no replies, numbered 1, 2, …; each
asker waits on at most one question; the result exists exactly once the asking is over.
"""

from __future__ import annotations

import random
from typing import Any

from asobiba.core.parts import ConformanceHooks
from asobiba.games.twentyq.commitment import commitment
from asobiba.games.twentyq.legal import ITEM_GUESSES, MENU_QUESTIONS, legal_moves, refusal, to_act
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
    stamp,
)
from asobiba.games.twentyq.state import DECLINED, HOST, REPLIES, Step, TwentyQState

OPTION_SAMPLES: dict[str, list[Any]] = {
    "host": ["person", "bot"],
    "question_limit": [5, 20],
    "min_host_presence": [0, 30],
    "time_limit": [0, 60],
    "host_idle_timeout": [5],
    "banned_topics": ["", "<b>spoilers</b> of new works"],
}

ANSWER, READING, SALT = "東京タワー", "とうきょうタワー", "0f" * 16  # what a random person host commits to
START_MS = 1_700_000_000_000
STEPS_MS = (0, 1_000, 60_000, 600_000)  # random play's gaps between stamps
BAD_TEXTS = ("", "   ", "bell\x07", "\u202egnp.exe")


def move_space(state: TwentyQState, seat: int) -> list[Move]:
    seats = range(state.seats + 1)
    return [
        *(Reply(to, reply) for to in range(len(state.messages) + 1) for reply in REPLIES),
        *MENU_QUESTIONS,
        *ITEM_GUESSES,
        *(kind(other) for other in seats for kind in (Mute, Unmute)),
        Retire(),
        TimeUp(),
        Extend(),
        Abandon(),
        Commit(commitment(ANSWER, SALT)),
        Reveal(ANSWER, READING, SALT),
        Reveal("wrong", "", SALT),
        *(Question(text=text) for text in (*BAD_TEXTS, "x" * 201)),
        *(Chat(text) for text in (*BAD_TEXTS, "x" * 301)),
        Question(menu="no-such-question"),
        Guess(item="no-such-item"),
    ]


def open_moves(state: TwentyQState, seat: int) -> list[Move]:
    """Moves legal now beyond the listed ones: free text, and what a seat not to act may still do."""
    listed = set(legal_moves(state, seat))
    candidates: list[Move] = [
        Chat(f"<script>alert({seat})</script> hello"),
        Question(text="Is it alive? 生き物ですか？"),
        Guess(text="Is it Tokyo Tower?"),
        Commit(commitment(ANSWER, SALT)),
        Reveal(ANSWER, READING, SALT),
        Reveal("wrong", "", SALT),
        Extend(),
        *(kind(other) for other in range(1, state.seats) for kind in (Mute, Unmute)),
    ]
    pending = state.pending()
    if pending is not None:
        candidates.append(Reply(pending.id, "no", "borderline"))
    return [move for move in candidates if move not in listed and refusal(state, seat, move) is None]


def random_move(state: TwentyQState, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """A listed move mostly; a host's reply before a mute; open moves now and then; stamped later than the clock."""
    beyond = open_moves(state, seat)
    replies = [move for move in legal if isinstance(move, Reply)]
    if replies and rng.random() < 0.8:
        move: Move = rng.choice(replies)
    elif legal and (not beyond or rng.random() < 0.8):
        move = rng.choice(legal)
    else:
        reveals = [move for move in beyond if isinstance(move, Reveal)]
        move = reveals[0] if reveals and rng.random() < 0.7 else rng.choice(beyond)
    clock = START_MS if state.clock is None else state.clock
    return stamp(move, clock + rng.choice(STEPS_MS))


def hidden(state: TwentyQState, seat: int | None) -> set[Any]:
    secret: set[Any] = {("seed", state.seed)}
    if state.secret is None or seat == HOST or state.revealed is not None:
        return secret
    secret |= {state.secret.answer, state.secret.salt}
    if all(message.item != state.secret.item for message in state.messages):
        secret.add(("item", state.secret.item))
    return secret


def check_state(state: TwentyQState) -> None:
    numbers = [message.number for message in state.messages if message.number is not None]
    assert numbers == list(range(1, state.count + 1)), f"counted {numbers}, count {state.count}"
    counted = [message for message in state.messages if message.reply not in (None, DECLINED)]
    assert len(counted) == state.count
    for asker in range(1, state.seats):
        waiting = [m for m in state.messages if m.seat == asker and m.kind != "chat" and m.reply is None]
        assert len(waiting) <= 1, f"seat {asker} waits on {len(waiting)} questions"
    assert (state.result is None) == (state.step in (Step.COMMIT, Step.ASK)), f"result {state.result} at step {state.step}"
    assert state.count <= state.limit
    if state.step is not Step.OVER:
        assert to_act(state), "nobody to act before the end"


CONFORMANCE = ConformanceHooks(
    rules="rules.txt",
    move_space=move_space,
    hidden=hidden,
    option_samples=OPTION_SAMPLES,
    random_move=random_move,
    check_state=check_state,
    open_moves=open_moves,
)
