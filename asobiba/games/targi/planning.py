"""Targi round planning for the bots: what one seat sees, and what resources, cards and placements are worth.

:class:`Table` is read from ``view(state, seat)`` (the heuristic) or from the public
part of a state (the search's rollouts). Everything is valued in VP; the moves of each
phase are chosen from these values in bots.py.

- **Resources** (:meth:`Table.worth`): a good and a gold are worth what they tend to
  buy, up to the round-end limits (TARGI-R14); less the next raid if one follows the
  round (TARGI-R3, R4: the cheaper part, VP when the goods are short), so goods are
  kept for it; in the last round goods are worth nothing more and the first gold
  saves Raid 4's 3 VP.
- **A Tribe card** (:meth:`Table.card_gain`): its VP, what it adds to the best row
  (a row of one symbol or of four different symbols, TARGI-R17, counted in part while
  the row can still become one), and a little for the card itself while rounds remain.
- **Placement** (TARGI-R5, R6): every way to place the seat's remaining Targi is a
  *plan*, valued by carrying it out (:meth:`Table.plan_value`): the border cards' goods,
  the central cards where its lines cross, the Tribe cards of those crossings and of
  the Noble bought if the plan's goods pay for them (a choice good and the Merchant
  give some slack, :func:`pay_all`), the Caravan and Tribal Expansion by their average,
  the Silversmith's best conversion of what is left, Fata Morgana's move to a better
  card. A card is worth the seat's best plan through it less the opponent's best plan
  once it and the card facing it are closed to them: that is the blocking.
"""

from __future__ import annotations

from functools import cached_property
from itertools import combinations
from typing import Any

from asobiba.games.targi.cards import (
    BORDER,
    COLUMN_OF,
    CORNERS,
    FACING,
    GOLD,
    GOODS,
    GOODS_CARDS,
    ROW_LENGTH,
    ROW_OF,
    ROWS,
    TRIBE,
    central_index,
)
from asobiba.games.targi.moves import Place
from asobiba.games.targi.rounds import GOLD_LIMIT, GOODS_LIMIT
from asobiba.games.targi.state import NOBODY, Ref, TargiState

GOOD = 0.45  # a good, in VP: four or five of them buy a card of about 2 VP
GOLD_WORTH = 1.4  # a gold: rarer than goods, asked by half the Tribe cards, 2 VP at the Silversmith
TIE = 0.01  # a resource in the last round: only a tie-break (TARGI-R18)
CARD_BONUS = 0.8  # a displayed card beyond its VP while rounds remain: towards 12 cards and row bonuses
KEEP_SHARE = 0.35  # a card kept in hand: a share of its worth, since only the Noble plays it later
UNKNOWN_TRIBE = 0.6  # a face-down central Tribe card, unseen until the round's end
OPPONENT = 1.0  # the opponent's best plan counts this much against a placement
SAME_ROW = (0.0, 0.4, 1.2, 2.2)  # a row of 0–3 cards of one symbol: its share of the +4 (TARGI-R17)
DIFFERENT_ROW = (0.0, 0.2, 0.6, 1.1)  # a row of 0–3 different symbols: its share of the +2
FATA_SHARE = 0.7  # Fata Morgana's gain is counted in part: the best card may be claimed by then
ROUND_ROBBERS = tuple(card for card in range(1, 17) if card not in CORNERS)  # the Robber's card in each round

ACTION = {number: card.action for number, card in BORDER.items()}
GIVES = {number: tuple(card.params["gives"].get(good, 0) for good in GOODS) for number, card in BORDER.items() if card.action == "goods"}
RATES = next(card for card in BORDER.values() if card.action == "silversmith").params["conversions"]
MERCHANT = next(card for card in BORDER.values() if card.action == "merchant").params
PLACEABLE = tuple(card for card in range(1, 17) if card not in CORNERS)


class Seat:
    """One player as the viewer knows them: goods (dates, salt, pepper), gold, VP tokens, display, hand."""

    __slots__ = ("display", "gold", "goods", "hand", "hand_round", "held", "vp")

    def __init__(
        self, goods: list[int], gold: int, vp: int, display: list[list[str]], hand: str | None, held: bool, hand_round: int
    ) -> None:
        self.goods, self.gold, self.vp, self.display = goods, gold, vp, display
        self.hand, self.held, self.hand_round = hand, held, hand_round  # hand None and held True: a card unseen


class Table:
    """What one seat sees, read from its view or from the public part of a state, and the valuations."""

    def __init__(
        self, seat: int, seats: list[Seat], rnd: int, robber: int, targi: list[int], centre: list[tuple[str | None, str | None, int]]
    ) -> None:
        self.seat, self.seats, self.round, self.robber, self.targi = seat, seats, rnd, robber, targi
        self.centre = centre  # per space: kind (goods, tribe, None), the card id when face up, the marker's seat
        self.left = sum(card > robber for card in ROUND_ROBBERS)  # rounds after this one (TARGI-R16)
        nxt = robber + 1
        self.raid = BORDER[nxt].params if nxt in CORNERS else None  # the raid that follows this round
        self.blocks = False  # hand_card_blocks_display (TARGI-R11)
        self.effects = False  # tribe_effects=data: a card's gains and end VP count
        self.step = ""
        self.resolving: Ref = 0
        self.drawn: str | None = None
        self.seen: set[str] = set()  # Tribe cards that are not in the deck or face down

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Table:
        seats = []
        for owner in (0, 1):
            hand = view["hands"][owner]
            card = hand["card"]["id"] if hand and hand["card"] else None
            display = [[card["id"] for card in row] for row in view["displays"][owner]]
            goods = [view["goods"][owner][good] for good in GOODS]
            seats.append(Seat(goods, view[GOLD][owner], view["vp"][owner], display, card, hand is not None, hand["round"] if hand else 0))
        targi = [NOBODY] * 17
        for entry in view["border"]:
            targi[entry["card"]] = NOBODY if entry["targi"] is None else entry["targi"]
        centre = [
            (space["kind"], space["card"]["id"] if space["card"] else None, NOBODY if space["marker"] is None else space["marker"])
            for space in view["centre"]
        ]
        table = cls(view["seat"], seats, view["round"], view["robber"], targi, centre)
        table.blocks = view["options"]["hand_card_blocks_display"] == "on"
        table.effects = view["options"]["tribe_effects"] == "data"
        table.step = view["step"] or ""
        resolving = view["resolving"]
        if resolving:
            table.resolving = resolving["card"]
            drawn = resolving["drawn"]
            table.drawn = drawn.get("id") if drawn else None
        table.seen = {card["id"] for card in view["decks"]["tribe_discard"]}
        return table

    @classmethod
    def from_state(cls, state: TargiState, seat: int) -> Table:
        """The same table from a state, reading only what ``seat`` may see (the rollouts' sampled worlds)."""
        seats = []
        for owner in (0, 1):
            card = state.hand[owner]
            known = card if card is not None and (owner == seat or state.hand_public[owner]) else None
            seats.append(
                Seat(
                    state.goods[owner][:],
                    state.gold[owner],
                    state.vp[owner],
                    state.display[owner],
                    known,
                    card is not None,
                    state.hand_round[owner],
                )
            )
        centre = []
        for index, card in enumerate(state.centre):
            kind = None if card is None else "goods" if card in GOODS_CARDS else "tribe"
            centre.append((kind, card if state.face_up[index] else None, state.markers[index]))
        table = cls(seat, seats, state.round, state.robber, state.targi, centre)
        table.blocks = state.options["hand_card_blocks_display"] == "on"
        table.effects = state.options["tribe_effects"] == "data"
        table.step, table.resolving = state.step, state.resolving
        if state.drawn is not None and (state.drawn in GOODS_CARDS or state.active == seat):
            table.drawn = state.drawn
        table.seen = set(state.tribe_discard)
        return table

    # -- valuations ------------------------------------------------------------------------------

    def worth(self, goods: list[int] | tuple[int, ...], gold: int) -> float:
        """What a seat's goods and gold are worth at the end of its actions, the next raid paid."""
        total = sum(goods)
        if self.left == 0:
            saved = self.raid["vp"] if self.raid and self.raid["gold"] and gold >= self.raid["gold"] else 0
            return saved + TIE * (total + gold)
        kept = min(total, GOODS_LIMIT)
        value = GOOD * kept + GOLD_WORTH * min(gold, GOLD_LIMIT)
        if self.raid:
            cost = self.raid["goods"]
            value -= min(GOOD * cost, self.raid["vp"]) if kept >= cost else self.raid["vp"]
        return value

    def card_gain(self, owner: int, card: str, row: int | None = None) -> float:
        """A Tribe card laid out in ``row`` (else the best row with room), beyond what it costs: VP, row, the card."""
        tribe = TRIBE[card]
        rows = self.seats[owner].display
        choices = [row] if row is not None else [index for index in range(ROWS) if len(rows[index]) < ROW_LENGTH]
        best = max((row_value([*rows[index], card]) - row_value(rows[index]) for index in choices), default=-1.0)
        gain = tribe.vp + best * (1.0 if self.left else 0.0) + (CARD_BONUS if self.left else 0.0)
        if self.effects:
            for effect in tribe.effects:
                gain += (
                    effect.vp if effect.kind == "end_vp" else effect.gains[4] + GOOD * sum(effect.gains[:3]) + GOLD_WORTH * effect.gains[3]
                )
        return gain

    def best_row(self, owner: int, card: str, rows: list[int]) -> int:
        return max(rows, key=lambda row: (self.card_gain(owner, card, row), -row))

    def keep_value(self, owner: int, card: str) -> float:
        """A card kept in hand for the Noble (TARGI-R11): a share of it, nothing in the last round."""
        if not self.left or self.blocks:
            return 0.0
        return KEEP_SHARE * (TRIBE[card].vp + CARD_BONUS)

    def buys(self, owner: int, cards: list[str], goods: list[int], gold: int, slack: int = 0, merchant: bool = False) -> float:
        """The best set of ``cards`` to buy with these resources: its gains plus the worth of what is left."""
        best = self.worth(goods, gold) + GOOD * slack
        room = sum(ROW_LENGTH - len(row) for row in self.seats[owner].display)
        for size in range(1, min(len(cards), room) + 1):
            for chosen in combinations(cards, size):
                left = pay_all([TRIBE[card].cost for card in chosen], goods, gold, slack, merchant)
                if left is not None:
                    value = sum(self.card_gain(owner, card) for card in chosen) + self.worth(left[0], left[1]) + GOOD * left[2]
                    best = max(best, value)
        return best

    @cached_property
    def caravan(self) -> float:
        """The average Goods card (the Caravan draws one at random)."""
        return sum(self.goods_card(card) for card in GOODS_CARDS) / len(GOODS_CARDS)

    def goods_card(self, card: str) -> float:
        face = GOODS_CARDS[card]
        return GOOD * (sum(face.gives) + face.choice) + GOLD_WORTH * face.gold + face.vp

    def expansion(self, owner: int) -> float:
        """Tribal Expansion: the average unseen Tribe card, bought if affordable now, else perhaps kept."""
        return self._expansion[owner]

    @cached_property
    def _expansion(self) -> tuple[float, float]:
        seen = set(self.seen)
        for seat in self.seats:
            seen.update(card for row in seat.display for card in row)
            if seat.hand:
                seen.add(seat.hand)
        seen.update(card for _, card, _ in self.centre if card)
        unseen = [card for card in TRIBE if card not in seen]
        values = []
        for owner in (0, 1):
            seat = self.seats[owner]
            total = 0.0
            for card in unseen:
                left = pay_all([TRIBE[card].cost], seat.goods, seat.gold)
                bought = self.card_gain(owner, card) - self.worth(seat.goods, seat.gold) + self.worth(*left[:2]) if left else 0.0
                total += max(bought, 0.0 if seat.held else self.keep_value(owner, card))
            values.append(total / len(unseen) if unseen else 0.0)
        return values[0], values[1]

    def space_value(self, owner: int, index: int) -> float:
        """A central card on its own, with the seat's resources now."""
        kind, card, _ = self.centre[index]
        if kind is None:
            return 0.0
        if card is None:
            return self.caravan if kind == "goods" else UNKNOWN_TRIBE
        if card in GOODS_CARDS:
            return self.goods_card(card)
        seat = self.seats[owner]
        left = pay_all([TRIBE[card].cost], seat.goods, seat.gold, 1)
        if left is not None:
            return self.card_gain(owner, card) - self.worth(seat.goods, seat.gold) + self.worth(left[0], left[1])
        return 0.0 if seat.held else self.keep_value(owner, card)

    # -- placement -------------------------------------------------------------------------------

    def plan_value(self, owner: int, cards: tuple[int, ...]) -> float:
        """Carry out a placement of all the seat's Targi (TARGI-R6–R12) on paper: what it is worth."""
        seat = self.seats[owner]
        goods, gold, slack, extra = seat.goods[:], seat.gold, 0, 0.0
        rows = {ROW_OF[card] for card in cards if card in ROW_OF}
        cols = {COLUMN_OF[card] for card in cards if card in COLUMN_OF}
        crossings = [central_index(row, col) for row in rows for col in cols]
        wanted = []
        for index in crossings:
            kind, card, _ = self.centre[index]
            if card is None or kind is None:
                extra += self.space_value(owner, index)
            elif card in GOODS_CARDS:
                face = GOODS_CARDS[card]
                goods = [have + n for have, n in zip(goods, face.gives, strict=True)]
                gold, slack, extra = gold + face.gold, slack + face.choice, extra + face.vp
            else:
                wanted.append(card)
        merchant = False
        for card in cards:
            action = ACTION[card]
            if action == "goods":
                goods = [have + n for have, n in zip(goods, GIVES[card], strict=True)]
            elif action == "noble" and seat.hand is not None:
                wanted.append(seat.hand)
            elif action == "merchant":
                merchant = True
            elif action == "caravan":
                extra += self.caravan
            elif action == "expansion":
                extra += self.expansion(owner)
            elif action == "fata_morgana" and crossings:
                others = [self.space_value(owner, index) for index in range(9) if index not in crossings]
                mine = min(self.space_value(owner, index) for index in crossings)
                extra += FATA_SHARE * max(0.0, max(others, default=0.0) - mine)
        value = self.buys(owner, wanted, goods, gold, slack, merchant)
        if 10 in cards:
            value += max(0.0, self.silversmith_gain(goods, gold))
        if not seat.held:  # an unaffordable central Tribe card may still go to the hand
            value += max((self.keep_value(owner, card) for card in wanted if card != seat.hand), default=0.0) * 0.5
        return value + extra

    def silversmith_gain(self, goods: list[int], gold: int) -> float:
        """The Silversmith's best conversion (§1.3): its VP less the worth of what it takes."""
        before = self.worth(goods, gold)
        best = -1.0
        for rate in RATES:
            count = rate["count"]
            if rate["give"] == GOLD:
                if gold >= count:
                    best = max(best, rate["vp"] - before + self.worth(goods, gold - count))
                continue
            for kind in range(3):
                if goods[kind] >= count:
                    after = goods[:]
                    after[kind] -= count
                    best = max(best, rate["vp"] - before + self.worth(after, gold))
        return best

    def open_cards(self, owner: int) -> list[int]:
        """Border cards the seat may still use this round (TARGI-R5)."""
        other = 1 - owner
        return [card for card in PLACEABLE if card != self.robber and self.targi[card] == NOBODY and self.targi[FACING[card]] != other]

    def plans(self, owner: int) -> list[tuple[float, frozenset[int]]]:
        placed = tuple(card for card in PLACEABLE if self.targi[card] == owner)
        free = self.open_cards(owner)
        count = min(3 - len(placed), len(free))
        return [(self.plan_value(owner, placed + rest), frozenset(rest)) for rest in combinations(free, count)]

    def placements(self, legal: list[Place]) -> dict[Place, float]:
        """Each placement: the seat's best plan through it less the opponent's best plan without it."""
        mine, theirs = self.plans(self.seat), self.plans(1 - self.seat)
        found = {}
        for move in legal:
            closed = {move.card, FACING[move.card]}
            own = max((value for value, rest in mine if move.card in rest), default=0.0)
            other = max((value for value, rest in theirs if not rest & closed), default=0.0)
            found[move] = own - OPPONENT * other
        return found

    def quick_placements(self, legal: list[Place]) -> dict[Place, float]:
        """The rollouts' placement: the card's plan with the Targi already placed, nothing more."""
        placed = tuple(card for card in PLACEABLE if self.targi[card] == self.seat)
        return {move: self.plan_value(self.seat, (*placed, move.card)) for move in legal}


def row_value(row: list[str]) -> float:
    """A row's bonus (TARGI-R17), or the share of it that a row still on its way counts."""
    symbols = [TRIBE[card].symbol for card in row]
    count, distinct = len(symbols), len(set(symbols))
    if count == ROW_LENGTH:
        return 4.0 if distinct == 1 else 2.0 if distinct == ROW_LENGTH else 0.0
    value = 0.0
    if distinct == 1:
        value = SAME_ROW[count]
    if distinct == count:
        value = max(value, DIFFERENT_ROW[count])
    return value


def pay_all(
    costs: list[tuple[int, int, int, int]], goods: list[int], gold: int, slack: int = 0, merchant: bool = False
) -> tuple[list[int], int, int] | None:
    """Goods, gold and slack left after paying every cost; None if they cannot be paid. ``slack`` are
    goods of any kind (choice cards); the Merchant turns 2 of a kind into 1 of another or 3 into a gold."""
    left = goods[:]
    for cost in costs:
        for kind in range(3):
            left[kind] -= cost[kind]
        gold -= cost[3]
    short = sum(-have for have in left if have < 0)
    use = min(short, slack)
    slack -= use
    short -= use
    if merchant and (short or gold < 0):
        spare = [max(have, 0) for have in left]
        for kind in range(3):
            while gold < 0 and spare[kind] >= MERCHANT["gold_for"]:
                spare[kind] -= MERCHANT["gold_for"]
                gold += 1
        for kind in range(3):
            while short and spare[kind] >= MERCHANT["swap_for"]:
                spare[kind] -= MERCHANT["swap_for"]
                short -= 1
        left = [max(have, 0) if have >= 0 else 0 for have in spare]
    if short or gold < 0:
        return None
    return left, gold, slack
