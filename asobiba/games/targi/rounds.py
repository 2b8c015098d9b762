"""The flow of a round (TARGI-R3–R7, R13–R16): placement, the two players' actions, the end of
the round with its limits, the Robber's step and its raids, and the end of the game.

A round: the first player and the other place their Targi alternately (6 in all); the
markers go down; the first player carries out all their actions, then the other. At
the end the face-down central cards turn up, each player keeps at most 10 goods and 3
gold (surplus gold goes by itself, the player picks the goods to return, first player
first) and the amulet passes; the game ends if a display holds 12 cards. Otherwise the
Robber steps on: onto a corner, each player pays the raid (the new first player first)
and the Robber steps on again, except after Raid 4, which ends the game. A raid that
takes every good a player holds takes them at once: no order of returning them differs.
"""

from __future__ import annotations

from asobiba.core.contract import Event
from asobiba.games.targi import board, scoring
from asobiba.games.targi.cards import BORDER, CORNERS, GOODS, LAST_RAID, ROW_LENGTH, ROWS
from asobiba.games.targi.state import Phase, TargiState

GOODS_LIMIT = 10  # TARGI-R14
GOLD_LIMIT = 3  # TARGI-R14
FULL_DISPLAY = ROWS * ROW_LENGTH  # TARGI-R15


def begin_placement(state: TargiState, events: list[Event]) -> None:
    state.phase = Phase.PLACE
    state.active = state.first
    state.step = ""
    events.append(Event("round", {"round": state.round, "first": state.first, "robber": state.robber}))


def after_placement(state: TargiState, events: list[Event]) -> None:
    """TARGI-R5: players alternate until all 6 Targi stand; then the markers (R6) and the first player's actions (R7)."""
    if board.placed_count(state) < 2 * board.TARGI_PER_SEAT:
        state.active = 1 - state.active
        return
    board.set_markers(state, events)
    state.phase = Phase.ACTIONS
    state.active = state.first


def actions_over(state: TargiState, events: list[Event]) -> None:
    """The active seat has nothing pending: the other seat's turn to act, or the end of the round."""
    if state.active == state.first:
        state.active = 1 - state.first
        return
    end_round(state, events)


# -- end of round ---------------------------------------------------------------------------------


def end_round(state: TargiState, events: list[Event]) -> None:
    """TARGI-R13, R14: turn up, remove surplus gold, then the goods each player returns (first player first)."""
    board.turn_up(state, events)
    order = (state.first, 1 - state.first)
    for seat in order:
        surplus = state.gold[seat] - GOLD_LIMIT
        if surplus > 0:
            state.gold[seat] = GOLD_LIMIT
            events.append(Event("returned", {"seat": seat, "good": "gold", "count": surplus, "why": "limit"}))
    state.phase = Phase.LIMIT
    state.queue = [seat for seat in order if sum(state.goods[seat]) > GOODS_LIMIT]
    next_in_limit(state, events)


def next_in_limit(state: TargiState, events: list[Event]) -> None:
    if state.queue:
        state.active = state.queue.pop(0)
        state.owed = sum(state.goods[state.active]) - GOODS_LIMIT
        return
    state.owed = 0
    state.first = 1 - state.first  # TARGI-R13: the amulet passes at every round end, the last too
    if any(sum(map(len, state.display[seat])) == FULL_DISPLAY for seat in (0, 1)):
        end_game(state, events)  # TARGI-R15: no further raid (§4.7)
        return
    step_robber(state, events)


def return_good(state: TargiState, seat: int, good: str, events: list[Event]) -> None:
    """One good back to the supply, for a raid or the round-end limit."""
    state.goods[seat][GOODS.index(good)] -= 1
    state.owed -= 1
    why = "raid" if state.phase is Phase.RAID else "limit"
    events.append(Event("returned", {"seat": seat, "good": good, "count": 1, "why": why}))
    if state.owed:
        return
    if state.phase is Phase.RAID:
        next_in_raid(state, events)
    else:
        next_in_limit(state, events)


# -- the Robber and raids ---------------------------------------------------------------------------


def step_robber(state: TargiState, events: list[Event]) -> None:
    """TARGI-R3: one card clockwise; a corner is raided at once, then the Robber steps on."""
    state.robber += 1
    events.append(Event("robber", {"card": state.robber}))
    if state.robber in CORNERS:
        state.phase = Phase.RAID
        state.queue = [state.first, 1 - state.first]
        next_in_raid(state, events)
        return
    state.round += 1
    begin_placement(state, events)


def next_in_raid(state: TargiState, events: list[Event]) -> None:
    state.owed = 0
    if state.queue:
        state.active = state.queue.pop(0)
        state.step = "method"
        return
    state.step = ""
    if state.robber == LAST_RAID:
        end_game(state, events)  # TARGI-R16
    else:
        step_robber(state, events)


def raid_payments(state: TargiState, seat: int) -> list[str]:
    """TARGI-R4: the parts the seat can pay in full (goods or gold, VP); if neither, only VP, as far as it goes."""
    raid = BORDER[state.robber].params
    payable = []
    if raid["goods"] and sum(state.goods[seat]) >= raid["goods"]:
        payable.append("goods")
    if raid["gold"] and state.gold[seat] >= raid["gold"]:
        payable.append("gold")
    if state.vp[seat] >= raid["vp"]:
        payable.append("vp")
    return payable or ["vp"]


def pay_raid(state: TargiState, seat: int, pay: str, events: list[Event]) -> None:
    raid = BORDER[state.robber].params
    if pay == "goods":
        events.append(Event("raid_paid", {"seat": seat, "card": state.robber, "pay": "goods", "count": raid["goods"]}))
        if sum(state.goods[seat]) > raid["goods"]:
            state.step = "goods"  # the player picks the goods, one at a time
            state.owed = raid["goods"]
            return
        _return_every_good(state, seat, events)  # every order ends with none: nothing to ask
    elif pay == "gold":
        state.gold[seat] -= raid["gold"]
        events.append(Event("raid_paid", {"seat": seat, "card": state.robber, "pay": "gold", "count": raid["gold"]}))
    else:
        paid = min(raid["vp"], state.vp[seat])  # VP tokens never below 0 (§4.7)
        scoring.gain_vp(state, seat, -paid)
        data = {"seat": seat, "card": state.robber, "pay": "vp", "count": paid}
        if state.options["raid_shortfall"] == "to_opponent" and paid < raid["vp"]:
            scoring.gain_vp(state, 1 - seat, raid["vp"] - paid)
            data["to_opponent"] = raid["vp"] - paid
        events.append(Event("raid_paid", data))
    next_in_raid(state, events)


def _return_every_good(state: TargiState, seat: int, events: list[Event]) -> None:
    """A raid takes all the seat's goods: a ``returned`` event per kind held, with its count."""
    for good, held in zip(GOODS, state.goods[seat], strict=True):
        if held:
            events.append(Event("returned", {"seat": seat, "good": good, "count": held, "why": "raid"}))
    state.goods[seat] = [0] * len(GOODS)


def end_game(state: TargiState, events: list[Event]) -> None:
    state.phase = Phase.OVER
    state.step = ""
    state.queue = []
    state.final = [scoring.sheet(state, seat) for seat in (0, 1)]
    events.append(Event("game_over", {"final": state.final}))
