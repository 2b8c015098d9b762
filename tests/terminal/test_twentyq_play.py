"""``asobiba play twentyq``: the person asks a bot host by menu number and typed lines, in English
and Japanese, to the reveal the terminal checks itself; a person host commits, replies and reveals."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator

import pytest
from rich.console import Console
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.errors import OptionError
from asobiba.games.twentyq.catalogue import CATALOGUE
from asobiba.games.twentyq.terminal import match_setup
from asobiba.terminal.app import TerminalMatch


def recording_console() -> Console:
    return Console(record=True, width=120, file=io.StringIO(), color_system=None)


def played(
    lines: Iterator[str] | Callable[[TerminalMatch], str], lang: str = "en", seed: int = 5, **options: object
) -> tuple[TerminalMatch, str]:
    """A match against a bot host (unless ``options`` say otherwise) fed ``lines``; what the person saw."""
    console = recording_console()
    holder: list[TerminalMatch] = []

    def read(prompt: str) -> str:
        return lines(holder[0]) if callable(lines) else next(lines)

    match = TerminalMatch("twentyq", 2, "normal", seed, lang, dict(options), read, console)
    holder.append(match)
    match.play()
    return match, console.export_text()


def secret_name(match: TerminalMatch, lang: str = "en") -> str:
    assert match.state.secret is not None
    return getattr(CATALOGUE.item(match.state.secret.item).name, lang)


def test_a_whole_game_by_menu_numbers_ends_with_the_reveal_checked_here() -> None:
    """TWENTYQ-R2, TWENTYQ-R7, TWENTYQ-R9, TWENTYQ-R10, TWENTYQ-R11: the commitment from the start, the count, the
    reveal recomputed by the terminal."""
    match, seen = played(iter([str(n) for n in range(1, 21)]))
    commitment = match.state.commitment
    assert commitment is not None and seen.index(commitment) < seen.index("question 1/20")
    assert "question 7/20" in seen and "1. You ask: Is it a living thing?" in seen
    assert "The questions ran out: the host wins." in seen
    assert f"The answer: {CATALOGUE.item(match.state.secret.item).answer}" in seen
    assert "✓ This terminal hashed the answer and salt again: they match the commitment." in seen
    assert seen.rstrip().endswith("You lose.")


def test_a_correct_guess_wins() -> None:
    """TWENTYQ-R8: a guess naming the secret is answered yes and ends the game."""
    lines = iter(["3", "g dummy"])
    match, seen = played(lambda m: next(lines, None) or f"g {secret_name(m)}")
    assert match.state.result is not None and match.state.result.kind == "guessed"
    assert "You found the answer" in seen or "found the answer: the askers win!" in seen
    assert match.state.count == 3 and "(3/20)" in seen and seen.rstrip().endswith("You win.")


def test_a_typed_question_is_declined_and_not_counted() -> None:
    """TWENTYQ-R6, TWENTYQ-R7: the bot host declines what it cannot read, with its note; a typed menu question it answers."""
    match, seen = played(iter(["q Does it make you happy?", "q is it an animal", "quit", "quit"]))
    assert "Bot 1 (normal): declined to #1 — I answer menu questions and guesses only" in seen
    assert "Does it make you happy? → declined (I answer menu questions and guesses only)" in seen
    assert match.state.messages[0].reply == "declined" and match.state.count == 1
    assert "question 1/20" in seen


def test_bad_lines_are_refused_and_the_game_goes_on() -> None:
    _, seen = played(iter(["99", "hello", "g", "1", "1", "list", "quit", "quit"]))
    assert "There is no menu question 99: the menu runs from 1 to 80." in seen
    assert "Type a menu number, q <question>, g <guess>, chat <text> or list" in seen
    assert "Say what after g?" in seen
    assert "already" in seen  # the second 1: asked before, the engine's reason
    assert seen.count("Menu questions (type the number):") == 2  # the intro and list


def test_japanese_labels_and_typed_forms() -> None:
    lines = iter(["質問 動物ですか", "チャット こんにちは", "1"])
    match, seen = played(lambda m: next(lines, None) or f"推測 {secret_name(m, 'ja')}", lang="ja")
    assert "コミットメント (SHA-256):" in seen and "質問 2/20" in seen
    assert "あなたの質問: 動物ですか" in seen and "あなた: こんにちは" in seen
    assert "あなたの質問: 生き物ですか？" in seen and ("「はい」" in seen or "「いいえ」" in seen)
    assert match.state.result.kind == "guessed" and "あなたの勝ち。" in seen
    assert "✓ この端末で答えと salt を計算し直しました。コミットメントと一致します。" in seen


def test_a_person_host_commits_replies_and_reveals() -> None:
    """TWENTYQ-R2, TWENTYQ-R6, TWENTYQ-R10, TWENTYQ-R11 with the person at seat 0: the terminal keeps the salt and checks the reveal."""

    def host(match: TerminalMatch) -> str:
        if match.state.commitment is None:
            return "commit 東京タワー / とうきょうたわー"
        if match.state.step.value == "reveal":
            return "reveal"
        return "n not quite" if match.state.count % 2 else "y"

    match, seen = played(host, host="person")
    assert match.you == 0 and match.state.revealed is not None and match.state.revealed.verified
    assert "The answer: 東京タワー (とうきょうたわー)" in seen and "✓ This terminal hashed" in seen
    assert "Reply to #1" in seen and "— not quite" in seen
    assert "Twenty Questions · host: You" in seen and "You hosts" not in seen  # the person's seat is "You"


def test_the_persons_own_vote_reads_with_you() -> None:
    """TWENTYQ-R14: an asker's extension vote, said of the person as "You vote", not "You votes"."""
    _, seen = played(iter(["extend", "quit", "quit"]), time_limit=60)
    assert "You vote to extend the time." in seen and "You votes" not in seen


def test_match_setup_seats_the_person_where_a_person_can_play() -> None:
    assert match_setup({}, None) == ({"host": "bot"}, 1)
    assert match_setup({"host": "person"}, None) == ({"host": "person"}, 0)
    with pytest.raises(OptionError):
        match_setup({}, 0)
    with pytest.raises(OptionError):
        match_setup({"host": "person"}, 1)


def test_the_command_line_plays_against_the_bot_host() -> None:
    result = CliRunner().invoke(app, ["play", "twentyq", "--seed", "2", "--lang", "en"], input="1\nquit\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Commitment (SHA-256):" in result.output and "question 1/20" in result.output
    refused = CliRunner().invoke(app, ["play", "twentyq", "--seat", "0", "--lang", "en"], input="")
    assert refused.exit_code == 2 and "choose an asker's seat" in refused.output
