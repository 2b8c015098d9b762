"""Every game's rule IDs are cited by the tests, in one spelling, and are the ones its spec defines.

A game lists its rule IDs in its folder's rules file (``ConformanceHooks.rules``: a line such as
``TAROT-R12  Partner secrecy and first lead``; ``#`` starts a comment). A test cites a rule by its ID
spelled exactly, ``TAROT-R12``, anywhere in a tests/**/*.py file: a docstring, a comment, a marker
``@pytest.mark.rule("TAROT-R12")`` (rules/README.md). A test's name cannot hold a ``-``, so there the ID
is ``TAROT_R12`` or ``tarot_r12`` (``test_…_TAROT_R12``). Every ID of a list is spelled in full:
``TAROT-R12, TAROT-R13``, never ``TAROT-R12, R13`` nor ``TAROT-R12–R13``, so that a search for an ID
finds every test of it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from pathlib import Path

import pytest

from asobiba.core.registry import game_folder, game_ids, parts

HERE = Path(__file__).resolve()
TESTS = HERE.parent
DOCS = TESTS.parent / "docs"
SPECS = HERE.parents[2] / "shared" / "rules"  # beside the repository, not in it: absent on CI's clone
RULE_ID = re.compile(r"[A-Z][A-Z0-9]*-[A-Z]\d+")
JOINER = r"\s*(?:[,;/&+–—-]|\band\b|\bor\b|\bto\b)\s*"  # what strings IDs into a list or a range


@functools.cache
def sources_under(folder: Path) -> dict[str, str]:
    """Every Python file under ``folder`` (path → text) but this one, whose examples of faults are no citations."""
    return {str(path.relative_to(folder.parent)): path.read_text(encoding="utf-8") for path in sorted(folder.rglob("*.py")) if path != HERE}


@functools.cache
def listed_rules(game_id: str) -> tuple[str, list[str]]:
    """The name of the game's rules file and the IDs it lists: the first word of each line but comments."""
    conformance = parts(game_id).conformance
    assert conformance is not None, f"{game_id} has no conformance part, so no rules file (ConformanceHooks.rules)"
    text = (game_folder(game_id) / conformance.rules).read_text(encoding="utf-8")
    lines = (line.strip() for line in text.splitlines())
    return conformance.rules, [line.split()[0] for line in lines if line and not line.startswith("#")]


def list_problems(game_id: str, listed: list[str], rules_file: str) -> list[str]:
    """What is wrong with the list itself: words that are no ID, IDs twice, more than one prefix."""
    problems = []
    if malformed := [rule for rule in listed if not RULE_ID.fullmatch(rule)]:
        problems.append(f"{game_id}: {rules_file} has lines that do not start with an ID such as TAROT-R12: {', '.join(malformed)}")
    if twice := sorted({rule for rule in listed if listed.count(rule) > 1}):
        problems.append(f"{game_id}: {rules_file} lists IDs twice: {', '.join(twice)}")
    if len(prefixes := sorted({rule.split("-")[0] for rule in listed})) > 1:
        problems.append(f"{game_id}: {rules_file} mixes prefixes, a game has one: {', '.join(prefixes)}")
    return problems


def _where(path: str, text: str, start: int) -> str:
    return f"{path}:{text.count(chr(10), 0, start) + 1}"


def _in_a_word(text: str, start: int) -> bool:
    """``start`` follows a letter or digit, as in ``ADC-R1``: no ID starts there."""
    return start > 0 and text[start - 1].isascii() and text[start - 1].isalnum()


def _in_a_name(text: str, match: re.Match[str]) -> bool:
    """Within a longer Python name, as in ``test_…_TAROT_R12``."""
    return text[match.start() - 1 : match.start()] == "_" or bool(re.match(r"\w", text[match.end() : match.end() + 1]))


def scan(prefix: str, sources: Mapping[str, str]) -> tuple[dict[str, list[str]], list[str]]:
    """The IDs with ``prefix`` the sources cite (ID → where), and every other spelling of one (what, where)."""
    # Patterns start with the prefix, not a look-behind, so that the search can skip to it.
    loose = re.compile(rf"{re.escape(prefix)}([-_]| ?)([A-Z])(\d+)(?!\d)", re.IGNORECASE)
    abbreviated = re.compile(rf"{re.escape(prefix)}-[A-Z]\d+(?:{JOINER}[A-Z]\d+(?![A-Za-z0-9]))+")
    cited: dict[str, list[str]] = {}
    wrong: list[str] = []
    for path, text in sources.items():
        for match in loose.finditer(text):
            rule = f"{prefix}-{match[2].upper()}{match[3]}"
            in_name = rule.replace("-", "_")
            if _in_a_word(text, match.start()):
                continue
            if match[0] == rule or (match[0] in (in_name, in_name.lower()) and _in_a_name(text, match)):
                cited.setdefault(rule, []).append(_where(path, text, match.start()))
            elif match[1] in ("", " ") and match[2].upper() != "R":
                continue  # a card, not an ID: the Tarot knight of diamonds and ♦3 read "DC D3"
            else:
                wrong.append(f"{match[0]!r} at {_where(path, text, match.start())}")
        wrong += [
            f"{match[0]!r} at {_where(path, text, match.start())}"
            for match in abbreviated.finditer(text)
            if not _in_a_word(text, match.start())
        ]
    return cited, wrong


def citation_problems(game_id: str, listed: list[str], sources: Mapping[str, str], rules_file: str = "rules.txt") -> list[str]:
    """What is wrong between the IDs the game lists and the sources' citations: one message per kind of fault."""
    if not listed:
        return []  # a game without rules, as the test kit's High Card
    if problems := list_problems(game_id, listed, rules_file):
        return problems
    prefix = listed[0].split("-")[0]
    cited, wrong = scan(prefix, sources)
    if uncited := [rule for rule in listed if rule not in cited]:
        problems.append(f"{game_id}: {rules_file} lists rules no test cites: {', '.join(uncited)}")
    if unknown := sorted(set(cited) - set(listed)):
        places = "; ".join(f"{rule} at {', '.join(cited[rule])}" for rule in unknown)
        problems.append(f"{game_id}: tests cite IDs that {rules_file} does not list (a typo?): {places}")
    if wrong:
        spelling = f"{prefix}-R12 (in a test's name {prefix}_R12 or {prefix.lower()}_r12)"
        problems.append(f"{game_id}: IDs spelled other than {spelling}, or not in full: {'; '.join(wrong)}")
    return problems


def defined_rules(text: str, prefix: str) -> list[str]:
    """The IDs a spec defines, in its order: in bold (``**TAROT-R12 Partner…**``), in a worked example's table row
    (``| TAROT-T3 |``) or in a preset's heading (``### UECda (DAIFUGO-R25)``). Other mentions only refer to them."""
    rule = rf"{re.escape(prefix)}-[A-Z]\d+"
    definition = re.compile(rf"\*\*({rule})(?!\d)|^\| ({rule}) \||^#+ .*\(({rule})\)", re.MULTILINE)
    return list(dict.fromkeys(next(group for group in match.groups() if group) for match in definition.finditer(text)))


def drift_problems(game_id: str, listed: list[str], defined: list[str], rules_file: str, source: str) -> list[str]:
    """How the game's list differs from the IDs its spec defines."""
    problems = []
    if missing := [rule for rule in defined if rule not in listed]:
        problems.append(f"{game_id}: {source} defines rules that {rules_file} does not list: {', '.join(missing)}")
    if extra := [rule for rule in listed if rule not in defined]:
        problems.append(f"{game_id}: {rules_file} lists rules that {source} does not define: {', '.join(extra)}")
    if not problems and listed != defined:
        problems.append(f"{game_id}: {rules_file} lists the rules in another order than {source}: {', '.join(defined)}")
    return problems


@pytest.mark.parametrize("game_id", game_ids())
def test_every_listed_rule_is_cited_in_full_and_every_cited_rule_is_listed(game_id: str) -> None:
    rules_file, listed = listed_rules(game_id)
    problems = citation_problems(game_id, listed, sources_under(TESTS), rules_file)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_listed_rules_are_the_ones_the_spec_defines(game_id: str) -> None:
    rules_file, listed = listed_rules(game_id)
    spec, docs = SPECS / f"{game_id}.md", DOCS / f"{game_id}.md"
    if not listed:
        assert not spec.exists(), f"{game_id}: {rules_file} lists no rules, but there is a spec {spec}"
        pytest.skip(f"{game_id} has no rules")
    prefix = listed[0].split("-")[0]
    house = defined_rules(docs.read_text(encoding="utf-8"), prefix) if docs.exists() else []  # rules the docs add (DAIFUGO-H1)
    if not spec.exists():
        assert not (unlisted := [rule for rule in house if rule not in listed]), f"{game_id}: docs/{docs.name} defines {unlisted}"
        pytest.skip(f"no spec {spec} to compare {game_id}'s {rules_file} with: the shared specs sit beside the repository")
    defined = defined_rules(spec.read_text(encoding="utf-8"), prefix)
    defined += [rule for rule in house if rule not in defined]
    problems = drift_problems(game_id, listed, defined, rules_file, f"the spec rules/{spec.name} (with docs/{docs.name})")
    assert not problems, "\n".join(problems)


def test_planted_faults_are_each_named(tmp_path: Path) -> None:
    (tmp_path / "test_a.py").write_text(
        'def test_x_TAROT_R1():\n    """tarot-r2, TAROT R2, TAROT_R2."""\n\n\n# TAROT-R99\n# TAROT-T1, T3\n'
    )
    problems = citation_problems("tarot", ["TAROT-R1", "TAROT-R2", "TAROT-T1", "TAROT-T3"], sources_under(tmp_path))
    assert problems == [
        "tarot: rules.txt lists rules no test cites: TAROT-R2, TAROT-T3",
        f"tarot: tests cite IDs that rules.txt does not list (a typo?): TAROT-R99 at {tmp_path.name}/test_a.py:5",
        "tarot: IDs spelled other than TAROT-R12 (in a test's name TAROT_R12 or tarot_r12), or not in full: "
        f"'tarot-r2' at {tmp_path.name}/test_a.py:2; 'TAROT R2' at {tmp_path.name}/test_a.py:2; 'TAROT_R2' at {tmp_path.name}/test_a.py:2; "
        f"'TAROT-T1, T3' at {tmp_path.name}/test_a.py:6",
    ]


def test_a_list_with_faults_of_its_own_is_refused_before_any_citation_is_read() -> None:
    assert citation_problems("tarot", ["TAROT-R1", "TAROT-R1", "tarot-r2", "KD-R1"], {}) == [
        "tarot: rules.txt has lines that do not start with an ID such as TAROT-R12: tarot-r2",
        "tarot: rules.txt lists IDs twice: TAROT-R1",
        "tarot: rules.txt mixes prefixes, a game has one: KD, TAROT, tarot",
    ]


def test_a_card_is_no_misspelled_id_and_a_game_without_rules_needs_no_citations() -> None:
    assert citation_problems("dragoncastle", ["DC-R1", "DC-D3"], {"tests/test_x.py": 'DC-R1, DC-D3 and the Tarot cards "DC D3"'}) == []
    assert citation_problems("highcard", [], {"tests/test_x.py": "TAROT-R99"}) == []


def test_the_spec_defines_in_bold_in_an_example_row_or_in_a_preset_heading() -> None:
    spec = "- **KD-R1 Setup.** see KD-R9\n### Duel (KD-R3)\n| KD-K2 | one property |\n- **KD-R2 Drawing.** [KD-S1]\n"
    assert defined_rules(spec, "KD") == ["KD-R1", "KD-R3", "KD-K2", "KD-R2"]
    assert drift_problems("kingdomino", ["KD-R1", "KD-R2", "KD-R9"], defined_rules(spec, "KD"), "rules.txt", "rules/kingdomino.md") == [
        "kingdomino: rules/kingdomino.md defines rules that rules.txt does not list: KD-R3, KD-K2",
        "kingdomino: rules.txt lists rules that rules/kingdomino.md does not define: KD-R9",
    ]
    assert drift_problems(
        "kingdomino", ["KD-R3", "KD-R1", "KD-K2", "KD-R2"], defined_rules(spec, "KD"), "rules.txt", "rules/kingdomino.md"
    ) == ["kingdomino: rules.txt lists the rules in another order than rules/kingdomino.md: KD-R1, KD-R3, KD-K2, KD-R2"]
