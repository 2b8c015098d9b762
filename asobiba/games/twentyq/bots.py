"""Twenty Questions bots: a catalogue host and an asker that halves its candidates.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``, and plays either side:

- **Host** (seat 0, ``host=bot`` only): the host's view holds the secret catalogue item.
  A menu question is answered from the catalogue (``answer``), a guess by whether it names
  the item (``matches``), a typed question when it repeats a menu question word for word
  or names an item; any other typed question is declined with a note saying the bot
  answers menu questions and guesses only (TWENTYQ-R6). At the end it reveals the answer
  it committed to (R10). Under ``host=person`` the bot has no answer to host with, so it
  refuses (:class:`CannotHost`): a room with a person host seats a person at seat 0, and the
  arena plays this game with ``-o host=bot``.
- **Asker**: every reply so far, to its own posts and to the other askers', narrows the
  catalogue: a menu question (or a typed one that repeats it) keeps the items answering
  alike, a guess answered no drops the item it names. The candidates (``suspects``) are the items that
  contradict the fewest replies, so a person host's slip narrows the field instead of
  emptying it. The bot asks the menu question whose split of the candidates tells the most
  (expected information, in bits, beyond the menu questions still waiting for their
  replies), and guesses once three or fewer candidates remain, when
  no question splits them, or with the last question; the items are equally likely (a bot
  host draws uniformly), so a guess is any one of them. ``easy`` asks a random unasked
  menu question instead, one time in three.

:func:`match_stats` gives the arena the askers' win rate and the questions counted.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Iterable, Mapping
from typing import Any

from asobiba.bots.heuristic import HeuristicBot
from asobiba.core.contract import JSON
from asobiba.core.parts import BotHooks
from asobiba.games.twentyq.catalogue import CATALOGUE, Item, answer, matches
from asobiba.games.twentyq.moves import Abandon, Extend, Guess, Move, Question, Reply, Reveal, TimeUp, Unmute
from asobiba.games.twentyq.state import DECLINED, GUESS, HOST, NO, YES, TwentyQState

EASY_NOISE = 1 / 3  # how often the easy asker asks a random unasked menu question instead
GUESS_AT = 3  # with this many candidates or fewer, guessing them in turn is cheapest
# A typed question the bot host cannot read: both languages in the one note, "ja / en" (≤ 100
# characters); the terminal and the browser show the reader's half.
DECLINE_NOTE = "メニューの質問と推測にだけ答えます / I answer menu questions and guesses only"


class CannotHost(ValueError):
    """The bot was asked to host a room whose answer a person holds (``host=person``)."""


def can_play(seat: int, options: Mapping[str, Any]) -> bool:
    """A bot asks in any room but hosts only the rooms whose answer it draws (``host=bot``):
    the lobby seats no bot at a person's host seat, nor as its stand-in."""
    return seat != HOST or options.get("host") == "bot"


# -- the host -----------------------------------------------------------------------------------------


def host_reply(item: Item, message: dict[str, Any]) -> tuple[str, str | None]:
    """The bot host's reply to a question or guess (a view message) about its secret ``item``, and its note."""
    if message["kind"] == GUESS:
        named = message["item"] == item.id if message["item"] is not None else matches(item, message["text"])
        return (YES if named else NO), None
    if message["menu"] is not None:
        return answer(item, message["menu"]), None
    repeated = CATALOGUE.question_for(message["text"])
    if repeated is not None:
        return answer(item, repeated.id), None
    named = CATALOGUE.find(message["text"])
    if named is not None:
        return (YES if named == item else NO), None
    return DECLINED, DECLINE_NOTE


def host_move(view: dict[str, Any], legal: list[Move]) -> Move:
    """Reply to the oldest waiting post, reveal at the end, or unmute when every asker is muted."""
    if view.get("secret") is None:
        raise CannotHost("the bot hosts only under host=bot: a person holds this room's answer")
    item = CATALOGUE.item(view["secret"]["item"])
    if view["pending"] is not None:
        message = view["messages"][view["pending"]]
        reply, note = host_reply(item, message)
        return Reply(message["id"], reply, note)
    for kind in (Reveal, Unmute, TimeUp):
        chosen = next((move for move in legal if isinstance(move, kind)), None)
        if chosen is not None:
            return chosen
    return legal[0]


# -- the asker ----------------------------------------------------------------------------------------


def evidence(messages: Iterable[dict[str, Any]]) -> tuple[list[tuple[str, str]], set[str], set[str]]:
    """What the replies in the view say: (menu question, reply) pairs, items named by a yes, items ruled out by a no."""
    said: list[tuple[str, str]] = []
    named: set[str] = set()
    ruled_out: set[str] = set()
    for message in messages:
        if message["kind"] == "chat" or message["reply"] in (None, DECLINED):
            continue
        menu = message["menu"] or _repeated_menu(message)
        if menu is not None:
            said.append((menu, message["reply"]))
            continue
        item = message["item"] or _named_item(message["text"])
        if item is not None:
            (named if message["reply"] == YES else ruled_out).add(item)
    return said, named, ruled_out


def _repeated_menu(message: dict[str, Any]) -> str | None:
    if message["kind"] == GUESS:
        return None
    question = CATALOGUE.question_for(message["text"])
    return None if question is None else question.id


def _named_item(text: str) -> str | None:
    item = CATALOGUE.find(text)
    return None if item is None else item.id


def suspects(view: dict[str, Any]) -> list[Item]:
    """The catalogue items contradicting the fewest replies so far (none, with a truthful host)."""
    said, named, ruled_out = evidence(view["messages"])

    def contradictions(item: Item) -> int:
        wrong = sum(answer(item, menu) != reply for menu, reply in said)
        return wrong + (item.id in ruled_out) + sum(item.id != other for other in named)

    counted = [(contradictions(item), item) for item in CATALOGUE.items]
    fewest = min(count for count, _ in counted)
    return [item for count, item in counted if count == fewest]


def information(question: str, items: list[Item], waiting: Iterable[str] = ()) -> float:
    """The expected information, in bits, of the reply to ``question`` over equally likely ``items``,
    beyond what the replies to the ``waiting`` menu questions (posted, not yet answered) will tell."""
    waiting = tuple(waiting)
    groups: dict[tuple[str, ...], list[Item]] = {}
    for item in items:
        groups.setdefault(tuple(answer(item, menu) for menu in waiting), []).append(item)
    return sum(len(group) / len(items) * _split_bits(question, group) for group in groups.values())


def _split_bits(question: str, items: list[Item]) -> float:
    share = sum(answer(item, question) == YES for item in items) / len(items)
    if share in (0.0, 1.0):
        return 0.0
    return -(share * math.log2(share) + (1 - share) * math.log2(1 - share))


def asker_move(view: dict[str, Any], legal: list[Move], rng: random.Random, noise: float = 0.0) -> Move:
    """The best split of the candidates, or a guess when guessing is cheapest; a vote when the seat cannot post."""
    questions = [move for move in legal if isinstance(move, Question)]
    guesses = {move.item: move for move in legal if isinstance(move, Guess)}
    if not questions and not guesses:
        return _vote(legal)
    left = view["limit"] - view["count"]
    pool = [item for item in suspects(view) if item.id in guesses] or [CATALOGUE.item(item_id) for item_id in guesses]
    waiting = [message["menu"] for message in view["messages"] if message["menu"] is not None and message["reply"] is None]
    scored = sorted(((information(move.menu, pool, waiting), move) for move in questions), key=lambda pair: -pair[0])
    informative = [move for bits, move in scored if bits > 0]
    if len(pool) <= GUESS_AT or left <= 1 or not informative:
        return guesses[rng.choice(pool).id]
    if noise and rng.random() < noise:
        return rng.choice(questions)
    best = scored[0][0]
    return rng.choice([move for bits, move in scored if bits == best])


def _vote(legal: list[Move]) -> Move:
    """A seat that cannot post is to act only for a vote or a time-gated move: the askers' side of them."""
    for kind in (Abandon, Extend, TimeUp):
        chosen = next((move for move in legal if isinstance(move, kind)), None)
        if chosen is not None:
            return chosen
    return legal[0]


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random, noise: float = 0.0) -> Move:
    """The catalogue host at seat 0, the candidate-halving asker elsewhere (``noise``: the easy asker's)."""
    if seat == HOST:
        return host_move(view, legal)
    return asker_move(view, legal, rng, noise)


def heuristic_bot(level: str) -> HeuristicBot[Move]:
    return HeuristicBot(functools.partial(choose_move, noise=EASY_NOISE if level == "easy" else 0.0), level)


# -- the arena ----------------------------------------------------------------------------------------


def match_stats(state: TwentyQState) -> list[dict[str, float]]:
    """Per seat: whether the askers found the answer, and the questions counted (the same for every seat)."""
    found = float(state.result is not None and state.result.kind == "guessed")
    return [{"found": found, "questions": float(state.count)} for _ in range(state.seats)]


BOTS = BotHooks(heuristic=heuristic_bot, can_play=can_play, match_stats=match_stats)
