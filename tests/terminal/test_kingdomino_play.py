"""``asobiba play kingdomino``: whole games from scripted input, typed placements, bad input, Japanese."""

from __future__ import annotations

import io
import re
from collections.abc import Callable

import pytest
from rich.console import Console
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.errors import GameError, InvalidMove
from asobiba.games.kingdomino import GAME
from asobiba.games.kingdomino.moves import DISCARD, PICKS, PLACES
from asobiba.games.kingdomino.terminal import KingdominoScreen
from asobiba.terminal.app import HUMAN, TerminalMatch
from asobiba.terminal.names import seat_names
from tests.games.kingdomino.helpers import placing
from tests.terminal.test_play import Script as BaseScript

SEATS = seat_names(9, "en")  # a screen drawn outside a match names seats by number


def recording_console() -> Console:
    return Console(record=True, width=120, file=io.StringIO(), color_system=None)


class Script(BaseScript):
    """The person: a legal move each time, by number, or typed as ``x y dir`` / ``#N`` when ``typed``.

    ``special(match)`` may return a line to type instead, or None to answer normally.
    """

    def __init__(self, seed: int, typed: bool = False, special: Callable[[TerminalMatch], str | None] | None = None) -> None:
        super().__init__(seed, special)
        self.typed = typed

    def answer(self, legal: list) -> str:
        index = self.rng.randrange(len(legal))
        if not self.typed:
            return str(index + 1)
        move = legal[index].to_json()
        if move["type"] == "place":
            return f"{move['x']} {move['y']} {move['dir']}"
        return f"#{move['domino']}" if move["type"] == "pick" else "discard"


def scripted_match(
    players: int, lang: str = "en", seed: int = 3, typed: bool = False, special: Callable[[TerminalMatch], str | None] | None = None
) -> tuple[TerminalMatch, Console, Script]:
    console = recording_console()
    script = Script(seed, typed, special)
    match = TerminalMatch("kingdomino", players, "normal", seed, lang, None, script, console)
    script.match = match
    return match, console, script


@pytest.mark.parametrize("players", [2, 4])
def test_play_whole_game_by_numbers_ends_with_the_score_sheet_and_ranking(players: int) -> None:
    match, console, script = scripted_match(players)
    outcome = match.play()
    text = console.export_text()
    assert outcome is not None
    assert script.questions == 24  # 12 dominoes placed (or discarded), each picked first; nobody picks on the last line
    assert "Game 1 · scores" in text and "Final ranking" in text
    assert "You place" in text and "Bot 2 (normal) picks" in text
    view = GAME.view(match.state, HUMAN)
    assert list(outcome.scores) == view["totals"]
    sheet = text[text.index("Game 1 · scores") : text.index("Final ranking")]
    for seat, part in enumerate(view["results"][0]["parts"]):
        name = "You" if seat == HUMAN else re.escape(f"Bot {seat + 1} (normal)")
        figures = (part[key] for key in ("properties", "middle_kingdom", "harmony", "total", "largest_property", "crowns"))
        assert re.search(rf"^\s*{name}" + "".join(rf"\s+{figure}" for figure in figures) + r"\s*$", sheet, re.MULTILINE)


def test_play_whole_game_with_typed_placements_and_picks() -> None:
    match, console, _ = scripted_match(3, seed=8, typed=True)
    outcome = match.play()
    text = console.export_text()
    assert outcome is not None
    assert "✗" not in text  # every typed move was read and legal
    assert len(GAME.view(match.state, HUMAN)["kingdoms"][HUMAN]["placed"]) + len(match.state.discarded[HUMAN]) == 12


def test_typed_placements_parse_in_every_accepted_form() -> None:
    state = placing(40)  # Mine★ + Wheat: not symmetric
    screen = KingdominoScreen("en", HUMAN, SEATS)
    view = GAME.view(state, HUMAN)
    for text, expected in (
        ("1 0 E", PLACES[1, 0, "E"]),
        ("1 0 e", PLACES[1, 0, "E"]),
        ("(1, 0) east", PLACES[1, 0, "E"]),
        ("1,0,S", PLACES[1, 0, "S"]),
        ("-1 2 ←", PLACES[-1, 2, "W"]),
        ("0 -1 北", PLACES[0, -1, "N"]),
        ("#23", PICKS[23]),
        ("pick 7", PICKS[7]),
        ("discard", DISCARD),
    ):
        assert screen.parse(text, view) == expected, text
    for text in ("1 0", "1 0 Q", "x y E", "pick", "1 0 E S"):
        with pytest.raises(InvalidMove, match="cannot read"):
            screen.parse(text, view)


def test_typed_west_or_north_of_a_symmetric_domino_becomes_its_canonical_move() -> None:
    view = GAME.view(placing(7), HUMAN)  # Lake, Lake
    screen = KingdominoScreen("en", HUMAN, SEATS)
    assert screen.parse("2 0 W", view) == PLACES[1, 0, "E"]
    assert screen.parse("0 2 N", view) == PLACES[0, 1, "S"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_bad_inputs_print_the_reason_and_the_game_goes_on(lang: str) -> None:
    other = "ja" if lang == "en" else "en"
    typed: list[str] = []
    expected: list[str] = []
    not_expected: list[str] = []

    def special(match: TerminalMatch) -> str | None:
        if typed:
            return typed.pop(0)
        if expected or GAME.view(match.state, HUMAN)["phase"] != "place":
            return None
        for line in ("4 4 E", "#48", "discard"):  # outside the 5×5, a pick while placing, a discard of a domino that fits
            move = KingdominoScreen(lang, HUMAN, SEATS).parse(line, GAME.view(match.state, HUMAN))
            with pytest.raises(GameError) as refused:
                GAME.play(GAME.clone(match.state), HUMAN, move)
            expected.append(refused.value.reason.get(lang))
            not_expected.append(refused.value.reason.get(other))
            typed.append(line)
        typed.extend(["1 0 Q", "99"])
        expected.extend(
            {
                "en": ["cannot read '1 0 Q'", "There is no choice 99"],
                "ja": ["'1 0 Q' を読めません", "99 番の選択肢はありません"],
            }[lang]
        )
        return typed.pop(0)

    match, console, _ = scripted_match(2, lang=lang, special=special)
    outcome = match.play()
    text = console.export_text()
    assert outcome is not None
    assert len(expected) == 5
    for reason in expected:
        assert reason in text
    for reason in not_expected:
        assert reason not in text


def test_japanese_game_speaks_japanese() -> None:
    match, console, _ = scripted_match(4, lang="ja", seed=5)
    assert match.play() is not None
    text = console.export_text()
    for phrase in (
        "キングドミノ · 4人",
        "最初の列を選ぶ順",
        "あなた: 配置",
        "ボット2（普通）: 選択",
        "ゲーム 1 · 得点",
        "最終順位",
        "農 ",
        "鉱",
    ):
        assert phrase in text, phrase
    assert "You place" not in text and "Bot 2" not in text and "normal" not in text


def test_your_kingdom_is_drawn_with_its_axes() -> None:
    view = GAME.view(placing(40), HUMAN)
    console = recording_console()
    console.print(KingdominoScreen("en", HUMAN, SEATS).table(view))
    text = console.export_text()
    assert "-4 -3 -2 -1  0  1  2  3  4" in text  # every column a square may still go to
    assert " C " in text and "Your domino to place: 40[ M1 W ]" in text
    assert "placements: type x y dir" in text


def test_cli_play_kingdomino_starts_for_each_player_count() -> None:
    for players in (2, 3, 4):
        result = CliRunner().invoke(
            app, ["play", "kingdomino", "--players", str(players), "--seed", "1", "--level", "random", "--lang", "en"], input="help\nquit\n"
        )
        assert result.exit_code == 0, result.output
        assert f"Kingdomino · {players} players · seed 1. You play against Bot 2 (random)" in result.output
        assert "x y dir" in result.output and "You left the match." in result.output
    result = CliRunner().invoke(app, ["play", "kingdomino", "--players", "5", "--lang", "en"], input="")
    assert result.exit_code == 2
    assert "Kingdomino is for 2, 3 or 4 players" in result.output
