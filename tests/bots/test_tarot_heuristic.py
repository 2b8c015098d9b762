"""The Tarot heuristic (``normal``): always legal, and a sensible club player in set positions."""

from __future__ import annotations

import random
from typing import Any

import pytest

from asobiba.games.tarot import GAME
from asobiba.games.tarot.bots import hand_count, heuristic_bot, policy
from asobiba.games.tarot.cards import BOUTS, BY_NAME, EXCUSE, IS_KING, SUIT_OF
from asobiba.games.tarot.data import Contract
from asobiba.games.tarot.moves import Bid, CallKing, Chelem, Declare, Discard, PlayCard
from asobiba.games.tarot.state import NOBODY, Phase, TarotState
from tests.games.tarot.helpers import make_setup

NORMAL = heuristic_bot("normal")


def options(rng: random.Random) -> dict[str, Any]:
    return {
        "deals": 1,
        "direction": rng.choice(("counter_clockwise", "clockwise")),
        "declarations": rng.choice(("poignee_only", "none", "poignee_misere")),
        "grassing": rng.choice(("off", "on")),
    }


@pytest.mark.parametrize("players", [3, 4, 5])
def test_heuristic_only_plays_legal_moves_and_its_policy_agrees(players):
    kinds = set()
    for seed in range(60):
        rng = random.Random(seed)
        state = GAME.start(players, options(rng), seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_moves(state, seat)
            move = NORMAL.choose(GAME, state, seat, rng)
            assert move in legal
            assert policy(GAME, state, seat, rng) == move  # rollouts play like the bot
            kinds.add(type(move))
            GAME.play(state, seat, move)
        last = state.tricks[-1][1]
        assert EXCUSE not in last or state.chelem or state.taker == NOBODY  # the Excuse goes before the last trick
    expected = {Bid, Discard, Chelem, Declare, PlayCard} | ({CallKing} if players == 5 else set())
    assert kinds == expected


def start(players: int, dealer: int, hands: dict[int, str], chien: str | None = None) -> TarotState:
    setup = make_setup(players, dealer, {seat: hand.split() for seat, hand in hands.items()}, chien.split() if chien else None, seed=1)
    return GAME.start(players, {"deals": 1}, 0, setup)


def bot_move(state: TarotState) -> Any:
    (seat,) = GAME.to_act(state)
    return NORMAL.choose(GAME, state, seat, random.Random(0))


def play(state: TarotState, *moves: dict[str, Any]) -> None:
    """Play the JSON moves in turn; a seat asked to declare first declares nothing."""
    for data in moves:
        (seat,) = GAME.to_act(state)
        if isinstance(GAME.legal_moves(state, seat)[0], Declare):
            GAME.play(state, seat, Declare())
        GAME.play(state, seat, GAME.parse_move(data))


def bids(*contracts: str) -> list[dict[str, Any]]:
    return [{"type": "bid", "contract": contract} for contract in contracts]


def cards(*names: str) -> list[dict[str, Any]]:
    return [{"type": "card", "card": name} for name in names]


def let_the_bot_finish_the_ecart_and_chelem(state: TarotState) -> None:
    while state.phase in (Phase.ECART, Phase.CHELEM):
        (seat,) = GAME.to_act(state)
        GAME.play(state, seat, bot_move(state))


STRONG = "T21 T20 T19 T18 T17 T16 T15 T14 EX T1 SK SQ HK DK D2 C3 C4 C5"
WEAK = "T2 T3 T7 S1 S2 S5 S9 H3 H4 H8 HC D1 D6 D8 DJ C1 C6 C9"


def test_a_strong_hand_bids_garde_or_more():
    assert hand_count([BY_NAME[name] for name in STRONG.split()]) > hand_count([BY_NAME[name] for name in WEAK.split()])
    move = bot_move(start(4, 3, {0: STRONG}))
    assert isinstance(move, Bid) and move.contract is not None and move.contract >= Contract.GARDE


def test_a_weak_hand_passes():
    assert bot_move(start(4, 3, {0: WEAK})) == Bid(None)


def test_a_bid_must_beat_the_bids_already_made():
    state = start(4, 3, {1: STRONG})
    play(state, *bids("pass"))
    wanted = bot_move(state)
    assert wanted.contract is not None and wanted.contract < Contract.GARDE_CONTRE
    state = start(4, 3, {1: STRONG})
    play(state, *bids(Contract(wanted.contract + 1).json_name))
    assert bot_move(state) == Bid(None)


def test_ecart_keeps_kings_and_bouts_and_voids_a_short_suit():
    taker = "T21 T20 T18 T16 T13 T11 T9 T5 T1 EX SK S9 S7 S3 HK H10 CQ C2"
    state = start(4, 3, {0: taker}, chien="HQ H6 DC D3 S4 T2")
    play(state, *bids("garde", "pass", "pass", "pass"))
    let_the_bot_finish_the_ecart_and_chelem(state)
    assert len(state.ecart) == 6
    assert not any(IS_KING[card] or card in BOUTS for card in state.ecart)
    assert not any(SUIT_OF[card] in (2, 3) for card in state.hands[0])  # diamonds and clubs voided
    assert not any(card >= BY_NAME["T1"] for card in state.ecart)  # no trump while suit cards remain


def test_king_call_prefers_the_suit_where_the_taker_holds_the_queen():
    taker = "T21 T19 T17 T15 T12 T8 T4 EX HQ H9 H5 S3 S2 D7 C4"
    state = start(5, 4, {0: taker})
    play(state, *bids("garde", "pass", "pass", "pass", "pass"))
    assert bot_move(state) == CallKing(BY_NAME["HK"])


def test_king_call_avoids_a_king_of_its_own_hand():
    taker = "T21 T19 T17 T15 T12 T8 T4 EX SK HK DK S9 H2 D4 C4"
    state = start(5, 4, {0: taker})
    play(state, *bids("garde", "pass", "pass", "pass", "pass"))
    assert bot_move(state) == CallKing(BY_NAME["CK"])


def test_chelem_is_announced_only_with_an_overwhelming_hand():
    monster = "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 EX T1 SK HK DK CK"
    state = start(4, 3, {0: monster})
    play(state, *bids("garde_sans", "pass", "pass", "pass"))
    assert bot_move(state) == Chelem(True)
    state = start(4, 3, {0: STRONG})
    play(state, *bids("garde_sans", "pass", "pass", "pass"))
    assert bot_move(state) == Chelem(False)


def test_a_poignee_held_is_declared():
    defender = "T13 T12 T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 S2 H1 H4 D5 C6 C8"
    state = start(4, 3, {0: defender, 1: STRONG})
    play(state, *bids("pass", "garde_sans", "pass", "pass"), {"type": "chelem", "announce": False})
    assert bot_move(state) == Declare("simple")  # 12 trumps: 10 for a simple, 13 for a double


# Card play. Seat 3 deals, so seat 0 leads; seat 1 takes a garde sans (no écart).
TAKER = "T20 T19 T18 T17 T16 T15 T14 T13 EX SK SQ HK HQ DK DQ CK CQ S10"


def card_play(hands: dict[int, str], *moves: dict[str, Any]) -> TarotState:
    state = start(4, 3, {1: TAKER, **hands})
    play(state, *bids("pass", "garde_sans", "pass", "pass"), {"type": "chelem", "announce": False}, *moves)
    return state


def test_the_petit_goes_under_a_partners_21():
    state = card_play({0: "T21 S1 S2", 2: "T1 T2 T3 H1 H2"}, *cards("T21", "T13"))
    assert bot_move(state) == PlayCard(BY_NAME["T1"])


def test_the_petit_is_kept_from_a_trick_the_taker_wins():
    state = card_play({0: "T2 S1 S2", 2: "T1 T3 T4 H1 H2"}, *cards("T2", "T20"))
    assert bot_move(state) == PlayCard(BY_NAME["T3"])


def test_points_are_loaded_on_a_trick_the_defence_is_sure_to_win():
    no_trumps = "C1 C2 C3 CJ CC H1 H2 H3 H4 H5 H6 H7 H8 H9 D1 D2 D3 D4"
    state = card_play({0: "T21 S1 S2", 2: no_trumps}, *cards("T21", "T13"))
    assert bot_move(state) == PlayCard(BY_NAME["CC"])


def test_a_lost_trick_gets_the_cheapest_card():
    state = card_play({0: "S1 S2 S3", 2: "S4 SJ SC H1 H2 H3"}, *cards("S1", "SK"))
    assert bot_move(state) == PlayCard(BY_NAME["S4"])


def test_policy_is_not_confused_by_interleaved_rollouts():
    def rollout(seed: int) -> list[Any]:
        state = GAME.start(4, {"deals": 1}, seed)
        moves = []
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            moves.append(policy(GAME, state, seat, random.Random(0)))
            GAME.play(state, seat, moves[-1])
        return moves

    alone = [rollout(1), rollout(2)]
    states = [GAME.start(4, {"deals": 1}, seed) for seed in (1, 2)]
    interleaved: list[list[Any]] = [[], []]
    while any(GAME.outcome(state) is None for state in states):
        for index, state in enumerate(states):
            if GAME.outcome(state) is None:
                (seat,) = GAME.to_act(state)
                interleaved[index].append(policy(GAME, state, seat, random.Random(0)))
                GAME.play(state, seat, interleaved[index][-1])
    assert interleaved == alone
