"""``asobiba play riichi``: whole matches typed as tiles and words, wins, calls, draws, bad input."""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.errors import InvalidMove
from asobiba.games.riichi import GAME
from asobiba.games.riichi.moves import PASS, RON, TSUMO, Ankan, Chi, Discard, Kakan, Move, Pon, Riichi, Simple
from asobiba.games.riichi.state import RiichiState
from asobiba.games.riichi.terminal import RiichiScreen
from asobiba.games.riichi.terminal_tiles import label, read_tiles
from asobiba.terminal.app import HUMAN, TerminalMatch
from asobiba.terminal.names import seat_names
from tests.games.riichi.helpers import NOTEN_A, NOTEN_B, TANYAO, TENPAI_A, TENPAI_B, discard, start
from tests.terminal.test_play import Script as BaseScript

SEATS = seat_names(4, "en")
WORDS = {"tsumo": "tsumo", "ron": "ron", "pass": "pass", "kan": "kan", "nuki": "nuki", "kyuushu": "kyuushu"}


def recording_console() -> Console:
    return Console(record=True, width=120, file=io.StringIO(), color_system=None)


def shown(name: str, rng: random.Random) -> str:
    """A tile as a person may type it: as drawn (``0p``, lower case) or by its mjai name."""
    return rng.choice([label(name, "en"), name, name.lower()])


def typed(move: Move, legal: list[Move], rng: random.Random) -> str:
    """What a person types for ``move`` among ``legal``: Enter for a tsumogiri or a pass when no
    win is offered (Enter never lets a win go by), tiles by name, calls as words and tiles."""
    may_win = TSUMO in legal or RON in legal
    if isinstance(move, Discard):
        if move.tsumogiri:
            return "tsumogiri" if may_win or Discard(move.tile) in legal else ""
        return rng.choice(["", "d "]) + shown(move.tile, rng)
    if isinstance(move, Riichi):
        if move.tsumogiri and Riichi(move.tile) in legal:
            return "riichi tg"
        return "riichi " + shown(move.tile, rng)
    if isinstance(move, Chi | Pon):
        return f"{move.to_json()['type']} {shown(move.tiles[0], rng)} {shown(move.tiles[1], rng)}"
    if isinstance(move, Ankan | Kakan):
        return f"{move.to_json()['type']} {shown(move.tile, rng)}"
    assert isinstance(move, Simple)
    return "" if move == PASS and not may_win else WORDS[move.type]


class Script(BaseScript):
    """The person: a random legal move, typed; "" at the pause between hands."""

    def answer(self, legal: list) -> str:
        return typed(self.rng.choice(legal), legal, self.rng)


class TsumogiriBot:
    """Discards every tile it draws and never calls nor wins: scenarios stay as written."""

    level = "tsumogiri"

    def choose(self, game: Any, state: RiichiState, seat: int, rng: random.Random, budget_ms: float | None = None) -> Move:
        legal = game.legal_moves(state, seat)
        return PASS if PASS in legal else next(move for move in legal if isinstance(move, Discard) and move.tsumogiri)


def scripted_match(
    players: int = 4,
    lang: str = "en",
    seed: int = 3,
    level: str = "random",
    special: Callable[[TerminalMatch], str | None] | None = None,
    state: RiichiState | None = None,
) -> tuple[TerminalMatch, Console, Script]:
    console = recording_console()
    script = Script(seed, special)
    match = TerminalMatch("riichi", players, level, seed, lang, None, script, console)
    if state is not None:
        match.state = state
        match.bots = dict.fromkeys(match.bots, TsumogiriBot())
    script.match = match
    return match, console, script


def lines_then_quit(lines: Iterable[str]) -> Callable[[TerminalMatch], str | None]:
    """Type ``lines`` in order at the person's questions, then leave the match."""
    pending = iter(lines)
    return lambda match: next(pending, "quit")


def view(state: RiichiState) -> dict[str, Any]:
    return GAME.view(state, HUMAN)


# -- whole matches -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "lang", "level", "final"),
    [(4, "en", "random", "Final table"), (3, "ja", "normal", "最終結果")],  # normal: the game's heuristic bot once it has one
)
def test_play_whole_match_against_bots_ends_with_the_final_table(players: int, lang: str, level: str, final: str) -> None:
    match, console, script = scripted_match(players, lang, level=level)
    outcome = match.play()
    text = console.export_text()
    assert outcome is not None
    assert "✗" not in text  # every typed move was read as the move meant
    results = view(match.state)["results"]
    assert text.count("Press Enter for the next deal" if lang == "en" else "Enter で次のハンドへ") == len(results) - 1
    assert final in text and text.index(final) > text.rindex("Change" if lang == "en" else "収支")  # after the last hand's sheet
    for seat, points in enumerate(view(match.state)["final"]):
        assert f"{points:+}" in text[text.index(final) :], seat
    assert script.questions > 20


# -- scenarios -------------------------------------------------------------------------------


def test_ron_shows_the_win_sheet_with_yaku_han_fu_and_payments() -> None:
    # You deal TANYAO (waiting on 3p 6p), discard the drawn C; Bot 2 draws and discards 3p.
    state = start([TANYAO, NOTEN_B, NOTEN_A, NOTEN_B[:9]], live=["C", "3p"])
    match, console, _ = scripted_match(special=lines_then_quit(["", "ron"]), state=state)
    assert match.play() is None
    text = console.export_text()
    assert "Bot 2 (random) discards 3p: ron / pass (type ron or pass: Enter does not pass on a win)" in text
    sheet = text[text.index("You win by ron from Bot 2 (random)") :]
    assert "Hand: 2m 3m 4m 5m 6m 7m 3p 4p 5p 5s 5s 6s 7s 8s   winning tile 3p" in sheet
    assert "Pinfu 平和" in sheet and "Tanyao 断幺九" in sheet and "1 han" in sheet
    assert "Fu: 30 (base + closed ron)" in sheet
    assert "2 han 30 fu · 2,900 points" in sheet
    assert "+2,900" in sheet and "-2,900" in sheet and "27,900" in sheet


def test_riichi_then_tsumo_in_japanese_shows_the_haneman_and_the_tsumo_payments() -> None:
    state = start([TANYAO, NOTEN_B, NOTEN_A, NOTEN_B[:9]], live=["C", "P", "P", "P", "6p"])
    match, console, _ = scripted_match(lang="ja", special=lines_then_quit(["リーチ C", "ツモ"]), state=state)
    assert match.play() is None
    text = console.export_text()
    assert "あなた: 打 中（ツモ切り） リーチ！" in text
    sheet = text[text.index("あなた ツモ和了") :]
    for yaku in ("両立直", "一発", "門前清自摸和", "平和", "断幺九"):  # riichi on one's first discard: double
        assert yaku in sheet
    assert "符: 20（副底）" in sheet
    assert "6翻20符 · 跳満 · 6,000オール" in sheet
    assert "+19,000" in sheet  # 3 × 6,000 and one's own riichi stick back


def test_pon_and_chi_called_by_name_show_the_melds() -> None:
    hand = ["4m", "6m", "5p", "5p", "1p", "9m", "2s", "8s", "S", "W", "N", "P", "F"]
    # You discard C; Bot 2 discards 5p (pon), you discard S; Bots 2–4 discard 9p 1s 5m (chi).
    state = start([hand, [], [], []], live=["C", "5p", "9p", "1s", "5m"])
    match, console, _ = scripted_match(special=lines_then_quit(["", "pon", "S", "chi 46m", "9m"]), state=state)
    assert match.play() is None
    text = console.export_text()
    assert "1: pon 5p 5p   2: pass" in text
    assert "You call pon: [5p] 5p 5p from Bot 2 (random)" in text
    assert "1: chi 4m 6m   2: pass" in text
    assert "You call chi: [5m] 4m 6m from Bot 4 (random)" in text
    assert "✗" not in text
    melds = view(match.state)["melds"][HUMAN]
    assert [(meld["kind"], meld["called"], meld["from"]) for meld in melds] == [("pon", "5p", 1), ("chi", "5m", 3)]
    assert "pon [5p] 5p 5p (right)" in text and "chi [5m] 4m 6m (left)" in text


def test_a_tile_not_in_hand_gets_the_reason_and_changes_nothing() -> None:
    state = start([NOTEN_A, NOTEN_B, TENPAI_A, TENPAI_B], live=["C"])
    seen: list[dict[str, Any]] = []
    lines = iter(["3m", "zz", "9", "pon"])

    def special(match: TerminalMatch) -> str | None:
        seen.append(view(match.state))
        return next(lines, "quit")

    match, console, _ = scripted_match(special=special, state=state)
    assert match.play() is None
    text = console.export_text()
    assert "✗ you have no 3m" in text
    assert "✗ cannot read 'zz' as tiles" in text
    assert "✗ there is no choice 9" in text
    assert "✗ there is no discard to call now" in text
    assert all(other == seen[0] for other in seen)


def test_exhaustive_draw_shows_the_tenpai_hands_and_payments() -> None:
    state = start([NOTEN_A, TENPAI_A, TENPAI_B, NOTEN_B])

    def special(match: TerminalMatch) -> str | None:
        return "quit" if match.state.results else None  # the person presses Enter (tsumogiri) to the end

    match, console, _ = scripted_match(special=special, state=state)
    assert match.play() is None
    assert match.state.results[0]["kind"] == "exhaustive"
    text = console.export_text()
    sheet = text[text.index("Exhaustive draw") :]
    assert "You: noten" in sheet and "Bot 4 (random): noten" in sheet
    assert "Bot 2 (random): tenpai   2m 3m 4m 6p 7p 8p 3s 4s 5s 6s 7s S S" in sheet
    assert "Bot 3 (random): tenpai   1m 1m 1m 7m 8m 9m 4p 5p 2s 2s 7s 8s 9s" in sheet
    assert sheet.count("+1,500") == 2 and sheet.count("-1,500") == 2


def test_nine_terminals_draw_shows_its_reason_and_the_hand() -> None:
    hand = ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "2m", "3m", "4m", "5p"]
    state = start([hand, [], [], []], live=["N"])
    match, console, _ = scripted_match(special=lines_then_quit(["kyuushu"]), state=state)
    assert match.play() is None
    text = console.export_text()
    assert "kyuushu (nine terminals draw)" in text
    assert "Abortive draw: Nine terminals and honours" in text
    assert "You: 1m 2m 3m 4m 9m 1p 5p 9p 1s 9s E S W N" in text


def test_tiles_command_switches_to_unicode_tiles() -> None:
    state = start([TANYAO, [], [], []], live=["C"])
    match, console, _ = scripted_match(special=lines_then_quit(["tiles unicode", "table", "tiles braille"]), state=state)
    assert match.play() is None
    text = console.export_text()
    assert "Tiles are now drawn as unicode: 🀇  🀋  🀡" in text  # each glyph and a space: some terminals draw it wide
    assert "🀈  🀉  🀊  🀋  🀌  🀍  🀜  🀝" in text  # the hand, drawn again
    assert "tiles unicode or tiles ascii (now: unicode)" in text


# -- reading typed moves ---------------------------------------------------------------------


@pytest.mark.parametrize("players", [4, 3])
def test_every_legal_move_typed_reads_as_itself(players: int) -> None:
    rng = random.Random(players)
    screen = RiichiScreen("en", HUMAN, SEATS)
    checked = 0
    for seed in range(4):
        state = GAME.start(players, None, seed)
        while GAME.outcome(state) is None and len(state.results) < 3:
            actors = GAME.to_act(state)
            if HUMAN in actors:
                seen = view(state)
                legal = GAME.legal_moves(state, HUMAN)
                for move in legal:
                    text = typed(move, legal, rng)
                    assert (screen.enter(seen) if text == "" else screen.parse(text, seen)) == move, text
                    checked += 1
            seat = min(actors)
            GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    assert checked > 300


@pytest.mark.parametrize(
    ("text", "tiles"),
    [
        ("5m", ["5m"]),
        ("0p", ["5pr"]),
        ("5sr", ["5sr"]),
        ("46m", ["4m", "6m"]),
        ("4m6m", ["4m", "6m"]),
        ("406p", ["4p", "5pr", "6p"]),
        ("e s w n", ["E", "S", "W", "N"]),
        ("1z 567z", ["E", "P", "F", "C"]),
        ("白 發 発 中", ["P", "F", "F", "C"]),
        ("haku green chun", ["P", "F", "C"]),
    ],
)
def test_typed_tiles_read_as_mjai_names(text: str, tiles: list[str]) -> None:
    assert read_tiles(text) == tiles


def test_red_five_typed_with_red_fives_off_is_a_plain_five() -> None:
    assert read_tiles("0m 5pr", red_fives=False) == ["5m", "5p"]


@pytest.mark.parametrize("text", ["5x", "8z", "5mm", "3mr", "dragon"])
def test_unreadable_tiles_say_how_to_type_them(text: str) -> None:
    with pytest.raises(InvalidMove, match="cannot read"):
        read_tiles(text)


def test_typed_words_with_the_tile_attached_and_in_japanese() -> None:
    hand = ["4m", "6m", "5p", "5p", "5pr", "9m", "2s", "8s", "S", "W", "N", "P", "F"]
    state = start([hand, [], [], []], live=["C"])
    screen = RiichiScreen("ja", HUMAN, SEATS)
    seen = view(state)
    assert screen.parse("d5m".replace("5m", "9m"), seen) == Discard("9m")
    assert screen.parse("打 白", seen) == Discard("P")
    assert screen.parse("0p", seen) == Discard("5pr")
    assert screen.parse("ツモ切り", seen) == Discard("C", True)
    assert screen.enter(seen) == Discard("C", True)


def claim_on(hand: list[str], tile: str) -> dict[str, Any]:
    """Your view when Bot 4, dealing, discards ``tile`` (you sit on his right: chi is yours)."""
    state = start([hand, [], [], []], live=[tile], at={"kyoku": 3})
    discard(state, claims=False)
    return view(state)


def test_claim_words_pick_among_the_offered_calls() -> None:
    screen = RiichiScreen("en", HUMAN, SEATS)
    seen = claim_on(["3m", "4m", "6m", "7m", "5p", "5p", "5pr", "9m", "2s", "8s", "S", "W", "N"], "5m")
    assert screen.parse("chi 46m", seen) == Chi(("4m", "6m"))
    assert screen.parse("chi 456m", seen) == Chi(("4m", "6m"))
    assert screen.parse("チー34m", seen) == Chi(("3m", "4m"))
    assert screen.parse("pass", seen) == PASS and screen.enter(seen) == PASS
    with pytest.raises(InvalidMove, match="which one"):
        screen.parse("chi", seen)
    with pytest.raises(InvalidMove, match="Seat 3 just discarded 5m: answer with a call, ron or pass"):
        screen.parse("5m", seen)


def test_pon_alone_or_with_the_red_five_named() -> None:
    screen = RiichiScreen("en", HUMAN, SEATS)
    seen = claim_on(["1m", "4m", "7m", "5p", "5p", "5pr", "9m", "2s", "8s", "S", "W", "N", "P"], "5p")
    assert screen.parse("pon", seen) == Pon(("5p", "5p"))
    assert screen.parse("pon 0p 5p", seen) == Pon(("5p", "5pr"))
    assert screen.parse("ポン", seen) == Pon(("5p", "5p"))


def test_cli_play_riichi_with_three_or_four_players_starts_and_quits() -> None:
    for players in (3, 4):
        result = CliRunner().invoke(
            app,
            ["play", "riichi", "--players", str(players), "--seed", "2", "--level", "random", "--lang", "en"],
            input="help\nquit\nyes\n",
        )
        assert result.exit_code == 0, result.output
        assert f"Riichi mahjong · {players} players · seed 2" in result.output
        assert "riichi 5m      declare riichi with this discard" in result.output
        assert "Your hand: " in result.output and "You left the match." in result.output
