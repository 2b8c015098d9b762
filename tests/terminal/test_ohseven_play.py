"""``asobiba play ohseven``: whole games driven by scripted input, bids, bad input, both languages."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.errors import GameError
from asobiba.games.ohseven.cards import NAMES, parse_card
from asobiba.games.ohseven.moves import PlayCard
from asobiba.games.ohseven.terminal import card_label
from asobiba.terminal.app import HUMAN, TerminalMatch
from tests.terminal.test_play import Script, recording_console


def scripted_match(
    players: int, lang: str = "en", seed: int = 3, rounds: int = 1, special: Callable[[TerminalMatch], str | None] | None = None
) -> tuple[TerminalMatch, str, Script]:
    console = recording_console()
    script = Script(seed, special)
    match = TerminalMatch("ohseven", players, "random", seed, lang, {"rounds": rounds}, script, console)
    script.match = match
    match.play()
    return match, console.export_text(), script


@pytest.mark.parametrize(("players", "rounds"), [(2, 1), (5, 2), (9, 1)])
def test_play_whole_game_ends_with_score_sheets_and_ranking(players: int, rounds: int) -> None:
    match, text, script = scripted_match(players, rounds=rounds)
    outcome = match.game.outcome(match.state)
    assert outcome is not None
    view = match.game.view(match.state, HUMAN)
    assert script.questions >= rounds * 2  # a bid and at least one card per round
    assert text.count("score sheet") == rounds
    assert "Final ranking" in text
    assert "Trump is " in text and ("You play" in text)
    for result in view["results"]:
        start = text.index(f"Round {result['round']} · score sheet")
        sheet = text[start : text.index("Exact bid", start)]
        for seat in range(players):
            name = "You" if seat == HUMAN else re.escape(f"Bot {seat + 1} (random)")
            bid = result["bids"][seat]
            score, rebid, total = result["scores"][seat], result["rebid_points"][seat], result["totals"][seat]
            cells = [
                f"{bid[1:]} ({card_label(bid)})",
                str(result["taken"][seat]),
                f"{score:+d}",
                f"+{rebid}" if rebid else "0",
                f"{score + rebid:+d}",
                f"{total:+d}",
            ]
            row = rf"^\s*{name}\s+" + r"\s+".join(map(re.escape, cells)) + r"\s+(made|missed)\s*$"
            assert re.search(row, sheet, re.MULTILINE), (name, sheet)
    assert list(outcome.scores) == view["totals"]
    for seat in range(players):  # every seat is in the table, in play order
        assert f"Bot {seat + 1} (random)" in text or seat == HUMAN


def test_play_pauses_between_rounds_and_names_each_round() -> None:
    match, text, _ = scripted_match(4, rounds=2, seed=11)
    assert text.count("Press Enter for the next deal") == 1
    assert "Round 2/2" in text
    results = match.game.view(match.state, HUMAN)["results"]
    assert [r["round"] for r in results] == [1, 2]


def test_bid_menu_shows_the_number_each_card_bids() -> None:
    _, text, _ = scripted_match(4)
    menu = text[text.index("Choose your bid card") :]
    first = re.search(r"^\s+1: ([♠♥♦♣])(\d)\s+→ bid (\d)$", menu, re.MULTILINE)
    assert first is not None and first[2] == first[3]
    assert re.search(r"You bid [♠♥♦♣]\d \(\d tricks\), face down\.", text)
    assert "Bids revealed: You " in text


def test_a_forced_rebid_shows_the_point_and_the_cards_set_aside() -> None:
    _, text, _ = scripted_match(3, seed=2)  # seed 2: the first bids add up to 7
    assert "The bids add up to 7: everyone bids again. +1 point to" in text
    assert "The bid cards are set aside for this round." in text
    assert re.search(r"Bidding 1: .* = 7  → total 7: rebid, \+1 ", text)
    assert re.search(r"Set aside \(face up\): [♠♥♦♣]\d", text)
    assert "→ final bids" in text


def test_identical_top_bids_with_two_decks_force_a_rebid() -> None:
    _, text, _ = scripted_match(9, seed=2)  # seed 2: two players bid the same top card
    assert "The same top card was bid twice: everyone bids again. +1 point to Bot " in text
    assert "same top card: rebid" in text


def test_cards_typed_by_name_and_symbol_are_played() -> None:
    typed: list[str] = []

    def special(match: TerminalMatch) -> str | None:
        legal = match.game.legal_moves(match.state, HUMAN)
        if not legal:
            return None
        name = legal[-1].to_json()["card"]
        line = name.lower() if len(typed) % 2 else card_label(name)  # "s3", then "♠3"
        typed.append(line)
        return line

    match, text, _ = scripted_match(4, special=special)
    assert match.game.outcome(match.state) is not None
    assert len(typed) >= 2 and "✗" not in text


def following_decision(match: TerminalMatch) -> bool:
    """A card to play where the hand holds a card that may not be played now."""
    view = match.game.view(match.state, HUMAN)
    return view["phase"] == "play" and len(view["legal"]) < len(set(view["hand"]))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_bad_inputs_print_the_reason_and_the_game_goes_on(lang: str) -> None:
    other = "ja" if lang == "en" else "en"
    typed: list[str] = []
    expected: list[str] = []
    not_expected: list[str] = []

    def special(match: TerminalMatch) -> str | None:
        if typed:
            return typed.pop(0)
        if expected or not following_decision(match):
            return None
        view = match.game.view(match.state, HUMAN)
        legal = {move["card"] for move in view["legal"]}
        illegal = next(card for card in view["hand"] if card not in legal)
        missing = next(name for name in NAMES if name not in view["hand"])
        for line, card in ((illegal.lower(), illegal), (missing, missing)):
            with pytest.raises(GameError) as refused:
                match.game.play(match.game.clone(match.state), HUMAN, PlayCard(parse_card(card)))
            expected.append(refused.value.reason.get(lang))
            not_expected.append(refused.value.reason.get(other))
            typed.append(line)
        with pytest.raises(GameError) as unknown:
            parse_card("zz9")
        expected.append(unknown.value.reason.get(lang))
        typed.extend(["zz9", "", "99"])
        words = {
            "en": ["Type a number or a move", "There is no choice 99"],
            "ja": ["番号か手を入力してください", "99 番の選択肢はありません"],
        }
        expected.extend(words[lang])
        return typed.pop(0)

    match, text, _ = scripted_match(4, lang=lang, seed=5, special=special)
    assert match.game.outcome(match.state) is not None
    assert len(expected) == 5
    assert any("follow suit" in reason or "マストフォロー" in reason for reason in expected)
    for reason in expected:
        assert reason in text
    for reason in not_expected:
        assert reason not in text


def test_japanese_output_uses_japanese_labels_only() -> None:
    _, text, _ = scripted_match(5, lang="ja", seed=4)
    for label in ("ラウンド 1/1", "ビッドするカードを選んでください", "ビッド公開", "切り札は", "得点表", "最終順位", "あなた"):
        assert label in text
    for english in ("Round", "Trump", "score sheet", "Final ranking", "Your hand"):
        assert english not in text


def test_cli_plays_nine_players_and_refuses_ten() -> None:
    runner = CliRunner()
    result = runner.invoke(
        app, ["play", "ohseven", "--players", "9", "--level", "random", "--seed", "1", "--lang", "en"], input="1\n" * 400
    )
    assert result.exit_code == 0, result.output
    assert "Oh-Seven · 9 players" in result.output
    assert "Round 7 · score sheet" in result.output
    assert "Final ranking" in result.output
    refused = runner.invoke(app, ["play", "ohseven", "--players", "10", "--lang", "en"])
    assert refused.exit_code == 2
    assert "2 to 9 players" in refused.output


def test_cli_takes_table_options_and_names_a_wrong_one() -> None:
    from typer.testing import CliRunner

    from asobiba.cli import app

    played = CliRunner().invoke(
        app, ["play", "ohseven", "--players", "3", "-o", "rounds=1", "--level", "random", "--lang", "en"], input="1\n" * 40
    )
    assert played.exit_code == 0, played.output
    assert played.output.count("score sheet") == 1 and "Final ranking" in played.output
    wrong = CliRunner().invoke(app, ["play", "ohseven", "-o", "rounds=9", "--lang", "en"], input="")
    assert wrong.exit_code == 2 and "rounds" in wrong.output
