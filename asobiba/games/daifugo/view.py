"""What one seat (or a spectator) sees of a Daifugō match (docs/daifugo.md, "View")."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from asobiba.games.daifugo.cards import RANK_NAMES, SUITS, name
from asobiba.games.daifugo.deal import class_of
from asobiba.games.daifugo.moves import Move, Play
from asobiba.games.daifugo.plays import next_rank, shape
from asobiba.games.daifugo.state import DaifugoState, Phase

KINDS = ("single", "multiple", "sequence", "joker", "jokers")


def play_json(play: Play) -> dict[str, Any]:
    """A play as the table shows it: its cards, what Jokers stand for, its kind."""
    data = play.to_json()
    del data["type"]
    data["kind"] = KINDS[shape(play).kind]
    return data


def view(state: DaifugoState, seat: int | None, legal: list[Move], to_act: frozenset[int]) -> dict[str, Any]:
    n = state.n
    phase = state.phase
    data: dict[str, Any] = {
        "players": n,
        "phase": phase.name.lower(),
        "to_act": sorted(to_act),
        "game": "daifugo",
        "game_number": state.game + (phase is not Phase.OVER),
        "games": state.rules.games,
        "order": list(state.order),
        "direction": state.direction,
        "counts": [len(hand) for hand in state.hands],
        "table": None if state.table is None else {"seat": state.last, **play_json(state.table)},
        "trick": [{"seat": who, **play_json(play)} for who, play in state.trick],
        "played": [name(c) for c in state.played],
        "leader": state.leader,
        "passed": [who for who in range(n) if state.passed[who]],
        "lock": [SUITS[s] for s in sorted(state.lock)],
        "number_lock": number_lock(state),
        "revolution": state.revolution,
        "eleven_back": state.eleven_back,
        "out": list(state.out),
        "fouls": list(state.fouls),
        "fallen": state.fallen if state.fallen >= 0 else None,
        "classes": [class_of(place, n) for place in state.places] if state.places else None,
        "exchange": [{"from": higher, "to": lower, "count": count} for higher, (lower, count) in sorted(state.returns.items())],
        "seven": state.seven,
        "ten": state.ten,
        "round": state.round + 1 if state.rules.sanma else None,
        "dropped": list(state.dropped),
        "split_counts": [[len(cards) for cards in hands] for hands in state.split],
        "points": list(state.points),
        "results": list(state.results),
        "options": state.options,
        "rules": asdict(state.rules),
    }
    if seat is not None:
        data["seat"] = seat
        data["hand"] = [name(c) for c in state.hands[seat]]
        data["gave"] = [name(c) for c in state.gave[seat]]
        data["split"] = [[name(c) for c in cards] for cards in state.split[seat]] if state.split else []
        data["legal"] = [move.to_json() for move in legal]
    return data


def number_lock(state: DaifugoState) -> str | None:
    """The rank a number lock asks for next (``"lo"``/``"hi"``: none but the Jokers), or None (DAIFUGO-H2)."""
    if not state.number_lock or state.table is None:
        return None
    return RANK_NAMES[next_rank(shape(state.table), state.reversed_())]
