"""The sanma format (さんま, DAIFUGO-R27): each player splits the hand dealt into one hand per
round, players − 1 rounds; each round is played as a game with those hands, and its last
player drops out, its hands for later rounds out of the game with it; the last round, of
two players, decides the winner.

Decided where the spec is silent: the hands are as even as the cards allow, the earlier
rounds one card larger; a player splits by choosing, one card at a time, the hand of each
round but the last, which keeps the rest; everyone splits at once, unseen; a round is led
by whoever holds the ♦3 in it, else by the first seat still in; the game's places are the
last round's, then those dropped out, the latest first.
"""

from __future__ import annotations

from asobiba.core.contract import Event
from asobiba.games.daifugo.state import DaifugoState, Phase


def sizes(cards: int, rounds: int) -> list[int]:
    """The size of each round's hand, for a hand of ``cards`` split into ``rounds``."""
    base, extra = divmod(cards, rounds)
    return [base + (index < extra) for index in range(rounds)]


def start_split(state: DaifugoState, events: list[Event]) -> None:
    state.phase = Phase.SPLIT
    state.split = [[[]] for _ in range(state.n)]
    state.round, state.dropped = 0, []
    events.append(Event("split_start", {"rounds": state.n - 1, "sizes": [sizes(len(hand), state.n - 1) for hand in state.hands]}))


def splitting(state: DaifugoState) -> frozenset[int]:
    """The seats still splitting their hands."""
    return frozenset(seat for seat in range(state.n) if len(state.split[seat]) < state.n - 1 or state.hands[seat])


def split_card(state: DaifugoState, seat: int, card: int, events: list[Event]) -> bool:
    """``card`` into ``seat``'s hand of the next round to fill; whether every seat has split."""
    rounds = state.n - 1
    hands = state.split[seat]
    hands[-1].append(card)
    state.hands[seat].remove(card)
    wanted = sizes(len(state.hands[seat]) + sum(map(len, hands)), rounds)
    if len(hands[-1]) == wanted[len(hands) - 1]:
        if len(hands) == rounds - 1:
            hands.append(state.hands[seat])  # the last round keeps the rest
            state.hands[seat] = []
        else:
            hands.append([])
    if seat not in splitting(state):
        events.append(Event("split", {"seat": seat}))
    return not splitting(state)


def begin_round(state: DaifugoState, events: list[Event]) -> None:
    """Each seat still in takes up its hand for this round."""
    for seat in range(state.n):
        if state.split[seat] and seat not in state.dropped:
            state.hands[seat] = sorted(state.split[seat].pop(0))
    events.append(Event("round_start", {"round": state.round + 1, "counts": [len(hand) for hand in state.hands]}))


def next_round(state: DaifugoState, ranking: list[int], events: list[Event]) -> bool:
    """After a round ranked ``ranking``: its last drops out and the next round begins; False
    after the last round."""
    if len(ranking) <= 2:
        return False
    loser = ranking[-1]
    state.dropped.append(loser)
    state.removed = [*state.removed, *(c for cards in state.split[loser] for c in cards)]
    state.split[loser] = []
    state.round += 1
    events.append(Event("dropped", {"seat": loser, "round": state.round}))
    return True
