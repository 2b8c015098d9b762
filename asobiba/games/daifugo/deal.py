"""The games of a match: the deal, the classes and their exchange, the first lead, the
points, and the seats reshuffled (DAIFUGO-R1, R8–R11, R25, R32)."""

from __future__ import annotations

from typing import Any

from asobiba.core.contract import Event, seeded_rng
from asobiba.core.errors import InvalidMove, SetupError
from asobiba.core.text import Text
from asobiba.games.daifugo.cards import DIAMOND_3, deck, name, parse_card, strongest_first
from asobiba.games.daifugo.sanma import begin_round, next_round, start_split
from asobiba.games.daifugo.state import NOBODY, DaifugoState, Phase

BLOCK = 100  # UECda: the classes start again every 100 games (DAIFUGO-R25)
SEAT_CHANGE = 3  # UECda: the seats are reshuffled every 3 games
DAIFUGO, FUGO, HEIMIN, HINMIN, DAIHINMIN = "daifugo", "fugo", "heimin", "hinmin", "daihinmin"
CLASS_NAMES = {
    DAIFUGO: Text("Daifugō", "大富豪"),
    FUGO: Text("Fugō", "富豪"),
    HEIMIN: Text("Heimin", "平民"),
    HINMIN: Text("Hinmin", "貧民"),
    DAIHINMIN: Text("Daihinmin", "大貧民"),
}


def class_of(place: int, n: int) -> str:
    """The class of a finishing place (rules/daifugo.md table 1, DAIFUGO-R9)."""
    if place == 1:
        return DAIFUGO
    if place == n:
        return DAIHINMIN
    if n >= 4 and place == 2:
        return FUGO
    if n >= 4 and place == n - 1:
        return HINMIN
    return HEIMIN


def exchanges(places: list[int]) -> list[tuple[int, int, int]]:
    """(lower, higher, cards) for each pair that trades: the Daihinmin gives the Daifugō two,
    and with four players or more the Hinmin gives the Fugō one (table 1)."""
    n = len(places)
    seat_at = {place: seat for seat, place in enumerate(places)}
    pairs = [(seat_at[n], seat_at[1], 2)]
    if n >= 4:
        pairs.append((seat_at[n - 1], seat_at[2], 1))
    return pairs


def new_game(state: DaifugoState, events: list[Event]) -> None:
    """Deal the next game; the exchange if classes stand, else the first lead."""
    n = state.n
    rng = seeded_rng(state.seed, "game", state.game)
    if state.rules.seat_changes and state.game and state.game % SEAT_CHANGE == 0:
        rng.shuffle(state.order)
    if not state.rules.classes or state.game % BLOCK == 0:
        state.places = []
    hands = _dealt(state, rng)
    state.hands = [sorted(hand) for hand in hands]
    state.gave = [[] for _ in range(n)]
    state.removed = sorted(set(deck(state.rules.jokers)).difference(*hands))  # a fixed deal may leave cards out
    state.played = []
    clear_table(state)
    for seat in range(n):
        events.append(Event("deal", {"hand": [name(c) for c in state.hands[seat]]}, to=seat))
    events.append(
        Event(
            "game_start",
            {"game": state.game + 1, "order": state.order[:], "places": state.places[:], "counts": [len(h) for h in state.hands]},
        )
    )
    state.returns = {}
    if state.rules.sanma:
        state.turn = NOBODY
        start_split(state, events)
        return
    if state.places:
        for lower, higher, count in exchanges(state.places):
            tribute = strongest_first(state.hands[lower])[:count]  # DAIFUGO-R32
            _move_cards(state, lower, higher, tribute)
            state.returns[higher] = (lower, count)
            for seat in (lower, higher):
                events.append(Event("tribute", {"from": lower, "to": higher, "cards": [name(c) for c in tribute]}, to=seat))
            events.append(Event("exchange", {"from": lower, "to": higher, "count": count}))
    if state.returns:
        state.phase = Phase.EXCHANGE
        state.turn = NOBODY
    else:
        begin_play(state, events)


def clear_table(state: DaifugoState) -> None:
    """Nobody out, nothing on the table, strength and direction as at the start (a game, or a sanma round)."""
    state.passed = [False] * state.n
    state.out, state.fouls = [], []
    state.fallen, state.passes, state.seven, state.ten = NOBODY, 0, 0, 0
    state.revolution = state.eleven_back = state.number_lock = False
    state.table, state.trick, state.lock, state.last = None, [], frozenset(), NOBODY
    state.direction, state.first_play = 1, True


def _dealt(state: DaifugoState, rng: Any) -> list[list[int]]:
    """The hands, one card at a time around the table from the Daifugō, or from a random seat
    without one (DAIFUGO-R1; rules/daifugo.md §4: the deal starts from the Daifugō)."""
    fixed = (state.setup or {}).get("deals", [])
    if state.game < len(fixed):
        return check_deal(fixed[state.game], state.n, state.rules.jokers)
    cards = deck(state.rules.jokers)
    rng.shuffle(cards)
    first = state.places.index(1) if state.places else rng.randrange(state.n)
    start = state.order.index(first)
    hands: list[list[int]] = [[] for _ in range(state.n)]
    for index, c in enumerate(cards):
        hands[state.order[(start + index) % state.n]].append(c)
    return hands


def check_deal(deal: Any, n: int, jokers: int) -> list[list[int]]:
    """The hands of a fixed deal (``setup``): ``n`` hands of distinct cards of the deck, none
    empty; cards left out are out of the game. :class:`SetupError` otherwise."""
    try:
        hands = [[parse_card(card) for card in hand] for hand in deal]
    except (TypeError, InvalidMove) as error:
        raise SetupError(
            Text(f"a setup deal is a list of hands of card names: {error}", f"setup の配札はカード名の手札のリストです: {error}")
        ) from error
    cards = [c for hand in hands for c in hand]
    if len(hands) != n or not all(hands) or len(set(cards)) != len(cards) or not set(cards) <= set(deck(jokers)):
        raise SetupError(
            Text(
                f"a setup deal needs {n} hands of distinct cards of the deck", f"setup の配札には山札の異なるカードの手札が {n} つ必要です"
            )
        )
    return hands


def _move_cards(state: DaifugoState, giver: int, taker: int, cards: list[int]) -> None:
    for c in cards:
        state.hands[giver].remove(c)
    state.hands[taker] = sorted(state.hands[taker] + cards)
    state.gave[giver] += cards


def give_back(state: DaifugoState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
    """A higher class returns its cards (DAIFUGO-R32: after the tribute, any cards, even those received)."""
    lower, _ = state.returns.pop(seat)
    _move_cards(state, seat, lower, list(cards))
    for who in (seat, lower):
        events.append(Event("returned", {"from": seat, "to": lower, "cards": [name(c) for c in cards]}, to=who))
    events.append(Event("exchange", {"from": seat, "to": lower, "count": len(cards)}))
    if not state.returns:
        begin_play(state, events)


def begin_play(state: DaifugoState, events: list[Event]) -> None:
    """The first lead: the ♦3's holder, or the Daihinmin after an exchange (DAIFUGO-R8)."""
    state.phase = Phase.PLAY
    if state.places and not state.rules.diamond_3_leads:
        leader = state.places.index(state.n)
    else:
        holders = [seat for seat, hand in enumerate(state.hands) if DIAMOND_3 in hand]
        leader = holders[0] if holders else next(seat for seat in state.order if state.hands[seat])
    state.turn = state.leader = leader
    events.append(Event("lead", {"seat": leader}))


def finish_game(state: DaifugoState, events: list[Event]) -> None:
    """Places from the order of going out (DAIFUGO-R9, R20, R21), the points (DAIFUGO-R11), the next game."""
    n = state.n
    ranking = [*state.out, *reversed(state.fouls)]
    if state.fallen != NOBODY:
        ranking.append(state.fallen)
    if state.rules.sanma:
        if next_round(state, ranking, events):
            clear_table(state)
            begin_round(state, events)
            begin_play(state, events)
            return
        ranking += reversed(state.dropped)
    places = [0] * n
    for index, seat in enumerate(ranking):
        places[seat] = index + 1
    gained = [n - place + 1 for place in places]
    state.points = [total + points for total, points in zip(state.points, gained, strict=True)]
    result = {"places": places, "points": gained, "classes": [class_of(place, n) for place in places]}
    state.results = [*state.results, result]
    state.places = places
    state.game += 1
    state.turn, state.table, state.trick, state.returns = NOBODY, None, [], {}
    events.append(Event("game_end", {"game": state.game, **result, "totals": state.points[:]}))
    if state.game >= state.rules.games:
        state.phase = Phase.OVER
        events.append(Event("match_end", {"totals": state.points[:]}))
    else:
        new_game(state, events)
