"""``asobiba play targi``: whole games from scripted input, by number and typed in every form,
bad input refused with the engine's reason, the board and players drawn, the final breakdown,
both languages."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.errors import GameError, InvalidMove
from asobiba.games.targi import GAME
from asobiba.games.targi.moves import parse_move
from asobiba.games.targi.terminal import TargiScreen, move_text
from asobiba.terminal.app import HUMAN, TerminalMatch
from asobiba.terminal.names import seat_names
from tests.games.targi.helpers import g, play, start
from tests.terminal.test_play import Script as BaseScript

SEATS = seat_names(2, "en")  # a screen drawn outside a match names seats by number
JA_VERBS = {"place": "置く", "resolve": "実行", "skip": "飛ばす", "buy": "買う", "keep": "手札", "discard": "捨てる", "take": "取る"}
JA_VERBS |= {"trade": "交換", "done": "終了", "convert": "変換", "move": "移す", "raid": "支払う", "return": "返す"}
JA_GOODS = {"dates": "ナツメヤシ", "salt": "塩", "pepper": "コショウ", "gold": "金", "goods": "品物", "vp": "勝利点"}
BARE = ("take", "return", "raid", "trade", "convert", "move")  # verbs a bare line implies in their step


def recording_console() -> Console:
    return Console(record=True, width=120, file=io.StringIO(), color_system=None)


def typed(move: dict[str, Any], rng: random.Random) -> str:
    """What a person types for ``move``: its full form, bare where the step implies the verb, in Japanese, or upper case."""
    text = move_text(move)
    verb, _, rest = text.partition(" ")
    form = rng.randrange(4)
    if form == 1 and (verb in BARE or (verb == "resolve" and rest.startswith("c"))):
        return rest
    if form == 2:
        return " ".join([JA_VERBS[verb], *(JA_GOODS.get(word, word) for word in rest.split())])
    return text.upper() if form == 3 else text


class Script(BaseScript):
    """The person: a random legal move, by its number or typed (``typed``)."""

    def __init__(self, seed: int, typed: bool = False, special: Callable[[TerminalMatch], str | None] | None = None) -> None:
        super().__init__(seed, special)
        self.typed = typed

    def answer(self, legal: list) -> str:
        moves = [move.to_json() for move in legal]
        move = self.rng.choice(moves)
        return typed(move, self.rng) if self.typed else str(moves.index(move) + 1)


def scripted_match(
    lang: str = "en", seed: int = 3, typed: bool = False, special: Callable[[TerminalMatch], str | None] | None = None
) -> tuple[TerminalMatch, Console, Script]:
    console = recording_console()
    script = Script(seed, typed, special)
    match = TerminalMatch("targi", 2, "random", seed, lang, None, script, console)
    script.match = match
    return match, console, script


def drawn(view: dict[str, Any], lang: str = "en") -> str:
    console = recording_console()
    console.print(TargiScreen(lang, HUMAN, SEATS).table(view))
    return console.export_text()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_play_whole_game_by_numbers_ends_with_the_breakdown(seed: int) -> None:
    match, console, script = scripted_match(seed=seed)
    outcome = match.play()
    text = console.export_text()
    view = GAME.view(match.state, HUMAN)
    assert outcome is not None and view["phase"] == "over"
    assert script.questions > 20 and "✗" not in text
    assert "You place a Targi on card" in text and "Bot 2 (random) places a Targi" in text
    sheet = text[text.index("Final scores") :]
    for seat, entry in enumerate(view["final"]):
        name = "You" if seat == HUMAN else "Bot 2 (random)"
        figures = [entry["tokens"], entry["cards"], entry["card_texts"], "/".join(map(str, entry["rows"])), entry["total"]]
        figures.append("/".join(map(str, entry["tiebreaks"])))
        row = rf"^\s*{re.escape(name)}" + "".join(rf"\s+{re.escape(str(figure))}" for figure in figures) + r"\s*$"
        assert re.search(row, sheet, re.MULTILINE), name
    assert "Final ranking" in sheet and re.search(r"You win!|wins\.|A draw", sheet)


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_play_whole_game_typed_in_every_form(seed: int) -> None:
    match, console, script = scripted_match(seed=seed, typed=True)
    assert match.play() is not None
    assert script.questions > 20
    assert "✗" not in console.export_text()  # every typed move was read as the move it names, and it was legal


def test_every_listed_move_reads_back_from_its_typed_forms() -> None:
    """Over random games, every legal move's menu form, bare form, Japanese form and upper case parse back to it."""
    rng = random.Random(2)
    screen = TargiScreen("en", HUMAN, SEATS)
    seen = set()
    for seed in range(8):
        state = GAME.start(2, None, seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            for move in view["legal"]:
                seen.add(move["type"])
                expected = parse_move(move)
                assert screen.parse(move_text(move), view) == expected, move
                for _ in range(3):
                    assert screen.parse(typed(move, rng), view) == expected, move
            GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    assert {"place", "resolve", "skip", "buy", "keep", "discard", "take", "trade", "done", "convert", "raid", "return"} <= seen


def test_typed_moves_parse_in_every_accepted_form() -> None:
    view = GAME.view(start(), HUMAN)
    screen = TargiScreen("en", HUMAN, SEATS)
    for text, expected in (
        ("place 5", {"type": "place", "card": 5}),
        ("PLACE 14", {"type": "place", "card": 14}),
        ("置く 3", {"type": "place", "card": 3}),
        ("resolve c12", {"type": "resolve", "card": "c12"}),
        ("resolve 14", {"type": "resolve", "card": 14}),
        ("skip 5", {"type": "skip", "card": 5}),
        ("buy 2", {"type": "buy", "row": 2}),
        ("keep", {"type": "keep"}),
        ("discard", {"type": "discard"}),
        ("捨てる", {"type": "discard"}),
        ("take salt", {"type": "take", "good": "salt"}),
        ("take d", {"type": "take", "good": "dates"}),
        ("取る 塩", {"type": "take", "good": "salt"}),
        ("trade salt pepper", {"type": "trade", "give": "salt", "get": "pepper"}),
        ("trade dates gold", {"type": "trade", "give": "dates", "get": "gold"}),
        ("trade salt -> gold", {"type": "trade", "give": "salt", "get": "gold"}),
        ("done", {"type": "done"}),
        ("convert pepper 4", {"type": "convert", "give": "pepper", "count": 4}),
        ("convert gold 1", {"type": "convert", "give": "gold", "count": 1}),
        ("move c11 c22", {"type": "move_marker", "from": "c11", "to": "c22"}),
        ("raid vp", {"type": "raid", "pay": "vp"}),
        ("支払う 品物", {"type": "raid", "pay": "goods"}),
        ("return pepper", {"type": "return", "good": "pepper"}),
    ):
        assert screen.parse(text, view) == parse_move(expected), text


def test_a_bare_line_is_read_by_the_step() -> None:
    """Placed so that seat 0 holds 5 (Merchant) and 3 (Salt): a marker on c13, a pepper card."""
    screen = TargiScreen("en", HUMAN, SEATS)
    state = start(goods=[g(3, 3, 3), g(3, 3, 3)])
    play(state, *({"type": "place", "card": card} for card in (5, 2, 3, 6, 13, 11)))
    view = GAME.view(state, HUMAN)
    assert view["phase"] == "actions"
    assert screen.parse("c13", view) == parse_move({"type": "resolve", "card": "c13"})
    play(state, {"type": "resolve", "card": 5})
    view = GAME.view(state, HUMAN)
    assert view["step"] == "merchant"
    assert screen.parse("salt pepper", view) == parse_move({"type": "trade", "give": "salt", "get": "pepper"})


def test_unreadable_lines_are_refused_in_the_terminal_words() -> None:
    view = GAME.view(start(), HUMAN)
    screen = TargiScreen("en", HUMAN, SEATS)
    for text, reason in (
        ("fly away", "cannot read 'fly away'"),
        ("place", "cannot read 'place'"),
        ("place 17", "'17' is not a border card: 1–16"),
        ("place c12", "'c12' is not a border card"),
        ("resolve c44", "'c44' is not a card: a border card 1–16 or a central space c11–c33"),
        ("buy 3", "'3' is not a display row: 0, 1 or 2"),
        ("take gold", "'gold' is not a good"),
        ("trade salt silk", "'silk' is not a good or gold"),
        ("raid camels", "'camels' is not a way to pay a raid"),
        ("move c11 9", "'9' is not a central space"),
        ("convert salt many", "'many' is not a count"),
    ):
        with pytest.raises(InvalidMove, match=re.escape(reason)):
            screen.parse(text, view)


def test_board_shows_cards_pieces_robber_markers_and_players() -> None:
    state = start(hands=[None, "SIM-20"], displays=[[["SIM-30", "SIM-36"]], []])
    play(state, *({"type": "place", "card": card} for card in (5, 2, 3, 6)))
    text = drawn(GAME.view(state, HUMAN))
    assert "Round 1 · first player Seat 0 · Robber on card 1" in text
    assert re.search(r"│ 1 Noble\s+│ 2 Dates", text) and "ROBBER" in text
    assert re.search(r"│ 16R Raid 4\s+│", text) and "-1 gold or -3 VP" in text
    assert text.count("T you") == 2 and text.count("T opp") == 2
    assert "M you" not in text and "M opp" not in text  # markers go down only once all six Targi stand
    assert "Targia 3VP" in text and "1d2s2p" in text  # SIM-01 at c12: symbol, VP, cost
    assert "1 of your choice" in text  # the choice card at c33
    assert re.search(r"^\s*Seat 0\s+2\s+2\s+2\s+1\s+4\s+\d+\s+-", text, re.MULTILINE)
    assert re.search(r"^\s*Seat 1\s+2\s+2\s+2\s+1\s+4\s+\d+\s+a card \(hidden\)", text, re.MULTILINE)  # held from an earlier round
    assert "Camp 3VP 1d1p1g" in drawn(GAME.view(state, 1))  # its owner sees it
    assert "row 0 (2/4): Well 2VP, Well 1VP" in text
    assert re.search(r" \d+: place 7  Dates", text)
    play(state, {"type": "place", "card": 13}, {"type": "place", "card": 11})
    text = drawn(GAME.view(state, HUMAN))
    assert "M you" in text and "Still to carry out:" in text and "resolve c13" in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_bad_inputs_print_the_engine_reason_and_the_game_goes_on(lang: str) -> None:
    other = "ja" if lang == "en" else "en"
    lines: list[str] = []
    expected: list[str] = []
    not_expected: list[str] = []
    cited: list[tuple[str, ...]] = []

    def special(match: TerminalMatch) -> str | None:
        if lines:
            return lines.pop(0)
        view = GAME.view(match.state, HUMAN)
        if expected or view["phase"] != "place":
            return None
        opposite = [entry["card"] for entry in view["border"] if entry["targi"] == 1]
        if not opposite:
            return None  # wait for the bot's Targi, to place opposite it
        facing = {1: 11, 2: 10, 3: 9, 5: 15, 6: 14, 7: 13}
        facing |= {b: a for a, b in facing.items()}
        screen = TargiScreen(lang, HUMAN, SEATS)
        for line in (f"place {facing[opposite[0]]}", "place 4", f"place {view['robber']}", "take salt"):
            with pytest.raises(GameError) as refused:
                GAME.play(GAME.clone(match.state), HUMAN, screen.parse(line, view))
            expected.append(refused.value.reason.get(lang))
            not_expected.append(refused.value.reason.get(other))
            cited.append(refused.value.rules)
            lines.append(line)
        lines.extend(["zzz", "99"])
        refusals = {"en": ["cannot read 'zzz'", "There is no choice 99"], "ja": ["'zzz' を読めません", "99 番の選択肢はありません"]}
        expected.extend(refusals[lang])
        return lines.pop(0)

    match, console, _ = scripted_match(lang=lang, seed=4, special=special)
    assert match.play() is not None
    text = console.export_text()
    assert len(expected) == 6
    for reason in expected:
        assert reason in text
    for reason in not_expected:
        assert reason not in text
    if lang == "en":
        assert "corners are raid cards: no Targi goes there" in text
        assert "you cannot place opposite your opponent's Targi" in text
    assert cited[:3] == [("TARGI-R5",)] * 3  # the rule stays with the error, out of the words printed
    assert not re.search(r"-R\d", text)


def test_japanese_game_speaks_japanese() -> None:
    match, console, _ = scripted_match(lang="ja", seed=5)
    assert match.play() is not None
    text = console.export_text()
    phrases = ("タルギ · 2人", "盗賊", "あなたがカード", "ボット2（ランダム）がカード", "最終得点", "最終順位", "0行目")
    for phrase in (*phrases, "どこにタルギを置きますか？"):
        assert phrase in text, phrase
    assert "You place" not in text and "Bot 2" not in text and "Final scores" not in text


def test_cli_plays_a_whole_game() -> None:
    result = CliRunner().invoke(app, ["play", "targi", "--seed", "1", "--level", "random", "--lang", "en"], input="1\n" * 1000)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Targi · 2 players · seed 1. You play against Bot 2 (random).")
    assert "Final scores" in result.output and "Final ranking" in result.output


def test_cli_help_lists_the_targi_moves_and_quit_leaves() -> None:
    result = CliRunner().invoke(app, ["play", "targi", "--seed", "1", "--level", "random", "--lang", "en"], input="help\nquit\nyes\n")
    assert result.exit_code == 0, result.output
    assert "trade salt pepper" in result.output and "place 5" in result.output and "You left the match." in result.output
