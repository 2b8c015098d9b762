import pytest

from asobiba.core.errors import OptionError
from asobiba.core.options import Choice, Follows, IntRange, describe, resolve_options
from asobiba.core.text import Text

SCHEMA = (
    IntRange("deals", 1, 24, lambda seats: seats, Text("Deals", "ハンド数")),
    Choice("direction", ("counter_clockwise", "clockwise"), "counter_clockwise", Text("Direction", "ターン順")),
)


def test_options_defaults_may_depend_on_seats():
    assert resolve_options(SCHEMA, 5, None) == {"deals": 5, "direction": "counter_clockwise"}


def test_options_given_values_are_kept():
    assert resolve_options(SCHEMA, 4, {"deals": 2, "direction": "clockwise"}) == {"deals": 2, "direction": "clockwise"}


def test_options_unknown_name_is_named_in_both_languages():
    with pytest.raises(OptionError) as error:
        resolve_options(SCHEMA, 4, {"dealz": 3})
    assert "'dealz'" in error.value.reason.en and "'dealz'" in error.value.reason.ja


@pytest.mark.parametrize("value", [0, 25, "3", True, 2.5])
def test_options_out_of_range_integer_is_refused(value):
    with pytest.raises(OptionError, match="'deals'"):
        resolve_options(SCHEMA, 4, {"deals": value})


def test_options_unknown_choice_is_refused():
    with pytest.raises(OptionError, match=r"'direction'.*clockwise"):
        resolve_options(SCHEMA, 4, {"direction": "sideways"})


def test_options_describe_lists_values_ranges_and_defaults():
    described = describe(SCHEMA, 3)
    assert described[0]["range"] == [1, 24] and described[0]["default"] == 3
    assert described[1]["values"] == ["counter_clockwise", "clockwise"]


DUEL = Choice("duel", ("off", "on"), "off", Text("Duel", "決闘"), (Text("Off", "なし"), Text("On", "あり")), seats=(2,))


def test_options_describe_gives_value_labels_in_both_languages():
    assert describe((DUEL,), 2)[0]["value_labels"] == [{"en": "Off", "ja": "なし"}, {"en": "On", "ja": "あり"}]


def test_options_for_some_player_counts_are_described_and_accepted_only_there():
    assert [option["name"] for option in describe((*SCHEMA, DUEL), 2)] == ["deals", "direction", "duel"]
    assert [option["name"] for option in describe((*SCHEMA, DUEL), 3)] == ["deals", "direction"]
    assert resolve_options((DUEL,), 2, {"duel": "on"}) == {"duel": "on"}
    assert resolve_options((DUEL,), 3, {"duel": "off"}) == {"duel": "off"}
    with pytest.raises(OptionError, match="'duel' is for 2 players only") as error:
        resolve_options((DUEL,), 3, {"duel": "on"})
    assert "2 人専用" in error.value.reason.ja


def test_a_choice_that_follows_another_describes_what_it_takes_from_it():
    """A form shows what "As the preset" gives (issue 36): the follower's values by the leader's."""
    schema = (
        Choice("preset", ("easy", "hard"), "easy", Text("Rules", "ルール")),
        Choice(
            "lock",
            ("preset", "off", "on"),
            "preset",
            Text("Lock", "縛り"),
            follows=Follows("preset", "preset", (("easy", "off"), ("hard", "on"))),
        ),
    )
    lock = describe(schema, 4)[1]
    assert lock["follows"] == {"option": "preset", "value": "preset", "values": {"easy": "off", "hard": "on"}}
    assert "follows" not in describe(schema, 4)[0]
