"""Declared table options (BGA calls them variants) and their validation."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from asobiba.core.errors import OptionError
from asobiba.core.text import Text


@dataclass(frozen=True, slots=True)
class Follows:
    """A choice's ``value`` that stands for another option's choice: left at it, the option takes
    ``values[that option's value]`` (Daifugō's house rules "As the preset"). A form shows it."""

    option: str
    value: str
    values: tuple[tuple[str, str], ...]  # (the other option's value, this option's value then)

    def to_json(self) -> dict[str, Any]:
        return {"option": self.option, "value": self.value, "values": dict(self.values)}


@dataclass(frozen=True, slots=True)
class Choice:
    """An option whose value is one of a fixed list of strings, each with the label a form shows."""

    name: str
    values: tuple[str, ...]
    default: str
    label: Text
    value_labels: tuple[Text, ...] = ()  # one per value, in order; the bare value where missing
    seats: tuple[int, ...] = ()  # the player counts it applies to; every count if empty
    follows: Follows | None = None

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or value not in self.values:
            raise OptionError(
                Text(
                    f"option {self.name!r} must be one of {', '.join(self.values)}; got {value!r}",
                    f"オプション {self.name!r} は {', '.join(self.values)} のいずれかです（{value!r} は不可）",
                )
            )
        return value


@dataclass(frozen=True, slots=True)
class IntRange:
    """An integer option in ``[low, high]``. ``default`` may depend on the seat count."""

    name: str
    low: int
    high: int
    default: int | Callable[[int], int]
    label: Text
    seats: tuple[int, ...] = ()  # the player counts it applies to; every count if empty

    def check(self, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise OptionError(
                Text(
                    f"option {self.name!r} must be an integer from {self.low} to {self.high}; got {value!r}",
                    f"オプション {self.name!r} は {self.low} から {self.high} の整数です（{value!r} は不可）",
                )
            )
        return value


@dataclass(frozen=True, slots=True)
class FreeText:
    """A free-text option of at most ``max_length`` characters (a room's note), kept as data, never interpreted."""

    name: str
    max_length: int
    default: str
    label: Text
    seats: tuple[int, ...] = ()  # the player counts it applies to; every count if empty

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or len(value) > self.max_length:
            raise OptionError(
                Text(
                    f"option {self.name!r} is a text of at most {self.max_length} characters; got {value!r:.60}",
                    f"オプション {self.name!r} は {self.max_length} 文字以内の文字列です（{value!r:.60} は不可）",
                )
            )
        return value


Option = Choice | IntRange | FreeText

ON, OFF = Text("On", "あり"), Text("Off", "なし")


def official(text: Text) -> Text:
    """``text`` marked as the official rule's value, as forms show it."""
    return Text(f"{text.en} (official)", f"{text.ja}（公式）")


def applies(option: Option, seats: int) -> bool:
    return not option.seats or seats in option.seats


def default_of(option: Option, seats: int) -> Any:
    default = option.default
    return default(seats) if callable(default) else default


def resolve_options(schema: tuple[Option, ...], seats: int, given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Return every option of ``schema`` with its value: the given one, checked, or the default.

    An option that does not apply to ``seats`` keeps its default. Raises :class:`OptionError`
    naming the first unknown or out-of-range option, or one set away from its default at a
    player count it does not apply to.
    """
    given = dict(given or {})
    known = {option.name for option in schema}
    for name in given:
        if name not in known:
            raise OptionError(
                Text(
                    f"unknown option {name!r}; known options: {', '.join(sorted(known))}",
                    f"不明なオプション {name!r}（使えるもの: {', '.join(sorted(known))}）",
                )
            )
    resolved = {}
    for option in schema:
        default = default_of(option, seats)
        value = option.check(given[option.name]) if option.name in given else default
        if value != default and not applies(option, seats):
            counts = ", ".join(map(str, option.seats))
            raise OptionError(
                Text(
                    f"option {option.name!r} is for {counts} players only",
                    f"オプション {option.name!r} は {counts} 人専用です",
                )
            )
        resolved[option.name] = value
    return resolved


def describe(schema: tuple[Option, ...], seats: int) -> list[dict[str, Any]]:
    """JSON description of the options of a table of ``seats`` players, for lobbies and docs."""
    out: list[dict[str, Any]] = []
    for option in schema:
        if not applies(option, seats):
            continue
        item: dict[str, Any] = {"name": option.name, "label": option.label.to_json(), "default": default_of(option, seats)}
        if isinstance(option, Choice):
            item["values"] = list(option.values)
            if option.value_labels:
                item["value_labels"] = [label.to_json() for label in option.value_labels]
            if option.follows is not None:
                item["follows"] = option.follows.to_json()
        elif isinstance(option, FreeText):
            item["max_length"] = option.max_length
        else:
            item["range"] = [option.low, option.high]
        out.append(item)
    return out
