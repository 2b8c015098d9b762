import pytest

from asobiba.core.errors import OptionError
from asobiba.core.options import Choice, IntRange, describe, resolve_options
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
