"""``asobiba play dragoncastle``: whole games from scripted input at 1–4 players, moves typed in
every form, the Spirits' steps, bad input refused with a reason, the castle and realms drawn,
the final breakdown, both languages."""

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
from asobiba.games.dragoncastle import GAME
from asobiba.games.dragoncastle.moves import parse_move
from asobiba.games.dragoncastle.terminal import DragonCastleScreen, move_text
from asobiba.terminal.app import HUMAN, TerminalMatch
from asobiba.terminal.names import seat_names
from tests.games.dragoncastle.helpers import down, shrine, start, up
from tests.terminal.test_play import Script as BaseScript

SEATS = seat_names(4, "en")  # a screen drawn outside a match names seats by number
CARDS = {"spirit_cards": 3, "dragon_cards": 3}
IMPLIED = ("take", "pair", "destroy", "place", "build", "flip", "cunning", "shift", "move", "change")  # verbs a bare line implies
JA_VERBS = {"take": "取る", "pair": "ペア", "place": "置く", "build": "建てる", "spirit": "精霊", "summon": "召喚", "end": "終了"}


def recording_console() -> Console:
    return Console(record=True, width=120, file=io.StringIO(), color_system=None)


def typed(move: dict[str, Any], rng: random.Random) -> str:
    """What a person types for ``move``: its full form, the bare squares, a Japanese verb, or upper case."""
    text = move_text(move)
    verb, _, rest = text.partition(" ")
    form = rng.randrange(4)
    if form == 1 and verb in IMPLIED:
        return rest
    if form == 2 and verb in JA_VERBS:
        return f"{JA_VERBS[verb]} {rest}".strip()
    return text.upper() if form == 3 else text


class Script(BaseScript):
    """The person: a random legal move, by its number or typed (``typed``); a Spirit whenever one
    may be called (``spirited``), so that games go through the Spirits' steps."""

    def __init__(
        self, seed: int, typed: bool = False, spirited: bool = False, special: Callable[[TerminalMatch], str | None] | None = None
    ) -> None:
        super().__init__(seed, special)
        self.typed = typed
        self.spirited = spirited

    def answer(self, legal: list) -> str:
        moves = [move.to_json() for move in legal]
        spirits = [move for move in moves if move["type"] == "spirit"]
        move = self.rng.choice(spirits if self.spirited and spirits else moves)
        return typed(move, self.rng) if self.typed else str(moves.index(move) + 1)


def scripted_match(
    players: int,
    lang: str = "en",
    seed: int = 3,
    options: dict[str, Any] | None = None,
    typed: bool = False,
    spirited: bool = False,
    level: str = "random",
    special: Callable[[TerminalMatch], str | None] | None = None,
) -> tuple[TerminalMatch, Console, Script]:
    console = recording_console()
    script = Script(seed, typed, spirited, special)
    match = TerminalMatch("dragoncastle", players, level, seed, lang, options, script, console)
    script.match = match
    return match, console, script


def sheet_row(name: str, entry: dict[str, Any], dragons: list[str]) -> str:
    """The breakdown's row of one seat as a regular expression."""
    figures = [entry["tokens"], "/".join(map(str, entry["shrines"])), entry["shrine_vp"], entry["countdown_vp"]]
    figures += [entry["dragons"][card] for card in dragons]
    figures += [entry["penalty"]] if entry["penalty"] else []
    figures += [entry["total"], "/".join(map(str, entry["tiebreaks"]))]
    return rf"^\s*{re.escape(name)}" + "".join(rf"\s+{re.escape(str(figure))}" for figure in figures) + r"\s*$"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_play_whole_game_by_numbers_ends_with_the_breakdown(players: int) -> None:
    options = CARDS if players > 1 else {"solo_with_cards": "on"}
    match, console, script = scripted_match(players, seed=players, options=options)
    outcome = match.play()
    text = console.export_text()
    view = GAME.view(match.state, HUMAN)
    assert outcome is not None and view["phase"] == "over"
    assert script.questions > 20 and "✗" not in text
    assert "You take" in text and "Final scores" in text
    sheet = text[text.index("Final scores") :]
    for seat, entry in enumerate(view["final"]):
        name = "You" if seat == HUMAN else f"Bot {seat + 1} (random)"
        assert re.search(sheet_row(name, entry, view["dragons"]), sheet, re.MULTILINE), name
    if players == 1:
        assert "solo against the Dragon of Ingenuity" in text and "The Dragon of Ingenuity takes" in text
        assert re.search(r"Your rank: [A-Z][a-z]+( Dragon)? \(-?\d+ points\)\.", text)
        assert " -15 " in sheet  # solo with cards
    else:
        assert "Bot 2 (random) takes" in text and "Final ranking" in text
        assert re.search(r"You win!|wins\.|Shared win", text)


@pytest.mark.parametrize(("players", "seed"), [(2, 5), (3, 6), (1, 7)])
def test_play_whole_game_typed_in_every_form(players: int, seed: int) -> None:
    match, console, _ = scripted_match(players, seed=seed, typed=True, options=CARDS if players > 1 else None)
    assert match.play() is not None
    text = console.export_text()
    assert "✗" not in text  # every typed move was read as the move it names, and it was legal


@pytest.mark.parametrize("seed", [11, 12])
def test_play_whole_game_calling_every_spirit_it_can(seed: int) -> None:
    match, console, _ = scripted_match(2, seed=seed, typed=True, spirited=True, options=CARDS)
    assert match.play() is not None
    text = console.export_text()
    assert "✗" not in text
    assert "You call the Spirit of" in text and "paying" in text
    for card in GAME.view(match.state, HUMAN)["spirits"]:
        assert card in text  # named in the intro's card list and in the menus


def test_every_listed_move_reads_back_from_its_typed_form() -> None:
    """Over random games with three Spirits, every legal move's typed form (as the menu shows it,
    and bare where the phase implies the verb) parses back to that move."""
    rng = random.Random(2)
    screen = DragonCastleScreen("en", HUMAN, SEATS)
    seen = set()
    for seed in range(6):
        players = 1 + seed % 4
        state = GAME.start(players, CARDS if players > 1 else None, seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            for move in view["legal"]:
                seen.add(move["type"])
                expected = parse_move(move)
                assert screen.parse(move_text(move), view) == expected, move
                assert screen.parse(typed(move, rng), view) == expected, move
            legal = GAME.legal_moves(state, seat)
            spirits = [move for move in legal if move.to_json()["type"] == "spirit"]
            GAME.play(state, seat, rng.choice(spirits if spirits and rng.random() < 0.5 else legal))
    assert {"take", "pair", "shrine", "discard", "place", "summon", "spirit", "end"} <= seen


def position() -> Any:
    """Floor 3 at a1, Spirits of Wind and Change, a realm with every kind of cell."""
    castle = {(0, 0): ["M1", "S2", "F3"], (0, 1): ["dragon-1"], (0, 2): ["season-2", "wind-rainy"], (3, 4): ["S5"]}
    realm = {(0, 0): up("M4"), (0, 1): down("F1", "F2"), (1, 1): shrine("S1", "S3", "S6"), (3, 3): up("dragon-2")}
    return start(2, castle, [realm, {}], spirits=("wind", "change"), dragons=("harmony",))


def test_typed_moves_parse_in_every_accepted_form() -> None:
    view = GAME.view(position(), HUMAN)
    screen = DragonCastleScreen("en", HUMAN, SEATS)
    for text, expected in (
        ("take a0", {"type": "take", "at": [0, 0]}),
        ("a0", {"type": "take", "at": [0, 0]}),
        ("TAKE C0", {"type": "take", "at": [0, 2]}),
        ("取る e3", {"type": "take", "at": [3, 4]}),
        ("pair c0", {"type": "pair", "at": [0, 2]}),
        ("shrine", {"type": "shrine"}),
        ("社", {"type": "shrine"}),
        ("discard", {"type": "discard"}),
        ("summon", {"type": "summon"}),
        ("place 2 1", {"type": "place", "cell": [2, 1]}),
        ("place [2, 1]", {"type": "place", "cell": [2, 1]}),
        ("build 1 1", {"type": "build", "cell": [1, 1]}),
        ("spirit wind pay 0 0", {"type": "spirit", "card": "wind", "pay": [0, 0]}),
        ("spirit 風 pay 社", {"type": "spirit", "card": "wind", "pay": "shrine"}),
        ("spirit change shrine", {"type": "spirit", "card": "change", "pay": "shrine"}),
        ("destroy b0", {"type": "destroy", "at": [0, 1]}),
        ("flip 0 0", {"type": "flip", "cell": [0, 0]}),
        ("move 1 1 0 1", {"type": "move_shrine", "from": [1, 1], "to": [0, 1]}),
        ("shift 0 0 2 2", {"type": "shift", "from": [0, 0], "to": [2, 2]}),
        ("change 3 3 soldiers", {"type": "change", "cell": [3, 3], "as": "soldiers"}),
        ("change 3 3 soldier", {"type": "change", "cell": [3, 3], "as": "soldiers"}),
        ("change 3 3 兵士", {"type": "change", "cell": [3, 3], "as": "soldiers"}),
        ("change 3 3 dr", {"type": "change", "cell": [3, 3], "as": "dragons"}),
        ("cunning 0 0", {"type": "cunning", "cell": [0, 0]}),
        ("end", {"type": "end"}),
    ):
        assert screen.parse(text, view) == parse_move(expected), text


def test_a_bare_square_is_read_by_the_phase() -> None:
    state = position()
    screen = DragonCastleScreen("en", HUMAN, SEATS)
    assert screen.parse("a0", GAME.view(state, HUMAN)) == parse_move({"type": "take", "at": [0, 0]})
    GAME.play(state, HUMAN, parse_move({"type": "take", "at": [0, 0]}))
    view = GAME.view(state, HUMAN)
    assert view["phase"] == "choose"
    assert screen.parse("e3", view) == parse_move({"type": "pair", "at": [3, 4]})
    GAME.play(state, HUMAN, parse_move({"type": "shrine"}))
    view = GAME.view(state, HUMAN)
    assert view["phase"] == "place"
    assert screen.parse("2 1", view) == parse_move({"type": "place", "cell": [2, 1]})


def test_unreadable_and_off_board_lines_are_refused_in_the_terminal_words() -> None:
    view = GAME.view(position(), HUMAN)
    screen = DragonCastleScreen("en", HUMAN, SEATS)
    for text, reason in (
        ("take", "cannot read 'take'"),
        ("fly away", "cannot read 'fly away'"),
        ("place 1", "is not a realm cell"),
        ("place 4 0", "'4 0' is not a realm cell: row and column, each from 0 to 3"),
        ("take g0", "'g0' is not a castle space: columns a–f, rows 0–7"),
        ("take a8", "'a8' is not a castle space"),
        ("change 3 3 pirates", "name the new type: merchants, soldiers, farmers, seasons, winds, dragons"),
    ):
        with pytest.raises(InvalidMove, match=re.escape(reason)):
            screen.parse(text, view)
    solo = GAME.view(GAME.start(1, None, 1), HUMAN)
    with pytest.raises(InvalidMove, match="no Spirit card is in play"):
        screen.parse("spirit pay shrine", solo)


def test_a_spirit_needs_no_name_when_only_one_could_be_meant() -> None:
    screen = DragonCastleScreen("en", HUMAN, SEATS)
    wind = parse_move({"type": "spirit", "card": "wind", "pay": [0, 0]})
    assert screen.parse("spirit pay 0 0", GAME.view(position(), HUMAN)) == wind  # Change waits until after placing
    alone = start(2, {(0, 0): ["M1"]}, [{(0, 0): up("M4")}, {}], spirits=("destruction",))
    assert screen.parse("spirit pay shrine", GAME.view(alone, HUMAN)) == parse_move(
        {"type": "spirit", "card": "destruction", "pay": "shrine"}
    )
    both = start(2, {(0, 0): ["M1"]}, [{(0, 0): up("M4")}, {}], spirits=("wind", "strength"))
    with pytest.raises(InvalidMove, match="name the Spirit: wind, strength"):
        screen.parse("spirit pay 0 0", GAME.view(both, HUMAN))
    assert screen.parse("spirit wind pay 0 0", GAME.view(both, HUMAN)) == wind


def test_castle_is_drawn_floor_by_floor_with_available_tiles_marked() -> None:
    console = recording_console()
    console.print(DragonCastleScreen("en", HUMAN, SEATS).table(GAME.view(position(), HUMAN)))
    text = console.export_text()
    assert "Castle (top floor 3, 7 tiles)" in text
    lines = text.splitlines()
    top = next(index for index, line in enumerate(lines) if line.startswith("Floor 3"))
    assert re.match(r"Floor 3\s+Floor 2\s+Floor 1", lines[top])  # side by side at 120 columns
    assert re.match(r"(\s+a\s+b\s+c\s+d\s+e\s+f){3}", lines[top + 1])
    # a0 alone reaches floor 3, Available; S2 under it is covered (no mark); Wi1 tops c0, free to the west;
    # on the ground, Dr1 is hemmed in on both long sides.
    row0 = " 0   F3*  .    .    .    .    .      0   S2   .   Wi1*  .    .    .      0   M1  Dr1  Se2   .    .    ."
    assert lines[top + 2].startswith(row0)
    assert lines[top + 5].rstrip().endswith(" 3   .    .    .    .    S5*  .")


def test_realm_cells_show_height_and_top() -> None:
    console = recording_console()
    console.print(DragonCastleScreen("en", HUMAN, SEATS).table(GAME.view(position(), HUMAN)))
    text = console.export_text()
    assert re.search(r"^0 1  M4 2  ##    \.     \. ", text, re.MULTILINE)
    assert re.search(r"^1    \.  3   ⌂    \.     \. ", text, re.MULTILINE)
    assert re.search(r"^3    \.     \.     \.  1 Dr2", text, re.MULTILINE)


def test_the_menu_lists_each_move_as_typed_with_what_it_takes() -> None:
    console = recording_console()
    console.print(DragonCastleScreen("en", HUMAN, SEATS).table(GAME.view(position(), HUMAN)))
    text = console.export_text()
    assert " 1: take a0  F3, floor 3" in text
    assert "spirit wind pay 0 0  Spirit of Wind, paying M4" in text
    assert "spirit change pay shrine" not in text  # Change is used after placing, not before the action
    assert "Spirit of Wind [wind]: flip a face-up tile face down" in text
    assert "Dragon of Harmony: +4 per mirror axis" in text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_bad_inputs_print_the_reason_and_the_game_goes_on(lang: str) -> None:
    other = "ja" if lang == "en" else "en"
    lines: list[str] = []
    expected: list[str] = []
    not_expected: list[str] = []

    def special(match: TerminalMatch) -> str | None:
        if lines:
            return lines.pop(0)
        view = GAME.view(match.state, HUMAN)
        if expected or view["phase"] != "place":
            return None
        full = next((f"{row} {col}" for row in range(4) for col in range(4) if view["realms"][HUMAN][row][col]["face_up"]), None)
        if full is None:
            return None  # wait for a face-up tile to place on
        screen = DragonCastleScreen(lang, HUMAN, SEATS)
        for line in (f"place {full}", "take a0", "end"):  # on a face-up tile, a take while placing, an end before placing
            with pytest.raises(GameError) as refused:
                GAME.play(GAME.clone(match.state), HUMAN, screen.parse(line, view))
            expected.append(refused.value.reason.get(lang))
            not_expected.append(refused.value.reason.get(other))
            lines.append(line)
        lines.extend(["zzz", "99"])
        expected.extend(
            {"en": ["cannot read 'zzz'", "There is no choice 99"], "ja": ["'zzz' を読めません", "99 番の選択肢はありません"]}[lang]
        )
        return lines.pop(0)

    match, console, _ = scripted_match(2, lang=lang, seed=4, special=special)
    assert match.play() is not None
    text = console.export_text()
    assert len(expected) == 5
    for reason in expected:
        assert reason in text
    for reason in not_expected:
        assert reason not in text


def test_cards_and_castle_commands_answer_at_any_time() -> None:
    asked: list[str] = []

    def special(match: TerminalMatch) -> str | None:
        if GAME.view(match.state, HUMAN)["phase"] == "place" and len(asked) < 2:
            asked.append(["cards", "castle"][len(asked)])
            return asked[-1]
        return None

    match, console, _ = scripted_match(2, seed=8, options=CARDS, special=special)
    assert match.play() is not None
    text = console.export_text()
    assert asked == ["cards", "castle"]
    assert "Cards in play:" in text
    assert text.count("Castle (top floor") > 0


def test_japanese_game_speaks_japanese() -> None:
    match, console, _ = scripted_match(3, lang="ja", seed=5, options=CARDS)
    assert match.play() is not None
    text = console.export_text()
    for phrase in (
        "ドラゴンキャッスル · 3人",
        "龍城（最上段",
        "3段目",
        "あなた: ",
        "ボット2（ランダム）: ",
        "最終得点",
        "最終順位",
        "の精霊",
        "の龍",
    ):
        assert phrase in text, phrase
    assert "You take" not in text and "Bot 2" not in text and "Final scores" not in text


def test_cli_plays_whole_games_at_every_player_count() -> None:
    for players in (1, 2, 3, 4):
        result = CliRunner().invoke(
            app,
            ["play", "dragoncastle", "--players", str(players), "--seed", "1", "--level", "random", "--lang", "en"],
            input="1\n" * 1000,  # the first listed move each time: always legal
        )
        assert result.exit_code == 0, result.output
        assert "Final scores" in result.output, players
        assert ("Your rank:" if players == 1 else "Final ranking") in result.output
        if players == 1:  # no seat to name as the opponent: the Dragon of Ingenuity is the game's own
            assert result.output.startswith("Dragon Castle · solo · seed 1.") and "You play against" not in result.output


def test_cli_play_dragoncastle_starts_and_refuses_five_players() -> None:
    result = CliRunner().invoke(app, ["play", "dragoncastle", "--seed", "1", "--level", "random", "--lang", "en"], input="help\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Dragon Castle · 2 players · seed 1. You play against Bot 2 (random)" in result.output  # 2 players by default
    assert "take b3" in result.output and "You left the match." in result.output
    result = CliRunner().invoke(app, ["play", "dragoncastle", "--players", "5", "--lang", "en"], input="")
    assert result.exit_code == 2
    assert "Dragon Castle is for 1 to 4 players" in result.output
