"""``asobiba play tichu``: whole rounds typed as cards, the typed forms, bad input, the bomb window."""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.errors import GameError
from asobiba.games.tichu import GAME
from asobiba.games.tichu.cards import NAMES, PHOENIX, RANK, parse_card
from asobiba.games.tichu.moves import NO_BOMB, PASS, TICHU, WISHES, CallTichu, Gift, Give, Grand, Move, NoBomb, Pass, Play, Wish
from asobiba.games.tichu.state import TichuState
from asobiba.games.tichu.terminal import TichuScreen
from asobiba.terminal.app import HUMAN, TerminalMatch
from asobiba.terminal.names import seat_names
from tests.games.tichu.helpers import start
from tests.terminal.test_play import Script as BaseScript

SEATS = seat_names(9, "en")  # a screen drawn outside a match names seats by number


def recording_console() -> Console:
    return Console(record=True, width=140, file=io.StringIO(), color_system=None)


def typed(move: Move, rng: random.Random) -> str:
    """What a person types for ``move``: cards by name in any order and case, the Phoenix as ph or ph=r."""
    if isinstance(move, Play):
        words = [NAMES[card] for card in move.cards if card != PHOENIX]
        if PHOENIX in move.cards:
            words.append(f"ph={move.phoenix}" if move.phoenix else "ph")
        rng.shuffle(words)
        return " ".join(word.lower() if rng.random() < 0.5 else word for word in words)
    if isinstance(move, Give):
        return f"{NAMES[move.card]}>{move.to}"
    if isinstance(move, Grand):
        return "grand" if move.call else "no"
    if isinstance(move, Wish):
        return str(move.rank) if move.rank else "none"
    if isinstance(move, Gift):
        return {1: "right", 3: "left"}[move.to]
    return {PASS: "pass", NO_BOMB: "", TICHU: "tichu"}[move]


class Script(BaseScript):
    """The person: a random legal move that is not a call, typed as text; "" at the pause between rounds."""

    def answer(self, legal: list) -> str:
        quiet = [move for move in legal if not isinstance(move, CallTichu) and move != Grand(True)]
        return typed(self.rng.choice(quiet), self.rng)


class QuietBot:
    """Random legal moves without calls, so scores grow and a game ends in a few rounds."""

    level = "quiet"

    def choose(self, game: Any, state: TichuState, seat: int, rng: random.Random, budget_ms: float | None = None) -> Move:
        legal = game.legal_moves(state, seat)
        return rng.choice([move for move in legal if not isinstance(move, CallTichu) and move != Grand(True)])


class PassBot:
    """Leads its first play, passes when following, never bombs out of turn, never calls."""

    level = "pass"

    def choose(self, game: Any, state: TichuState, seat: int, rng: random.Random, budget_ms: float | None = None) -> Move:
        legal = [move for move in game.legal_moves(state, seat) if not isinstance(move, CallTichu)]
        for wanted in (NO_BOMB, PASS):
            if wanted in legal:
                return wanted
        return legal[0]


def scripted_match(
    lang: str = "en",
    seed: int = 3,
    special: Callable[[TerminalMatch], str | None] | None = None,
    state: TichuState | None = None,
    bot: Any = None,
) -> tuple[TerminalMatch, Console, Script]:
    console = recording_console()
    script = Script(seed, special)
    match = TerminalMatch("tichu", 4, "random", seed, lang, {"target_score": 500}, script, console)
    match.bots = dict.fromkeys(match.bots, bot or QuietBot())
    if state is not None:
        match.state = state
    script.match = match
    return match, console, script


def view(state: TichuState, seat: int = HUMAN) -> dict[str, Any]:
    return GAME.view(state, seat)


# -- whole games -------------------------------------------------------------------------


def test_play_whole_game_typed_as_cards_ends_with_score_sheets_and_final_ranking() -> None:
    match, console, script = scripted_match()
    outcome = match.play()
    text = console.export_text()
    assert outcome is not None
    results = view(match.state)["results"]
    assert len(results) >= 2 and max(results[-1]["totals"]) >= 500
    assert text.count("score sheet") == len(results)
    assert text.count("Press Enter for the next deal") == len(results) - 1
    assert "✗" not in text  # every typed move was read as the move meant
    assert "Final ranking" in text and ("Your team wins!" in text or "The other team wins." in text)
    assert "You play " in text and "Bot 2 (random) plays " in text and "takes the trick" in text
    assert "You receive: " in text and "Given so far: " in text
    assert script.questions > 20


def test_play_numbers_pick_the_suggestions() -> None:
    """A lone number picks a numbered suggestion: the pass, then plays; the game goes on to the end."""

    def first_choice(match: TerminalMatch) -> str | None:
        return "1" if match.game.legal_moves(match.state, HUMAN) else ""

    match, console, _ = scripted_match(special=first_choice, seed=5)
    assert match.play() is not None
    text = console.export_text()
    assert "✗" not in text
    assert "Suggestions (type the number):" in text and "No Grand Tichu" in text
    assert "You play " in text


def test_play_in_japanese_prints_japanese_labels() -> None:
    match, console, _ = scripted_match(lang="ja")
    match.play()
    text = console.export_text()
    for label in ("あなたの手札", "ラウンド 1 得点表", "最終順位", "グランドティチューを宣言しますか", "受け取ったカード", "上がり順"):
        assert label in text
    for label in ("Your hand", "score sheet", "Final ranking", "Suggestions"):
        assert label not in text


# -- reading typed moves -----------------------------------------------------------------------


def test_every_legal_move_typed_as_cards_reads_as_itself() -> None:
    """Random positions of seat 0: each legal move, typed, is read back exactly."""
    rng = random.Random(1)
    screen = TichuScreen("en", HUMAN, SEATS)
    checked = 0
    for seed in range(6):
        state = GAME.start(4, None, seed)
        while GAME.outcome(state) is None and state.round_number < 4:
            actors = GAME.to_act(state)
            if HUMAN in actors and not actors - {HUMAN}:
                seen = view(state)
                for move in GAME.legal_moves(state, HUMAN):
                    if move != NO_BOMB:  # an empty line: TichuScreen.enter
                        text = typed(move, rng)
                        assert read(screen, text, seen) == move, text
                        checked += 1
            seat = min(actors)
            legal = GAME.legal_moves(state, seat)
            GAME.play(state, seat, rng.choice([move for move in legal if not isinstance(move, CallTichu)] or legal))
    assert checked > 1000


def read(screen: TichuScreen, text: str, seen: dict[str, Any]) -> Move | list[Move]:
    """What the terminal loop makes of ``text``: a number picks a numbered choice where the screen
    numbers them (a wish's number is its rank), anything else is parsed."""
    if text.isdecimal() and seen["phase"] not in ("play", "pass"):
        return screen.choices(seen)[int(text) - 1]
    return screen.parse(text, seen)


HAND = ["Mahjong", "J2", "J5", "S5", "J9", "S9", "P9", "T9", "J10", "S10", "JJ", "SJ", "Phoenix", "Dragon"]


def leading() -> TichuState:
    """Seat 0 leads the first trick with HAND: a bomb of 9s, pairs of 5s, 10s and Jacks."""
    return start([HAND, [], [], []])


def cards(*names: str) -> tuple[int, ...]:
    return tuple(sorted(parse_card(name) for name in names))


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("J5 S5", Play(cards("J5", "S5"))),
        ("s5 j5", Play(cards("J5", "S5"))),
        ("55", Play(cards("J5", "S5"))),
        ("5 5", Play(cards("J5", "S5"))),
        ("10 10 J J", Play(cards("J10", "S10", "JJ", "SJ"))),
        ("1010jj", Play(cards("J10", "S10", "JJ", "SJ"))),
        ("10-10-J-J", Play(cards("J10", "S10", "JJ", "SJ"))),
        ("j9 s9 p9 t9", Play(cards("J9", "S9", "P9", "T9"))),
        ("9999", Play(cards("J9", "S9", "P9", "T9"))),
        ("ph=9 J10 S10 JJ SJ", Play(cards("J10", "S10", "JJ", "SJ", "Phoenix"), 9)),  # no combination: the engine says so
        ("ph=j 10 10 j j", Play(cards("J10", "S10", "JJ", "SJ", "Phoenix"), 11)),
        ("ph 5", Play(cards("J5", "Phoenix"), 5)),
        ("ph=9", Play(cards("Phoenix"))),
        ("ph", Play(cards("Phoenix"))),
        ("phoenix", Play(cards("Phoenix"))),
        ("mj", Play(cards("Mahjong"))),
        ("麻雀", Play(cards("Mahjong"))),
        ("dragon", Play(cards("Dragon"))),
        ("pass", PASS),
        ("tichu", TICHU),
        ("ティチュー", TICHU),
    ],
)
def test_typed_forms_read_as_moves(text: str, move: Move) -> None:
    assert TichuScreen("en", HUMAN, SEATS).parse(text, view(leading())) == move


def test_ranks_typed_keep_a_bomb_whole_when_they_can() -> None:
    seen = view(start([["Mahjong", "J2", "J3", "J4", "J5", "J6", "S5"], [], [], []]))  # a Jade straight flush
    screen = TichuScreen("en", HUMAN, SEATS)
    assert screen.parse("5", seen) == Play(cards("S5"))
    assert screen.parse("j5", seen) == Play(cards("J5"))
    move = screen.parse("2 3 4 5 6", seen)
    assert isinstance(move, Play) and sorted(RANK[card] for card in move.cards) == [2, 3, 4, 5, 6]


def test_phoenix_standing_for_two_ranks_is_asked_then_chosen_by_number() -> None:
    screen = TichuScreen("en", HUMAN, SEATS)
    seen = view(leading())
    console = recording_console()
    console.print(screen.command("ph 10 10 j j", seen))
    assert "The Phoenix can stand for several ranks" in console.export_text()
    first, second = screen.choices(seen)
    assert {first.phoenix, second.phoenix} == {10, 11}  # type: ignore[union-attr]
    assert screen.command("j5 s5", seen) is None and screen.choices(seen)[0] != first  # a new line forgets the question


def test_pass_forms_give_to_the_seat_asked_named_or_three_at_once() -> None:
    state = GAME.start(4, None, 3)
    for seat in range(4):
        GAME.play(state, seat, Grand(False))
    seen = view(state)
    hand = seen["hand"]
    screen = TichuScreen("en", HUMAN, SEATS)
    assert screen.parse(hand[0], seen) == Give(parse_card(hand[0]), 3)  # left first
    assert screen.parse(f"give {hand[0]} to partner", seen) == Give(parse_card(hand[0]), 2)
    assert screen.parse(f"{hand[0]}>1", seen) == Give(parse_card(hand[0]), 1)
    assert screen.parse(" ".join(hand[:3]), seen) == [
        Give(parse_card(hand[0]), 3),
        Give(parse_card(hand[1]), 2),
        Give(parse_card(hand[2]), 1),
    ]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_bad_inputs_print_the_reason_and_the_game_goes_on(lang: str) -> None:
    other = "ja" if lang == "en" else "en"
    lines = iter(["zz9", "J5 J9", "PA", "5 5 5", "J5 J5", "pass", "55"])
    expected: list[str] = []
    not_expected: list[str] = []
    state = leading()
    for move in (Play(cards("J5", "J9")), Play(cards("PA")), PASS):
        with pytest.raises(GameError) as refused:
            GAME.play(GAME.clone(state), HUMAN, move)
        expected.append(refused.value.reason.get(lang))
        not_expected.append(refused.value.reason.get(other))
    expected += {
        "en": ["cannot read 'zz9'", "you hold fewer than 3 cards of rank 5", "each card can be played only once"],
        "ja": ["'zz9' を読めません", "ランク 5 のカードを 3 枚持っていません", "同じカードは1回しか出せません"],
    }[lang]

    def special(match: TerminalMatch) -> str | None:
        return next(lines, None) if match.state.round_number == 1 else "quit"

    match, console, _ = scripted_match(lang=lang, special=special, state=state)
    assert match.play() is None  # quit in round 2
    text = console.export_text()
    assert text.count("✗ ") == 6
    for reason in expected:
        assert reason in text
    for reason in not_expected:
        assert reason not in text
    assert ("You play pair: J5 S5" if lang == "en" else "あなた: ペア J5 S5") in text
    assert ("Round 1 score sheet" if lang == "en" else "ラウンド 1 得点表") in text


# -- the bomb window -------------------------------------------------------------------------


def bomb_window_match(answer: str, lang: str = "en") -> str:
    """Seat 1 leads, everyone passes, you hold a bomb of 9s when the trick would be taken."""
    state = start([["J9", "S9", "P9", "T9"], ["Mahjong"], [], []])
    answers = iter(["pass", answer, "quit"])
    match, console, _ = scripted_match(lang=lang, special=lambda match: next(answers), state=state, bot=PassBot())
    assert match.play() is None
    return console.export_text()


def test_bomb_window_enter_lets_the_play_stand() -> None:
    text = bomb_window_match("")
    prompt = text.index("Bomb? type your bomb's cards or its number; Enter or no lets the play stand")
    assert "1: No bomb: let the play stand" in text and "2: bomb  J9 S9 P9 T9" in text
    assert text.index("→ Bot 2 (random) takes the trick", prompt) > prompt


@pytest.mark.parametrize("answer", ["9999", "2", "j9 s9 p9 t9"])
def test_bomb_window_bomb_typed_or_by_number(answer: str) -> None:
    text = bomb_window_match(answer)
    assert "You bomb out of turn! J9 S9 P9 T9" in text
    assert "→ Bot 2 (random) takes the trick" not in text


def test_bomb_window_in_japanese_and_the_bomb_list() -> None:
    text = bomb_window_match("bomb", lang="ja")
    assert "爆弾を出しますか？" in text and "あなたの爆弾: " in text


def test_bomb_window_offers_a_tichu_call_before_a_first_card_bomb() -> None:
    state = start([["J9", "S9", "P9", "T9"], ["Mahjong"], [], []])
    answers = iter(["pass", "tichu", "9999", "quit"])
    match, console, _ = scripted_match(special=lambda match: next(answers), state=state, bot=PassBot())
    assert match.play() is None
    text = console.export_text()
    assert "tichu calls Tichu first" in text and "3: Call Tichu" in text  # TICHU-R4: still 14 cards
    assert text.index("You call Tichu!") < text.index("You bomb out of turn! J9 S9 P9 T9")


# -- the command line ------------------------------------------------------------------------


def test_cli_play_tichu_starts_with_four_players_and_quits() -> None:
    result = CliRunner().invoke(app, ["play", "tichu", "--seed", "3", "--level", "random", "--lang", "en"], input="help\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Tichu · 4 players · seed 3. You play against Bot 2 (random), Bot 3" in result.output
    assert "Tichu:" in result.output and "ph=9" in result.output
    assert "You left the match." in result.output


def test_cli_play_tichu_has_no_deals_option() -> None:
    result = CliRunner().invoke(app, ["play", "tichu", "--deals", "2", "--lang", "en"], input="")
    assert result.exit_code == 2
    assert "--deals does not apply to tichu" in result.output


def test_wish_and_gift_words() -> None:
    screen = TichuScreen("en", HUMAN, SEATS)
    assert screen.parse("none", {"phase": "wish", "legal": []}) == WISHES[0]
    assert screen.parse("J", {"phase": "wish", "legal": []}) == Wish(11)
    assert screen.parse("left", {"phase": "gift", "legal": []}) == Gift(3)
    assert isinstance(screen.parse("no", {"phase": "play", "may_bomb": True, "legal": []}), NoBomb)
    assert isinstance(screen.parse("no", {"phase": "play", "may_bomb": False, "legal": []}), Pass)
