"""``asobiba arena``: duplicate groups, intervals, and the command."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from asobiba import arena
from asobiba.cli import app


def test_every_bot_holds_every_hand_so_equal_bots_score_zero():
    group = arena.play_group("tarot", ["normal"] * 4, seed=5, budget_ms=None)
    assert group.scores == {"normal": 0.0}  # same bots, same hands in every rotation: zero sum


def test_group_scores_are_zero_sum_and_reproducible():
    levels = ["normal", "random", "random"]
    group = arena.play_group("tarot", levels, seed=9, budget_ms=None)
    assert group.scores["normal"] + 2 * group.scores["random"] == pytest.approx(0)
    assert arena.play_group("tarot", levels, seed=9, budget_ms=None).scores == group.scores
    assert len(group.times["normal"]) > 3 * 10  # decisions with a choice, over three rotations


def test_run_and_difference():
    result = arena.run("tarot", ["normal", "random", "random", "random"], deals=3, seed=1)
    assert len(result.groups) == 3 and result.labels() == ["normal", "random"]
    difference = result.difference("normal", "random")
    assert difference.mean == pytest.approx(result.score("normal").mean - result.score("random").mean)


def test_interval_uses_students_t():
    assert arena.t_quantile(0.975, 4) == pytest.approx(2.776, abs=0.005)
    assert arena.t_quantile(0.975, 10) == pytest.approx(2.228, abs=0.005)
    assert arena.t_quantile(0.975, 400) == pytest.approx(1.966, abs=0.005)
    interval = arena.interval([1.0, 2.0, 3.0, 4.0, 5.0])
    assert interval.mean == 3.0 and interval.half_width == pytest.approx(2.776 * 1.5811 / 5**0.5, rel=0.01)


def test_percentile_is_nearest_rank():
    values = [float(value) for value in range(1, 101)]
    assert arena.percentile(values, 0.5) == 50.0 and arena.percentile(values, 0.95) == 95.0


def test_levels_fill_the_table_with_the_last_one():
    assert arena.parse_levels("hard,normal", 4) == ["hard", "normal", "normal", "normal"]
    assert arena.parse_levels("hard, random", None) == ["hard", "random"]
    with pytest.raises(ValueError, match="3 bots for 2 players"):
        arena.parse_levels("hard,normal,normal", 2)


def test_arena_command_prints_the_table():
    result = CliRunner().invoke(app, ["arena", "tarot", "--bots", "normal,random", "--players", "4", "--deals", "2"])
    assert result.exit_code == 0, result.output
    assert "normal − random" in result.output and "median ms" in result.output


def test_arena_command_explains_a_bad_table():
    result = CliRunner().invoke(app, ["arena", "tarot", "--bots", "normal,random", "--players", "6"])
    assert result.exit_code == 2
    assert "not 6" in result.output


def test_a_games_match_stats_are_averaged_per_level():
    group = arena.play_group("riichi", ["normal", "random", "random", "random"], seed=3, budget_ms=None)
    assert set(group.stats) == {"normal", "random"}
    for rates in group.stats.values():
        assert set(rates) == {"win", "deal_in"} and all(0.0 <= rate <= 1.0 for rate in rates.values())
    # one hand per rotation: each hand won by a level once counts 1/4 (one seat of four rotations)
    assert group.stats["normal"]["win"] * 4 == pytest.approx(round(group.stats["normal"]["win"] * 4))


def test_a_game_without_match_stats_reports_none():
    group = arena.play_group("tarot", ["normal", "random", "random"], seed=9, budget_ms=None)
    assert group.stats == {"normal": {}, "random": {}}


def test_match_options_play_whole_matches_scored_by_their_outcome():
    result = arena.run("riichi", ["normal", "random", "random", "random"], deals=1, seed=4, match_options={"length": "east_only"})
    (group,) = result.groups
    assert group.scores["normal"] + 3 * group.scores["random"] == pytest.approx(0)  # final results sum to zero (RIICHI-R6)
    assert abs(group.scores["normal"]) < 200  # placement points, not the hands' points
    assert result.stat_names() == ["win", "deal_in"]


def test_arena_command_prints_the_match_stats():
    command = ["arena", "riichi", "--bots", "normal,random", "--players", "4", "--deals", "2"]
    result = CliRunner().invoke(app, command, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "deal_in" in result.output and "win" in result.output
