"""The ten Spirit powers (rules/dragoncastle.md §1.4, DC-R11, timing §5.15).

A Spirit is activated at most once per turn, whatever the number of Spirit cards in
play, by paying the face-up top tile of a realm cell (it leaves play) or a Shrine of the
pool; paying without applying the power is not allowed, so an activation is legal only
when, after the payment, the power can be applied and changes the turn (§5.15): Deep
and Deception need a second tile the normal rule would not allow, Faith a set that can
end one Shrine past its limit. When each may be activated:

- before the tile action (phase ``act``): Destruction, Deep, Deception, Elegance,
  Wind, Strength;
- after placing (phase ``after``): Wind, Strength, Change, Cunning, Faith, Beauty.

Deep, Deception and Elegance change which tiles may be taken this turn and have no step
of their own; Beauty consolidates at once. The others have steps (phase ``spirit``,
``state.step``): Destruction ``destroy``; Wind ``flip`` then ``move_shrine`` (when a
Shrine is built); Strength ``shift`` up to twice (``end`` stops after one); Change
``change``; Cunning ``cunning``; Faith ``faith`` (``build`` on a set that can pass its
limit, until one Shrine is past it: that one is Faith's).
"""

from __future__ import annotations

from asobiba.core.contract import Event
from asobiba.games.dragoncastle import castle, realm
from asobiba.games.dragoncastle.data import DRAGONS, FACTIONS, MIN_SET, SHRINE_LIMIT, SPECIALS, TILE_NUMBER, TILE_TYPE, TYPES
from asobiba.games.dragoncastle.moves import PAY_SHRINE
from asobiba.games.dragoncastle.state import DOWN, SHRINE, UP, DragonCastleState, Phase

BEFORE = frozenset({"destruction", "deep", "deception", "elegance", "wind", "strength"})
AFTER = frozenset({"wind", "strength", "change", "cunning", "faith", "beauty"})
PAIR_SPIRITS = frozenset({"deep", "deception", "elegance"})  # they change the tiles of a tile action
BLIND_TO_TILE = PAIR_SPIRITS | {"destruction", "wind"}  # applicable or not whichever tile pays
CUNNING_SIZE = 3  # consolidated for table 1.3's 2 VP
STRENGTH_MOVES = 2
BEAUTY_LIMIT = SHRINE_LIMIT[DRAGONS]  # "as for Dragons": 2 Shrines and +1 VP


# -- which tiles may be taken ------------------------------------------------------------


def takes(state: DragonCastleState, seat: int) -> list[int]:
    """Positions whose top tile may be taken first now (DC-R7), with this turn's Spirit.

    With Deep or Deception the action must be a Pair (their power applies only there),
    so a first tile counts only if two cells are free and a second exists that only the
    power allows: a Spirit is paid only when its power changes the turn (§5.15). With
    Elegance, a tile taken by its grace fulfils it, any other needs a second that does.
    """
    spirit = state.spirit_used
    if spirit not in PAIR_SPIRITS:
        return castle.first_takes(state)
    layout = castle.layout_of(state)
    height = state.height
    room = realm.placeable_count(state, seat)
    found = []
    for position in castle.elegance_takes(state) if spirit == "elegance" else castle.first_takes(state):
        by_grace = spirit == "elegance" and castle.is_elegant(layout, height, position)
        if by_grace or (room >= 2 and _has_spirit_second(state, position)):
            found.append(position)
    return found


def _has_spirit_second(state: DragonCastleState, position: int) -> bool:
    """Whether the tile at ``position`` has a second tile the Spirit allows and the normal rule does not
    (an Elegance that is not used by the first must be used by the second)."""
    tile = castle.remove_top(state, position)
    due = state.elegance_due
    state.elegance_due = state.spirit_used == "elegance"
    found = any(not castle.is_plain_second(state, tile, second) for second in castle.pair_targets(state, tile, position))
    state.elegance_due = due
    castle.put_back(state, position, tile)
    return found


def forces_pair(state: DragonCastleState) -> bool:
    """Deep and Deception apply only to a Pair; Elegance until a tile was taken by its grace."""
    return state.spirit_used in ("deep", "deception") or state.elegance_due


# -- activation ------------------------------------------------------------------------------


def pays(state: DragonCastleState, seat: int) -> list[int | str]:
    """What may pay for a Spirit: each face-up top tile's cell, then a pooled Shrine."""
    found: list[int | str] = list(realm.face_up_cells(state, seat))
    if state.pool[seat]:
        found.append(PAY_SHRINE)
    return found


def cards_now(state: DragonCastleState) -> list[str]:
    """The Spirit cards in play that may be activated in this phase (none once one was, this turn)."""
    if state.spirit_used is not None:
        return []
    when = BEFORE if state.phase is Phase.ACT else AFTER if state.phase is Phase.AFTER else frozenset()
    return [card for card in state.spirits if card in when]


def activations(state: DragonCastleState, seat: int, first_only: bool = False) -> list[tuple[str, int | str]]:
    """Every legal ``(card, pay)`` now, card by card in the order of play, pays by cell then Shrine."""
    found = []
    payments = pays(state, seat)
    for card in cards_now(state):
        known: dict[int | str | bool, bool] = {}
        for payment in payments:
            # These powers see only whether a tile or a Shrine paid (a cell freed, a face-up
            # tile or a Shrine fewer), not which tile: try one of each.
            key = payment == PAY_SHRINE if card in BLIND_TO_TILE else payment
            if key not in known:
                known[key] = is_applicable(state, seat, card, payment)
            if known[key]:
                found.append((card, payment))
                if first_only:
                    return found
    return found


def is_applicable(state: DragonCastleState, seat: int, card: str, pay: int | str) -> bool:
    """Whether ``card``'s power can be applied after paying with ``pay`` (tried, then undone)."""
    if pay == PAY_SHRINE:
        state.pool[seat] -= 1
        applicable = _applicable(state, seat, card)
        state.pool[seat] += 1
        return applicable
    assert isinstance(pay, int)
    stack, top = state.realm[seat][pay], state.top[seat][pay]
    realm.lift(state, seat, pay)
    applicable = _applicable(state, seat, card)
    state.realm[seat][pay], state.top[seat][pay] = stack, top
    return applicable


def _applicable(state: DragonCastleState, seat: int, card: str) -> bool:
    if card == "destruction":
        return max(state.height) > 0
    if card in PAIR_SPIRITS:
        used = state.spirit_used
        state.spirit_used = card
        found = bool(takes(state, seat))
        state.spirit_used = used
        return found
    if card == "wind":
        return UP in state.top[seat]
    if card == "strength":
        return bool(shifts(state, seat))
    if card == "change":
        return bool(changes(state, seat))
    if card == "cunning":
        return bool(cunning_cells(state, seat))
    if card == "faith":
        return bool(realm.build_cells(state, seat, faith=True))
    return bool(beauty_groups(state, seat))


def pay(state: DragonCastleState, seat: int, card: str, payment: int | str, events: list[Event]) -> None:
    """Pay for ``card`` and start its power: set the step, or apply it at once."""
    if payment == PAY_SHRINE:
        state.pool[seat] -= 1
        paid: list[int] | str = PAY_SHRINE
    else:
        assert isinstance(payment, int)
        tile = realm.lift(state, seat, payment)
        state.paid.append(tile)
        paid = realm.square(state, payment)
    state.spirit_used = card
    events.append(Event("spirit", {"seat": seat, "card": card, "pay": paid}))
    state.back = state.phase
    if card == "elegance":
        state.elegance_due = True
    elif card == "beauty":
        for group in beauty_groups(state, seat):
            realm.score_set(state, seat, group, "beauty", True, BEAUTY_LIMIT, events)
    elif card not in PAIR_SPIRITS:
        state.phase = Phase.SPIRIT
        state.step = {"destruction": "destroy", "wind": "flip", "strength": "shift"}.get(card, card)
        state.shifts_left = STRENGTH_MOVES if card == "strength" else 0


# -- the steps ------------------------------------------------------------------------------


def destroy_targets(state: DragonCastleState) -> list[int]:
    """Spirit of Destruction: any Available tile, on any floor (§5.15)."""
    return castle.available(state)


def destroy(state: DragonCastleState, seat: int, position: int, events: list[Event]) -> None:
    floor = state.height[position]
    tile = castle.remove_top(state, position)
    state.destroyed.append(tile)
    events.append(Event("destroyed", {"seat": seat, "at": castle.layout_of(state).at(position), "tile": tile, "floor": floor}))


def flip(state: DragonCastleState, seat: int, cell: int, events: list[Event]) -> bool:
    """Spirit of Wind: flip a face-up tile (no consolidation); True if a Shrine must move next."""
    state.top[seat][cell] = DOWN
    events.append(Event("flipped", {"seat": seat, "cell": realm.square(state, cell), "tile": state.realm[seat][cell][-1]}))
    if SHRINE in state.top[seat]:
        state.step = "move_shrine"
        return True
    return False


def shrine_moves(state: DragonCastleState, seat: int) -> list[tuple[int, int]]:
    """Spirit of Wind: a built Shrine to another face-down top tile without one (the flipped tile included)."""
    tops, stacks = state.top[seat], state.realm[seat]
    targets = [cell for cell, top in enumerate(tops) if top == DOWN and stacks[cell]]
    return [(source, target) for source in realm.shrine_cells(state, seat) for target in targets]


def move_shrine(state: DragonCastleState, seat: int, source: int, target: int, events: list[Event]) -> None:
    state.top[seat][source] = DOWN
    state.top[seat][target] = SHRINE
    events.append(Event("shrine_moved", {"seat": seat, "from": realm.square(state, source), "to": realm.square(state, target)}))


def _movable(state: DragonCastleState, seat: int) -> list[int]:
    return [cell for cell, stack in enumerate(state.realm[seat]) if stack and state.top[seat][cell] != SHRINE]


def shifts(state: DragonCastleState, seat: int) -> list[tuple[int, int]]:
    """Spirit of Strength: a top tile without a Shrine, face up or down, to another cell where a tile may go (DC-R8)."""
    sources = _movable(state, seat)
    targets = [cell for cell in range(state.size * state.size) if realm.can_place(state, seat, cell)]
    return [(source, target) for source in sources for target in targets if source != target]


def shift(state: DragonCastleState, seat: int, source: int, target: int, events: list[Event]) -> bool:
    """Move one tile with its face; True when Strength is done (two moves), and sets are then checked."""
    face_up = state.top[seat][source] == UP
    tile = realm.lift(state, seat, source)
    realm.place(state, seat, target, tile, face_up)
    events.append(Event("shifted", {"seat": seat, "from": realm.square(state, source), "to": realm.square(state, target), "tile": tile}))
    state.shifts_left -= 1
    return state.shifts_left == 0


def end_strength(state: DragonCastleState, seat: int, events: list[Event]) -> None:
    """Sets are checked only after the moves (§1.4), over the whole realm."""
    realm.consolidate(state, seat, events)


def changes(state: DragonCastleState, seat: int) -> list[tuple[int, int]]:
    """Spirit of Change: ``(cell, type)`` where a face-up Special tile counted as ``type`` completes a set of 4+ it is part of."""
    tops, stacks = state.top[seat], state.realm[seat]
    around = realm.neighbours(state.size)
    found = []
    for cell, top in enumerate(tops):
        if top != UP or TILE_TYPE[stacks[cell][-1]] not in SPECIALS:
            continue
        own = TILE_TYPE[stacks[cell][-1]]
        for kind in range(len(TYPES)):
            if kind != own and _group_size(tops, stacks, around, cell, kind) >= MIN_SET:
                found.append((cell, kind))
    return found


def _group_size(tops: list[int], stacks: list[tuple[int, ...]], around: tuple[tuple[int, ...], ...], cell: int, kind: int) -> int:
    """Size of the face-up group of ``kind`` holding ``cell``, ``cell`` counted as ``kind``."""
    seen, frontier = {cell}, [cell]
    while frontier:
        for other in around[frontier.pop()]:
            if other not in seen and tops[other] == UP and TILE_TYPE[stacks[other][-1]] == kind:
                seen.add(other)
                frontier.append(other)
    return len(seen)


def change(state: DragonCastleState, seat: int, cell: int, kind: int, events: list[Event]) -> None:
    """The group the Special tile at ``cell`` completes as ``kind`` consolidates as a set of ``kind``."""
    changed = state.realm[seat][cell][-1]
    (group,) = realm.groups(state, seat, lambda tile: kind if tile == changed else TILE_TYPE[tile], [cell])
    realm.score_set(state, seat, group, TYPES[kind], kind == DRAGONS, SHRINE_LIMIT[kind], events)


def cunning_cells(state: DragonCastleState, seat: int) -> list[int]:
    """Spirit of Cunning: the cells of the groups of exactly 3 face-up tiles of one type."""
    return sorted(cell for group in realm.groups(state, seat, realm.tile_type) if len(group) == CUNNING_SIZE for cell in group)


def cunning(state: DragonCastleState, seat: int, cell: int, events: list[Event]) -> None:
    """The group of 3 holding ``cell`` consolidates for 2 VP; Shrines and the Dragons' +1 as for its type (DC-D4)."""
    (group,) = realm.groups(state, seat, realm.tile_type, [cell])
    kind = TILE_TYPE[state.realm[seat][cell][-1]]
    realm.score_set(state, seat, group, TYPES[kind], kind == DRAGONS, SHRINE_LIMIT[kind], events)


def _number(tile: int) -> int:
    return TILE_NUMBER[tile] if TILE_TYPE[tile] in FACTIONS else -1


def beauty_groups(state: DragonCastleState, seat: int) -> list[list[int]]:
    """Spirit of Beauty: groups of 4+ face-up Faction tiles with one number, whatever their factions."""
    return [group for group in realm.groups(state, seat, _number) if len(group) >= MIN_SET]
