"""A game in the terminal: the person at seat 0 against bots, through the game contract only.

The loop is generic: bots move for their seats, and whenever the person may act the
table is drawn and a line is read. A number picks the legal move of that number (the
game's own stable order), or the screen's own numbered choice when it lists them;
anything else goes to the game's screen to be read as a move. Bad input never ends
the game: the engine's reason is shown in the chosen language and the question is
asked again. Each game draws itself through a screen (asobiba.core.screen.BaseScreen)
its folder's ``terminal.py`` declares.

The person sits at seat 0 unless told otherwise (``seat``). A game whose seats differ
(Twenty Questions: seat 0 hosts) may give its ``terminal`` module
``match_setup(options, seat) -> (options, seat)``: the table options and the person's seat
of a terminal match, from those asked for (``seat`` None: not asked), in its ``TERMINAL``.

Input comes from ``input_fn`` and output goes to a Rich ``Console``, so tests drive
whole matches with scripted input and read what a person would have seen.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console, RenderableType
from rich.text import Text as RichText

from asobiba.bots import close_bots, make_bot, tell
from asobiba.core.contract import JSON, Event, Outcome, seeded_rng
from asobiba.core.errors import GameError, InvalidMove
from asobiba.core.registry import get_game, parts
from asobiba.core.screen import BaseScreen
from asobiba.core.text import Text
from asobiba.terminal.names import match_names

HUMAN = 0  # the person's seat unless the match is told another

QUIT_WORDS = frozenset({"quit"})  # a whole word: q is a Queen or a rank in some games
CONFIRM_WORDS = frozenset({"quit", "yes", "y", "はい"})
HELP_WORDS = frozenset({"help", "h", "?"})
TABLE_WORDS = frozenset({"table", "t"})

WELCOME = Text(
    "{title} · {players} players · seed {seed}. You play against {others}. Type help for the commands.",
    "{title} · {players}人 · シード {seed}。対戦相手: {others}。help でコマンド一覧を表示します。",
)
WELCOME_SOLO = Text(
    "{title} · solo · seed {seed}. Type help for the commands.",
    "{title} · ソロ · シード {seed}。help でコマンド一覧を表示します。",
)
HELP = Text(
    "Commands:\n"
    "  <number>   the choice shown with that number\n"
    "  table      show the table again\n"
    "  help       this list\n"
    "  quit       leave the match",
    "コマンド:\n  <番号>     その番号の選択肢を選ぶ\n  table      テーブルをもう一度表示\n  help       この一覧\n  quit       対戦をやめる",
)
EMPTY = Text("Type a number or a move (help lists the commands).", "番号か手を入力してください（help でコマンド一覧）。")
NO_SUCH_CHOICE = Text(
    "There is no choice {number}: choose from 1 to {count}.",
    "{number} 番の選択肢はありません。1〜{count} から選んでください。",
)
NEXT_DEAL = Text("Press Enter for the next deal (quit to leave).", "Enter で次のハンドへ（quit で終了）。")
LEFT = Text("You left the match.", "対戦を終了しました。")
CONFIRM_QUIT = Text(
    "Leave the match? Type quit again (or yes) to leave; anything else goes on.",
    "対戦をやめますか？ もう一度 quit（または yes）で終了、それ以外で続けます。",
)
STAY = Text("The match goes on.", "対戦を続けます。")


def fill(text: Text, **fields: object) -> Text:
    return Text(text.en.format(**fields), text.ja.format(**fields))


def load_screen(game_id: str, lang: str, you: int, names: list[str]) -> BaseScreen:
    """The screen of the ``terminal`` module of the game's folder, for seat ``you``; ``names`` names every seat."""
    declared = parts(game_id).terminal
    if declared is None:
        raise KeyError(f"{game_id} has no terminal screen (a terminal.py in its folder)")
    screen: BaseScreen = declared.screen(lang, you, names)
    return screen


class TerminalMatch:
    """One match: the person at seat ``you`` (0 unless ``seat`` or the game says), bots of ``level`` at the other seats.

    ``state`` is public so that a test's scripted input can ask the game for the
    legal moves instead of reading the screen.
    """

    def __init__(
        self,
        game_id: str,
        players: int,
        level: str,
        seed: int,
        lang: str,
        options: JSON | None = None,
        input_fn: Callable[[str], str] = input,
        console: Console | None = None,
        seat_bots: Sequence[str] = (),
        seat: int | None = None,
    ) -> None:
        self.game = get_game(game_id)
        declared = parts(game_id).terminal
        if declared is not None and declared.match_setup is not None:
            options, seat = declared.match_setup(dict(options or {}), seat)
        self.you = HUMAN if seat is None else seat
        self.state = self.game.start(players, options, seed)
        self.lang = lang
        self.seed = seed
        seats = self.game.view(self.state, self.you)["players"]
        if not 0 <= self.you < seats:
            raise ValueError(f"there is no seat {self.you}: seats are 0 to {seats - 1}")
        if len(seat_bots) >= seats:
            raise ValueError(f"{len(seat_bots)} seat bots for the {seats - 1} seats beside yours")
        others = [other for other in range(seats) if other != self.you]
        levels = dict.fromkeys(others, level) | dict(zip(others, seat_bots, strict=False))
        self.names = match_names(seats, self.you, levels, lang)
        self.screen = load_screen(game_id, lang, self.you, self.names)
        self.bots = {seat: make_bot(game_id, seat_level) for seat, seat_level in levels.items()}
        tell(self.bots, self.game, self.state, None)
        self.rng = seeded_rng(seed, "terminal bots")
        self.input_fn = input_fn
        self.console = console or Console()

    def play(self) -> Outcome | None:
        """Play to the end; the outcome, or None if the person left."""
        try:
            return self._play()
        finally:
            close_bots(self.bots.values())

    def _play(self) -> Outcome | None:
        game, state = self.game, self.state
        others = ("、" if self.lang == "ja" else ", ").join(self.names[seat] for seat in range(len(self.names)) if seat != self.you)
        welcome = WELCOME if others else WELCOME_SOLO  # a solo game's opponent is the game itself (its intro says who)
        self._say(welcome, title=game.title.get(self.lang), players=len(self.names), others=others, seed=self.seed)
        self._print(self.screen.intro(game.view(state, self.you)))
        while (outcome := game.outcome(state)) is None:
            actors = game.to_act(state)
            bots = sorted(actors - {self.you})
            if bots:
                seat = bots[0]
                events = game.play(state, seat, self.bots[seat].choose(game, state, seat, self.rng))
            else:
                events = self._human_turn()
                if events is None:
                    self._say(LEFT)
                    return None
            tell(self.bots, game, state, events)
            if not self._show(events):
                self._say(LEFT)
                return None
        self.console.print(self.screen.final(game.view(state, self.you), outcome))
        return outcome

    # -- the person's turn ---------------------------------------------------------

    def _human_turn(self) -> list[Event] | None:
        """Read lines until one is a legal move and play it; None if the person leaves."""
        game, state, screen = self.game, self.state, self.screen
        view = game.view(state, self.you)
        legal = game.legal_moves(state, self.you)
        self.console.print(screen.table(view))
        while True:
            self.console.print(RichText(screen.prompt(view), style="bold"))
            line = self._read()
            if line is None or (line.lower() in QUIT_WORDS and self._confirm_quit()):
                return None
            if line.lower() in QUIT_WORDS:
                continue
            if line.lower() in HELP_WORDS:
                self.console.print(RichText(HELP.get(self.lang) + "\n" + screen.help))
                continue
            if line.lower() in TABLE_WORDS:
                self.console.print(screen.table(view))
                continue
            reply = screen.command(line, view) if line else None
            if reply is not None:
                self.console.print(reply)
                continue
            if not line and screen.enter(view) is None:
                self._say(EMPTY, style="yellow")
                continue
            try:
                move = self._move(line, view, legal)
                if isinstance(move, list):
                    return self._play_all(move)
                return game.play(state, self.you, move)
            except GameError as error:
                self.console.print(RichText("✗ " + error.reason.get(self.lang), style="bold red"))

    def _move(self, line: str, view: JSON, legal: list[Any]) -> Any:
        if not line:
            return self.screen.enter(view)
        choices = self.screen.choices(view) if line.isdecimal() else None
        if choices is not None:
            if 1 <= int(line) <= len(choices):
                return choices[int(line) - 1]
        elif line.isdecimal():
            number = int(line)
            if not 1 <= number <= len(legal):
                raise InvalidMove(fill(NO_SUCH_CHOICE, number=number, count=len(legal)))
            return legal[number - 1]
        return self.screen.parse(line, view)

    def _play_all(self, moves: list[Any]) -> list[Event]:
        """Play several moves of the person in order, all or none (each is tried on a copy first)."""
        trial = self.game.clone(self.state)
        for move in moves:
            self.game.play(trial, self.you, move)
        return [event for move in moves for event in self.game.play(self.state, self.you, move)]

    def _confirm_quit(self) -> bool:
        """Ask before leaving: a slip of the keyboard must not end a match."""
        self._say(CONFIRM_QUIT, style="bold yellow")
        answer = self._read()
        if answer is None or answer.lower() in CONFIRM_WORDS:
            return True
        self._say(STAY)
        return False

    def _read(self) -> str | None:
        """One line, NFKC-normalized so full-width digits and letters typed with a Japanese IME work;
        None at the end of the input (EOF, Ctrl-C, or a scripted ``input_fn`` that ran out of lines)."""
        try:
            line = self.input_fn("> ")
        except (EOFError, KeyboardInterrupt, StopIteration):
            return None
        return unicodedata.normalize("NFKC", line).strip()

    # -- output ----------------------------------------------------------------------

    def _show(self, events: list[Event]) -> bool:
        """Print what the person may see of ``events``; False if they left at a pause."""
        view = self.game.view(self.state, self.you)
        for event in events:
            if not event.visible_to(self.you):
                continue
            self._print(self.screen.event(event, view))
            if self.screen.ends_deal(event) and self.game.outcome(self.state) is None:
                self._say(NEXT_DEAL, style="bold")
                line = self._read()
                if line is None or (line.lower() in QUIT_WORDS and self._confirm_quit()):
                    return False
        return True

    def _print(self, renderable: RenderableType | None) -> None:
        if renderable is not None:
            self.console.print(renderable)

    def _say(self, text: Text, style: str = "", **fields: object) -> None:
        self.console.print(RichText(fill(text, **fields).get(self.lang), style=style))


def run(
    game_id: str,
    players: int,
    level: str,
    seed: int,
    lang: str,
    deals: int | None = None,
    input_fn: Callable[[str], str] = input,
    console: Console | None = None,
    options: JSON | None = None,
    seat_bots: Sequence[str] = (),
    seat: int | None = None,
) -> Outcome | None:
    """Play a match in the terminal at ``seat`` (see TerminalMatch); the outcome, or None if the person left.

    ``options`` are the table options; ``deals`` sets the game's ``deals`` option when
    given. Raises the game's :class:`~asobiba.core.errors.OptionError` for a bad player
    count or option.
    """
    options = {**(options or {}), **({"deals": deals} if deals is not None else {})} or None
    return TerminalMatch(game_id, players, level, seed, lang, options, input_fn, console, seat_bots, seat).play()
