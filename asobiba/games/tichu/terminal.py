"""Tichu in the terminal: the table, the hand and the score sheets, drawn with Rich.

Everything drawn comes from one seat's ``view`` and the events that seat may see.
A lead can have hundreds of legal plays, so plays are typed as cards (``J5 S5``) or
ranks (``55``, ``10 10 J J``) and matched against the legal moves; only a handful of
suggestions, and the small decisions (Grand Tichu, wish, Dragon gift), are numbered.
The input forms are the catalogue's ``term.help`` (labels/<lang>.json).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.errors import InvalidMove
from asobiba.core.parts import TerminalHooks
from asobiba.core.screen import BaseScreen
from asobiba.games.tichu.cards import BY_NAME, NAMES, PHOENIX, RANK
from asobiba.games.tichu.combos import KIND_NAMES, Rules, bombs, classify
from asobiba.games.tichu.moves import GRAND_CHOICES, NO_BOMB, PASS, TICHU, WISHES, Gift, Give, Move, Play, parse_move
from asobiba.games.tichu.terminal_cards import (
    BOMB_WORDS,
    HINT_WORDS,
    NO,
    PASS_WORDS,
    RANK_LABELS,
    RANK_VALUE,
    SEAT_WORDS,
    SPECIAL_STYLES,
    SUIT_STYLES,
    TICHU_WORDS,
    YES,
    card_of,
    matches,
    read_cards,
    split,
)

EVERY_RULE = Rules(True, True)  # the screen only classifies legal moves, whatever the table's options
CALL_BONUS = {"tichu": 100, "grand": 200}  # rules/tichu.md §1.4
KIND_ORDER = ("single", "pair", "trio", "full_house", "straight", "steps", "dog", "bomb")


def kind_of(move: Play) -> tuple[str, int]:
    """The kind of a legal play and its strength for ordering suggestions (a Phoenix single sits above the Ace)."""
    combo = classify(move.cards, move.phoenix, move.straight, EVERY_RULE)
    assert combo is not None, move
    return KIND_NAMES[combo.kind], 29 if move.cards == (PHOENIX,) else combo.rank


def grid(rows: list[list[str | RichText]], right: tuple[int, ...] = (), styles: list[str] | None = None) -> RichText:
    """Rows of cells in columns, padded by display width so Japanese lines up: a light Rich table."""
    cells = [[cell if isinstance(cell, RichText) else RichText(cell) for cell in row] for row in rows]
    widths = [max(cell_len(row[index].plain) for row in cells) for index in range(len(cells[0]))]
    lines = []
    for number, row in enumerate(cells):
        line = RichText("  ", style=styles[number] if styles else "")
        for index, cell in enumerate(row):
            pad = " " * (widths[index] - cell_len(cell.plain))
            line.append(pad if index in right else "").append_text(cell).append("" if index in right else pad).append("  ")
        line.rstrip()
        lines.append(line)
    return RichText("\n").join(lines)


class TichuScreen(BaseScreen):
    """Tichu drawn for seat ``you`` in ``lang``."""

    game_id = "tichu"

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        super().__init__(lang, you, names)
        self._legal: tuple[JSON, list[Move]] | None = None
        self._pending: tuple[JSON, list[Move]] | None = None  # numbered answers to the last question asked

    # -- small helpers ---------------------------------------------------------------

    def role(self, seat: int) -> str:
        return {1: self.t("term.right"), 2: self.t("tichu.partner"), 3: self.t("term.left")}.get((seat - self.you) % 4, "")

    def who_role(self, seat: int) -> str:
        return self.t("term.who_role", who=self.who(seat), role=self.role(seat)) if seat != self.you else self.who(seat)

    def card_text(self, name: str) -> RichText:
        """One card, coloured: ``J5`` in green, the specials by name."""
        if name in SPECIAL_STYLES:
            return RichText(self.t(f"tichu.card.{name}"), style=SPECIAL_STYLES[name])
        return RichText(name, style=SUIT_STYLES[name[0]])

    def cards_text(self, names: list[str]) -> RichText:
        return RichText(" ").join(self.card_text(name) for name in names)

    def cards(self, cards: tuple[int, ...] | list[int]) -> RichText:
        return self.cards_text([NAMES[card] for card in cards])

    def kind_name(self, kind: str, length: int = 0) -> str:
        """``straight (6)``, ``steps (3 pairs)``; other kinds by name only."""
        name = self.t(f"term.kind.{kind}")
        if kind in ("straight", "steps") and length:
            return self.t(f"term.kind_length.{kind}", name=name, length=length, pairs=length // 2)
        return name

    def ordinal(self, place: int) -> str:
        return self.t(f"tichu.place.{place}")

    def line(
        self, key: str, seat: int | None = None, drawn: Mapping[str, Callable[[Any], RichText]] | None = None, **fields: Any
    ) -> RichText:
        """A log line about ``seat``, whose ``{card}``/``{cards}`` fields are drawn as coloured cards."""
        return super().line(key, seat, drawn or {"card": self.card_text, "cards": self.cards_text}, **fields)

    def legal(self, view: JSON) -> list[Move]:
        if self._legal is None or self._legal[0] is not view:
            self._legal = (view, [parse_move(move) for move in view["legal"]])
        return self._legal[1]

    def hand(self, view: JSON) -> list[int]:
        return [BY_NAME[name.upper()] for name in view["hand"]]

    def bomb_window(self, view: JSON) -> bool:
        return view["phase"] == "play" and bool(view["may_bomb"])

    def pass_targets(self, view: JSON) -> list[int]:
        """Seats still to receive a card from you, in the order left, partner, right."""
        return [seat for seat in ((self.you + k) % 4 for k in (3, 2, 1)) if str(seat) not in view["given"]]

    # -- numbered choices ------------------------------------------------------------

    def choices(self, view: JSON) -> list[Move | list[Move]]:
        if self._pending is not None and self._pending[0] is view:
            return list(self._pending[1])
        legal = self.legal(view)
        phase = view["phase"]
        if phase in ("grand", "wish", "gift"):
            return list(legal)
        extra: list[Move | list[Move]] = [move for move in (PASS, TICHU) if move in legal]
        if phase == "pass":
            gives = self.suggested_gives(view)
            return [gives, *extra] if gives else extra
        if self.bomb_window(view):  # TICHU-R4: a call may come before the bomb, one's first card
            return [NO_BOMB, *(move for move in legal if isinstance(move, Play)), *extra]
        return [*self.suggested_plays(view), *extra]

    def suggested_plays(self, view: JSON) -> list[Play]:
        """The lowest legal play of each kind, keeping bombs whole and the Phoenix in hand where possible."""
        kept = {card for option in bombs(self.hand(view), None) for card in option.cards}
        best: dict[str, tuple[tuple[int, ...], Play]] = {}
        for move in self.legal(view):
            if not isinstance(move, Play):
                continue
            kind, strength = kind_of(move)
            key = (kind != "bomb" and bool(kept & set(move.cards)), PHOENIX in move.cards, strength, len(move.cards))
            if kind not in best or key < best[kind][0]:
                best[kind] = (key, move)
        return [best[kind][1] for kind in KIND_ORDER if kind in best]

    def suggested_gives(self, view: JSON) -> list[Move]:
        """A beginner's pass: the lowest loose cards to the opponents, the best ordinary card to the partner."""
        targets = self.pass_targets(view)
        hand = self.hand(view)
        kept = {card for option in bombs(hand, None) for card in option.cards}

        def loose_first(card: int) -> tuple[bool, bool, int]:  # no points, no pair broken, low
            return RANK[card] in (5, 10, 13), sum(RANK[other] == RANK[card] for other in hand) > 1, card

        loose = sorted((card for card in hand if card < 52 and card not in kept), key=loose_first)
        ordinary = sorted((card for card in hand if card < 52 and card not in kept), reverse=True) or sorted(hand, reverse=True)
        partner = (self.you + 2) % 4
        gifts: list[Move] = []
        used: set[int] = set()
        for to in targets:
            pool = ordinary if to == partner else loose + ordinary[::-1] + hand
            card = next(card for card in pool if card not in used)
            used.add(card)
            gifts.append(Give(card, to))
        return gifts

    def choice_text(self, move: Move | list[Move]) -> RichText:
        if isinstance(move, list):
            out = RichText(self.t("term.give_set"))
            for index, give in enumerate(move):
                assert isinstance(give, Give)
                out.append(", " if index else "").append_text(self.line("term.arrow", card=NAMES[give.card], who=self.who_role(give.to)))
            return out
        if isinstance(move, Play):
            kind, _ = kind_of(move)
            out = RichText(self.kind_name(kind, len(move.cards)) + "  ").append_text(self.cards(move.cards))
            return out.append(self.t("term.phoenix_as", rank=RANK_LABELS[move.phoenix])) if move.phoenix else out
        if move in GRAND_CHOICES:
            return RichText(self.t("term.call_grand" if move == GRAND_CHOICES[1] else "term.no_grand"))
        if isinstance(move, Gift):
            return RichText(self.t("term.gift_to", who=self.who_role(move.to)))
        return RichText(self.t({PASS: "tichu.pass", TICHU: "term.call_tichu", NO_BOMB: "term.no_bomb"}[move]))

    def menu(self, items: list[Move | list[Move]], title: str | None = None) -> Group:
        lines: list[RenderableType] = [RichText(title or self.t("term.hints"), style="dim")]
        if items and items[0] == WISHES[0]:  # thirteen ranks on one line: 1 none · 2 · … · 14 A
            wishes = [f"{index}" + (f" {RANK_LABELS[index]}" if index > 10 else "") for index in range(2, 15)]
            return Group(*lines, RichText(f"  1: {self.t('term.no_wish')} · " + " · ".join(wishes), style="cyan"))
        lines += [RichText.assemble((f"  {index}: ", "cyan"), self.choice_text(move)) for index, move in enumerate(items, 1)]
        return Group(*lines)

    # -- the screen's parts ---------------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        return Group(Rule(self.t("tichu.round_n", n=view["round"]), style="cyan"), RichText(self.t("term.legend"), style="dim"))

    def table(self, view: JSON) -> RenderableType:
        self._pending = None
        parts: list[RenderableType] = [RichText(""), self.heading(view), self.seats(view)]
        if view["given"]:
            given = [self.line("term.arrow", card=card, who=self.who_role(int(to))) for to, card in sorted(view["given"].items())]
            parts.append(RichText(self.t("term.given")).append_text(RichText(", ").join(given)))
        if view["phase"] in ("play", "wish", "gift"):
            parts.append(self.trick(view))
            if view["wish"]:
                parts.append(RichText(self.t("term.wish_line", rank=view["wish_label"]), style="bold yellow"))
        parts.append(RichText(self.t("term.hand", n=len(view["hand"]))).append_text(self.hand_text(view["hand"])))
        held = bombs(self.hand(view), None)
        if held:
            parts.append(RichText(self.t("term.bombs")).append_text(RichText("  ").join(self.cards(o.cards) for o in held)))
        items = self.choices(view)
        if items:
            parts.append(self.menu(items))
        return Group(*parts)

    def prompt(self, view: JSON) -> str:
        phase = view["phase"]
        if phase == "grand":
            return self.t("term.ask_grand")
        if phase == "pass":
            targets = self.pass_targets(view)
            if len(targets) < 2:
                return self.t("term.ask_give_last", who=self.who_role(targets[0]) if targets else "")
            return self.t(
                "term.ask_give", who=self.who_role(targets[0]), n=len(targets), order=", ".join(self.role(seat) for seat in targets)
            )
        if phase in ("wish", "gift"):
            return self.t("term.ask_wish" if phase == "wish" else "term.ask_gift")
        if self.bomb_window(view):
            return self.t("term.ask_bomb_tichu" if TICHU in self.legal(view) else "term.ask_bomb")
        due = ""
        if view["wish"] and any(RANK[card] == view["wish"] for card in self.hand(view) if card < 52):
            due = self.t("term.ask_wish_due", rank=view["wish_label"])
        if not view["trick"]:
            return due + self.t("term.ask_lead")
        top = view["trick"][-1]
        return due + self.t("term.ask_follow", combo=self.kind_name(top["combo"], top["length"]))

    def enter(self, view: JSON) -> Move | None:
        return NO_BOMB if self.bomb_window(view) else None

    def command(self, text: str, view: JSON) -> RenderableType | None:
        """Bomb list, the suggestions again, or the question of the Phoenix's rank; None for a move."""
        if text.isdecimal():
            return None  # a number answers the question on screen
        self._pending = None
        word = text.lower()
        if word in HINT_WORDS:
            return self.menu(self.choices(view))
        if word in BOMB_WORDS:
            return self.bomb_list(view)
        if view["phase"] != "play" or word in PASS_WORDS | TICHU_WORDS | NO:
            return None
        try:
            found = self.candidates(read_cards(split(text)), view)
        except InvalidMove:
            return None  # parse says why
        readings = {move.phoenix: move for move in reversed(found)}
        if len(readings) < 2:
            return None
        self._pending = (view, [readings[rank] for rank in sorted(readings)])
        return self.menu(list(self._pending[1]), self.t("term.phoenix_question"))

    def bomb_list(self, view: JSON) -> RenderableType:
        held = bombs(self.hand(view), None)
        if not held:
            return RichText(self.t("term.your_bombs_none"))
        legal = self.legal(view)
        playable = [move for move in legal if isinstance(move, Play) and kind_of(move)[0] == "bomb"]
        self._pending = (view, list(playable))
        lines: list[RenderableType] = [self.menu(list(playable), self.t("term.bombs"))] if playable else []
        for option in held:
            if Play(option.cards) not in playable:
                lines.append(RichText("  ").append_text(self.cards(option.cards)).append(self.t("term.your_bombs_later")))
        return Group(*lines)

    def parse(self, text: str, view: JSON) -> Move | list[Move]:
        """The move ``text`` names; a play is matched against the legal moves (see ``term.help``).

        Something that matches no legal move still becomes a move where it can, so the
        engine says why it is refused.
        """
        words = split(text)
        if not words:
            raise InvalidMove(self.reason("term.unreadable", word=text))
        phase = view["phase"]
        word = words[0] if len(words) == 1 else ""
        if text.isdecimal() and phase not in ("play", "pass"):
            raise InvalidMove(self.reason("term.no_choice", number=text, count=len(self.choices(view))))
        if word in TICHU_WORDS:
            return TICHU
        if phase == "grand" and word in YES | NO:
            return GRAND_CHOICES[word in YES]
        if phase == "wish" and (word in NO or word in RANK_VALUE):
            return WISHES[0 if word in NO else RANK_VALUE[word] - 1]
        if phase == "gift" and word in SEAT_WORDS:
            return Gift((self.you + SEAT_WORDS[word]) % 4)
        if word in PASS_WORDS | NO:
            return NO_BOMB if self.bomb_window(view) else PASS
        if phase == "pass":
            return self.gives(words, view)
        return self.play(read_cards(words), view)

    def gives(self, words: list[str], view: JSON) -> Move | list[Move]:
        words = " ".join(words).replace(">", " to ").split()
        words = words[1:] if words[:1] == ["give"] else words
        targets = self.pass_targets(view) or [(self.you + 3) % 4]
        if "to" in words:
            at = words.index("to")
            if at != 1 or len(words) != 3:
                raise InvalidMove(self.reason("term.give_forms", count=len(targets)))
            return Give(card_of(words[0]), self.seat(words[2]))
        cards = [card_of(word) for word in words]
        if len(cards) == 1:
            return Give(cards[0], targets[0])
        if len(cards) != len(targets):
            raise InvalidMove(self.reason("term.give_forms", count=len(targets)))
        return [Give(card, to) for card, to in zip(cards, targets, strict=True)]

    def seat(self, word: str) -> int:
        if word in SEAT_WORDS:
            return (self.you + SEAT_WORDS[word]) % 4
        if word in ("0", "1", "2", "3"):
            return int(word)
        raise InvalidMove(self.reason("term.no_seat", word=word))

    def candidates(self, typed: tuple[list[int], list[int], int], view: JSON) -> list[Play]:
        """The legal plays ``typed`` may mean, best first: bombs kept whole, straights before bombs."""
        cards, ranks, phoenix = typed
        found = [move for move in self.legal(view) if isinstance(move, Play) and matches(move, cards, ranks, phoenix)]
        kept = {card for option in bombs(self.hand(view), None) for card in option.cards}
        every_bomb = all(kind_of(move)[0] == "bomb" for move in found)

        def cost(move: Play) -> tuple[bool, bool, bool]:
            bomb = kind_of(move)[0] == "bomb"
            return not bomb and bool(kept & set(move.cards)), bomb and not every_bomb, move.straight

        return sorted(found, key=cost)

    def play(self, typed: tuple[list[int], list[int], int], view: JSON) -> Play:
        found = self.candidates(typed, view)
        if found:
            return found[0]
        cards, ranks, phoenix = typed
        chosen = list(cards)
        hand = self.hand(view)
        for rank in ranks:
            spare = [card for card in hand if card < 52 and RANK[card] == rank and card not in chosen]
            if not spare:
                raise InvalidMove(self.reason("term.short", count=ranks.count(rank), rank=RANK_LABELS[rank]))
            chosen.append(spare[0])
        cards_ = tuple(sorted(chosen))
        if len(cards_) == 1:
            return Play(cards_)
        if PHOENIX in cards_ and not phoenix:
            phoenix = next((rank for rank in range(2, 15) if classify(cards_, rank, False, EVERY_RULE)), 2)
        return Play(cards_, phoenix if PHOENIX in cards_ else 0)  # refused by the engine, with its reason

    # -- events --------------------------------------------------------------------------

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data, kind = event.data, event.kind
        seat = data.get("seat")
        if kind == "deal":
            if "hand" in data:
                rule = Rule(self.t("tichu.round_n", n=data["round"]), style="cyan")
                return Group(rule, self.line("tichu.ev.deal8", round=data["round"], cards=data["hand"]))
            return self.line("tichu.ev.deal6", cards=data["cards"])
        if kind == "grand":
            called = [self.line("term.ev_grand", caller) for caller, call in enumerate(data["calls"]) if call]
            return Group(*called) if called else self.line("tichu.ev.grand_none")
        if kind == "tichu":
            return self.line("term.ev_tichu", seat)
        if kind == "give":
            return self.line("term.ev_give", card=data["card"], to=self.who_role(data["to"]))
        if kind == "received":
            got = [self.line("term.from", card=card, who=self.who_role(int(giver))) for giver, card in sorted(data["cards"].items())]
            return RichText(self.t("term.ev_received")).append_text(RichText(", ").join(got))
        if kind == "lead":
            return self.line("tichu.ev.lead", seat)
        if kind == "play":
            combo = self.kind_name(data["combo"], len(data["cards"]))
            out = self.line("term.ev_bomb" if data["out_of_turn"] else "term.ev_play", seat, combo=combo, cards=data["cards"])
            return out.append(self.t("term.phoenix_as", rank=RANK_LABELS[data["phoenix"]])) if data["phoenix"] else out
        if kind == "pass":
            return self.line("tichu.ev.pass", seat)
        if kind == "wish":
            return self.line("term.ev_wish", seat, rank=RANK_LABELS[data["rank"]]) if data["rank"] else self.line("term.ev_no_wish", seat)
        if kind == "wish_fulfilled":
            return self.line("term.ev_wish_fulfilled", rank=RANK_LABELS[data["rank"]])
        if kind == "dog":
            return self.line("term.ev_dog", lead=self.who(data["lead"]))
        if kind == "trick":
            return self.line("tichu.ev.trick", data["winner"], points=data["points"])
        if kind == "gift":
            return self.line("term.ev_gift", seat, points=data["points"], to=self.who_role(data["to"]))
        if kind == "out":
            return self.line("tichu.ev.out", seat, place=self.ordinal(data["place"]))
        if kind == "round_scored":
            return self.score_sheet(data)
        return None  # grand_decided and no_bomb echo one's own answer; passed, game_over: the next lines say it

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "round_scored"

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        totals = view["totals"]
        sides = sorted((0, 1), key=lambda side: -totals[side])
        rows: list[list[str | RichText]] = [[self.t("term.rank"), self.t("term.team"), self.t("term.score")]]
        rows += [[str(1 + (totals[1 - side] > totals[side])), self.team_name(side), str(totals[side])] for side in sides]
        table = grid(rows, right=(0, 2), styles=["dim", *("bold" if side == self.you % 2 else "" for side in sides)])
        verdict = self.t("tichu.we_win" if self.you in outcome.winners else "term.they_win")
        return Group(RichText(""), Rule(self.t("term.final"), style="green"), table, RichText(verdict, style="bold green"))

    # -- pieces of the table ---------------------------------------------------------------

    def team_name(self, side: int) -> str:
        a, b = (self.who(seat) for seat in (side, side + 2))
        return self.t("term.us" if side == self.you % 2 else "term.them", a=a, b=b)

    def heading(self, view: JSON) -> RichText:
        mine = self.you % 2
        totals = view["totals"]
        text = self.t(
            "term.heading",
            round=view["round"],
            us=self.team_name(mine),
            ours=totals[mine],
            them=self.team_name(1 - mine),
            theirs=totals[1 - mine],
            target=view["target"],
        )
        return RichText(text, style="cyan")

    def seats(self, view: JSON) -> RichText:
        rows: list[list[str | RichText]] = [[self.t(f"term.{key}") for key in ("player", "where", "cards", "call", "pile")]]
        step = 1 if view["direction"] == "counter_clockwise" else -1
        on_turn = set(view["to_act"]) if view["phase"] == "play" else set()
        order = [(self.you + step * k) % 4 for k in range(4)]
        for seat in order:
            notes = [self.t(f"tichu.call.{view['calls'][seat]}")] if view["calls"][seat] else []
            if seat in view["out"]:
                notes.append(self.t("term.out_cell", place=self.ordinal(view["out"].index(seat) + 1)))
            pile = view["won"][seat]
            rows.append(
                [
                    ("▶ " if seat in on_turn else "  ") + self.who(seat),
                    self.role(seat),
                    str(view["hand_counts"][seat]),
                    ", ".join(notes),
                    self.t("term.pile_cell", cards=pile["cards"], points=pile["points"]),
                ]
            )
        return grid(rows, right=(2, 4), styles=["dim", *("bold" if seat == self.you else "" for seat in order)])

    def trick(self, view: JSON) -> RenderableType:
        plays = view["trick"]
        if not plays:
            return RichText(self.t("term.trick_empty"))
        rows: list[list[str | RichText]] = []
        for index, played in enumerate(plays):
            cards = self.cards_text(played["cards"])
            if played["phoenix"]:
                cards.append(self.t("term.phoenix_as", rank=RANK_LABELS[played["phoenix"]]))
            if index == len(plays) - 1:
                cards.append(self.t("term.to_beat"), style="italic")
                cards.append(self.t("term.passes", n=view["passes"]) if view["passes"] else "", style="dim")
            rows.append([self.who(played["seat"]), self.kind_name(played["combo"], played["length"]), cards])
        return Group(RichText(self.t("term.trick")), grid(rows))

    def hand_text(self, names: list[str]) -> RichText:
        """The hand grouped by rank, the specials apart: ``Mah Jong   J2   J5 S5   …   Dragon``."""
        groups: dict[str, list[str]] = {name: [] for name in ("Dog", "Mahjong")}
        for name in sorted(names, key=lambda name: name not in ("Dog", "Mahjong")):  # stable: the rest stays in rank order
            groups.setdefault(name if name in SPECIAL_STYLES else name[1:], []).append(name)
        return RichText("   ").join(self.cards_text(group) for group in groups.values() if group)

    def score_sheet(self, data: JSON) -> RenderableType:
        out = data["out"]
        order = [f"{self.ordinal(place)} {self.who(seat)}" for place, seat in enumerate(out, 1)]
        rest = [self.who(seat) for seat in range(4) if seat not in out]
        order.append(f"{self.t('tichu.place.last')} {rest[0]}" if len(rest) == 1 else self.t("term.still_in", who=", ".join(rest)))
        rows: list[list[str | RichText]] = [
            [self.t(key) for key in ("term.team", "term.card_points", "tichu.calls", "tichu.round_score", "tichu.total")]
        ]
        for side in (self.you % 2, 1 - self.you % 2):
            calls = [
                self.t(
                    "term.made",
                    who=self.who(seat),
                    call=self.t(f"tichu.call.{call}"),
                    amount=CALL_BONUS[call] * (1 if seat == out[0] else -1),
                )
                for seat, call in enumerate(data["calls"])
                if call and seat % 2 == side
            ]
            points = self.t("term.double") if data["double"] == side else str(data["cards"][side])
            rows.append([self.team_name(side), points, ", ".join(calls) or "—", f"{data['scores'][side]:+d}", str(data["totals"][side])])
        table = grid(rows, right=(1, 3, 4), styles=["dim", "bold", ""])
        title = self.t("term.sheet", round=data["round"])
        return Group(RichText(""), Rule(title, style="green"), RichText(self.t("term.out_order") + " · ".join(order)), table)


TERMINAL = TerminalHooks(screen=TichuScreen)
