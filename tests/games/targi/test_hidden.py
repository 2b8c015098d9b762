"""What each seat may see (view.py's decision on hidden cards) and ``sample``: the face-down central
cards (TARGI-R8, TARGI-R13), a hand card drawn from the deck (TARGI-R11), the decks' order (TARGI-R1)."""

from __future__ import annotations

import random

import pytest

from asobiba.games.targi import GAME
from asobiba.games.targi.conformance import hidden, unseen
from asobiba.testing.suite import tokens

from .helpers import KEEP, place_all, play, resolve, start


def expansion_kept():
    """Seat 0 kept the card Tribal Expansion drew (SIM-37) and used c13 (SIM-15 now lies face down there)."""
    state = start()
    place_all(state, (14, 15, 3), (2, 7, 11))  # seat 0: Tribal Expansion, rows 1, 2 × column 3 → c13, c23
    play(state, resolve(14), KEEP, resolve("c13"))
    return state


@pytest.mark.rule("TARGI-R1")
@pytest.mark.rule("TARGI-R8")
@pytest.mark.rule("TARGI-R11")
def test_targi_r1_r8_r11_no_view_shows_the_decks_a_face_down_card_or_a_hand_card_drawn_by_the_other():
    state = expansion_kept()
    assert state.hand[0] == "SIM-37" and state.centre[2] == "SIM-15"
    for seat in (None, 0, 1):
        found = tokens(GAME.view(state, seat))
        assert not found & hidden(state, seat), seat
        assert ("SIM-37" in found) == (seat == 0)
        assert "SIM-15" not in found and not found & set(state.tribe_deck) and not found & set(state.goods_deck)
    assert unseen(state, 0) == set(state.goods_deck) | set(state.tribe_deck) | {"SIM-15"}
    assert unseen(state, 1) == unseen(state, None) == unseen(state, 0) | {"SIM-37"}


@pytest.mark.rule("TARGI-R11")
def test_targi_r11_the_noble_shows_the_hidden_hand_card_when_it_is_played_or_discarded():
    state = start(robber=2, round=2, hands=["SIM-07", None])
    assert GAME.view(state, 1)["hands"][0] == {"card": None, "public": False, "round": 0}
    place_all(state, (1, 6, 7), (3, 9, 5))
    events = play(state, resolve(1), {"type": "discard"})
    assert [event.data["card"]["id"] for event in events if event.kind == "discarded" and event.to is None] == ["SIM-07"]


def test_sample_deals_the_unseen_cards_again_and_keeps_the_seats_view():
    state = expansion_kept()
    seen_by_1 = GAME.view(state, 1)
    pool = sorted(unseen(state, 1) & {card for card in unseen(state, 1) if card.startswith("SIM")})
    hands = set()
    for seed in range(40):
        world = GAME.sample(state, 1, random.Random(seed))
        assert GAME.view(world, 1) == seen_by_1
        assert sorted([*world.tribe_deck, world.centre[2], world.hand[0]]) == pool
        assert sorted(world.goods_deck) == sorted(state.goods_deck) and world.seed != state.seed
        hands.add(world.hand[0])
    assert len(hands) > 1  # seat 1 does not know seat 0's card
    own = GAME.sample(state, 0, random.Random(1))
    assert own.hand[0] == "SIM-37" and GAME.view(own, 0) == GAME.view(state, 0)


def test_sample_depends_only_on_the_seats_view():
    state = expansion_kept()
    world = GAME.sample(state, 1, random.Random(3))
    assert GAME.sample(state, 1, random.Random(9)) == GAME.sample(world, 1, random.Random(9))


def test_a_card_drawn_by_tribal_expansion_is_hidden_from_the_other_seat_while_its_drawer_decides():
    state = start()
    place_all(state, (14, 15, 3), (2, 7, 11))
    play(state, resolve(14))
    assert state.drawn == "SIM-37" and "SIM-37" in unseen(state, 1) and "SIM-37" not in unseen(state, 0)
    world = GAME.sample(state, 1, random.Random(0))
    assert GAME.view(world, 1) == GAME.view(state, 1) and world.drawn in {"SIM-37", *state.tribe_deck}
