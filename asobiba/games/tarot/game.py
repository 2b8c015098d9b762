"""French Tarot as a pure state machine behind the Asobiba contract.

Rules: rules/tarot.md (FFT 2012 official rules, with the BGA variants as options).
A match is a number of played deals; each deal goes through the phases of
:class:`~asobiba.games.tarot.state.Phase`: bidding once each (TAROT-R7), the king
call at 5 players (R10), the chien and the écart one card at a time (R13, R14), the
chelem announcement (R17), then the tricks, each player declaring poignée or misère
just before their first card (R18–R21, R44). Void deals (everyone passed, petit
sec) are dealt again by the next dealer and do not count (R6, R9, R46).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from asobiba.core.contract import About, Event, GameBase, Outcome, seeded_rng
from asobiba.core.errors import IllegalMove, OptionError, SetupError
from asobiba.core.options import resolve_options
from asobiba.core.text import Text
from asobiba.games.tarot import declarations, reasons
from asobiba.games.tarot.cards import BOUTS, DECK, EXCUSE, FIRST_TRUMP, IS_KING, NAMES, SUIT_OF, parse_cards, suit_card
from asobiba.games.tarot.data import LAYOUTS, Contract
from asobiba.games.tarot.deal import deal, is_petit_sec
from asobiba.games.tarot.moves import BIDS, DISCARD, PASS, PLAY, Bid, CallKing, Chelem, Declare, Discard, Move, PlayCard, parse_move
from asobiba.games.tarot.options import OPTIONS
from asobiba.games.tarot.sample import sample
from asobiba.games.tarot.scoring import settle, settle_grassing
from asobiba.games.tarot.state import NOBODY, Phase, TarotState
from asobiba.games.tarot.tricks import legal_cards, winning_index
from asobiba.games.tarot.view import view, views

CHELEM_CHOICES = [Chelem(False), Chelem(True)]
BID_CHOICES = {highest: [PASS, *(BIDS[contract] for contract in Contract if contract > highest)] for highest in range(-1, 5)}
BID, CALL, ECART, CHELEM, PLAY_PHASE, OVER = Phase.BID, Phase.CALL, Phase.ECART, Phase.CHELEM, Phase.PLAY, Phase.OVER
_TO_ACT = {n: tuple(frozenset({seat}) for seat in range(n)) for n in LAYOUTS}


class TarotGame(GameBase[TarotState, Move]):
    id = "tarot"
    version = 1
    title = Text("French Tarot", "フレンチ・タロット")
    about = About(
        Text(
            "The French classic for 3 to 5: bid, take the chien, and make your contract with the trumps.",
            "3〜5人で遊ぶフランスの定番。ビッドしてシエンを取り、切り札で契約を果たそう。",
        ),
        order=10,
        default_seats=4,
    )
    seats = (3, 4, 5)
    options = OPTIONS

    # -- contract ---------------------------------------------------------------

    def start(self, seats: int, options: Mapping[str, Any] | None = None, seed: int = 0, setup: dict[str, Any] | None = None) -> TarotState:
        """A new match. ``setup`` may fix the first deal: ``{"dealer", "hands", "chien"}``."""
        if seats not in self.seats:
            raise OptionError(
                Text(f"French Tarot is for 3, 4 or 5 players, not {seats!r}", f"フレンチ・タロットは3〜5人用です（{seats!r} 人は不可）")
            )
        resolved = resolve_options(OPTIONS, seats, options)
        dealer = seeded_rng(seed, "dealer").randrange(seats)  # TAROT-R2 [decision]: a seeded draw
        if setup is not None:
            dealer = _check_setup(setup, seats)
        state = TarotState(
            n=seats,
            options=resolved,
            seed=seed,
            step=1 if resolved["direction"] == "counter_clockwise" else -1,
            dealer=dealer,
            setup=setup,
            totals=[0] * seats,
        )
        _new_deal(state, [])
        return state

    def to_act(self, state: TarotState) -> frozenset[int]:
        return frozenset() if state.phase == Phase.OVER else _TO_ACT[state.n][state.turn]

    def legal_moves(self, state: TarotState, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now, in a stable order; [] when it is not their turn."""
        phase = state.phase
        if seat != state.turn or phase is OVER:
            return []
        if phase is PLAY_PHASE:
            if state.declarable[seat]:
                return list(state.declarable[seat])
            return [PLAY[card] for card in playable(state, seat)]
        if phase is BID:
            return list(BID_CHOICES[max(state.bids)])
        if phase is CALL:
            return [CallKing(card) for card in callable_cards(state.hands[seat])]
        if phase is ECART:
            return [DISCARD[card] for card in discardable(state)]
        return list(CHELEM_CHOICES)

    def play(self, state: TarotState, seat: int, move: Move) -> list[Event]:
        """Apply ``move`` by ``seat``; :class:`IllegalMove` (state untouched) if it is not legal."""
        phase = state.phase
        if seat != state.turn or phase is OVER:
            raise IllegalMove(_not_your_turn(state, seat))
        events: list[Event] = []
        if phase is PLAY_PHASE and move.__class__ is PlayCard and not state.declarable[seat]:
            if move.card not in playable(state, seat):
                raise IllegalMove(reasons.card(state, seat, move.card))
            _play_card(state, seat, move.card, events)
        elif move not in self.legal_moves(state, seat):
            raise IllegalMove(reasons.move(state, seat, move))
        else:
            APPLY[phase](state, seat, move, events)
        return events

    def view(self, state: TarotState, seat: int | None) -> dict[str, Any]:
        return view(state, seat, self.legal_moves(state, seat) if seat is not None else [])

    def views(self, state: TarotState, seats: list[int | None]) -> dict[int | None, dict[str, Any]]:
        """Optional contract method: ``view`` of several seats at once, for the server's fan-out."""
        return views(state, seats, lambda seat: self.legal_moves(state, seat))

    def timeout_move(self, state: TarotState, seat: int) -> Move | None:
        """For the server: the move made for a person whose turn clock ran out (docs/protocol.md,
        "Turn clock"): a pass in the bidding, no chelem, no poignée or misère, and otherwise the
        card of least value (the first king for a call)."""
        from asobiba.games.tarot.cards import POINTS2

        legal = self.legal_moves(state, seat)
        if not legal:
            return None
        phase = state.phase
        if phase is BID:
            return PASS
        if phase is CHELEM:
            return Chelem(False)
        if phase is PLAY_PHASE and state.declarable[seat]:
            return Declare() if Declare() in legal else legal[0]
        cards = [move for move in legal if isinstance(move, PlayCard | Discard | CallKing)]
        return min(cards, key=lambda move: (POINTS2[move.card], move.card)) if cards else legal[0]

    def outcome(self, state: TarotState) -> Outcome | None:
        return Outcome.from_scores(state.totals) if state.phase == Phase.OVER else None

    def sample(self, state: TarotState, seat: int, rng: random.Random) -> TarotState:
        return sample(state, seat, rng)

    def clone(self, state: TarotState) -> TarotState:
        return state.copy()

    def parse_move(self, data: Any) -> Move:
        return parse_move(data)


def _not_your_turn(state: TarotState, seat: int) -> Text:
    if state.phase is OVER:
        return Text("the match is over", "対戦は終了しています")
    return Text(f"it is seat {state.turn}'s turn, not seat {seat}'s", f"今は席 {state.turn} の番です（席 {seat} ではありません）")


# -- legal choices ------------------------------------------------------------------


def callable_cards(hand: list[int]) -> list[int]:
    """Kings; with all four Kings, Queens; then Knights, then Jacks (TAROT-R10)."""
    rank = 14
    while all(suit_card(suit, rank) in hand for suit in range(4)):
        rank -= 1
    return [suit_card(suit, rank) for suit in range(4)]


def discardable(state: TarotState) -> list[int]:
    """Cards the taker may put in the écart now (TAROT-R14).

    Never a King or a bout; a trump only while the suit cards left could not fill
    the écart, so exactly as few trumps as possible end up there.
    """
    hand = state.hands[state.taker]
    needed = state.layout.chien_size - len(state.ecart)
    plain = [card for card in hand if card < FIRST_TRUMP and not IS_KING[card]]
    if len(plain) >= needed:
        return plain
    return sorted(plain + [card for card in hand if FIRST_TRUMP <= card < EXCUSE and card not in BOUTS])


def playable(state: TarotState, seat: int) -> list[int]:
    """Cards ``seat`` may play to the current trick (do not mutate the list returned)."""
    hand = state.hands[seat]
    cache = state.playable_cache
    if cache is not None and cache[0] == seat and cache[1] == len(hand):
        return cache[2]
    cards = legal_cards(hand, state.trick)
    if state.chelem and seat == state.taker and len(hand) > 1 and EXCUSE in cards:
        cards.remove(EXCUSE)  # TAROT-R30: the announcer keeps the Excuse for the last trick
    if state.called != NOBODY and not state.tricks and not state.trick:
        called_suit = SUIT_OF[state.called]
        allowed = [card for card in cards if SUIT_OF[card] != called_suit or card == state.called]
        if allowed:  # TAROT-R12: no opening lead in the called suit but the called card
            cards = allowed
    state.playable_cache = (seat, len(hand), cards)
    return cards


# -- phases ---------------------------------------------------------------------------


def _check_setup(setup: dict[str, Any], n: int) -> int:
    layout = LAYOUTS[n]
    try:
        dealer = setup["dealer"]
        hands = [parse_cards(hand) for hand in setup["hands"]]
        chien = parse_cards(setup["chien"])
    except (KeyError, TypeError, ValueError) as error:
        raise SetupError(
            Text(f"setup needs dealer, hands and chien: {error}", f"setup には dealer, hands, chien が必要です: {error}")
        ) from error
    if not isinstance(dealer, int) or not 0 <= dealer < n:
        raise SetupError(Text(f"setup dealer must be a seat from 0 to {n - 1}", f"setup の dealer は 0〜{n - 1} の席番号です"))
    if len(hands) != n or any(len(hand) != layout.hand_size for hand in hands) or len(chien) != layout.chien_size:
        raise SetupError(
            Text(
                f"setup needs {n} hands of {layout.hand_size} cards and a chien of {layout.chien_size}",
                f"setup には {layout.hand_size} 枚の手札 {n} つと {layout.chien_size} 枚のシエンが必要です",
            )
        )
    if sorted(card for hand in [*hands, chien] for card in hand) != list(DECK):
        raise SetupError(Text("setup must use each of the 78 cards exactly once", "setup では78枚のカードをちょうど1枚ずつ使います"))
    return dealer


def _new_deal(state: TarotState, events: list[Event]) -> None:
    """Deal until a deal is not cancelled for a petit sec (TAROT-R6)."""
    n = state.n
    while True:
        if state.deal_number == 0 and state.setup is not None:
            hands = [sorted(parse_cards(hand)) for hand in state.setup["hands"]]
            chien = parse_cards(state.setup["chien"])
        else:
            rng = seeded_rng(state.seed, "deal", state.deal_number)
            hands, chien = deal(state.layout, n, state.next_seat(state.dealer), state.step, rng)
        state.deal_number += 1
        sec = [seat for seat in range(n) if is_petit_sec(hands[seat])]
        if not sec:
            break
        events.append(Event("petit_sec", {"seat": sec[0], "hand": [NAMES[card] for card in hands[sec[0]]]}))
        state.dealer = state.next_seat(state.dealer)
    state.hands, state.chien = hands, chien
    state.phase = Phase.BID
    state.turn = state.next_seat(state.dealer)
    state.bids = [-1] * n
    state.contract, state.taker, state.called, state.partner = None, NOBODY, NOBODY, NOBODY
    state.partner_known = state.chelem = False
    state.ecart, state.trick, state.tricks = [], [], []
    state.declarable = [[] for _ in range(n)]
    state.declarations = [None] * n
    state.shown = [[] for _ in range(n)]
    state.won = [[] for _ in range(n)]
    state.excuse_debt = None
    state.playable_cache = None
    for seat in range(n):
        events.append(Event("deal", {"dealer": state.dealer, "hand": [NAMES[card] for card in hands[seat]]}, to=seat))


def _bid(state: TarotState, seat: int, move: Bid, events: list[Event]) -> None:
    state.bids[seat] = move.contract.value if move.contract else 0
    events.append(Event("bid", {"seat": seat, "contract": move.to_json()["contract"]}))
    if seat != state.dealer:  # the dealer speaks last (TAROT-R7)
        state.turn = state.next_seat(seat)
        return
    best = max(state.bids)
    if best == 0:
        if state.options["grassing"] == "on":  # TAROT-R48
            events.append(Event("grassing", {}))
            _start_tricks(state, state.next_seat(state.dealer), with_declarations=False)
        else:  # TAROT-R9
            events.append(Event("void_deal", {}))
            state.dealer = state.next_seat(state.dealer)
            _new_deal(state, events)
        return
    state.taker = state.turn = state.bids.index(best)
    state.contract = Contract(best)
    events.append(Event("taker", {"seat": state.taker, "contract": state.contract.json_name}))
    if state.n == 5:
        state.phase = Phase.CALL
    else:
        _after_call(state, events)


def _call(state: TarotState, seat: int, move: CallKing, events: list[Event]) -> None:
    card = state.called = move.card
    holders = [seat for seat in range(state.n) if card in state.hands[seat] and seat != state.taker]
    state.partner = holders[0] if holders else NOBODY  # TAROT-R11: in the chien or his own hand
    events.append(Event("call", {"seat": state.taker, "card": NAMES[card]}))
    if state.partner != NOBODY:
        events.append(Event("partner", {"seat": state.partner}, to=state.partner))
    _after_call(state, events)


def _after_call(state: TarotState, events: list[Event]) -> None:
    contract = state.contract
    assert contract is not None
    if contract.chien_shown:  # TAROT-R13
        events.append(Event("chien", {"cards": [NAMES[card] for card in state.chien]}))
        state.hands[state.taker] = sorted(state.hands[state.taker] + state.chien)
        state.phase = Phase.ECART
    else:  # TAROT-R16
        state.phase = Phase.CHELEM


def _discard(state: TarotState, seat: int, move: Discard, events: list[Event]) -> None:
    card = move.card
    state.hands[state.taker].remove(card)
    state.ecart.append(card)
    if card >= FIRST_TRUMP:  # TAROT-R14: a discarded trump is shown to all
        events.append(Event("ecart_trump", {"card": NAMES[card]}))
    else:
        events.append(Event("discard", {"card": NAMES[card]}, to=state.taker))
    if len(state.ecart) == state.layout.chien_size:
        events.append(Event("ecart_done", {}))
        state.phase = Phase.CHELEM


def _announce_chelem(state: TarotState, seat: int, move: Chelem, events: list[Event]) -> None:
    state.chelem = move.announce
    events.append(Event("chelem", {"seat": seat, "announce": move.announce}))
    leader = seat if move.announce else state.next_seat(state.dealer)  # TAROT-R17, R23
    _start_tricks(state, leader, with_declarations=True)


def _start_tricks(state: TarotState, leader: int, with_declarations: bool) -> None:
    state.phase = Phase.PLAY
    state.leader = state.turn = leader
    if not with_declarations:  # TAROT-R50: nothing is declared in a grassed deal
        return
    mode = state.options["declarations"]
    thresholds = state.layout.poignee
    for seat in range(state.n):
        ecart_trumps = [card for card in state.ecart if card >= FIRST_TRUMP] if seat == state.taker else []
        state.declarable[seat] = declarations.choices(state.hands[seat], ecart_trumps, thresholds, mode)


def _declare(state: TarotState, seat: int, move: Declare, events: list[Event]) -> None:
    state.declarable[seat] = []
    state.declarations[seat] = move
    data: dict[str, Any] = {"seat": seat, "poignee": move.poignee, "misere": list(move.misere)}
    if move.poignee is not None:
        needed = state.layout.poignee[("simple", "double", "triple").index(move.poignee)]
        ecart_trumps = [card for card in state.ecart if card >= FIRST_TRUMP] if seat == state.taker else []
        state.shown[seat] = declarations.shown_cards(state.hands[seat], ecart_trumps, needed)
        data["cards"] = [NAMES[card] for card in state.shown[seat]]
    events.append(Event("declare", data))


def _play_card(state: TarotState, seat: int, card: int, events: list[Event]) -> None:
    hand = state.hands[seat]
    hand.remove(card)
    state.declarable[seat] = []  # TAROT-R19: declarations end with one's first card
    trick = state.trick
    trick.append(card)
    events.append(Event("card", {"seat": seat, "card": NAMES[card]}))
    if card == state.called:
        state.partner_known = True
        events.append(Event("partner", {"seat": seat}))
    if len(trick) < state.n:
        state.turn = state.next_seat(seat)
        return
    leader, step, n = state.leader, state.step, state.n
    last = not hand
    if last and trick[0] == EXCUSE and _camp_won_all(state, leader):
        winner = leader  # TAROT-R30
    else:
        winner = (leader + step * winning_index(trick)) % n
    # TAROT-R28: the Excuse stays with its camp, which owes half a point to the trick's
    # winners; in the last trick it changes camp (R29), unless that trick completes a
    # chelem, where its owners keep it (R31).
    if EXCUSE in trick and winner != (owner := (leader + step * trick.index(EXCUSE)) % n) and (not last or _camp_won_all(state, winner)):
        state.won[owner].append(EXCUSE)
        state.won[winner].extend(card for card in trick if card != EXCUSE)
        state.excuse_debt = (owner, winner)
    else:
        state.won[winner].extend(trick)
    state.tricks.append((leader, tuple(trick), winner))
    events.append(Event("trick", {"leader": leader, "cards": [NAMES[c] for c in trick], "winner": winner}))
    state.trick = []
    state.leader = state.turn = winner
    if last:
        _end_deal(state, events)


def _camp_won_all(state: TarotState, seat: int) -> bool:
    """Whether ``seat``'s camp won every trick so far: a chelem in the making (TAROT-R30, R31)."""
    if state.taker == NOBODY:
        return False  # TAROT-R50: no chelem in a grassed deal, so no chelem exceptions either [decision]
    attack = (state.taker, state.partner)
    return all((winner in attack) == (seat in attack) for _, _, winner in state.tricks)


def _end_deal(state: TarotState, events: list[Event]) -> None:
    result = settle(state) if state.contract is not None else settle_grassing(state)
    result = {"deal": state.played + 1, "dealer": state.dealer, **result}
    state.results.append(result)
    state.totals = [total + score for total, score in zip(state.totals, result["scores"], strict=True)]
    reveal = {"chien": [NAMES[card] for card in state.chien], "ecart": [NAMES[card] for card in state.ecart]}
    events.append(Event("deal_scored", {**result, **reveal, "totals": state.totals}))
    state.played += 1
    if state.played >= state.options["deals"]:
        state.phase = Phase.OVER
        events.append(Event("match_over", {"totals": state.totals}))
        return
    state.dealer = state.next_seat(state.dealer)  # TAROT-R46
    _new_deal(state, events)


APPLY = {BID: _bid, CALL: _call, ECART: _discard, CHELEM: _announce_chelem, PLAY_PHASE: _declare}
GAME = TarotGame()
