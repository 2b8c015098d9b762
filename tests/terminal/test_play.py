"""``asobiba play``: whole matches driven by scripted input, bad input, both languages."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.errors import GameError, InvalidMove
from asobiba.games.tarot import GAME
from asobiba.games.tarot.cards import NAMES, parse_card
from asobiba.games.tarot.data import LAYOUTS, Contract
from asobiba.games.tarot.moves import Bid, CallKing, Discard, PlayCard
from asobiba.games.tarot.terminal import TarotScreen, card_label
from asobiba.terminal.app import HUMAN, TerminalMatch, run
from asobiba.terminal.names import seat_names

SEATS = seat_names(9, "en")  # a screen drawn outside a match names seats by number


def recording_console() -> Console:
    return Console(record=True, width=120, file=io.StringIO(), color_system=None)


class Script:
    """The person: answers each question with the number of a legal move, read from the game.

    ``special(match)`` may return a line to type instead (a bad input, a card by name),
    or None to answer normally.
    """

    def __init__(self, seed: int, special: Callable[[TerminalMatch], str | None] | None = None) -> None:
        self.rng = random.Random(seed)
        self.special = special
        self.match: TerminalMatch | None = None
        self.questions = 0

    def __call__(self, prompt: str) -> str:
        assert self.match is not None
        self.questions += 1
        line = self.special(self.match) if self.special else None
        if line is not None:
            return line
        legal = self.match.game.legal_moves(self.match.state, HUMAN)
        return self.answer(legal) if legal else ""  # "" answers the pause between deals

    def answer(self, legal: list) -> str:
        """The line for a decision: a random legal move, by its number; a whole écart by card names."""
        if isinstance(legal[0], Discard):
            return " ".join(self.ecart())
        return str(self.rng.randrange(len(legal)) + 1)

    def ecart(self) -> list[str]:
        """Random discards that are legal one after the other, tried on a copy of the game."""
        assert self.match is not None
        game, trial = self.match.game, self.match.game.clone(self.match.state)
        names = []
        while (legal := game.legal_moves(trial, HUMAN)) and isinstance(legal[0], Discard):
            move = self.rng.choice(legal)
            names.append(move.to_json()["card"])
            game.play(trial, HUMAN, move)
        return names


def scripted_match(
    players: int, lang: str = "en", seed: int = 3, deals: int = 1, special: Callable[[TerminalMatch], str | None] | None = None
) -> tuple[TerminalMatch, Console, Script]:
    console = recording_console()
    script = Script(seed, special)
    match = TerminalMatch("tarot", players, "random", seed, lang, {"deals": deals}, script, console)
    script.match = match
    return match, console, script


@pytest.mark.parametrize("players", [3, 4, 5])
def test_play_whole_one_deal_match_ends_with_score_sheet_and_zero_sum_totals(players: int) -> None:
    match, console, script = scripted_match(players)
    outcome = match.play()
    text = console.export_text()
    assert outcome is not None
    assert sum(outcome.scores) == 0
    assert script.questions > LAYOUTS[players].hand_size  # a card per trick, and the bid
    assert text.count("score sheet") == 1
    assert "Final ranking" in text
    result = match.game.view(match.state, HUMAN)["results"][0]
    sheet = text[text.index("score sheet") : text.index("Final ranking")]
    for seat, score in enumerate(result["scores"]):
        name = "You" if seat == HUMAN else re.escape(f"Bot {seat + 1} (random)")
        amount = re.escape(f"{score:+d}")
        assert re.search(rf"^\s*{name}\s+{amount}\s+{amount}\s*$", sheet, re.MULTILINE)  # this deal, then the total
    assert "Bot 2 (random) plays" in text and "You play" in text
    if players == 5:
        assert re.search(r"(Bot \d \(random\)|You) calls? [♠♥♦♣][KQCJ]", text)


def test_play_pauses_between_deals_and_shows_running_totals() -> None:
    match, console, _ = scripted_match(4, deals=2, seed=11)
    outcome = match.play()
    text = console.export_text()
    assert outcome is not None and sum(outcome.scores) == 0
    assert text.count("Press Enter for the next deal") == 1
    assert "Deal 2/2 · dealer" in text
    results = match.game.view(match.state, HUMAN)["results"]
    totals = [first + second for first, second in zip(results[0]["scores"], results[1]["scores"], strict=True)]
    assert list(outcome.scores) == totals


def test_score_sheet_writes_out_the_per_defender_amount() -> None:
    match, _, _ = scripted_match(5, deals=5, seed=5)
    match.play()
    results = [result for result in match.game.view(match.state, HUMAN)["results"] if result["scoring"] == "contract"]
    assert results
    for result in results:
        terms, value = TarotScreen("en", HUMAN, SEATS).settlement(result).split(";")[0].removeprefix("D = ").rsplit(" = ", 1)
        assert re.fullmatch(r"[-+() ×\d]+", terms)
        assert eval(terms.replace("×", "*")) == int(value) == result["per_defender"]


def first_following_decision(match: TerminalMatch) -> bool:
    """A card to play where the hand holds a card that may not be played now."""
    view = match.game.view(match.state, HUMAN)
    legal = {move["card"] for move in view["legal"] if move["type"] == "card"}
    return bool(legal) and len(legal) < len(view["hand"])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_bad_inputs_print_the_reason_and_the_game_goes_on(lang: str) -> None:
    other = "ja" if lang == "en" else "en"
    typed: list[str] = []
    expected: list[str] = []
    not_expected: list[str] = []

    def special(match: TerminalMatch) -> str | None:
        if typed:
            return typed.pop(0)
        if expected or not first_following_decision(match):
            return None
        view = match.game.view(match.state, HUMAN)
        legal = {move["card"] for move in view["legal"] if move["type"] == "card"}
        illegal = next(card for card in view["hand"] if card not in legal)
        missing = next(name for name in NAMES if name not in view["hand"])
        for line, move in ((illegal.lower(), PlayCard(parse_card(illegal))), (missing, PlayCard(parse_card(missing)))):
            with pytest.raises(GameError) as refused:
                match.game.play(match.game.clone(match.state), HUMAN, move)
            expected.append(refused.value.reason.get(lang))
            not_expected.append(refused.value.reason.get(other))
            typed.append(line)
        with pytest.raises(GameError) as unknown:
            parse_card("zz9")
        expected.append(unknown.value.reason.get(lang))
        typed.extend(["zz9", "", "99", "0"])
        expected.extend(
            {
                "en": ["Type a number or a move", "There is no choice 99", "There is no choice 0"],
                "ja": ["番号か手を入力してください", "99 番の選択肢はありません", "0 番の選択肢はありません"],
            }[lang]
        )
        return typed.pop(0)

    match, console, _ = scripted_match(4, lang=lang, special=special)
    outcome = match.play()
    text = console.export_text()
    assert outcome is not None
    assert len(expected) == 6
    for reason in expected:
        assert reason in text
    for reason in not_expected:
        assert reason not in text
    assert "✗ " in text


def test_play_card_typed_while_bidding_gets_the_engine_reason() -> None:
    reasons: list[str] = []

    def special(match: TerminalMatch) -> str | None:
        if reasons:
            return "quit"
        with pytest.raises(GameError) as refused:
            match.game.play(match.game.clone(match.state), HUMAN, PlayCard(parse_card("T21")))
        reasons.append(refused.value.reason.ja)
        return "t21"

    match, console, _ = scripted_match(4, lang="ja", special=special)
    assert match.play() is None
    assert "ビッド" in reasons[0] and f"✗ {reasons[0]}" in console.export_text()


def test_play_in_japanese_prints_japanese_labels() -> None:
    match, console, _ = scripted_match(4, lang="ja")
    match.play()
    text = console.export_text()
    for label in ("あなたの手札", "ビッドは？", "得点表", "最終順位", "ディクレアラー"):
        assert label in text
    for label in ("Your hand", "score sheet", "Final ranking"):
        assert label not in text


def test_play_quit_leaves_the_match() -> None:
    console = recording_console()
    assert run("tarot", 4, "random", 3, "en", deals=1, input_fn=lambda prompt: "quit", console=console) is None
    assert "You left the match." in console.export_text()


def test_play_quitting_takes_the_whole_word_and_a_confirmation() -> None:
    """q (a Queen in Tichu, a rank in the wish prompt) never quits; quit asks first."""
    lines = iter(["q", "Q", "quit", "no", "quit", "yes"])
    console = recording_console()
    assert run("tarot", 4, "random", 3, "en", deals=1, input_fn=lambda prompt: next(lines), console=console) is None
    text = console.export_text()
    assert text.count("Leave the match?") == 2 and "The match goes on." in text
    assert text.count("You left the match.") == 1


def test_play_end_of_input_leaves_the_match() -> None:
    def closed(prompt: str) -> str:
        raise EOFError

    console = recording_console()
    assert run("tarot", 4, "random", 3, "ja", deals=1, input_fn=closed, console=console) is None
    assert "対戦を終了しました。" in console.export_text()


def test_play_help_lists_commands_then_asks_again() -> None:
    lines = iter(["help", "table", "quit", "yes"])
    console = recording_console()
    run("tarot", 4, "random", 3, "en", deals=1, input_fn=lambda prompt: next(lines), console=console)
    text = console.export_text()
    assert "Commands:" in text and "a card by name" in text
    assert text.count("Your hand") == 2  # the table, then again for "table"


def test_play_full_width_card_name_is_played() -> None:
    played: list[str] = []

    def special(match: TerminalMatch) -> str | None:
        view = match.game.view(match.state, HUMAN)
        if played or not view["legal"] or view["legal"][0]["type"] != "card":
            return None
        played.append(view["legal"][0]["card"])
        return played[0].translate({code: code + 0xFEE0 for code in range(0x21, 0x7F)})  # full width, as a Japanese IME types

    match, console, _ = scripted_match(4, special=special)
    match.play()
    assert f"You play {card_label(played[0])}" in console.export_text()


@pytest.mark.parametrize(
    ("typed", "phase", "move"),
    [
        ("SK", "play", PlayCard(parse_card("SK"))),
        ("♠k", "play", PlayCard(parse_card("SK"))),
        ("h 10", "play", PlayCard(parse_card("H10"))),
        ("SR", "play", PlayCard(parse_card("SK"))),  # French ranks, as on BGA: Roi, Dame, Valet
        ("dd", "play", PlayCard(parse_card("DQ"))),
        ("HK", "call", CallKing(parse_card("HK"))),
        ("EX", "bid", PlayCard(parse_card("EX"))),  # the engine then says it is time to bid
        ("pass", "bid", Bid(None)),
        ("Garde sans", "bid", Bid(Contract.GARDE_SANS)),
        ("garde-contre", "play", Bid(Contract.GARDE_CONTRE)),
    ],
)
def test_tarot_screen_reads_cards_and_bids_by_name(typed: str, phase: str, move: object) -> None:
    assert TarotScreen("en", HUMAN, SEATS).parse(typed, {"phase": phase}) == move


def test_the_ecart_is_typed_on_one_line_and_sent_only_when_complete() -> None:
    view = {"phase": "ecart", "chien_size": 6, "ecart_size": 3, "hand": ["S2", "H5", "CJ", "D9", "T5"], "legal": []}
    screen = TarotScreen("en", HUMAN, SEATS)
    assert screen.choices(view) == []  # a lone number is read as the whole écart, not as one final discard
    assert screen.parse("1 4 cv", view) == [Discard(parse_card("S2")), Discard(parse_card("D9")), Discard(parse_card("CJ"))]
    for short in ("2", "2 3", "2 2 3"):
        with pytest.raises(InvalidMove, match="Choose 3 different cards"):
            screen.parse(short, view)


def test_tarot_screen_refuses_unknown_names_with_a_reason() -> None:
    with pytest.raises(InvalidMove) as refused:
        TarotScreen("ja", HUMAN, SEATS).parse("garde sans chien", {"phase": "bid"})
    assert "というカードはありません" in refused.value.reason.ja


def test_cli_play_starts_and_quits() -> None:
    result = CliRunner().invoke(app, ["play", "tarot", "--seed", "3", "--level", "random", "--lang", "en"], input="help\nquit\n")
    assert result.exit_code == 0, result.output
    assert "French Tarot · 4 players · seed 3. You play against Bot 2 (random), Bot 3" in result.output
    assert "Commands:" in result.output
    assert "You left the match." in result.output


def test_cli_play_language_follows_the_environment() -> None:
    result = CliRunner().invoke(app, ["play", "tarot", "--seed", "3"], input="quit\n", env={"LANG": "ja_JP.UTF-8"})
    assert result.exit_code == 0, result.output
    assert "あなたの手札" in result.output


def test_cli_play_rejects_a_bad_player_count_with_the_reason() -> None:
    result = CliRunner().invoke(app, ["play", "tarot", "--players", "7", "--lang", "en"], input="")
    assert result.exit_code == 2
    assert "French Tarot is for 3, 4 or 5 players" in result.output


def test_grassed_deal_score_sheet_lists_each_players_points() -> None:
    """Everyone passes, so the deal is played with no taker (TAROT-R48, TAROT-R49, TAROT-R50)."""
    state = GAME.start(4, {"deals": 1, "grassing": "on"}, 3)
    rng = random.Random(3)
    events = []
    while GAME.outcome(state) is None:
        seat = next(iter(GAME.to_act(state)))
        legal = GAME.legal_moves(state, seat)
        events += GAME.play(state, seat, Bid(None) if Bid(None) in legal else rng.choice(legal))
    scored = next(event for event in events if event.kind == "deal_scored")
    console = recording_console()
    console.print(TarotScreen("en", HUMAN, SEATS).event(scored, GAME.view(state, HUMAN)))
    text = console.export_text()
    assert "Grassing (no taker)" in text
    for seat, (points, score) in enumerate(zip(scored.data["points_by_seat"], scored.data["scores"], strict=True)):
        name = "You" if seat == HUMAN else f"Seat {seat}"
        amount = re.escape(f"{score:+d}")
        assert re.search(rf"^\s*{name}\s+{points:g}\s+{amount}\s+{amount}\s*$", text, re.MULTILINE)


def test_play_survives_random_garbage_input() -> None:
    rng = random.Random(7)
    alphabet = "abcdefghijklmnopqrstuvwxyzSHDCTEX0123456789 -_[]{}()/\\'\"♠♥♦♣★ｓｈ１２あ\t\x00"
    lines = ["".join(rng.choice(alphabet) for _ in range(rng.randrange(12))) for _ in range(300)]
    answers = iter([*lines, "quit"])
    console = recording_console()
    assert run("tarot", 5, "random", 3, "en", deals=24, input_fn=lambda prompt: next(answers), console=console) is None
    assert "✗ " in console.export_text()


def test_cli_play_rejects_an_unknown_game() -> None:
    result = CliRunner().invoke(app, ["play", "chess"], input="")
    assert result.exit_code == 2
    assert "game must be one of" in result.output


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_bots_are_named_as_in_the_browser_and_the_header_says_their_level_in_the_language(lang: str) -> None:
    """players.js names a bot "Bot {n} ({level})" / "ボット{n}（{level}）", n counting seats from 1; the terminal too."""
    i18n = (Path(__file__).parents[2] / "asobiba/web/static/i18n.js").read_text(encoding="utf-8")
    labels = i18n[i18n.index("const JA") :] if lang == "ja" else i18n
    pattern = re.search(r'bot_name: "([^"]+)"', labels).group(1)
    level = re.search(r'level_hard: "([^"]+)"', labels).group(1)
    browser_names = [pattern.format(n=seat + 1, level=level) for seat in (1, 2, 3)]
    console = Console(record=True, width=200)
    lines = iter(["quit", "yes"])
    assert run("tarot", 4, "hard", 3, lang, deals=1, input_fn=lambda prompt: next(lines), console=console) is None
    header = console.export_text().splitlines()[0]
    assert all(name in header for name in browser_names), (header, browser_names)
    assert ("hard" in header) == (lang == "en")  # the level in the person's language
