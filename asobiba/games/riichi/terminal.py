"""Riichi mahjong in the terminal: the table, one's hand and the claim windows, drawn with Rich.

Everything drawn comes from one seat's ``view`` and the events that seat may see. Tiles are
drawn and typed by name (terminal_tiles.py): ``5m``, ``0p`` for a red five, ``E`` … ``C``.
A discard is its tile's name; Enter discards the tile just drawn (tsumogiri) and passes in a
claim window, but never lets a win go by (tsumo and ron are typed). The other moves are
words with tiles: ``riichi 5m``, ``pon``, ``chi 46m``, ``kan``, ``ankan 5m``, ``kakan 5m``,
``nuki``, ``kyuushu``, ``tsumo``, ``ron``, ``pass``, and after a draw a tenpai dealer in first
place ``yame`` or ``continue`` (Enter plays on); every move but a plain discard is also listed
with a number. The hand-end and final sheets are in terminal_results.py; the words are the
catalogue's (labels/<lang>.json): the browser's where they say the same, ``term.*`` otherwise.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text as RichText

from asobiba.core.contract import JSON, Event
from asobiba.core.errors import InvalidMove
from asobiba.core.parts import TerminalHooks
from asobiba.core.text import LANGUAGES, Text
from asobiba.games.riichi.moves import (
    CONTINUE,
    KAN,
    KYUUSHU,
    NUKI,
    PASS,
    RON,
    TSUMO,
    YAME,
    Ankan,
    Chi,
    Discard,
    Kakan,
    Move,
    Pon,
    Riichi,
    parse_move,
)
from asobiba.games.riichi.terminal_results import Sheets
from asobiba.games.riichi.terminal_tiles import STYLES, is_red, label, plain, read_tiles
from asobiba.games.riichi.tiles import dora_kind, kind_name, parse_tile

RIVER_ROW = 6
RIVER_CELLS = 4  # a tile (two cells), its mark, a space: the rows line up
WORDS = {  # what a person may type for each move, Japanese too
    **dict.fromkeys(("tsumo", "ツモ", "つも"), "tsumo"),
    **dict.fromkeys(("ron", "ロン", "ろん"), "ron"),
    **dict.fromkeys(("pass", "skip", "no", "パス", "ぱす", "スルー"), "pass"),
    **dict.fromkeys(("tsumogiri", "tg", "ツモ切り", "つもぎり", "ツモギリ"), "tsumogiri"),
    **dict.fromkeys(("riichi", "reach", "リーチ", "りーち", "立直"), "riichi"),
    **dict.fromkeys(("chi", "chii", "チー", "ちー"), "chi"),
    **dict.fromkeys(("pon", "ポン", "ぽん"), "pon"),
    **dict.fromkeys(("kan", "カン", "かん"), "kan"),
    **dict.fromkeys(("ankan", "アンカン", "暗槓"), "ankan"),
    **dict.fromkeys(("kakan", "shouminkan", "カカン", "加槓"), "kakan"),
    **dict.fromkeys(("nuki", "抜き", "抜く", "ぬき", "キタ"), "nuki"),
    "north": "north",  # the North set aside with three players, a discard of N with four
    **dict.fromkeys(("kyuushu", "kyuushuu", "kyushu", "九種九牌", "九種"), "kyuushu"),
    **dict.fromkeys(("d", "discard", "打"), "discard"),
    **dict.fromkeys(("yame", "止め", "やめ", "聴牌止め"), "yame"),
    **dict.fromkeys(("continue", "続行", "続ける", "連荘"), "continue"),
}
SIMPLE_WORDS = {"tsumo": TSUMO, "ron": RON, "pass": PASS, "nuki": NUKI, "kyuushu": KYUUSHU, "yame": YAME, "continue": CONTINUE}
BY_LENGTH = sorted(WORDS, key=len, reverse=True)  # "tsumogiri" before "tsumo", "discard" before "d"
SIDES = {4: (None, "right", "across", "left"), 3: (None, "right", "left")}  # by seat distance from the meld's owner


def split_command(text: str) -> tuple[str | None, str]:
    """The command word ``text`` starts with (``riichi 5m``, ``リーチ5m``, ``d5m``) and the rest;
    (None, text) when it starts with a tile."""
    lowered = text.strip().lower()
    for word in BY_LENGTH:
        if lowered.startswith(word):
            rest = lowered[len(word) :]
            if not rest or rest[0].isspace() or rest[0].isdigit() or not word.isascii():
                return WORDS[word], rest.strip()
    return None, lowered


def move_kind(move: Move) -> str:
    return move.to_json()["type"]


class RiichiScreen(Sheets):
    """Riichi drawn for seat ``you`` in ``lang``; the tiles and the result sheets come from :class:`Sheets`."""

    def move_name(self, kind: str) -> str:
        return self.t(f"term.move.{kind}")

    def legal(self, view: JSON) -> list[Move]:
        return [parse_move(move) for move in view["legal"]]

    # -- the table --------------------------------------------------------------------

    def intro(self, view: JSON) -> RenderableType:
        title = self.t("term.title", players=view["players"], length=self.t(f"term.{view['options']['length']}"))
        return Group(Rule(title, style="cyan"), RichText(self.t("term.legend"), style="dim"))

    def table(self, view: JSON) -> RenderableType:
        parts: list[RenderableType] = [RichText(""), self.heading(view), self.players(view), self.hand(view)]
        menu = self.menu(view)
        if menu is not None:
            parts.append(menu)
        return Group(*parts)

    def heading(self, view: JSON) -> RichText:
        wind = self.wind(view["wind"])
        text = self.t("term.heading", wind=wind, kyoku=view["kyoku"] + 1, honba=view["honba"], sticks=view["deposits"], live=view["live"])
        dora = [kind_name(dora_kind(parse_tile(name)[0], view["players"])) for name in view["dora"]]
        out = RichText(text, style="cyan").append_text(self.tiles(view["dora"]))
        return out.append(self.t("term.dora"), style="cyan").append_text(self.tiles(dora))

    def players(self, view: JSON) -> Table:
        """The others in turn order from one's right, then oneself (next to one's hand)."""
        table = Table(show_edge=False, box=None, padding=(0, 1), header_style="dim")
        for key in ("riichi.player", "term.wind", "riichi.points", None, "term.river", "term.melds"):  # None: the status notes
            table.add_column(self.t(key) if key else "", justify="right" if key == "riichi.points" else "left")
        n = view["players"]
        on_turn = view["turn"] if view["phase"] == "turn" else None
        for seat in [(self.you + k) % n for k in range(1, n + 1)]:
            marker = "> " if seat == on_turn else "  "
            wind = self.wind((seat - view["dealer"]) % n)
            row = [
                marker + self.who(seat),
                wind,
                f"{view['scores'][seat]:,}",
                self.status(view, seat),
                self.river(view, seat),
                self.melds(view, seat),
            ]
            table.add_row(*row, style="bold" if seat == self.you else "")
        return table

    def status(self, view: JSON, seat: int) -> RichText:
        notes = RichText()
        if view["riichi"][seat]:
            notes.append(self.move_name("riichi") + " ", style="bold red")
        if view["nuki"][seat]:
            notes.append(self.t("term.norths", n=view["nuki"][seat]))
        return notes

    def river(self, view: JSON, seat: int) -> RichText:
        """Rows of six; a mark after each tile: * riichi, ^ called away; tsumogiri dimmed."""
        rows: list[RichText] = []
        for index, entry in enumerate(view["rivers"][seat]):
            if index % RIVER_ROW == 0:
                rows.append(RichText())
            token = self.tile(entry["tile"], dim=entry["tsumogiri"])
            token.append("*" if entry["riichi"] else "^" if entry["called"] else "")
            token.pad_right(RIVER_CELLS - token.cell_len)
            rows[-1].append_text(token)
        return RichText("\n").join(row.rstrip() or row for row in rows)

    def melds(self, view: JSON, seat: int) -> RichText:
        """Each meld with its called tile in brackets and the side it came from."""
        out = []
        for meld in view["melds"][seat]:
            text = RichText(self.move_name(meld["kind"]) + " ", style="dim")
            tiles = list(meld["tiles"])
            if meld["called"] is not None:
                tiles.remove(meld["called"])
                text.append("[").append_text(self.tile(meld["called"])).append("] ")
            text.append_text(self.tiles(tiles))
            if meld["from"] is not None:
                side = SIDES[view["players"]][(meld["from"] - seat) % view["players"]]
                text.append(self.t("term.from", side=self.t(f"term.side.{side}")), style="dim")
            out.append(text)
        return RichText("\n").join(out)

    def hand(self, view: JSON) -> RichText:
        out = RichText(self.t("term.hand"), style="bold").append_text(self.tiles(view["hand"]))
        if view["drawn"] is not None:
            out.append(self.t("term.drawn")).append_text(self.tile(view["drawn"]))
        if view.get("furiten"):
            out.append("   " + self.t("term.furiten"), style="bold yellow")
        return out

    # -- numbered choices -------------------------------------------------------------

    def choices(self, view: JSON) -> list[Move]:
        """Every move but a discard from the hand: those are typed by name."""
        return [move for move in self.legal(view) if not (isinstance(move, Discard) and not move.tsumogiri)]

    def menu(self, view: JSON) -> RichText | None:
        items = self.choices(view)
        if not items or (len(items) == 1 and isinstance(items[0], Discard)):
            return None  # only the tsumogiri, which the prompt offers on Enter
        return RichText("   ").join(
            RichText.assemble((f"{number}: ", "cyan"), self.choice_text(move)) for number, move in enumerate(items, 1)
        )

    def choice_text(self, move: Move) -> RichText:
        kind = move_kind(move)
        out = RichText(self.move_name("tsumogiri" if isinstance(move, Discard) else kind))
        if isinstance(move, Discard | Riichi | Ankan | Kakan):
            out.append(" ").append_text(self.tile(move.tile))
            if isinstance(move, Riichi) and move.tsumogiri:
                out.append(" (" + self.move_name("tsumogiri") + ")", style="dim")
        elif isinstance(move, Chi | Pon):
            out.append(" ").append_text(self.tiles(list(move.tiles)))
        return out

    # -- questions and answers --------------------------------------------------------

    def prompt(self, view: JSON) -> str:
        legal = self.legal(view)
        window = view["window"]
        if view["phase"] == "yame":
            return self.t("term.ask_yame", points=f"{view['scores'][self.you]:,}")
        if view["phase"] == "claim" and window is not None:
            who, tile = self.who(window["seat"]), label(window["tile"], self.lang)
            if window["kind"] != "discard":
                return self.t("term.ask_kakan" if window["kind"] == "kakan" else "term.ask_nuki", who=who, tile=tile)
            calls = " / ".join(self.choice_text(move).plain for move in legal)
            return self.t("term.ask_claim_ron" if RON in legal else "term.ask_claim", who=who, tile=tile, calls=calls)
        if TSUMO in legal:
            return self.t("term.ask_win")
        if view["drawn"] is None:
            return self.t("term.ask_after_call")
        return self.t("term.ask_turn", drawn=label(view["drawn"], self.lang))

    def enter(self, view: JSON) -> Move | None:
        """Enter passes a claim, discards the tile drawn and plays on after a draw (never ends the
        match), but never lets a win go by."""
        legal = self.legal(view)
        if RON in legal or TSUMO in legal:
            return None
        if CONTINUE in legal:
            return CONTINUE
        if view["phase"] == "claim":
            return PASS if PASS in legal else None
        drawn = Discard(view["drawn"], True) if view["drawn"] is not None else None
        return drawn if drawn in legal else None

    def command(self, text: str, view: JSON) -> RenderableType | None:
        """``tiles unicode`` / ``tiles ascii``: how tiles are drawn from now on."""
        words = text.lower().split()
        if not words or words[0] != "tiles":
            return None
        if len(words) != 2 or words[1] not in STYLES:
            return RichText(self.t("term.tiles_usage", style=self.style), style="yellow")
        self.style = words[1]
        sample = ["1m", "5mr", "9p", "3s", "E", "P", "F", "C"]
        return RichText(self.t("term.tiles_now", style=self.style)).append_text(self.tiles(sample))

    def parse(self, text: str, view: JSON) -> Move:
        """A move from a tile name or a word (see ``term.help``); the engine judges whether it is legal now."""
        if text.strip().isdecimal():
            raise InvalidMove(self.reason("term.no_choice", number=text.strip()))
        word, rest = split_command(text)
        legal = self.legal(view)
        if word in SIMPLE_WORDS and not rest:
            return SIMPLE_WORDS[word]
        if word == "north" and not rest:
            return NUKI if view["players"] == 3 else self.discard("N", view, legal)
        if word == "tsumogiri" and not rest:
            return self.tsumogiri(view)
        if word == "riichi":
            return self.riichi(rest, view, legal)
        if word in ("chi", "pon"):
            return self.call(word, rest, view, legal)
        if word in ("kan", "ankan", "kakan"):
            return self.kan(word, rest, view, legal)
        return self.discard(rest if word == "discard" else text, view, legal)

    def red_fives(self, view: JSON) -> bool:
        return view["options"].get("red_fives", "on") == "on"

    def one_tile(self, text: str, view: JSON) -> str:
        names = read_tiles(text, self.red_fives(view))
        if len(names) != 1:
            raise InvalidMove(self.reason("term.one_tile"))
        return names[0]

    def tsumogiri(self, view: JSON) -> Move:
        if view["drawn"] is None:
            raise InvalidMove(self.reason("term.no_drawn"))
        return Discard(view["drawn"], True)

    def discard(self, text: str, view: JSON, legal: list[Move]) -> Move:
        window = view["window"]
        if view["phase"] == "claim" and window is not None:
            raise InvalidMove(self.reason("term.claim_only", who=self.who(window["seat"]), tile=label(window["tile"], self.lang)))
        name = self.one_tile(text, view)
        return matching(name, [move for move in legal if isinstance(move, Discard)]) or Discard(name)

    def riichi(self, rest: str, view: JSON, legal: list[Move]) -> Move:
        options = [move for move in legal if isinstance(move, Riichi)]
        if split_command(rest)[0] == "tsumogiri":
            drawn = self.tsumogiri(view)
            return Riichi(drawn.tile, True)
        if rest:
            name = self.one_tile(rest, view)
            return matching(name, options) or Riichi(name)
        if len({move.tile for move in options}) == 1:
            return options[0]
        if not options:  # the engine says why not: an open hand, the points, no tenpai …
            return Riichi(view["drawn"], True) if view["drawn"] is not None else Riichi(view["hand"][0])
        raise self.which(options)

    def call(self, word: str, rest: str, view: JSON, legal: list[Move]) -> Move:
        window = view["window"]
        if window is None:
            raise InvalidMove(self.reason("term.no_discard"))
        kind = Chi if word == "chi" else Pon
        options = [move for move in legal if isinstance(move, kind)]
        if not rest:
            if len({tuple(map(plain, move.tiles)) for move in options}) == 1:
                return options[0]
            if not options:
                return kind((plain(window["tile"]),) * 2)  # the engine says why not
            raise self.which(options)
        names = read_tiles(rest, self.red_fives(view))
        taken = plain(window["tile"])
        if len(names) == 3 and taken in map(plain, names):  # "chi 456m": the discard named too
            names.pop([plain(name) for name in names].index(taken))
        if len(names) != 2:
            raise InvalidMove(self.reason("term.two_tiles", word=word))
        pair = (names[0], names[1]) if names[0] <= names[1] else (names[1], names[0])
        exact = kind(pair)
        if exact in options:
            return exact
        loose = [move for move in options if not any(map(is_red, pair)) and tuple(map(plain, move.tiles)) == pair]
        return loose[0] if loose else exact

    def kan(self, word: str, rest: str, view: JSON, legal: list[Move]) -> Move:
        if view["phase"] == "claim":
            return KAN
        wanted = {"kan": (Ankan, Kakan), "ankan": (Ankan,), "kakan": (Kakan,)}[word]
        options = [move for move in legal if isinstance(move, wanted)]
        if rest:
            name = self.one_tile(rest, view)
            found = [move for move in options if plain(move.tile) == plain(name)]
            if found:
                return found[0]
            return Kakan(name) if wanted == (Kakan,) else Ankan(plain(name))
        if len(options) == 1:
            return options[0]
        if not options:
            raise InvalidMove(self.reason("term.no_kan"))
        raise self.which(options)

    def which(self, options: list[Move]) -> InvalidMove:
        """The question between ``options``, each named in every language."""

        def asked(screen: RiichiScreen) -> str:
            return screen.t("term.which", options=" / ".join(screen.choice_text(move).plain for move in options))

        en, ja = (asked(RiichiScreen(lang, self.you, self.names)) for lang in LANGUAGES)
        return InvalidMove(Text(en, ja))

    # -- events -----------------------------------------------------------------------

    def event(self, event: Event, view: JSON) -> RenderableType | None:
        data, kind = event.data, event.kind
        if kind == "hand_start":
            wind = self.wind(data["wind"])
            title = self.t("term.ev_hand", wind=wind, kyoku=data["kyoku"] + 1, honba=data["honba"], dealer=self.who(data["dealer"]))
            return Rule(title, style="cyan")
        if kind == "discard":
            out = RichText(self.said("term.ev_discard", data["seat"])).append_text(self.tile(data["tile"]))
            if data["tsumogiri"]:
                out.append(self.t("term.ev_tsumogiri"), style="dim")
            if data["riichi"]:
                out.append(self.t("term.ev_riichi"), style="bold red")
            return out
        if kind == "call":
            return self.call_line(data, view)
        if kind == "dora":
            return RichText(self.t("term.ev_dora"), style="cyan").append_text(self.tile(data["indicator"]))
        if kind == "nuki":
            return RichText(self.said("term.ev_nuki", data["seat"]))
        if kind == "hand_end":
            return self.hand_end({**data["result"], "scores": data["scores"]})
        return None  # draws, one's own tiles and a riichi accepted are on the table; match_end: the final table follows

    def call_line(self, data: JSON, view: JSON) -> RichText:
        name = self.move_name(data["meld"])
        out = RichText(self.said("term.ev_call", data["seat"], kind=name), style="bold")
        tiles = list(data["tiles"])
        if data["meld"] in ("chi", "pon", "daiminkan"):
            tiles.remove(data["tile"])
            out.append("[").append_text(self.tile(data["tile"])).append("] ")
        out.append_text(self.tiles(tiles))
        if data["from"] is not None:
            out.append(self.t("term.ev_from", who=self.who(data["from"])), style="dim")
        return out

    def ends_deal(self, event: Event) -> bool:
        return event.kind == "hand_end"


def matching(name: str, options: list[Any]) -> Move | None:
    """The listed discard or riichi ``name`` means: from the hand before the tile drawn; a plain
    ``5m`` also means a red five when that is the only five of the suit one may discard."""
    for exact in (True, False):
        found = [move for move in options if (move.tile == name if exact else not is_red(name) and plain(move.tile) == name)]
        if found:
            return min(found, key=lambda move: move.tsumogiri)
    return None


TERMINAL = TerminalHooks(screen=RiichiScreen)
