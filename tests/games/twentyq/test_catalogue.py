"""The built-in catalogue a bot host draws from: its data hold together and split well."""

from __future__ import annotations

import re
from collections import Counter

from asobiba.games.twentyq.catalogue import CATALOGUE, answer, matches, normalise

# Hiragana, katakana (with the long-vowel mark) and CJK ideographs with the iteration mark.
JAPANESE = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff\u3005]")


def test_the_catalogue_is_big_enough() -> None:
    assert len(CATALOGUE.items) >= 250
    assert 50 <= len(CATALOGUE.questions) <= 80


def test_ids_are_unique() -> None:
    assert len({item.id for item in CATALOGUE.items}) == len(CATALOGUE.items)
    assert len({question.id for question in CATALOGUE.questions}) == len(CATALOGUE.questions)


def test_every_yes_names_a_menu_question() -> None:
    known = {question.id for question in CATALOGUE.questions}
    for item in CATALOGUE.items:
        assert item.yes <= known, item.id


def test_every_question_has_a_group_and_both_languages() -> None:
    for question in CATALOGUE.questions:
        assert question.group
        assert question.text.en.endswith("?"), question.id
        assert question.text.ja.endswith("？"), question.id


def test_the_catalogue_covers_everyday_kinds() -> None:
    kinds = (
        "animal",
        "plant",
        "food",
        "drink",
        "place",
        "building",
        "vehicle",
        "tool",
        "furniture",
        "clothing",
        "instrument",
        "body_part",
        "sport",
    )
    for kind in kinds:
        assert sum(answer(item, kind) == "yes" for item in CATALOGUE.items) >= 5, kind


def test_japanese_text_is_japanese() -> None:
    for item in CATALOGUE.items:
        assert JAPANESE.search(item.name.ja), item.id
        assert item.name.en.isascii(), item.id
    for question in CATALOGUE.questions:
        assert JAPANESE.search(question.text.ja), question.id
        assert question.text.en.isascii(), question.id


def test_no_two_items_share_a_name_or_alias() -> None:
    """TWENTYQ-R12: a guess is judged by its normalised text, so a name must point at one item."""
    owners: dict[str, set[str]] = {}
    for item in CATALOGUE.items:
        for name in (item.name.en, item.name.ja, *item.aliases):
            owners.setdefault(normalise(name), set()).add(item.id)
    shared = {name: ids for name, ids in owners.items() if len(ids) > 1}
    assert shared == {}


def test_a_guess_finds_only_its_own_item() -> None:
    for item in CATALOGUE.items:
        for name in (item.name.en, item.name.ja, item.answer, *item.aliases):
            assert CATALOGUE.find(name) == item, name
            assert matches(item, name)


def test_guesses_are_read_as_spoken() -> None:
    dog = CATALOGUE.item("dog")
    for guess in ("dog", "Dog", "DOGS", "Is it a dog?", "a dog", " い ぬ ", "犬ですか？", "イヌ", "ｄｏｇ"):
        assert matches(dog, guess), guess
    for guess in ("cat", "hot dog food", "犬小屋", ""):
        assert not matches(dog, guess), guess


def test_answers_come_from_the_yes_set() -> None:
    dog = CATALOGUE.item("dog")
    assert answer(dog, "mammal") == "yes"
    assert answer(dog, "vehicle") == "no"


def test_normalise_folds_width_case_and_spaces() -> None:
    """TWENTYQ-R12: NFKC, case-folded, whitespace removed."""
    assert normalise(" Ｉce\u3000Cream\t") == "icecream"


def test_every_question_splits_the_catalogue() -> None:
    """A menu question true of every item, or of none, tells the asker nothing."""
    size = len(CATALOGUE.items)
    true_of = {q.id: sum(answer(item, q.id) == "yes" for item in CATALOGUE.items) for q in CATALOGUE.questions}
    assert [q for q, count in true_of.items() if not 0 < count < size] == []


def test_items_are_distinguishable() -> None:
    """Items answering every menu question alike can only be told apart by guessing."""
    groups = Counter(item.yes for item in CATALOGUE.items)
    shared = [item.id for item in CATALOGUE.items if groups[item.yes] > 1]
    assert len(shared) <= len(CATALOGUE.items) // 50, shared


def test_a_typed_menu_question_is_recognised_in_either_language() -> None:
    assert CATALOGUE.question_for("is it an animal") == CATALOGUE.question("animal")
    assert CATALOGUE.question_for(" 動物ですか ") == CATALOGUE.question("animal")
    assert CATALOGUE.question_for("Is it a dog?") is None
