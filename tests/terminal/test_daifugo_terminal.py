"""``asobiba play daifugo``: whole matches typed as cards, the exchange, the Joker's readings,
bad input refused with the engine's reason, the state badges, both languages."""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.errors import GameError
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.moves import PASS, Discard, Give, Move, Play, Split, parse_move
from asobiba.games.daifugo.state import DaifugoState
from asobiba.games.daifugo.terminal import DaifugoScreen
from asobiba.games.daifugo.terminal_cards import SUIT_SYMBOLS, SUITS
from asobiba.terminal.app import HUMAN, TerminalMatch
from asobiba.terminal.names import seat_names
from tests.terminal.test_play import Script as BaseScript
from tests.terminal.test_play import recording_console

SEATS = seat_names(7, "en")  # a screen drawn outside a match names seats by number
SYMBOL = dict(zip(SUITS, SUIT_SYMBOLS, strict=True))


def typed(move: Move, rng: random.Random) -> str:
    """What a person types for ``move``: its cards in any order, case and form (``s5``, ``♠5``, ``joker``)."""
    if move == PASS:
        return rng.choice(["pass", "パス", "p"])
    if isinstance(move, Split):
        return move.to_json()["card"]
    assert isinstance(move, Play | Give)
    words = []
    for card in move.to_json()["cards"]:
        if card.startswith("JK"):
            words.append(rng.choice(["JK", "jk", "joker"]))
        else:
            words.append(rng.choice([card, card.lower(), SYMBOL[card[0]] + card[1:]]))
    rng.shuffle(words)
    return " ".join(words)


class Script(BaseScript):
    """The person: a random legal move typed as cards; the number of its reading when the Joker
    makes the cards ambiguous; "" at the pause between games."""

    def __init__(self, seed: int, special: Callable[[TerminalMatch], str | None] | None = None) -> None:
        super().__init__(seed, special)
        self.queued: str | None = None

    def answer(self, legal: list) -> str:
        if self.queued is not None:
            line, self.queued = self.queued, None
            return line
        move = self.rng.choice(legal)
        same = [other for other in legal if isinstance(other, Play) and isinstance(move, Play) and other.cards == move.cards]
        if len(same) > 1:
            self.queued = str(same.index(move) + 1)  # the screen asks which reading, in the engine's order
        return typed(move, self.rng)


class FirstBot:
    """The engine's first play (the lowest single), passing only when it must: games go as planned."""

    level = "first"

    def choose(self, game: Any, state: DaifugoState, seat: int, rng: random.Random, budget_ms: float | None = None) -> Move:
        legal = game.legal_moves(state, seat)
        return next((move for move in legal if move != PASS), PASS)


def scripted_match(
    lang: str = "en",
    seed: int = 3,
    options: dict[str, Any] | None = None,
    players: int = 4,
    special: Callable[[TerminalMatch], str | None] | None = None,
    state: DaifugoState | None = None,
    bot: Any = None,
) -> tuple[TerminalMatch, str, Script]:
    console = recording_console()
    script = Script(seed, special)
    match = TerminalMatch("daifugo", players, "random", seed, lang, {"games": 1, **(options or {})}, script, console)
    if bot is not None:
        match.bots = dict.fromkeys(match.bots, bot)
    if state is not None:
        match.state = state
    script.match = match
    match.play()
    return match, console.export_text(), script


def lines(*typed_lines: str) -> Callable[[TerminalMatch], str | None]:
    """Type these lines first, then answer as the script does."""
    queue: Iterator[str] = iter(typed_lines)
    return lambda match: next(queue, None)


def dealt(hands: list[list[str]], options: dict[str, Any] | None = None, games: int = 1) -> DaifugoState:
    """A match whose games are all dealt ``hands`` (cards left out are out of the game)."""
    return GAME.start(len(hands), {"games": games, **(options or {})}, 0, setup={"deals": [hands] * games})


def view(state: DaifugoState, seat: int = HUMAN) -> dict[str, Any]:
    return GAME.view(state, seat)


def plain(renderable: Any) -> str:
    console = recording_console()
    console.print(renderable)
    return console.export_text()


# -- whole matches -------------------------------------------------------------------------------


@pytest.mark.parametrize("options", [{}, {"preset": "uecda"}, {"jokers": "two", "seven_pass": "on", "six_reverse": "on"}])
def test_play_whole_match_typed_as_cards_ends_with_result_and_score_sheet(options: dict[str, Any]) -> None:
    match, text, script = scripted_match(options=options)
    outcome = match.game.outcome(match.state)
    assert outcome is not None
    assert "✗" not in text  # every typed move was read as the move meant
    assert script.questions > 3
    assert "You play " in text and "Bot 2 (random) plays " in text
    result = match.game.view(match.state, HUMAN)["results"][0]
    sheet = text[text.index("Game 1/1 · result") : text.index("Match score sheet")]
    for seat in range(4):
        name = "You" if seat == HUMAN else re.escape(f"Bot {seat + 1} (random)")
        place, points, total = result["places"][seat], result["points"][seat], outcome.scores[seat]
        cls = {1: "Daifugō", 2: "Fugō", 3: "Hinmin", 4: "Daihinmin"}[place]
        row = rf"^\s*{place}(st|nd|rd|th)\s+{name}\s+{cls}\s+\+{points}\s+{total}\s*$"
        assert re.search(row, sheet, re.MULTILINE), (name, sheet)
    assert "You win the match!" in text or "wins the match." in text or "Shared win" in text


def test_a_sanma_match_splits_the_hand_and_plays_the_rounds() -> None:
    match, text, _ = scripted_match(options={"format": "sanma"}, players=3)
    assert match.game.outcome(match.state) is not None
    assert "Sanma: choose your hand for round 1" in text and "Sanma: round 2 begins" in text and "drops out" in text
    assert "✗" not in text


def test_numbers_pick_the_numbered_plays_and_the_suggested_return() -> None:
    """1 is always a choice: the weakest play (or the pass), the suggested cards to return."""
    match, text, _ = scripted_match(options={"games": 2}, special=lambda match: "1", seed=5)
    assert match.game.outcome(match.state) is not None
    assert "✗" not in text
    assert "Game 2/2 · result" in text and "Press Enter for the next deal" in text
    assert "Your legal plays (type the number or the cards):" in text or "The weakest play of each kind" in text


def test_the_exchange_asks_the_daifugo_for_the_cards_to_return() -> None:
    # Game 1: you go out first on the ♦3; the bots, playing their lowest card, finish as they hold.
    hands = [["D3"], ["C5", "H2", "S2"], ["H6"], ["D7", "C8"]]
    match, text, _ = scripted_match(special=lines("d3"), state=dealt(hands, games=2), bot=FirstBot())
    results = match.game.view(match.state, HUMAN)["results"]
    assert results[0]["classes"][HUMAN] == "daifugo"
    lowest = results[0]["places"].index(4)
    poorest = f"Bot {lowest + 1} (random)"
    assert "Exchange before game 2/2" in text
    tribute = re.search(rf"{re.escape(poorest)}, the Daihinmin, gives you, the Daifugō, the strongest cards: (.+)$", text, re.MULTILINE)
    assert tribute is not None
    assert f"Return 2 card(s) of your choice to {poorest}, the Daihinmin" in text
    assert re.search(rf"^You return \S+ \S+ to {re.escape(poorest)}\.$", text, re.MULTILINE)
    assert "Match score sheet" in text and "✗" not in text


# -- the Joker ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "hand", "line", "menu", "played"),
    [
        ({}, ["D3", "D10", "DJ", "JK"], "d10 dj jk", ["1: JK(♦9) ♦10 ♦J", "2: ♦10 ♦J JK(♦Q)"], "You play ♦10 ♦J JK(♦Q)"),
        ({"preset": "uecda"}, ["D3", "S5", "H5", "JK"], "♠5 ♥5 joker", ["1: ♠5 ♥5 JK(♦5)", "2: ♠5 ♥5 JK(♣5)"], "You play ♠5 ♥5 JK(♣5)"),
    ],
)
def test_a_joker_with_several_readings_is_asked_by_number(
    options: dict[str, Any], hand: list[str], line: str, menu: list[str], played: str
) -> None:
    state = dealt([hand, ["S9"], ["H9"], ["C9"]], options)
    _, text, _ = scripted_match(special=lines(line, "2", "quit", "yes"), state=state)
    assert "The Joker can stand for several cards in this play; choose:" in text
    for item in menu:
        assert item in text
    assert played in text and "✗" not in text


def test_a_lone_joker_is_typed_jk() -> None:
    _, text, _ = scripted_match(special=lines("jk", "quit", "yes"), state=dealt([["D3", "JK"], ["S9"], ["H9"], ["C9"]]))
    assert "You play JK · 1 left" in text


def test_more_jokers_than_the_deck_holds_are_refused() -> None:
    state = dealt([["D3", "JK", "JK2"], ["S9"], ["H9"], ["C9"]], {"jokers": "two"})
    _, text, _ = scripted_match(special=lines("jk jk jk", "jk jk", "quit", "yes"), state=state)
    assert "✗ a card is named twice in ['JK', 'JK2', 'JK']" in text
    assert "You play JK JK · 1 left" in text


# -- bad input ------------------------------------------------------------------------------------


def following_the_ace() -> DaifugoState:
    """Bot 4 leads ♠A; you hold ♠4 ♥4 ♠9 ♣2."""
    state = dealt([["S4", "H4", "S9", "C2"], ["S6", "H7"], ["D6", "C7"], ["D3", "SA"]])
    GAME.play(state, 3, parse_move({"type": "play", "cards": ["SA"]}))
    return state


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_illegal_entries_print_the_engine_reason_and_the_game_goes_on(lang: str) -> None:
    other = "ja" if lang == "en" else "en"
    state = following_the_ace()
    expected: list[str] = []
    not_expected: list[str] = []
    for cards in (["S9"], ["S4", "H4"], ["H9"], ["S4", "S9"]):
        with pytest.raises(GameError) as refused:
            GAME.play(GAME.clone(state), HUMAN, parse_move({"type": "play", "cards": cards}))
        expected.append(refused.value.reason.get(lang))
        not_expected.append(refused.value.reason.get(other))
    with pytest.raises(GameError) as twice:
        parse_move({"type": "play", "cards": ["S9", "S9"]})
    expected.append(twice.value.reason.get(lang))
    expected += {
        "en": ["cannot read 'zz'", "there is no choice 9: choose from 1 to 2"],
        "ja": ["'zz' を読めません", "9 番の選択肢はありません"],
    }[lang]
    special = lines("zz", "S9", "s4 h4", "h9", "♠4 ♠9", "s9 s9", "9", "c2", "quit", "yes")
    _, text, _ = scripted_match(lang=lang, special=special, state=state, bot=FirstBot())
    assert text.count("✗ ") == 7
    text = " ".join(text.split())  # a long reason wraps at the console's width
    for reason in expected:
        assert reason in text
    for reason in not_expected:
        assert reason not in text
    assert ("You play ♣2" if lang == "en" else "あなた: ♣2") in text


# -- the seven-pass, the badges, the card style --------------------------------------------------------


def test_a_seven_pass_asks_for_the_cards_to_give() -> None:
    state = dealt([["D3", "S7", "H9"], ["S4"], ["H4"], ["C4"]], {"seven_pass": "on"})
    _, text, _ = scripted_match(special=lines("s7", "h9", "quit", "yes"), state=state, bot=FirstBot())
    assert "Seven-pass: you give Bot 2 (random) 1 card(s)." in text
    assert "Seven-pass: You gives" not in text
    assert "Seven-pass: give 1 card(s) of your choice to Bot 2 (random)" in text
    assert "You give Bot 2 (random): ♥9" in text


def test_a_ten_discard_asks_for_the_cards_to_discard_DAIFUGO_H1() -> None:
    state = dealt([["D3", "S10", "H9", "CQ"], ["S4"], ["H4"], ["C4"]], {"ten_discard": "on"})
    _, text, _ = scripted_match(special=lines("s10", "h9", "quit", "yes"), state=state, bot=FirstBot())
    assert "Ten-discard: you may discard up to 1 card(s)." in text
    assert "Ten-discard: discard up to 1 card(s) of your choice" in text
    assert "You discard ♥9" in text


def test_a_ten_discard_reads_pass_as_discarding_nothing_DAIFUGO_H1() -> None:
    state = dealt([["D3", "S10", "H9", "CQ"], ["S4"], ["H4"], ["C4"]], {"ten_discard": "on"})
    GAME.play(state, HUMAN, parse_move({"type": "play", "cards": ["S10"]}))
    seen = view(state)
    screen = DaifugoScreen("ja", HUMAN, SEATS)
    assert screen.parse("pass", seen) == Discard(()) and screen.parse("cq", seen) == parse_move({"type": "discard", "cards": ["CQ"]})
    assert screen.choices(seen) == [parse_move({"type": "discard", "cards": ["D3"]}), Discard(())]
    assert "10捨て: あなたが1枚まで捨てられます" in plain(screen.table(seen))


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("en", ["Revolution: strength reversed", "Locked: ♠♥", "Eleven-back: strength reversed", "Play goes counter-clockwise"]),
        ("ja", ["革命中（強さが逆転）", "縛り: ♠♥", "イレブンバック中（強さが逆転）", "進行: 反時計回り"]),
    ],
)
def test_the_table_shows_the_state_badges(lang: str, shown: list[str]) -> None:
    seen = view(dealt([["D3", "S7"], ["S8"], ["H8"], ["C8"]], {"six_reverse": "on"}))
    seen |= {"revolution": True, "lock": ["S", "H"], "eleven_back": True, "direction": -1}
    text = plain(DaifugoScreen(lang, HUMAN, SEATS).table(seen))
    for badge in shown:
        assert badge in text
    order = [text.index(name) for name in ("Seat 3", "Seat 2", "Seat 1")]  # counter-clockwise from you
    assert order == sorted(order)


def test_the_first_lead_owing_the_diamond_3_offers_no_pass_DAIFUGO_R8() -> None:
    seen = view(dealt([["D3", "S7"], ["S8"], ["H8"], ["C8"]], {"first_lead_must_include": "on"}))
    screen = DaifugoScreen("en", HUMAN, SEATS)
    assert screen.choices(seen) == [parse_move({"type": "play", "cards": ["D3"]})]
    assert "Your legal plays" in plain(screen.table(seen))


@pytest.mark.parametrize(("lang", "shown"), [("en", "Number lock: next 7"), ("ja", "数字縛り: 次は7")])
def test_the_table_shows_the_number_lock_DAIFUGO_H2(lang: str, shown: str) -> None:
    seen = view(dealt([["D3", "S7"], ["S8"], ["H8"], ["C8"]], {"number_lock": "on"})) | {"number_lock": "7"}
    assert shown in plain(DaifugoScreen(lang, HUMAN, SEATS).table(seen))


def test_cards_ascii_draws_the_engine_names(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = view(dealt([["D3", "S7", "JK"], ["S8"], ["H8"], ["C8"]]))
    screen = DaifugoScreen("en", HUMAN, SEATS)
    assert "Your hand (3): ♦3   ♠7   JK" in plain(screen.table(seen))
    assert "Cards are drawn as ascii: S3 HJ DA C2 JK" in plain(screen.command("cards ascii", seen))
    assert "Your hand (3): D3   S7   JK" in plain(screen.table(seen))
    assert "cards symbols or cards ascii" in plain(screen.command("cards wide", seen))
    monkeypatch.setenv("ASOBIBA_CARDS", "ascii")
    assert DaifugoScreen("en", HUMAN, SEATS).style == "ascii"


# -- reading typed moves ------------------------------------------------------------------------------


def read(screen: DaifugoScreen, text: str, seen: dict[str, Any], number: str | None) -> Move:
    """What the loop makes of ``text``: a question asked by ``command`` answered with ``number``, else a move parsed."""
    if screen.command(text, seen) is not None:
        assert number is not None, text
        return screen.choices(seen)[int(number) - 1]
    return screen.parse(text, seen)


@pytest.mark.parametrize("options", [{}, {"preset": "uecda"}, {"jokers": "two", "seven_pass": "on"}])
def test_every_legal_move_typed_reads_as_itself(options: dict[str, Any]) -> None:
    rng = random.Random(1)
    screen = DaifugoScreen("en", HUMAN, SEATS)
    checked = 0
    for seed in range(3):
        state = GAME.start(4, {"games": 2, **options}, seed)
        while GAME.outcome(state) is None:
            actors = GAME.to_act(state)
            if HUMAN in actors:
                seen = view(state)
                legal = GAME.legal_moves(state, HUMAN)
                for move in legal:
                    same = [other for other in legal if isinstance(other, Play) and isinstance(move, Play) and other.cards == move.cards]
                    number = str(same.index(move) + 1) if len(same) > 1 else None
                    got = read(screen, typed(move, rng), seen, number)
                    # Gifts name cards, and the two Jokers are alike: a gift may take the other one.
                    assert got == move or (isinstance(move, Give) and got in legal), (move, got)
                    checked += 1
            seat = min(actors)
            legal = GAME.legal_moves(state, seat)
            plays = [move for move in legal if move != PASS]
            GAME.play(state, seat, rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal))
    assert checked > 300


TOKENS = ["s5", "H10", "♠3", "dq", "c2", "jk", "JK2", "joker", "ジョーカー", "10", "x", "pass", "3", "99", ",", "s", "cards", "ascii"]


def test_any_typed_line_is_read_or_refused_with_a_reason() -> None:
    rng = random.Random(2)
    screen = DaifugoScreen("en", HUMAN, SEATS)
    hands = [["D3", "S5", "H5", "S6", "JK", "JK2"], ["S9"], ["H9"], ["C9"]]
    for options in ({"jokers": "two"}, {"jokers": "two", "preset": "uecda"}):
        seen = view(dealt(hands, options))
        for _ in range(300):
            text = "".join(rng.choice(TOKENS) + rng.choice(["", " "]) for _ in range(rng.randrange(1, 5))).strip()
            with contextlib.suppress(GameError):  # anything else escapes and fails the test
                if screen.command(text, seen) is None:
                    screen.parse(text, seen)


# -- both languages, the command line ---------------------------------------------------------------


def test_play_in_japanese_prints_japanese_labels() -> None:
    _, text, _ = scripted_match(lang="ja", options={"games": 2}, special=lambda match: "1")
    for label in (
        "あなたの手札",
        "第1ゲームの結果（全2ゲーム）",
        "対局の得点表",
        "階級",
        "大富豪",
        "大貧民",
        "得点",
        "ローカルルール: 革命",
    ):
        assert label in text, label
    for label in ("Your hand", "result", "Match score sheet", "Class", "House rules", " passes."):
        assert label not in text, label


def test_cli_play_daifugo_with_a_preset_and_a_player_count() -> None:
    result = CliRunner().invoke(
        app,
        ["play", "daifugo", "--players", "5", "--seed", "3", "--level", "random", "--lang", "en", "-o", "preset=uecda"],
        input="help\nquit\nyes\n",
    )
    assert result.exit_code == 0, result.output
    assert "Daifugō · 5 players · seed 3" in result.output
    assert "UECda (computer Daifugō contest)" in result.output and "Lock (shibari)" in result.output
    assert "Daifugō:" in result.output and "JK, joker" in result.output
    assert "You left the match." in result.output


@pytest.mark.parametrize("players", [3, 7])
def test_cli_play_daifugo_offers_three_to_seven_players(players: int) -> None:
    command = ["play", "daifugo", "--players", str(players), "--level", "random", "--lang", "ja", "--seed", "1"]
    result = CliRunner().invoke(app, command, input="quit\nyes\n")
    assert result.exit_code == 0, result.output
    assert f"大富豪 · {players}人" in result.output and "対戦を終了しました。" in result.output
