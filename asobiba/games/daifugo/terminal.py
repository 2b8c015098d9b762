"""Daifugō in the terminal: the seats and their classes, the table, the hand, the exchange and
the score sheets, drawn with Rich (rules: ../shared/rules/daifugo.md).

Everything drawn comes from one seat's ``view`` and the events that seat may see. A lead
can have a hundred legal plays, so plays are typed as cards (``S5 H5``, ``JK``) and matched
against the legal moves; where the same cards can be played with the Joker standing for
different cards, the readings are numbered and asked. Numbers also pick from a short list:
every legal play when there are few, else the weakest of each kind. Cards that match no
legal play still become a move where they can, so that the engine says why it is refused.
Cards drawn and read: terminal_cards.py; score sheets: terminal_sheets.py; words: labels/*.json.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event, Outcome
from asobiba.core.errors import InvalidMove
from asobiba.core.parts import TerminalHooks
from asobiba.core.screen import LIST_SEPARATOR, BaseScreen
from asobiba.games.daifugo.cards import BY_NAME, NAMES, SUITS, is_joker, rank
from asobiba.games.daifugo.deal import CLASS_NAMES
from asobiba.games.daifugo.moves import PASS, Discard, Give, Move, Play, Split, parse_move
from asobiba.games.daifugo.options import OPTIONS, Rules
from asobiba.games.daifugo.plays import plays, shape
from asobiba.games.daifugo.sanma import sizes
from asobiba.games.daifugo.terminal_cards import (
    PASS_WORDS,
    STYLES,
    card_text,
    cards_text,
    default_style,
    held_jokers,
    kind_name,
    ordinal,
    play_text,
    read_cards,
    suit_label,
)
from asobiba.games.daifugo.terminal_sheets import game_result, match_sheet
from asobiba.games.daifugo.view import play_json

MENU_ALL = 16  # up to this many legal plays are all numbered; more, the weakest of each kind
SWITCHES = {"revolution": ("df.ev.revolution_off", "df.ev.revolution_on"), "eleven_back": ("df.ev.eleven_back_off", "df.ev.eleven_back_on")}
# The house rules that change what cards do (rules/daifugo.md §3): listed as the match starts.
HOUSE_RULES = (
    "revolution",
    "eight_cut",
    "shibari",
    "spade_3",
    "eleven_back",
    "five_skip",
    "six_reverse",
    "seven_pass",
    "ten_discard",
    "number_lock",
    "sandstorm",
    "ambulance",
    "miyako_ochi",
    "foul_finish",
)
OPTION = {option.name: option for option in OPTIONS}


def is_reversed(view: JSON) -> bool:
    """Whether strength runs upside down now: a revolution or an eleven-back, not both (DAIFUGO-R12, R16)."""
    return view["revolution"] != view["eleven_back"]


def play_order(view: JSON, seat: int) -> list[int]:
    """The seats in the order of play, from ``seat`` (DAIFUGO-R18 may reverse it)."""
    order, step = view["order"], view["direction"]
    start = order.index(seat)
    return [order[(start + step * k) % len(order)] for k in range(len(order))]


def next_holder(view: JSON, seat: int) -> int:
    """The next seat in the order of play still holding cards: who receives a seven-pass (DAIFUGO-R19)."""
    return next((other for other in play_order(view, seat)[1:] if view["counts"][other]), seat)


def strength(card: int, reversed_: bool) -> int:
    """Higher is stronger: the Jokers above all (DAIFUGO-R2, R3), ranks upside down when reversed."""
    if is_joker(card):
        return 99
    return -rank(card) if reversed_ else rank(card)


def weakest(hand: list[str], count: int, reversed_: bool) -> tuple[int, ...]:
    """The ``count`` weakest cards of ``hand``: what a beginner gives away."""
    cards = sorted((BY_NAME[name] for name in hand), key=lambda card: (strength(card, reversed_), card))
    return tuple(sorted(cards[:count]))


def menu_key(play: Play, reversed_: bool) -> tuple[int, int, bool, int]:
    """Plays by kind and size, then those keeping the Jokers, then weakest first."""
    found = shape(play)
    return found.kind, found.size, any(is_joker(card) for card in play.cards), -found.low if reversed_ else found.low


def menu_plays(legal: list[Play], reversed_: bool) -> list[Play]:
    """The plays to number: all of them when few, else the weakest of each kind and size."""
    ordered = sorted(legal, key=lambda play: menu_key(play, reversed_))
    if len(ordered) <= MENU_ALL:
        return ordered
    first: dict[tuple[int, int], Play] = {}
    for play in ordered:
        first.setdefault(menu_key(play, reversed_)[:2], play)
    return list(first.values())


class DaifugoScreen(BaseScreen):
    """Daifugō drawn for seat ``you`` in ``lang``."""

    game_id = "daifugo"

    def __init__(self, lang: str, you: int, names: list[str]) -> None:
        super().__init__(lang, you, names)
        self.style = default_style()
        self._pending: tuple[JSON, list[Play]] | None = None  # the readings of cards just asked about

    # -- small helpers ---------------------------------------------------------------

    def whom(self, seat: int) -> str:
        """A seat after a verb or within a sentence, where English wants "you" in lower case."""
        return self.t("df.you_object") if seat == self.you else self.names[seat]

    def whoms(self, seats: list[int]) -> str:
        """Seats after a verb: "Five-skip skips Bot 2, you."."""
        return LIST_SEPARATOR.get(self.lang, ", ").join(self.whom(seat) for seat in seats)

    def class_name(self, view: JSON, seat: int) -> str:
        classes = view["classes"]
        return CLASS_NAMES[classes[seat]].get(self.lang) if classes else "—"

    def play(self, data: JSON) -> RichText:
        return play_text(data, self.style, self.words)

    def cards(self, names: list[str]) -> RichText:
        return cards_text(names, self.style)

    def legal(self, view: JSON) -> list[Move]:
        return [parse_move(move) for move in view["legal"]]

    def readings(self, names: list[str], view: JSON) -> list[Play]:
        """The legal plays of exactly these cards, in the engine's order: several when a Joker may stand for several cards."""
        cards = tuple(sorted(BY_NAME[name] for name in names))
        return [move for move in self.legal(view) if isinstance(move, Play) and move.cards == cards]

    # -- numbered choices --------------------------------------------------------------

    def choices(self, view: JSON) -> list[Move]:
        if self._pending is not None and self._pending[0] is view:
            return list(self._pending[1])
        legal = self.legal(view)
        if view["phase"] == "split":
            return [Split(weakest(view["hand"], 1, False)[0])]
        if view["phase"] == "play":
            return [*menu_plays([move for move in legal if isinstance(move, Play)], is_reversed(view)), *([PASS] if PASS in legal else [])]
        if view["phase"] == "discard":
            return [Discard(weakest(view["hand"], view["ten"], is_reversed(view))), Discard(())] if legal else []
        count = len(legal[0].cards) if legal and isinstance(legal[0], Give) else 0
        return [Give(weakest(view["hand"], count, is_reversed(view)))] if count else []

    def choice_text(self, move: Move) -> RichText:
        if isinstance(move, Play):
            data = play_json(move)
            return self.play(data).append(f"   {kind_name(data['kind'], len(move.cards), self.words)}", style="dim")
        if isinstance(move, Give):
            return RichText(self.t("term.give_these")).append_text(self.cards([NAMES[card] for card in move.cards]))
        if isinstance(move, Discard):
            return (
                RichText(self.t("term.discard_these")).append_text(self.cards([NAMES[card] for card in move.cards]))
                if move.cards
                else RichText(self.t("df.discard_none"))
            )
        if isinstance(move, Split):
            return self.cards([NAMES[move.card]])
        return RichText(self.t("df.pass"))

    def menu(self, items: list[Move], title: str) -> Group:
        lines = [RichText(title, style="dim")]
        lines += [RichText.assemble((f"  {index}: ", "cyan"), self.choice_text(move)) for index, move in enumerate(items, 1)]
        return Group(*lines)

    def menu_title(self, view: JSON, items: list[Move]) -> str:
        if view["phase"] != "play":
            return self.t("term.menu_discard" if view["phase"] == "discard" else "term.menu_give")
        every = sum(isinstance(move, Play) for move in items) == sum(isinstance(move, Play) for move in self.legal(view))
        return self.t("term.menu_all" if every else "term.menu_some")

    # -- the Screen protocol -------------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        rules = self.house_rules(view["rules"]) or [self.t("term.no_house_rules")]
        return Group(
            Rule(self.t("term.game", k=view["game_number"], n=view["games"]), style="cyan"),
            RichText(self.t("term.legend", suits=self.suits(list(SUITS))), style="dim"),
            RichText(self.t("term.house_rules") + " · ".join(rules), style="dim"),
        )

    def table(self, view: JSON) -> RenderableType:
        self._pending = None
        parts: list[RenderableType] = [RichText(""), self.heading(view)]
        badges = self.badges(view)
        if badges.plain:
            parts.append(badges)
        parts.append(self.seats(view))
        if view["gave"]:
            parts.append(RichText(self.t("term.gave")).append_text(self.cards(view["gave"])))
        if view["phase"] in ("play", "give"):
            parts.append(self.trick(view))
        parts.append(self.hand(view))
        items = self.choices(view)
        if items:
            parts.append(self.menu(items, self.menu_title(view, items)))
        return Group(*parts)

    def prompt(self, view: JSON) -> str:
        phase = view["phase"]
        if phase == "exchange":
            owed = next(entry for entry in view["exchange"] if entry["from"] == self.you)
            lower = owed["to"]
            return self.t("term.ask_return", count=owed["count"], who=self.who(lower), cls=self.class_name(view, lower))
        if phase == "split":
            mine, left = view["split"], len(view["hand"])
            wanted = sizes(left + sum(map(len, mine)), view["players"] - 1)[len(mine) - 1]
            return self.t("term.ask_split", round=len(mine), left=wanted - len(mine[-1]))
        if phase == "give":
            return self.t("term.ask_seven", count=view["seven"], who=self.who(next_holder(view, self.you)))
        if phase == "discard":
            return self.t("term.ask_ten", count=view["ten"])
        if view["table"] is None:
            return self.t("term.ask_lead")
        return self.t("term.ask_follow", play=self.play(view["table"]).plain)

    def command(self, text: str, view: JSON) -> RenderableType | None:
        """``cards ascii`` / ``cards symbols``; or, for cards a Joker makes ambiguous, the question which reading."""
        if text.isdecimal():
            return None  # a number answers the question on screen
        self._pending = None
        words = text.lower().split()
        if words[0] == "cards":
            return self.card_style(words[1:])
        if view["phase"] != "play" or text.lower() in PASS_WORDS:
            return None
        try:
            found = self.readings(held_jokers(read_cards(text), view["hand"]), view)
        except InvalidMove:
            return None  # parse says why
        if len(found) < 2:
            return None
        self._pending = (view, found)
        return self.menu(list(found), self.t("term.joker_question"))

    def card_style(self, words: list[str]) -> RichText:
        if len(words) != 1 or words[0] not in STYLES:
            return RichText(self.t("term.cards_usage", style=self.style), style="yellow")
        self.style = words[0]
        return RichText(self.t("term.cards_now", style=self.style)).append_text(self.cards(["S3", "HJ", "DA", "C2", "JK"]))

    def parse(self, text: str, view: JSON) -> Move:
        """The move ``text`` names: pass, cards to give, or a play matched against the legal ones.

        Cards that match no legal play become the play of the hand they make, if any, or a
        bare play; the engine then says why it is refused (not held, not a play, too weak …).
        """
        if text.isdecimal():
            raise InvalidMove(self.reason("term.no_choice", number=text, count=len(self.choices(view))))
        if text.lower() in PASS_WORDS:
            return Discard(()) if view["phase"] == "discard" else PASS
        names = held_jokers(read_cards(text), view["hand"])
        if view["phase"] == "split":
            return parse_move({"type": "split", "card": names[0] if names else text})
        if view["phase"] != "play":
            return parse_move({"type": "discard" if view["phase"] == "discard" else "give", "cards": names})
        found = self.readings(names, view)
        if found:
            return found[0]
        cards = tuple(sorted(BY_NAME[name] for name in names))
        hand = [BY_NAME[name] for name in view["hand"]]
        made = [play for play in plays(hand, Rules(**view["rules"])) if play.cards == cards]
        return made[0] if made else parse_move({"type": "play", "cards": names})

    # -- events ----------------------------------------------------------------------------

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data, kind = event.data, event.kind
        seat = data.get("seat")
        if kind == "deal":
            rule = Rule(self.t("term.game", k=view["game_number"], n=view["games"]), style="cyan")
            return Group(rule, self.line("df.ev.deal", cards=self.cards(data["hand"])))
        if kind in ("tribute", "exchange", "returned"):
            return self.exchange_line(kind, data, view)
        if kind == "lead":
            return self.line("df.ev.lead", seat)
        if kind == "round_start":
            return RichText(self.t("term.ev_round", round=data["round"]), style="cyan")
        if kind == "dropped":
            return self.line("term.ev_dropped", seat)
        if kind == "play":
            return self.line("term.ev_play", seat, play=self.play(data), left=data["left"])
        if kind == "pass":
            return self.line("df.ev.pass", seat)
        if kind == "flush":
            return RichText.assemble(self.line("df.ev.flush", data["leader"]), style="dim")
        if kind == "cut":
            return self.badge_line("df.ev.cut_" + data["why"])
        if kind in ("revolution", "eleven_back"):
            return self.badge_line(SWITCHES[kind][data["on"]])
        if kind == "lock":
            return self.badge_line("df.ev.lock", suits=self.suits(data["suits"])) if data["suits"] else self.badge_line("df.ev.unlock")
        if kind == "number_lock":
            rank = data["rank"]
            return self.badge_line("df.ev.number_lock", rank=self.rank(rank)) if rank else self.badge_line("df.ev.number_unlock")
        if kind == "reverse":
            return self.badge_line("term.ev_reverse", direction=self.direction(data["direction"]))
        if kind == "skip":
            return self.badge_line("term.ev_skip", whos=self.whoms(data["seats"]))
        if kind == "seven_pass":
            return self.line("term.ev_seven", seat, to=self.whom(data["to"]), count=data["count"])
        if kind == "given":
            return self.line("df.ev.given", data["from"], to=self.whom(data["to"]), cards=self.cards(data["cards"]))
        if kind == "ten_discard":
            return self.line("term.ev_ten", seat, count=data["count"])
        if kind == "discarded":
            return self.line("term.ev_discarded", seat, cards=self.cards(data["cards"])) if data["cards"] else self.line("df.ev.kept", seat)
        if kind == "out":
            return self.out_line(seat, data["foul"], view)
        if kind == "fallen":
            return self.line("term.ev_fallen", seat)
        if kind == "stalled":
            return self.line("df.ev.stalled")
        if kind == "game_end":
            return game_result(self, data, view["games"])
        return None  # game_start: the deal's rule says it; gave: seven_pass said it; match_end: the final sheet follows

    def exchange_line(self, kind: str, data: JSON, view: JSON) -> RichText | None:
        """The tribute and the return, cards shown to the two seats concerned, counts to the others (DAIFUGO-R10, R32)."""
        giver, taker = data["from"], data["to"]
        if kind == "exchange" and self.you in (giver, taker):
            return None  # the tribute or returned line showed the cards
        key = {"tribute": "term.ev_tribute", "exchange": "term.ev_exchange", "returned": "df.ev.returned"}[kind]
        cards = self.cards(data["cards"]) if "cards" in data else None
        cls, to_cls = self.class_name(view, giver), self.class_name(view, taker)
        return self.line(key, giver, to=self.whom(taker), cards=cards, count=data.get("count"), cls=cls, to_cls=to_cls)

    def out_line(self, seat: int, foul: bool, view: JSON) -> RichText:
        if foul:
            return self.line("df.ev.out_foul", seat)
        if seat in view["out"]:  # not once the game is over: the view is the next game's, and the result sheet follows
            return self.line("term.ev_out_place", seat, place=ordinal(view["out"].index(seat) + 1, self.lang))
        return self.line("term.ev_out", seat)

    def badge_line(self, key: str, **fields: Any) -> RichText:
        return RichText.assemble(self.line(key, **fields), style="bold yellow")

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "game_end"

    def final(self, view: JSON, outcome: Outcome) -> RenderableType:
        return match_sheet(self, view, outcome)

    # -- pieces of the table --------------------------------------------------------------

    def heading(self, view: JSON) -> RichText:
        k, n = view["game_number"], view["games"]
        if view["phase"] == "exchange":
            return RichText(self.t("term.exchange_heading", k=k, n=n), style="cyan")
        rules = self.value_label("preset", view["options"]["preset"])
        return RichText(self.t("term.heading", k=k, n=n, rules=rules, players=view["players"]), style="cyan")

    def value_label(self, name: str, value: str) -> str:
        """An option's value as the create form names it: ``UECda (computer Daifugō contest)``."""
        option = OPTION[name]
        return option.value_labels[option.values.index(value)].get(self.lang)  # type: ignore[union-attr]  # Choice options only

    def house_rules(self, rules: JSON) -> list[str]:
        """The house rules in force (view ``rules``), each with its variant where it has several."""
        found = []
        for option in HOUSE_RULES:
            value = rules[option]
            if value in (False, "off"):
                continue
            rule = OPTION[option].label.get(self.lang)
            found.append(
                self.t("term.rule_variant", rule=rule, variant=self.value_label(option, value)) if isinstance(value, str) else rule
            )
        return found

    def suits(self, suits: list[int] | list[str]) -> str:
        letters = [SUITS[suit] if isinstance(suit, int) else suit for suit in suits]
        separator = " " if self.style == "ascii" else ""  # "S H", where "SH" would read as a word
        return separator.join(suit_label(letter, self.style) for letter in letters)

    def badges(self, view: JSON) -> RichText:
        """What changes the rules of the moment: revolution, locks, eleven-back, direction, a seven-pass or ten-discard due."""
        found = []
        if view["revolution"]:
            found.append(self.t("term.revolution"))
        if view["lock"]:
            found.append(self.t("df.badge.lock", suits=self.suits(view["lock"])))
        if view["number_lock"]:
            found.append(self.t("df.badge.number_lock", rank=self.rank(view["number_lock"])))
        if view["eleven_back"]:
            found.append(self.t("term.eleven_back"))
        if view["rules"]["six_reverse"]:
            found.append(self.t("term.direction", direction=self.direction(view["direction"])))
        if view["phase"] == "give":
            giver = view["to_act"][0]
            found.append(self.line("term.seven_due", giver, to=self.whom(next_holder(view, giver)), count=view["seven"]).plain)
        if view["phase"] == "discard":
            found.append(self.line("term.ten_due", view["to_act"][0], count=view["ten"]).plain)
        return RichText(" · ".join(found), style="bold yellow")

    def rank(self, rank: str) -> str:
        """The rank a number lock asks for, or that only Jokers may follow (DAIFUGO-H2)."""
        return self.t("df.jokers_only") if rank in ("lo", "hi") else rank

    def direction(self, step: int) -> str:
        return self.t("term.clockwise" if step == 1 else "term.counter_clockwise")

    def status(self, view: JSON, seat: int) -> str:
        found = []
        if seat in view["out"]:
            found.append(self.t("term.out_place", place=ordinal(view["out"].index(seat) + 1, self.lang)))
        if seat in view["fouls"]:
            found.append(self.t("df.rule.foul_finish"))
        if seat == view["fallen"]:
            found.append(self.t("term.fallen"))
        if seat in view["passed"]:
            found.append(self.t("term.passed"))
        return ", ".join(found)

    def seats(self, view: JSON) -> Table:
        table = Table(show_edge=False, box=None, padding=(0, 2), header_style="dim")
        table.add_column(self.t("term.player"))
        table.add_column(self.t("term.cards"), justify="right")
        table.add_column(self.t("df.class"))
        table.add_column(self.t("term.status"))
        table.add_column(self.t("term.points"), justify="right")
        on_turn = set(view["to_act"])
        for seat in play_order(view, self.you):
            table.add_row(
                ("▶ " if seat in on_turn else "  ") + self.who(seat),
                str(view["counts"][seat]),
                self.class_name(view, seat),
                self.status(view, seat),
                str(view["points"][seat]),
                style="bold" if seat == self.you else "",
            )
        return table

    def trick(self, view: JSON) -> RenderableType:
        if not view["trick"]:
            return self.line("term.trick_empty", view["leader"])
        table = Table(show_header=False, show_edge=False, box=None, padding=(0, 2))
        for index, played in enumerate(view["trick"]):
            cards = self.play(played)
            if index == len(view["trick"]) - 1:
                cards.append(self.t("term.to_beat"), style="italic")
            table.add_row(self.who(played["seat"]), kind_name(played["kind"], len(played["cards"]), self.words), cards)
        return Group(RichText(self.t("term.trick")), table)

    def hand(self, view: JSON) -> RichText:
        """The hand by rank, weakest first; on a table to beat, the cards no legal play uses are dimmed."""
        usable = {name for move in view["legal"] for name in move.get("cards", [])}
        dim = view["phase"] == "play" and view["table"] is not None
        groups: dict[str, list[RichText]] = {}
        for card in view["hand"]:
            key = "JK" if card.startswith("JK") else card[1:]
            groups.setdefault(key, []).append(card_text(card, self.style, dim=dim and card not in usable))
        shown = RichText("   ").join(RichText(" ").join(group) for group in groups.values())
        return RichText(self.t("term.hand", n=len(view["hand"]))).append_text(shown)


TERMINAL = TerminalHooks(screen=DaifugoScreen)
