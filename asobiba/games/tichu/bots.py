"""Tichu bots: a heuristic that plays like a sensible club player, and the hooks search uses.

The heuristic (:func:`heuristic_bot`) reads only ``view(state, seat)`` and
``legal_moves(state, seat)``. It plans its hand into the fewest strong combinations
(asobiba/games/tichu/planning.py) and plays by that plan: Grand Tichu only with a
fistful of top cards, Tichu with few losers after the pass (never beside a partner's
call); it passes its partner the best card it can spare and the opponents its least
useful ones, keeping bombs and straights whole; it leads its lowest losers, follows
with the play that fits its plan best, leaves its partner's winning plays alone, gives
the lead to a partner who called with the Dog, bombs only to stop an opponent about to
go out or to take a rich trick, bombs its own play to go out with its last cards or to
keep the lead from an opponent who could go out on it, calls Tichu before a bomb that
would be its first card, gives the Dragon trick to the opponent furthest from going
out, and wishes for a high rank it lacks. Asked again once everyone has passed (TICHU-R19),
it answers by the same rules, except that it no longer bombs its own play to keep the lead:
nobody can beat that play any more.

:func:`policy` takes the same decisions from a determinized state, for the rollouts of
the search bot (asobiba/bots/ismcts.py), reading only what the acting seat could see
there. :func:`deals_scored` and :func:`deal_scores` end a search's rollouts with the
current round (TICHU-R36: a game is many rounds).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from asobiba.bots.heuristic import levels
from asobiba.core.contract import JSON, Game
from asobiba.core.parts import BotHooks
from asobiba.games.tichu.cards import BY_NAME, DOG, DRAGON, MAHJONG, PHOENIX, RANK, points
from asobiba.games.tichu.combos import BOMB, Rules, classify
from asobiba.games.tichu.moves import NO_BOMB, PASS, TICHU, WISHES, CallTichu, Gift, Give, Grand, Move, NoBomb, Play, Wish
from asobiba.games.tichu.planning import Plan, plan, plan_cost
from asobiba.games.tichu.state import NO_CALL, NOBODY, Phase, TichuState

EASY_NOISE = 0.2  # how often the easy level plays any legal move instead
GRAND_POINTS = 5  # Grand Tichu from this many points of top cards in the first 8 (see grand_worthy)
URGENT_CARDS = 2  # an opponent with this many cards or fewer is about to go out
RICH_TRICK = 20  # points worth a bomb, or a top card, to take
FIT = 0.99  # a play that lowers the plan's cost by about one combination fits the plan
_RULES = Rules()  # only used to tell bombs apart, which no option changes


@dataclass(slots=True)
class Table:
    """What one seat knows that the bots use, read from a view or (in rollouts) a state."""

    seat: int
    hand: list[int]
    counts: list[int]  # cards in each hand
    calls: list[bool]  # who called Tichu or Grand Tichu
    trick_cards: list[int]
    top_seat: int  # NOBODY when leading
    top_cards: tuple[int, ...]
    given: list[int]  # own cards already given during the pass
    closing: bool = False  # everyone passed: the trick is taken unless someone bombs it now (TICHU-R19)

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    def opponents(self) -> tuple[int, int]:
        return (self.seat + 1) % 4, (self.seat + 3) % 4

    def threatening(self) -> bool:
        """An opponent who still has cards is about to go out, or called and is well on his way."""
        return any(0 < self.counts[o] <= URGENT_CARDS or (self.calls[o] and 0 < self.counts[o] <= 5) for o in self.opponents())


def table_from_view(view: dict[str, Any]) -> Table:
    trick = view["trick"]
    last = trick[-1] if trick else None
    return Table(
        seat=view["seat"],
        hand=[BY_NAME[name.upper()] for name in view["hand"]],
        counts=view["hand_counts"],
        calls=[call is not None for call in view["calls"]],
        trick_cards=[BY_NAME[name.upper()] for play in trick for name in play["cards"]],
        top_seat=last["seat"] if last else NOBODY,
        top_cards=tuple(sorted(BY_NAME[name.upper()] for name in last["cards"])) if last else (),
        given=[BY_NAME[name.upper()] for name in view["given"].values()],
        closing=view["phase"] == "play" and not view["to_act"],  # nobody on turn: only the bomb window
    )


def table_from_state(state: TichuState, seat: int) -> Table:
    """The same facts as :func:`table_from_view`, read directly for speed."""
    trick = state.trick
    return Table(
        seat=seat,
        hand=state.hands[seat],
        counts=[len(hand) for hand in state.hands],
        calls=[call != NO_CALL for call in state.calls],
        trick_cards=[card for _, cards, _, _ in trick for card in cards],
        top_seat=trick[-1][0] if trick else NOBODY,
        top_cards=trick[-1][1] if trick else (),
        given=[card for card in state.gives[seat] if card >= 0] if state.gives else [],
        closing=state.phase is Phase.PLAY and state.turn == NOBODY,
    )


# -- calls ------------------------------------------------------------------------------


def grand_worthy(hand: list[int]) -> bool:
    """Grand Tichu on 8 cards: Dragon and Phoenix 2 points each, Aces and bombs 1 and 2,
    and one of the two big specials among them (R3: the other 6 cards are unseen)."""
    count = 2 * (DRAGON in hand) + 2 * (PHOENIX in hand) + sum(RANK[c] == 14 for c in hand if c < 52)
    count += 2 * sum(plan_part.kind == BOMB for plan_part in plan(hand).parts)
    return count >= GRAND_POINTS and (DRAGON in hand or PHOENIX in hand)


def tichu_worthy(hand: list[int], hand_plan: Plan) -> bool:
    """At most one loser behind three controls, or at most four combinations with three top cards.

    Measured over 2,400 hands of this heuristic's own play: hands short of this go out
    first less than 45% of the time, and a call pays only above 50% (±100, TICHU-R7).
    """
    top = (DRAGON in hand) + (PHOENIX in hand) + sum(RANK[c] == 14 for c in hand if c < 52)
    top += 2 * sum(part.kind == BOMB for part in hand_plan.parts)
    return (hand_plan.losers <= 1 and hand_plan.controls >= 3) or (len(hand_plan.parts) <= 4 and top >= 3)


def wants_tichu(table: Table) -> bool:
    if table.calls[table.partner] or len(table.hand) < 14:
        return False  # two calls in one team cost at least 100 more than they can win
    return tichu_worthy(table.hand, plan(table.hand))


# -- the pass (TICHU-R8) ------------------------------------------------------------------


def give_card(table: Table, to: int) -> int:
    """The card for ``to``: the best spare card for the partner, the least useful ones for opponents."""
    hand = table.hand
    base = plan(hand)
    damage = {card: plan_cost([c for c in hand if c != card]) - base.cost for card in hand}
    if to == table.partner:
        if table.calls[to] or not tichu_worthy(hand, base):
            # A partner's call, or a hand without hope: the partner gets the highest card that is not in a bomb.
            keep = {DRAGON} if not table.calls[to] and base.controls >= 2 else set()
            spare = [c for c in hand if c not in keep and c != DOG and damage[c] < 0.5 and not _in_bomb(hand, c)]
            if spare:
                return max(spare, key=_strength)
        return min((c for c in hand if c != DOG), key=lambda c: (damage[c], _strength(c)), default=hand[0])
    if DOG in hand and not table.calls[to]:
        return DOG  # the Dog is a poor card to receive: it costs a lead
    valuable = {DRAGON, PHOENIX, MAHJONG}
    cheap = [c for c in hand if c not in valuable and not (c < 52 and RANK[c] in (5, 10, 13, 14)) and not _in_bomb(hand, c)]
    return min(cheap or hand, key=lambda c: (damage[c] > 0.5, _strength(c), damage[c]))


def _strength(card: int) -> float:
    return {DRAGON: 16, PHOENIX: 15, DOG: 0, MAHJONG: 1}.get(card, RANK[card])


def _in_bomb(hand: list[int], card: int) -> bool:
    return card < 52 and sum(RANK[c] == RANK[card] for c in hand if c < 52) == 4


# -- playing ----------------------------------------------------------------------------


def is_bomb(move: Move) -> bool:
    if not isinstance(move, Play) or len(move.cards) < 4:
        return False
    combo = classify(move.cards, move.phoenix, move.straight, _RULES)
    return combo is not None and combo.kind == BOMB


def wants_bomb(table: Table) -> bool:
    """Bomb an opponent's play that would let him go out (or a caller near the end), or a rich trick."""
    top = table.top_seat
    if top == NOBODY or top % 2 == table.seat % 2:
        return False
    count = table.counts[top]
    if 0 < count <= URGENT_CARDS or (table.calls[top] and 0 < count <= 5):
        return True
    if table.top_cards == (DRAGON,):
        return False  # its winner must give the trick to us anyway (TICHU-R31): a bomb would only take the lead
    return points(table.trick_cards) >= RICH_TRICK


def own_bomb(table: Table, bombs: list[Play]) -> Play | None:
    """The bomb to play on one's own play (TICHU-R16), or None to let it stand: the bomb that
    is all one holds (out at once, before anyone can beat the play), or, the play not being
    the Dragon, any bomb when an opponent could go out by beating it, which nobody can once
    everyone has passed."""
    if table.top_seat != table.seat or not bombs:
        return None
    last = next((bomb for bomb in bombs if len(bomb.cards) == len(table.hand)), None)
    if last is not None:
        return last
    could_go_out = any(table.counts[o] == len(table.top_cards) for o in table.opponents())
    return smallest_bomb(bombs) if could_go_out and not table.closing and table.top_cards != (DRAGON,) else None


def smallest_bomb(bombs: list[Play]) -> Play:
    return min(bombs, key=lambda move: (len(move.cards), max(RANK[c] for c in move.cards)))


def lead(table: Table, plays: list[Play], partner_active: bool) -> Move:
    hand = table.hand
    if DOG in hand and partner_active:
        partner = table.partner
        # The Dog gives the lead to a partner who called or is nearly out (TICHU-R30).
        if (table.calls[partner] and not table.calls[table.seat]) or table.counts[partner] <= 2:
            dog = next((play for play in plays if play.cards == (DOG,)), None)
            if dog is not None:
                return dog
    ordinary = [play for play in plays if not is_bomb(play)] or plays
    one_card_opponent = any(table.counts[o] == 1 for o in table.opponents())
    partner_one = partner_active and table.counts[table.partner] == 1

    def key(play: Play) -> tuple[float, ...]:
        after = plan_cost([c for c in hand if c not in play.cards])
        single = len(play.cards) == 1
        low = min(_strength(c) for c in play.cards)
        if partner_one and single:
            return (-1.0, low, 0)  # let the partner out with his last card
        if one_card_opponent and single:
            return (100 - _strength(play.cards[0]), 0, 0)  # a single only if nothing else, and the highest
        return (after, low, -len(play.cards))

    return min(ordinary, key=key)


def follow(table: Table, plays: list[Play], may_pass: bool) -> Move:
    hand = table.hand
    partner_on_top = table.top_seat % 2 == table.seat % 2
    bombs = [play for play in plays if is_bomb(play)]
    ordinary = [play for play in plays if not is_bomb(play)]
    if partner_on_top and may_pass:
        return PASS  # never overtake the partner (going out was handled first)
    base = plan_cost(hand)
    scored = sorted(
        ((plan_cost([c for c in hand if c not in play.cards]), max(_strength(c) for c in play.cards), play) for play in ordinary),
        key=lambda item: (item[0], item[1]),
    )
    urgent = table.threatening()
    worth = points(table.trick_cards) >= RICH_TRICK // 2
    short = len(hand) <= 6 or table.calls[table.seat]
    for after, top, play in scored:
        fits = after <= base - FIT
        spends = top >= 14  # an Ace, the Phoenix or the Dragon, kept to win the lead back later
        if play.cards == (DRAGON,):
            spends = not (urgent or short)  # the Dragon's trick goes to an opponent anyway (TICHU-R31)
        elif spends:
            spends = not (urgent or short or worth)
        if (fits and not spends) or urgent:
            return play
    if bombs and (wants_bomb(table) or not (may_pass or scored)):
        return smallest_bomb(bombs)
    if may_pass:
        return PASS
    return scored[0][2] if scored else smallest_bomb(bombs)  # the wish obliges: its best play rather than a bomb


def wish(table: Table) -> Wish:
    """A high rank the wisher lacks (so an opponent may have to spend it), or none."""
    held = {RANK[c] for c in table.hand if c < 52}
    for rank in range(14, 9, -1):
        if rank not in held:
            return Wish(rank)
    return Wish(0)


def gift(table: Table) -> Gift:
    """The Dragon trick goes to the opponent furthest from going out (TICHU-R31)."""
    right, left = table.opponents()
    return Gift(max((right, left), key=lambda o: (table.counts[o], o == left)))


def decide(table: Table, legal: list[Move]) -> Move:
    """The heuristic's move among ``legal`` (never empty)."""
    first = legal[0]
    if len(legal) == 1:
        return first
    if isinstance(first, Grand):
        return Grand(grand_worthy(table.hand))
    if isinstance(legal[-1], Give):
        pending = [move for move in legal if isinstance(move, Give)]
        card = give_card(table, pending[0].to)
        return Give(card, pending[0].to)
    if isinstance(first, Wish):
        return wish(table)
    if isinstance(first, Gift):
        return gift(table)
    if isinstance(legal[-1], NoBomb):
        bombs = [move for move in legal if isinstance(move, Play)]
        bomb = smallest_bomb(bombs) if wants_bomb(table) else own_bomb(table, bombs)
        if bomb is None:
            return NO_BOMB
        return TICHU if first == TICHU and wants_tichu(table) else bomb  # the call before the bomb, the first card (TICHU-R4)
    if isinstance(first, CallTichu) and wants_tichu(table):
        return TICHU
    plays = [move for move in legal if isinstance(move, Play)]
    for play in plays:
        if len(play.cards) == len(table.hand):
            return play  # going out beats any plan
    if table.top_seat == NOBODY:
        return lead(table, plays, table.counts[table.partner] > 0)
    return follow(table, plays, PASS in legal)


def choose_move(view: JSON, seat: int, legal: list[Move], rng: random.Random) -> Move:
    """The ``normal`` level's move: a sensible player's, from the seat's view."""
    return decide(table_from_view(view), legal)


heuristic_bot = levels(choose_move, EASY_NOISE)


def policy(game: Game, state: TichuState, seat: int, rng: random.Random) -> Move:
    """The heuristic's habits without its planning, from a determinized state: for search rollouts.

    A rollout plays a whole round, so each move must cost little more than the engine's
    ``legal_moves``: no plan is searched. It leads the longest combination holding its
    lowest card, follows with the lowest play that splits no pair or trio, and keeps the
    heuristic's rules for the partner, bombs, the Dog, the Dragon and the wish. It never
    calls: a call is the heuristic's decision, which the search weighs at the root.
    """
    legal = game.legal_moves(state, seat)
    if len(legal) == 1:
        return legal[0]
    return quick_decide(table_from_state(state, seat), legal)


def quick_decide(table: Table, legal: list[Move]) -> Move:
    first = legal[0]
    if isinstance(first, Grand):
        return Grand(False)
    if isinstance(legal[-1], Give):
        to = next(move.to for move in legal if isinstance(move, Give))
        if to == table.partner:
            return Give(max(table.hand, key=lambda c: (not _in_bomb(table.hand, c), _strength(c))), to)
        return Give(min(table.hand, key=lambda c: (_in_bomb(table.hand, c) or c in (PHOENIX, DRAGON), _strength(c))), to)
    if isinstance(first, Wish):
        return wish(table)
    if isinstance(first, Gift):
        return gift(table)
    plays = [move for move in legal if isinstance(move, Play)]
    if isinstance(legal[-1], NoBomb):
        return (smallest_bomb(plays) if wants_bomb(table) else own_bomb(table, plays)) or NO_BOMB
    hand = table.hand
    for play in plays:
        if len(play.cards) == len(hand):
            return play
    ordinary = [play for play in plays if not is_bomb(play)]
    if table.top_seat == NOBODY:
        partner = table.partner
        if DOG in hand and table.counts[partner] and (table.calls[partner] or table.counts[partner] <= 2):
            return Play((DOG,)) if Play((DOG,)) in plays else (ordinary or plays)[0]
        # The longest play holding the lowest card, the Phoenix kept for the end.
        return min(ordinary or plays, key=lambda play: (_strength(play.cards[0]), PHOENIX in play.cards, -len(play.cards)))
    may_pass = PASS in legal
    if table.top_seat % 2 == table.seat % 2 and may_pass:
        return PASS
    counts: dict[int, int] = {}
    for card in hand:
        counts[RANK[card]] = counts.get(RANK[card], 0) + 1
    urgent = table.threatening()
    spend = urgent or len(hand) <= 6 or points(table.trick_cards) >= RICH_TRICK // 2
    best = None
    for play in ordinary:
        ranks = [RANK[c] for c in play.cards if c < 52]
        whole = all(ranks.count(rank) == counts[rank] for rank in ranks) and PHOENIX not in play.cards
        top = max(_strength(c) for c in play.cards)
        if (whole and (top < 14 or spend)) or urgent:
            key = (not whole, top)
            if best is None or key < best[0]:
                best = (key, play)
    if best is not None:
        return best[1]
    bombs = [play for play in plays if is_bomb(play)]
    if bombs and (wants_bomb(table) or not (may_pass or ordinary)):
        return smallest_bomb(bombs)
    return PASS if may_pass else ordinary[0]


# -- hooks for search ------------------------------------------------------------------


def deals_scored(state: TichuState) -> int:
    """How many rounds have been scored: the current round is over when this grows."""
    return len(state.results)


def deal_scores(state: TichuState) -> list[float]:
    """Each seat's score in the last round: its team's (seats 0, 2 and 1, 3 are teams)."""
    scores = state.results[-1]["scores"]
    return [float(scores[seat % 2]) for seat in range(4)]


def candidates(game: Game, state: TichuState, seat: int, legal: list[Move], guided: Move) -> list[Move]:
    """The root moves a search compares: the heuristic's, and the few real alternatives.

    A budget of about a hundred rollouts cannot tell forty passes or a hundred leads
    apart, so the search keeps to the questions it can answer: call or not, bomb or
    not, pass or play, and the lowest and highest play of the heuristic's kind.
    """
    if len(legal) <= 6:
        return legal
    if isinstance(guided, Give | Wish):
        return [guided, WISHES[0]] if isinstance(guided, Wish) and guided != WISHES[0] else [guided]
    kept = [guided, *(move for move in legal if move in (PASS, NO_BOMB, TICHU) or (isinstance(move, Play) and is_bomb(move)))]
    if isinstance(guided, Play) and not is_bomb(guided):
        same = [move for move in legal if isinstance(move, Play) and len(move.cards) == len(guided.cards) and not is_bomb(move)]
        kept += [same[0], same[-1]]
    return list(dict.fromkeys(kept))


BOTS = BotHooks(heuristic=heuristic_bot, policy=policy, candidates=candidates, deals_scored=deals_scored, deal_scores=deal_scores)
