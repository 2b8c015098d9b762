"""The rules pages players read name no rule ID in their text (issue 36): an ID may sit in an
attribute (``data-rules``), for docs and tests, never between the tags."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from asobiba.core.registry import game_folder, game_ids

RULE_ID = re.compile(r"\b[A-Z][A-Z0-9]*-R\d+")
HELP_PAGES = [path for game_id in game_ids() for path in sorted((game_folder(game_id) / "web").glob("help.*.html"))]


class TextAndRules(HTMLParser):
    """The text a reader sees, and the rule IDs the elements' data-rules attributes carry."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.rules: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.rules |= {rule for name, value in attrs if name == "data-rules" and value for rule in value.split()}

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def read(path: Path) -> TextAndRules:
    page = TextAndRules()
    page.feed(path.read_text(encoding="utf-8"))
    return page


@pytest.mark.parametrize("path", HELP_PAGES, ids=lambda path: f"{path.parts[-3]}/{path.name}")
def test_a_rules_page_shows_no_rule_id_as_text(path: Path):
    shown = RULE_ID.findall(" ".join(read(path).text))
    assert shown == [], f"{path.parts[-3]}/{path.name} shows {shown[:5]}"


def test_twentyq_rules_pages_keep_their_rule_ids_in_attributes_in_both_languages():
    folder = game_folder("twentyq") / "web"
    cited = {lang: read(folder / f"help.{lang}.html").rules for lang in ("en", "ja")}
    assert cited["en"] == cited["ja"] == {f"TWENTYQ-R{n}" for n in range(1, 19)}
