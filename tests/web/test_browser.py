"""The browser client in a real headless Chromium against the real server.

A module fixture starts ``asobiba.server.app`` in a subprocess on a free port with a
temporary SQLite file and fast bots; each test drives one or two browser contexts
through the pages with Playwright's auto-waiting (no sleeps).
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
if not CHROMIUM.exists():
    pytest.skip(f"no Chromium at {CHROMIUM}: the browser tests need it", allow_module_level=True)
pytest.importorskip("playwright.sync_api", reason="the browser tests need the playwright package")

from playwright.sync_api import Browser, Locator, expect, sync_playwright  # noqa: E402 (after the skips)

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 380, "height": 780}
WAIT_MS = 20_000  # one move, one page load: bots move at once, so this only bounds a hang
MOVE_LIMIT = 600  # moves in a deal, void deals included; a hang fails long before

expect.set_options(timeout=WAIT_MS)

# Something I can do now: a legal card of my active hand, or a button of a prompt.
ACTIONABLE = (
    "[data-testid=table][data-pending=false] "
    ":is([data-testid=hand][data-active=true] [data-legal=true], [data-testid^=prompt-] button:enabled)"
)


class Server:
    """``asobiba.server.app`` in a subprocess (tests/web/_server.py) over an SQLite file."""

    def __init__(self, db: Path, port: int = 0, env: dict[str, str] | None = None) -> None:
        self.db = db
        self.log = (db.parent / "server.log").open("a")
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("_server.py")), f"sqlite:///{db}", str(port)],
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            env=env,
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # the child prints its port before serving
        if not line.startswith("PORT "):
            self.stop()
            pytest.fail(f"the server did not start: {(db.parent / 'server.log').read_text()}")
        self.port = int(line.split()[1])
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + 30
        while True:  # the socket already listens: this waits for the app's startup, not for a port
            try:
                with urllib.request.urlopen(f"{self.base}/api/me", timeout=10) as response:
                    assert response.status == 200
                return
            except (urllib.error.URLError, ConnectionError):
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.stop()
                    raise

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)
        if self.process.stdout is not None:
            self.process.stdout.close()
        self.log.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    running = Server(tmp_path_factory.mktemp("web") / "web.db")
    try:
        yield running.base
    finally:
        running.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Player:
    """One person in one browser context; collects the page's JavaScript errors."""

    def __init__(self, browser: Browser, base: str, viewport: dict[str, int] = DESKTOP) -> None:
        self.context = browser.new_context(base_url=base, viewport=viewport)
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("console", lambda msg: self.errors.append(msg.text) if msg.type == "error" else None)

    def testid(self, testid: str) -> Locator:
        return self.page.get_by_test_id(testid)

    @property
    def table(self) -> Locator:
        return self.testid("table")

    def become_guest(self, name: str) -> None:
        self.page.goto("/")
        self.testid("guest-name").fill(name)
        self.testid("guest-submit").click()
        expect(self.testid("user")).to_contain_text(name)

    def act(self) -> str:
        """Make one move: bid a prise when I can (to reach the écart), choose and confirm an écart,
        else the first choice offered."""
        first = self.page.locator(ACTIONABLE).first
        first.wait_for()
        if self.testid("prompt-ecart").count():
            return self.make_ecart()
        for preferred in ("bid-prise", "chelem-no", "declare-0"):
            button = self.page.locator(f"[data-testid=table][data-pending=false] [data-testid={preferred}]")
            if button.count():
                button.click()
                return preferred
        testid = first.get_attribute("data-testid") or ""
        if testid.startswith("card-"):
            first.click(position={"x": 6, "y": 30})  # hand cards overlap: click the visible corner
        else:
            first.click()
        return testid

    def make_ecart(self) -> str:
        """Choose the first cards that may go until the écart is complete, then confirm it."""
        confirm = self.testid("ecart-confirm")
        while confirm.is_disabled():
            self.page.locator("[data-testid=hand] [data-legal=true][aria-pressed=false]").first.click(position={"x": 6, "y": 30})
        confirm.click()
        return "ecart-confirm"

    def forgive(self, pattern: str) -> None:
        """Drop the console errors an expected failure logged (a refused request, a refused connection)."""
        self.errors = [error for error in self.errors if not re.search(pattern, error)]

    def close(self) -> None:
        assert not self.errors, f"errors in the page: {self.errors}"
        self.context.close()


def create_table(player: Player, seats: list[str], deals: int) -> str:
    """Fill the lobby's create-table form and return the new table's id."""
    player.page.goto("/")
    form = player.testid("create-form")
    expect(form.get_by_test_id("option-deals")).to_have_value("4")  # the declared default, shown
    for seat, kind in enumerate(seats):
        form.get_by_test_id(f"seat-{seat}").select_option(kind)
    form.get_by_test_id("option-deals").fill(str(deals))
    form.get_by_test_id("create-submit").click()
    if player.testid("guest-box").is_visible():  # asked for a name inline, then the table is created
        player.testid("guest-name").fill("Alice")
        player.testid("guest-submit").click()
    expect(player.page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))
    return player.page.url.rsplit("/", 1)[1]


def explain_a_refusal(player: Player, explained: list[str]) -> None:
    """Once per test: tap a dimmed card of my active hand; the hint line says why it cannot be played."""
    if explained:
        return
    player.page.locator(ACTIONABLE).first.wait_for()
    dimmed = player.page.locator("[data-testid=table][data-pending=false] [data-testid=hand][data-active=true] [data-legal=false]")
    if dimmed.count():
        dimmed.first.click(position={"x": 6, "y": 30})
        expect(player.testid("hand-hint")).to_have_text(re.compile(r"\w"))
        explained.append(player.testid("hand-hint").inner_text())


def play_deal(players: dict[int, Player], observer: Player, before: Callable[[Player, int], None] | None = None) -> int:
    """Play until the match is over, each person at their seat (bots play the rest); return the people's moves."""
    table = observer.table
    moves = 0
    for _ in range(MOVE_LIMIT):
        expect(table).to_be_visible()
        version = table.get_attribute("data-version") or ""
        if table.get_attribute("data-phase") == "over":
            return moves
        to_act = table.get_attribute("data-to-act") or ""
        person = players.get(int(to_act)) if to_act else None
        if person is not None:
            if before is not None:
                before(person, moves)
            person.act()
            moves += 1
        expect(table).not_to_have_attribute("data-version", version)
    pytest.fail(f"the deal did not end within {MOVE_LIMIT} moves")


def test_guest_creates_a_table_with_three_bots_and_plays_a_deal(browser: Browser, server: str) -> None:
    alice = Player(browser, server)
    alice.page.goto("/")
    expect(alice.testid("quickplay-tarot")).to_be_visible()
    table_id = create_table(alice, ["me", "normal", "easy", "random"], deals=1)
    expect(alice.table).to_have_attribute("data-seat", "0")
    expect(alice.testid("hand").locator("[data-testid^=card-]")).to_have_count(18)

    explained: list[str] = []
    moves = play_deal({0: alice}, alice, before=lambda player, _: explain_a_refusal(player, explained))
    assert moves >= 18  # at least one card per trick

    sheet = alice.testid("score-sheet").first
    expect(sheet).to_be_visible()
    expect(sheet.get_by_test_id("sheet-scores").locator("tbody tr")).to_have_count(4)
    expect(alice.testid("match-over")).to_be_visible()
    expect(alice.testid("totals")).to_be_visible()
    expect(alice.testid("log").locator("li")).not_to_have_count(0)
    expect(alice.testid("download-record")).to_have_attribute("href", f"/api/tables/{table_id}/record")
    record = alice.page.request.get(f"/api/tables/{table_id}/record").json()
    assert record["game"] == "tarot"
    assert len(record["moves"]) == int(alice.table.get_attribute("data-version") or 0)
    alice.close()


def test_two_people_share_a_table_and_one_reloads_mid_deal(browser: Browser, server: str) -> None:
    alice = Player(browser, server)
    alice.become_guest("Alice")
    table_id = create_table(alice, ["me", "open", "open", "normal"], deals=1)
    expect(alice.testid("waiting")).to_be_visible()

    bob = Player(browser, server, viewport=PHONE)  # the second person plays on a phone-width screen
    bob.become_guest("Bob")
    bob.testid("lobby-refresh").click()
    bob.testid(f"join-{table_id}-2").click()
    expect(bob.page).to_have_url(re.compile(f"#/table/{table_id}$"))
    expect(bob.testid("waiting-seat-2")).to_contain_text("Bob")
    bob.testid("leave").click()  # changed his mind: leave before the start, sit next to Alice instead
    expect(bob.testid("waiting-seat-2")).not_to_contain_text("Bob")
    bob.testid("join-seat-1").click()
    expect(bob.testid("waiting-seat-1")).to_contain_text("Bob")
    expect(alice.testid("waiting-seat-1")).to_contain_text("Bob")  # pushed to Alice over her socket

    bob.testid("start").click()  # the seat still open gets a bot
    expect(alice.table).to_have_attribute("data-seat", "0")
    expect(bob.table).to_have_attribute("data-seat", "1")

    reloaded: list[int] = []
    explained: list[str] = []

    def before(player: Player, moves: int) -> None:
        if player is bob:
            explain_a_refusal(bob, explained)
        if player is bob and not reloaded and moves >= 6:  # mid-deal: reload, then play on
            bob.page.reload()
            expect(bob.table).to_have_attribute("data-seat", "1")
            expect(bob.testid("log").locator("li")).not_to_have_count(0)  # the log survives the reload
            reloaded.append(moves)

    play_deal({0: alice, 1: bob}, alice, before=before)
    assert reloaded, "the deal ended before Bob reloaded"
    for player in (alice, bob):
        expect(player.testid("score-sheet").first).to_be_visible()
        expect(player.table).to_have_attribute("data-phase", "over")
    expect(bob.testid("match-over")).to_be_visible()
    alice.close()
    bob.close()


def test_japanese_is_chosen_remembered_and_used_for_server_errors(browser: Browser, server: str) -> None:
    visitor = Player(browser, server)
    page = visitor.page
    page.goto("/")
    expect(visitor.testid("game-tarot")).to_contain_text("French Tarot")
    expect(visitor.testid("quickplay-tarot")).to_have_text(re.compile("Play against AIs"))
    visitor.testid("lang-ja").click()
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(visitor.testid("game-tarot")).to_contain_text("フレンチ・タロット")
    expect(visitor.testid("quickplay-tarot")).to_have_text(re.compile("AIと対戦"))
    expect(visitor.testid("create-form")).to_contain_text("テーブルを作成")

    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(visitor.testid("lang-ja")).to_have_attribute("aria-pressed", "true")
    expect(visitor.testid("lobby")).to_contain_text("テーブル一覧")

    missing = page.evaluate("import('/static/i18n.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}
    missing = page.evaluate("import('/games/tarot/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}

    page.goto("/#/help/tarot")
    expect(visitor.testid("help")).to_contain_text("ゲームの目的")
    expect(visitor.testid("help").locator("h2")).to_have_count(10)

    page.goto("/#/login")  # a refusal from the server, in the chosen language
    visitor.testid("login-name").fill("nobody-here")
    visitor.testid("login-password").fill("wrong password")
    visitor.testid("login-submit").click()
    expect(visitor.testid("error")).to_have_text("名前かパスワードが違います")

    visitor.testid("lang-en").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.goto("/#/help/tarot")
    expect(visitor.testid("help")).to_contain_text("Goal of the game")
    visitor.forgive("status of 401")  # the refused login, on purpose
    visitor.close()


def test_client_runs_over_a_local_transport(browser: Browser, server: str) -> None:
    """The client object with an in-page fake server: state, moves at the current version, refusals."""
    visitor = Player(browser, server)
    visitor.page.goto("/")
    result = visitor.page.evaluate(
        """async () => {
          const { createClient, localTransport } = await import('/static/client.js');
          const sent = [];
          let push;
          const server = (p) => {
            push = p;
            p({ type: 'state', table: { id: 't' }, seat: 0, version: 0, view: { n: 0 }, events: [] });
            return { receive: (msg) => sent.push(msg), close() {} };
          };
          const client = createClient(localTransport(server));
          const seen = [];
          client.subscribe((s) => seen.push(s.version));
          client.start();
          await new Promise((r) => setTimeout(r, 0));
          const first = client.move({ type: 'card', card: 'SK' });
          const second = client.move({ type: 'card', card: 'SQ' });  // one move per version
          push({ type: 'error', error: { code: 'move/illegal', reason: { en: 'no', ja: 'だめ' } }, ref: sent[0].ref });
          await new Promise((r) => setTimeout(r, 0));
          const refused = client.getState();
          const third = client.move({ type: 'card', card: 'S1' });
          push({ type: 'state', table: { id: 't' }, seat: 0, version: 1, view: { n: 1 }, events: [{ kind: 'card' }] });
          await new Promise((r) => setTimeout(r, 0));
          const state = client.getState();
          client.stop();
          return { first, second, third, sent, error: refused.error, pending: refused.pending, version: state.version,
                   events: state.events.length, last: seen[seen.length - 1] };
        }"""
    )
    assert (result["first"], result["second"], result["third"]) == (True, False, True)
    assert [msg["version"] for msg in result["sent"]] == [0, 0]
    assert result["sent"][0]["move"] == {"type": "card", "card": "SK"}
    assert result["error"]["code"] == "move/illegal" and result["pending"] is None
    assert (result["version"], result["events"], result["last"]) == (1, 1, 1)
    visitor.close()


def test_a_move_gone_stale_is_sent_again_only_while_my_choices_are_the_same(browser: Browser, server: str) -> None:
    """A bot deciding at the same time as me (Grand Tichu, a hidden bid) can reach the server
    first: my move comes back stale. With my choices unchanged it is sent again, once, at the new
    version; when they changed (the table moved on), the refusal is mine to see."""
    visitor = Player(browser, server)
    visitor.page.goto("/")
    result = visitor.page.evaluate(
        """async () => {
          const { createClient, localTransport } = await import('/static/client.js');
          const sent = [];
          let push;
          const legal = [{ type: 'grand', call: true }, { type: 'grand', call: false }];
          const server = (p) => {
            push = p;
            p({ type: 'state', table: { id: 't' }, seat: 0, version: 0, view: { legal }, events: [] });
            return { receive: (msg) => sent.push(msg), close() {} };
          };
          const tick = () => new Promise((r) => setTimeout(r, 0));
          const stale = (ref) => ({ type: 'error', error: { code: 'move/stale', reason: { en: 'stale', ja: '古い' } }, ref });
          const client = createClient(localTransport(server));
          client.start();
          await tick();
          client.move({ type: 'grand', call: false });
          push({ type: 'state', table: { id: 't' }, seat: 0, version: 1, view: { legal }, events: [] });  // a bot's move
          push(stale(sent[0].ref));
          await tick();
          const resent = sent.length;
          push({ type: 'state', table: { id: 't' }, seat: 0, version: 2, view: { legal }, events: [] });
          push(stale(sent[1].ref));  // stale again: not sent a third time
          await tick();
          const once = { sent: sent.length, error: client.getState().error?.code };
          client.move({ type: 'grand', call: true });
          push({ type: 'state', table: { id: 't' }, seat: 0, version: 3, view: { legal: [legal[1]] }, events: [] });
          push(stale(sent[2].ref));  // my choices changed meanwhile: no resend
          await tick();
          const changed = { sent: sent.length, error: client.getState().error?.code };
          client.stop();
          return { resent, again: sent[1], once, changed };
        }"""
    )
    assert result["resent"] == 2 and result["again"]["version"] == 1 and result["again"]["move"] == {"type": "grand", "call": False}
    assert result["once"] == {"sent": 2, "error": "move/stale"}
    assert result["changed"] == {"sent": 3, "error": "move/stale"}
    visitor.close()


# -- the Tarot renderer on engine views, over a local transport (no table on the server) ----------


def engine_view(players: int, wanted: Callable[[dict], bool], options: dict | None = None) -> dict:
    """The first view of seat 0 satisfying ``wanted`` in seeded games where seat 0 bids and the others pass."""
    import random

    from asobiba.core.registry import get_game

    game = get_game("tarot")
    for seed in range(500):
        state = game.start(players, {"deals": 1, **(options or {})}, seed)
        rng = random.Random(seed)
        while game.outcome(state) is None:
            view = game.view(state, 0)
            if wanted(view):
                return view
            seat = sorted(game.to_act(state))[0]
            moves = game.legal_moves(state, seat)
            if view["phase"] == "bid":  # seat 0 takes a garde, everyone else passes
                target = "garde" if seat == 0 else "pass"
                moves = [move for move in moves if move.to_json().get("contract") == target] or moves
            game.play(state, seat, rng.choice(moves))
    raise AssertionError("no such position in 500 seeded games")


def show_view(player: Player, view: dict, version: int = 7, events: list[dict] | None = None, seat: int | None = 0) -> None:
    """Draw ``view`` with its game's renderer fed by a client over a local transport; moves go to window.sent.

    ``events`` are the first state's events and the history (the move log) throughout; ``seat``
    is whose view it is (None: a spectator's).
    """
    names = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jay", "Kim", "Lou", "Max"]  # 13: Twenty Questions
    game = view["game"]
    table = {
        "id": "local",
        "game": game,
        "seats": view["players"],
        "status": "playing",
        "players": [
            {"seat": i, "kind": "human", "name": names[i], "level": None, "connected": True, "standin": False}
            for i in range(view["players"])
        ],
    }
    state = {"type": "state", "table": table, "seat": seat, "version": version, "view": view, "events": events or []}
    player.page.goto("/")
    expect(player.testid("brand")).to_be_visible()
    player.page.evaluate(
        """async ([state, game]) => {
          const { createClient, localTransport } = await import('/static/client.js');
          const { createView } = await (await import('/static/games/index.js')).loadGame(game);  // with its stylesheet
          const { onLangChange } = await import('/static/i18n.js');
          window.sent = [];
          const client = createClient(localTransport((push) => {
            push(state);
            return { receive: (msg) => window.sent.push(msg), close() {} };
          }));
          const el = document.createElement('main');
          document.getElementById('app').replaceWith(el);
          const view = createView(el, { tableId: 'local', move: (m) => client.move(m), reclaim() {}, navigate() {} });
          client.subscribe((s) => s.view && view.update(s, state.events));
          onLangChange(() => view.update(client.getState(), state.events));
          client.start();
        }""",
        [state, game],
    )
    expect(player.table).to_have_attribute("data-version", str(version))


def sent_moves(player: Player) -> list[dict]:
    return player.page.evaluate("window.sent")


def test_ecart_is_chosen_and_taken_back_before_it_is_confirmed(browser: Browser, server: str) -> None:
    view = engine_view(4, lambda v: v["phase"] == "ecart" and v["to_act"] == [0] and any(c.endswith("K") for c in v["hand"]))
    player = Player(browser, server, viewport=PHONE)
    show_view(player, view)
    expect(player.testid("prompt-ecart")).to_be_visible()
    expect(player.testid("chien").locator(".card")).to_have_count(6)
    king = next(card for card in view["hand"] if card[0] in "SHDC" and card.endswith("K"))
    player.testid(f"card-{king}").click(position={"x": 6, "y": 30})
    expect(player.testid("hand-hint")).to_have_text("Kings may not be discarded")
    legal = [move["card"] for move in view["legal"] if move["type"] == "discard"]
    first = legal[0]
    confirm = player.testid("ecart-confirm")
    for card in legal[:6]:
        expect(confirm).to_be_disabled()
        player.testid(f"card-{card}").click(position={"x": 6, "y": 30})
    player.testid(f"card-{first}").click(position={"x": 6, "y": 30})  # changed my mind: back to the hand
    expect(player.testid(f"card-{first}")).to_have_attribute("aria-pressed", "false")
    expect(confirm).to_be_disabled()
    assert sent_moves(player) == []  # nothing leaves before the confirmation
    player.testid(f"card-{first}").click(position={"x": 6, "y": 30})
    expect(player.testid("ecart-cards").locator(".card")).to_have_count(6)
    confirm.click()
    expect(player.table).to_have_attribute("data-pending", "true")
    # the engine takes the écart a card at a time: the next card goes when the server answers
    (sent,) = sent_moves(player)
    assert sent["move"]["type"] == "discard" and sent["move"]["card"] in legal[:6]
    player.close()


def test_king_call_and_declarations_are_offered_from_the_legal_moves(browser: Browser, server: str) -> None:
    player = Player(browser, server)
    call = engine_view(5, lambda v: v["phase"] == "call" and v["to_act"] == [0])
    show_view(player, call)
    expect(player.testid("prompt-call").locator("button")).to_have_count(len(call["legal"]))
    first = call["legal"][0]["card"]
    player.testid(f"call-{first}").click()
    assert sent_moves(player)[0]["move"] == {"type": "call", "card": first}

    declare = engine_view(4, lambda v: any(m["type"] == "declare" and m["poignee"] for m in v["legal"]))
    show_view(player, declare)
    prompt = player.testid("prompt-declare")
    expect(prompt.locator("button")).to_have_count(len(declare["legal"]))
    expect(prompt).to_contain_text("Simple poignée (20 pts)")
    expect(player.testid("hand").locator("[data-legal=true]")).to_have_count(0)  # declare before the first card
    prompt.locator("[data-poignee=simple]").click()
    assert sent_moves(player)[0]["move"] == {"type": "declare", "poignee": "simple", "misere": []}
    player.close()


def test_a_poignee_is_shown_to_everyone_as_cards_until_the_first_trick_is_over(browser: Browser, server: str) -> None:
    """TAROT-R19: the poignée's trumps are shown; the table keeps them in view through the first trick."""

    def declared(v: dict) -> list[int]:
        return [seat for seat, d in enumerate(v["declarations"]) if d and d["cards"]]

    player = Player(browser, server)
    during = engine_view(4, lambda v: v["phase"] == "play" and not v["tricks"] and declared(v))
    show_view(player, during)
    seat = declared(during)[0]
    shown = player.testid(f"poignee-{seat}")
    expect(shown).to_contain_text("poignée")
    expect(shown.locator(".card")).to_have_count(len(during["declarations"][seat]["cards"]))
    after = engine_view(4, lambda v: v["phase"] == "play" and len(v["tricks"]) == 1 and declared(v))
    show_view(player, after)
    expect(player.testid("poignees")).to_have_count(0)
    player.close()


def test_a_card_that_does_not_follow_says_which_suit_to_play(browser: Browser, server: str) -> None:
    def must_follow(v: dict) -> bool:
        led = v["trick"][0]["card"] if v["trick"] else "EX"
        return (
            v["phase"] == "play"
            and v["to_act"] == [0]
            and led[0] in "SHDC"
            and any(c[0] == led[0] for c in v["hand"])
            and len(v["hand"]) > 3
        )

    view = engine_view(4, must_follow)
    suit = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[view["trick"][0]["card"][0]]
    player = Player(browser, server)
    show_view(player, view)
    expect(player.testid("trick").locator(".card")).to_have_count(len(view["trick"]))
    dimmed = player.page.locator("[data-testid=hand][data-active=true] [data-legal=false]").first
    expect(dimmed).to_have_attribute("title", re.compile(f"must follow {suit}"))
    dimmed.click(position={"x": 6, "y": 30})
    expect(player.testid("hand-hint")).to_have_text(f"must follow {suit}")
    player.testid("lang-ja").click()
    expect(player.testid("hand").locator("[data-legal=false]").first).to_have_attribute("title", re.compile(f"マストフォロー: {suit}"))
    player.close()


def test_quick_play_survives_a_server_restart(browser: Browser, tmp_path: Path) -> None:
    """The socket reconnects by itself and gets the state back; the table is rebuilt from its log."""
    running = Server(tmp_path / "restart.db")
    alice = Player(browser, running.base)
    try:
        alice.page.goto("/")
        alice.testid("quickplay-tarot").click()
        expect(alice.testid("guest-box")).to_have_class(re.compile("attention"))  # a name first, inline
        alice.testid("guest-name").fill("Alice")
        alice.testid("guest-submit").click()
        expect(alice.table).to_have_attribute("data-seat", "0")
        expect(alice.table).to_have_attribute("data-to-act", "0")  # waits for the bots before her
        before = alice.table.get_attribute("data-version") or ""
        alice.act()
        expect(alice.table).not_to_have_attribute("data-version", before)

        version = int(alice.table.get_attribute("data-version") or 0)
        running.stop()
        expect(alice.testid("conn-status")).to_have_attribute("data-status", "reconnecting")
        running = Server(running.db, running.port)
        expect(alice.testid("conn-status")).to_have_attribute("data-status", "open")
        expect(alice.testid("conn-status")).to_be_hidden()
        assert int(alice.table.get_attribute("data-version") or 0) >= version
        expect(alice.table).to_have_attribute("data-to-act", "0")  # play goes on after the restart
        before = alice.table.get_attribute("data-version") or ""
        alice.act()
        expect(alice.table).not_to_have_attribute("data-version", before)
        alice.forgive("WebSocket connection to .* failed")  # while the server was down
        alice.close()
    finally:
        running.stop()
