"""What players read, walked through every game (issue 36, items 7 and 12).

Each game is played at random by its engine (seat 0 is "you"); at a spread of its positions
the table is drawn for seat 0 from its view and the events it saw, over the local transport,
in English and in Japanese, and the text a player reads (the table's text, titles and labels)
is checked for words that read wrong: rule IDs ("(TWENTYQ-R4)"), "You" with a verb for
someone else ("You leads", "You's tile"), "1 players", English time units in Japanese,
labels looked up with a missing key (the console's "no label"). The home page and the create
form of every game are read the same way.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from asobiba.core.registry import game_folder, game_ids, get_game
from asobiba.games import __path__ as games_path
from asobiba.testing.suite import Conformance
from tests.games.targi.helpers import place_all, play, resolve, start
from tests.web.test_browser import Player, browser, expect, server, show_view  # noqa: F401 (fixtures; skips the module without Chromium)

from playwright.sync_api import Browser  # isort: skip (after the skips of test_browser)

# Asobiba's own games (a test may register another, which the test server does not serve).
GAMES = Path(games_path[0])
PLAYABLE = [
    game_id for game_id in game_ids() if game_folder(game_id).parent == GAMES and (game_folder(game_id) / "web" / "renderer.js").is_file()
]
SNAPSHOTS = 24  # positions drawn per game
MOVES = 1500  # a random game is cut here: enough for several deals of the long ones
NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay", "Kim", "Lou", "Max"]

WRONG = {
    "a rule ID": re.compile(r"\b[A-Z][A-Z0-9]*-R\d+"),
    '"You" with a verb for someone else': re.compile(r"\bYou (?:is|has|was|[a-z]*[^s\W]s)\b"),
    "a possessive of You": re.compile(r"\bYou's \w+"),
    "a singular count with a plural noun": re.compile(r"(?<![\d.,])\b1 (?:players|tricks|cards|rounds|games|points)\b"),
}
WRONG_JA = {"English time units": re.compile(r"\d\s*(?:h|min)\b")}

SETUP = """async (game) => {
  const { createClient, localTransport } = await import('/static/client.js');
  const { createView } = await (await import('/static/games/index.js')).loadGame(game);
  const i18n = await import('/static/i18n.js');
  let push = null;
  const client = createClient(localTransport((p) => { push = p; return { receive() {}, close() {} }; }));
  const el = document.createElement('main');
  document.getElementById('app').replaceWith(el);
  const view = createView(el, { tableId: 'walk', move: () => false, reclaim() {}, navigate() {} });
  let history = [];
  client.subscribe((s) => s.view && view.update(s, history));
  i18n.onLangChange(() => view.update(client.getState(), history));
  client.start();
  window.walk = {
    show(state, seen) { history = seen; push(state); },
    lang: (lang) => i18n.setLang(lang),
  };
}"""

# The words a reader takes in: the text, and the titles and labels of what they point at.
READ = """() => {
  const root = document.querySelector('main') ?? document.body;
  const attrs = [...root.querySelectorAll('[title], [aria-label], optgroup[label]')]
    .flatMap((el) => [el.getAttribute('title'), el.getAttribute('aria-label'), el.tagName === 'OPTGROUP' ? el.label : null]);
  const titles = [...root.querySelectorAll('title')].map((el) => el.textContent);
  return [root.innerText, ...attrs, ...titles].filter(Boolean).join('\\n');
}"""


def seats_of(game_id: str) -> int:
    game = get_game(game_id)
    return game.about.seats_offered(game.seats)


def positions(game_id: str, seed: int = 1) -> Iterator[tuple[int, dict, list[dict]]]:
    """(version, seat 0's view, the events seat 0 saw so far) after each move of a seeded random game."""
    game = get_game(game_id)
    suite = Conformance.of(game_id)
    rng = random.Random(seed)
    state = game.start(seats_of(game_id), None, seed)
    seen: list[dict] = []
    for version in range(1, MOVES + 1):
        if game.outcome(state) is not None:
            return
        seat = rng.choice(sorted(game.to_act(state)))
        events = game.play(state, seat, suite.random_move(state, seat, game.legal_moves(state, seat), rng))
        seen += [{**event.to_json(), "v": version} for event in events if event.visible_to(0)]
        yield version, game.view(state, 0), seen[-400:]


def spread(game_id: str) -> list[tuple[int, dict, list[dict]]]:
    """SNAPSHOTS positions spread over the game, its last one included."""
    every = list(positions(game_id))
    step = max(1, len(every) // SNAPSHOTS)
    return every[step - 1 :: step][: SNAPSHOTS - 1] + every[-1:]


def table_of(game_id: str, players: int) -> dict:
    people = [{"seat": i, "kind": "human", "name": NAMES[i], "level": None, "connected": True, "standin": False} for i in range(players)]
    return {"id": "walk", "game": game_id, "seats": players, "status": "playing", "players": people}


def misread(text: str, lang: str) -> dict[str, str]:
    """What reads wrong in ``text``: each wrong phrase, with a little of its context."""
    checks = {**WRONG, **(WRONG_JA if lang == "ja" else {})}
    found = {}
    for what, pattern in checks.items():
        for match in pattern.finditer(text):
            found.setdefault(f"{what}: {match[0]!r}", text[max(0, match.start() - 40) : match.end() + 20])
    return found


def missing_labels(player: Player) -> list[str]:
    """Every console warning of a label looked up and not found, from now on."""
    warned: list[str] = []
    player.page.on("console", lambda message: warned.append(message.text) if "no label" in message.text else None)
    return warned


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_a_game_walked_from_start_to_end_reads_right_in_both_languages(browser: Browser, server: str, game_id: str) -> None:  # noqa: F811
    player = Player(browser, server)
    warned = missing_labels(player)
    player.page.goto("/")
    expect(player.testid("brand")).to_be_visible()
    player.page.evaluate(SETUP, game_id)
    found: dict[str, str] = {}
    table = table_of(game_id, seats_of(game_id))
    for version, view, seen in spread(game_id):
        state = {"type": "state", "table": table, "seat": 0, "version": version, "view": view, "events": seen[-8:]}
        for lang in ("en", "ja"):
            player.page.evaluate("(lang) => window.walk.lang(lang)", lang)
            player.page.evaluate("([state, seen]) => window.walk.show(state, seen)", [state, seen])
            expect(player.table).to_have_attribute("data-version", str(version))
            for problem, context in misread(player.page.evaluate(READ), lang).items():
                found.setdefault(problem, f"{lang}, move {version}: …{context!r}…")
    found |= dict.fromkeys(warned, "the console")
    assert not found, "\n".join(f"{problem} ({where})" for problem, where in found.items())
    player.close()


def test_the_home_page_and_every_create_form_read_right_in_both_languages(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server)
    warned = missing_labels(player)
    player.page.goto("/")
    form = player.testid("create-form")
    found: list[str] = []
    for lang in ("en", "ja"):
        player.testid(f"lang-{lang}").click()
        for game_id in PLAYABLE:
            form.get_by_test_id("create-game").select_option(game_id)
            for seats in get_game(game_id).seats:
                form.get_by_test_id("create-seats").select_option(str(seats))
                found += [
                    f"{lang} {game_id} {seats}: {problem}" for problem in misread(player.page.evaluate("document.body.innerText"), lang)
                ]
    found += warned
    assert not found, "\n".join(dict.fromkeys(found))
    player.close()


def test_targi_choosing_the_good_of_a_choice_card_looks_up_no_missing_label(browser: Browser, server: str) -> None:  # noqa: F811
    """TARGI-R9: the central choice card asks which good; its question names no Tribe card (no "sym.undefined")."""
    state = start()
    place_all(state, (2, 3, 7), (5, 6, 11))  # seat 0's tribe markers on c32 and c33, the choice card
    play(state, resolve("c33"))
    player = Player(browser, server)
    warned = missing_labels(player)
    show_view(player, get_game("targi").view(state, 0), seat=0)
    expect(player.table).to_have_attribute("data-ask", "good")
    assert warned == []
    player.close()
