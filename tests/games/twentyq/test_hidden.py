"""A bot host's secret: only in the host's view, never in an event an asker sees; sample redraws it from the replies."""

from __future__ import annotations

import random

from asobiba.games.twentyq import GAME
from asobiba.games.twentyq.catalogue import CATALOGUE, answer
from asobiba.games.twentyq.sample import consistent_items

from .helpers import SALT, bot_room, play, reply


def test_no_event_or_asker_view_holds_the_secret_before_the_reveal():
    state = bot_room(item="dog")
    events = []
    for menu in ("animal", "mammal", "pet"):
        events += play(state, 1, {"type": "question", "menu": menu})
        events += reply(state, len(state.messages) - 1, answer(CATALOGUE.item("dog"), menu))
    for seat in (None, 1, 2):
        shown = str(GAME.view(state, seat)) + str([event.data for event in events if event.visible_to(seat)])
        assert SALT not in shown and "犬 / dog" not in shown and "'dog'" not in shown


def test_sample_redraws_among_items_consistent_with_the_public_replies():
    state = bot_room(item="dog")
    for menu in ("animal", "mammal", "pet", "fur"):
        play(state, 1, {"type": "question", "menu": menu})
        reply(state, len(state.messages) - 1, answer(CATALOGUE.item("dog"), menu))
    play(state, 2, {"type": "guess", "item": "cat"})
    reply(state, len(state.messages) - 1, "no")
    candidates = {item.id for item in consistent_items(state)}
    assert "dog" in candidates and "cat" not in candidates and len(candidates) < len(CATALOGUE.items)
    rng = random.Random(3)
    for _ in range(20):
        world = GAME.sample(state, 1, rng)
        assert world.secret.item in candidates
        assert world.commitment == state.commitment  # the public commitment stays
        assert GAME.view(world, 1) == GAME.view(state, 1)
    assert GAME.sample(state, 0, rng) == state  # the host knows
