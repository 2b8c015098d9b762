"""The records in docs/examples replay as docs/examples/README.md says (rules/tarot.md)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from asobiba.cli import app
from asobiba.core.record import Record, RecordError, replay

EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "examples"
DEAL = EXAMPLES / "tarot-4p-deal.json"
BAD = EXAMPLES / "tarot-bad-move.json"

# The score computed by hand in docs/examples/README.md.
EXPECTED_SCORES = (-160, 480, -160, -160)
BAD_INDEX = 21


def replay_deal():
    return replay(Record.load(DEAL))


def test_docs_example_record_is_a_full_hand_written_deal():
    """One 4-player deal from a setup: 4 bids, a 6-card écart, the chelem question, 1 poignée, 72 cards."""
    record = Record.load(DEAL)
    kinds = [move["type"] for _, move in record.moves]
    assert (record.game, record.seats, record.options) == ("tarot", 4, {"deals": 1})
    assert record.setup is not None
    assert kinds.count("bid") == 4 and kinds.count("discard") == 6 and kinds.count("chelem") == 1
    assert kinds.count("declare") == 1 and kinds.count("card") == 72


@pytest.mark.rule("TAROT-R36")
@pytest.mark.rule("TAROT-R37")
@pytest.mark.rule("TAROT-R32")
@pytest.mark.rule("TAROT-R22")
@pytest.mark.rule("TAROT-R39")
def test_docs_example_deal_scores_as_computed_by_hand():
    """TAROT-R36, TAROT-R37, TAROT-R39: garde, 76 points with 2 bouts against 41, so made by 35.
    D = (25 + 35) × 2 + 10 × 2 (petit au bout, TAROT-R32) + 20 (simple poignée, TAROT-R22) = 160.
    """
    game, state = replay_deal()
    (result,) = game.view(state, None)["results"]
    assert result["contract"] == "garde" and result["taker"] == 1
    assert result["points"] == 76 and result["bouts"] == 2 and result["threshold"] == 41
    assert result["made"] is True and result["margin"] == 35
    assert result["petit_au_bout"] == "attack"
    assert result["declarations"] == 20 and result["chelem"] == 0
    assert result["per_defender"] == 160


@pytest.mark.rule("TAROT-R40")
@pytest.mark.rule("TAROT-R43")
def test_docs_example_deal_final_scores_match_the_readme():
    """TAROT-R40: each defender −D = −160, the taker +3D = +480; TAROT-R43: they sum to zero."""
    game, state = replay_deal()
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.scores == EXPECTED_SCORES
    assert sum(outcome.scores) == 0
    assert outcome.winners == (1,)


@pytest.mark.rule("TAROT-R25")
def test_docs_bad_record_raises_record_error_at_the_revoke():
    """TAROT-R25: seat 2 holds trumps and plays S6 on the taker's T20 lead in trick 3 (move 21)."""
    with pytest.raises(RecordError, match="you must play a trump") as error:
        replay(Record.load(BAD))
    assert error.value.index == BAD_INDEX
    assert str(error.value).startswith(f"move {BAD_INDEX}: ")


def test_docs_bad_record_cli_exits_non_zero_with_the_index():
    result = CliRunner().invoke(app, ["replay", str(BAD)])
    assert result.exit_code != 0
    assert f"move {BAD_INDEX}:" in result.output
    assert "you must play a trump" in result.output


def test_docs_good_record_cli_prints_the_outcome():
    result = CliRunner().invoke(app, ["replay", str(DEAL)])
    assert result.exit_code == 0
    assert '"per_defender": 160' in result.output
    assert 'outcome: {"scores": [-160, 480, -160, -160]' in result.output
