"""Worlds an asker cannot tell apart (determinization for search): a bot host's secret drawn again.

Under a bot host an asker has seen the commitment and the replies, not the secret. A
sampled world holds a catalogue item that agrees with every reply to a menu question and
to a guess that names a catalogue item (yes: it is that item; no: it is not), and a
fresh salt; the commitment stays the public one. If the replies contradict each other (a
random host), every item is possible. The host sees the secret, and once the answer is
revealed everyone does: their worlds are the state itself.
"""

from __future__ import annotations

import random

from asobiba.games.twentyq.catalogue import CATALOGUE, Item, answer
from asobiba.games.twentyq.commitment import SALT_BYTES
from asobiba.games.twentyq.state import DECLINED, GUESS, HOST, YES, Secret, TwentyQState


def sample(state: TwentyQState, seat: int, rng: random.Random) -> TwentyQState:
    world = state.copy()
    if state.secret is None or seat == HOST or state.revealed is not None:
        return world
    candidates = consistent_items(state) or list(CATALOGUE.items)
    item = rng.choice(candidates)
    world.secret = Secret(item.id, item.answer, rng.randbytes(SALT_BYTES).hex())
    return world


def consistent_items(state: TwentyQState) -> list[Item]:
    """The catalogue items every public reply to a menu question or a catalogue guess agrees with."""
    menus: list[tuple[str, str]] = []
    named: list[tuple[Item, bool]] = []
    for message in state.messages:
        if message.reply is None or message.reply == DECLINED:
            continue
        if message.menu is not None:
            menus.append((message.menu, message.reply))
        elif message.kind == GUESS:
            item = CATALOGUE.item(message.item) if message.item is not None else CATALOGUE.find(message.text)
            if item is not None:
                named.append((item, message.reply == YES))
    return [
        item
        for item in CATALOGUE.items
        if all(answer(item, menu) == reply for menu, reply in menus) and all((item == guessed) == said for guessed, said in named)
    ]
