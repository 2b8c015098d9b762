"""The Riichi renderer in a real headless Chromium: fixed positions from the engine (walls
fixed with ``setup``, tests/games/riichi/helpers.py) drawn over a local transport, states
pushed one after the other as the server would; and one table against the server's bots.

Same fixtures as test_browser.py (a server subprocess with fast bots, one Chromium).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from asobiba.games.riichi import GAME
from asobiba.games.riichi.state import Phase, RiichiState
from tests.games.riichi import helpers
from tests.games.riichi.helpers import NOTEN_A, NOTEN_B, NOTEN_C, NOTEN_D, PASS, RON, TANYAO, TENPAI_A, act, discard, legal, start
from tests.web.test_browser import DESKTOP, PHONE, Player, browser, server  # noqa: F401 (fixtures)

from playwright.sync_api import Browser, expect  # isort: skip (after the skips of test_browser)

NAMES = ["Alice", "Bob", "Carol", "Dan"]


def message(
    state: RiichiState, version: int, events: list[dict[str, Any]] | None = None, seat: int = 0, status: str = "playing"
) -> dict[str, Any]:
    """The WebSocket state message seat ``seat`` would get (hall.py ``_encode``), at a table ``status``."""
    n = state.n
    table = {
        "id": "local",
        "game": "riichi",
        "seats": n,
        "status": status,
        "players": [{"seat": i, "kind": "human", "name": NAMES[i], "level": None, "connected": True, "standin": False} for i in range(n)],
    }
    return {"type": "state", "table": table, "seat": seat, "version": version, "view": GAME.view(state, seat), "events": events or []}


def show(player: Player, first: dict[str, Any]) -> None:
    """The renderer fed by a client over a local transport; window.push(message) sends it the next state, moves go to window.sent."""
    player.page.goto("/")
    expect(player.testid("brand")).to_be_visible()
    player.page.evaluate(
        """async (first) => {
          const { createClient, localTransport } = await import('/static/client.js');
          const { createView } = await (await import('/static/games/index.js')).loadGame('riichi');
          window.sent = [];
          const history = [];
          const client = createClient(localTransport((push) => {
            window.push = push;
            push(first);
            return { receive: (msg) => window.sent.push(msg.move), close() {} };
          }));
          const el = document.createElement('main');
          document.getElementById('app').replaceWith(el);
          const view = createView(el, { tableId: 'local', move: (m) => client.move(m), reclaim() {}, navigate() {} });
          let seq = null;
          client.subscribe((s) => {
            if (!s.view) return;
            if (s.seq !== seq) { seq = s.seq; history.push(...s.events.map((e) => ({ ...e, v: s.version }))); }
            view.update(s, history);
          });
          client.start();
        }""",
        first,
    )
    expect(player.table).to_have_attribute("data-version", str(first["version"]))


def push(player: Player, msg: dict[str, Any]) -> None:
    player.page.evaluate("(msg) => window.push(msg)", msg)
    expect(player.table).to_have_attribute("data-version", str(msg["version"]))


def sent(player: Player) -> list[dict[str, Any]]:
    return player.page.evaluate("window.sent")


def wire(events: list[Any]) -> list[dict[str, Any]]:
    """Events as the server sends them to seat 0."""
    return [event.to_json() for event in events if event.visible_to(0)]


def ron_position() -> RiichiState:
    """Seat 0 (dealer) waits on 3p/6p with tanyao and pinfu; seat 1 discards 3p: a claim window for seat 0."""
    state = start([TANYAO, NOTEN_A, NOTEN_B, NOTEN_C], live=["9m", "3p"], avoid=["3p", "6p"])
    discard(state)
    act(state, 1, {"type": "discard", "tile": "3p", "tsumogiri": True})
    assert legal(state, 0) == [RON, PASS]
    return state


# -- the table ------------------------------------------------------------------------------------


def test_the_table_draws_every_tile_with_its_name_and_a_click_discards(browser: Browser, server: str) -> None:  # noqa: F811
    state = start([TANYAO, NOTEN_A, NOTEN_B, NOTEN_C], live=["9m"])
    view = GAME.view(state, 0)
    assert view["drawn"] == "9m" and view["to_act"] == [0]
    alice = Player(browser, server, viewport=PHONE)
    show(alice, message(state, 3))
    hand = alice.testid("hand")
    expect(hand.locator("button")).to_have_count(14)
    assert hand.locator("button").evaluate_all("(bs) => bs.map((b) => b.dataset.tile)") == [*view["hand"], "9m"]
    expect(alice.testid("drawn")).to_have_attribute("aria-label", "9 Man (drawn)")
    expect(alice.table).to_have_attribute("data-ask", "discard")
    expect(alice.testid("dora").locator("[data-tile]")).to_have_count(1)  # one indicator turned, four backs
    expect(alice.testid("dora").locator(".rc-tile.back")).to_have_count(4)
    expect(alice.testid("round-text")).to_have_text("East 1")
    expect(alice.testid("centre-seat-0").locator(".rc-wind")).to_have_text("E")
    expect(alice.testid("centre-seat-3").locator(".rc-wind")).to_have_text("N")
    expect(alice.testid("live")).to_have_text(f"{view['live']} left")

    alice.testid("drawn").click()  # the drawn tile: tsumogiri
    assert sent(alice) == [{"type": "discard", "tile": "9m", "tsumogiri": True}]
    events = act(state, 0, sent(alice)[0])
    push(alice, message(state, 4, wire(events)))
    expect(alice.testid("river-0").locator("[data-tile='9m']")).to_have_count(1)
    expect(alice.testid("hand").locator("button")).to_have_count(13)
    expect(alice.testid("log")).to_contain_text("You discard 9 Man.")
    alice.close()


def test_a_tile_from_the_hand_is_discarded_as_held_and_japanese_names_the_tiles(browser: Browser, server: str) -> None:  # noqa: F811
    state = start([TANYAO, NOTEN_A, NOTEN_B, NOTEN_C], live=["9m"])
    alice = Player(browser, server)
    alice.page.goto("/")
    alice.page.evaluate("localStorage.setItem('asobiba.lang', 'ja')")
    show(alice, message(state, 3))
    tile = alice.testid("hand").locator("[data-tile='7m']")
    expect(tile).to_have_attribute("aria-label", "七萬")
    expect(alice.testid("round-text")).to_have_text("東1局")
    tile.click()
    assert sent(alice) == [{"type": "discard", "tile": "7m", "tsumogiri": False}]
    missing = alice.page.evaluate("import('/games/riichi/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}
    alice.close()


def test_a_claim_window_shows_its_tile_the_answers_and_a_countdown_and_pass_answers(browser: Browser, server: str) -> None:  # noqa: F811
    state = ron_position()
    alice = Player(browser, server, viewport=PHONE)
    show(alice, message(state, 5))
    expect(alice.table).to_have_attribute("data-ask", "claim")
    prompt = alice.testid("prompt-claim")
    expect(prompt).to_contain_text("Bob discarded")
    expect(prompt.get_by_test_id("window-tile")).to_have_attribute("data-tile", "3p")
    expect(prompt.get_by_test_id("ron")).to_be_enabled()
    expect(prompt.get_by_test_id("pass")).to_be_enabled()
    countdown = prompt.get_by_test_id("countdown")
    expect(countdown).to_have_attribute("data-seconds", "4")  # no answer_window from the server: 4 s
    expect(countdown.get_by_test_id("countdown-left")).to_have_text(re.compile(r"^[0-4] s$"))
    expect(alice.testid("river-1").locator(".rc-tile.last")).to_have_attribute("data-tile", "3p")
    prompt.get_by_test_id("pass").click()
    assert sent(alice) == [PASS]
    alice.close()


def test_the_countdown_takes_the_servers_answer_window(browser: Browser, server: str) -> None:  # noqa: F811
    state = ron_position()
    first = message(state, 5)
    first["table"]["answer_window"] = 7
    alice = Player(browser, server)
    show(alice, first)
    expect(alice.testid("countdown")).to_have_attribute("data-seconds", "7")
    alice.close()


def test_several_chi_are_offered_as_the_pairs_of_tiles_to_show(browser: Browser, server: str) -> None:  # noqa: F811
    state = start([["3m", "4m", "6m", "7m"], NOTEN_B, NOTEN_C, NOTEN_D], live=["9p", "9p", "9p", "5m"], avoid=["5m", "5mr"])
    for _ in range(3):
        discard(state)
    discard(state, claims=False)  # seat 3, on seat 0's left, discards 5m
    alice = Player(browser, server)
    show(alice, message(state, 9))
    prompt = alice.testid("prompt-claim")
    for pair in (["3m", "4m"], ["4m", "6m"], ["6m", "7m"]):
        button = prompt.get_by_test_id(f"chi-{pair[0]}-{pair[1]}")
        expect(button.locator("[data-tile]")).to_have_count(2)
    expect(prompt.get_by_test_id("ron")).to_have_count(0)
    prompt.get_by_test_id("chi-4m-6m").click()
    assert sent(alice) == [{"type": "chi", "tiles": ["4m", "6m"]}]
    alice.close()


def test_riichi_leaves_only_the_tiles_it_may_be_declared_with_clickable(browser: Browser, server: str) -> None:  # noqa: F811
    state = start([TANYAO, NOTEN_A, NOTEN_B, NOTEN_C], live=["9m"], avoid=["3p", "6p"])
    riichi = [move for move in legal(state, 0) if move["type"] == "riichi"]
    assert riichi and len(riichi) < 14
    alice = Player(browser, server, viewport=PHONE)
    show(alice, message(state, 3))
    hand = alice.testid("hand")
    expect(hand.locator("[data-legal=true]")).to_have_count(14)  # any discard, before riichi
    alice.testid("riichi").click()
    expect(alice.table).to_have_attribute("data-ask", "riichi")
    expect(hand.locator("[data-legal=true]")).to_have_count(len(riichi))
    legal_tiles = hand.locator("[data-legal=true]").evaluate_all("(bs) => bs.map((b) => [b.dataset.tile, b.dataset.testid === 'drawn'])")
    assert sorted(legal_tiles) == sorted([move["tile"], move["tsumogiri"]] for move in riichi)
    dimmed = hand.locator("[data-legal=false]").first
    dimmed.click()
    assert sent(alice) == []
    expect(alice.testid("hand-hint")).to_have_text("Discarding this tile would not leave you tenpai.")
    alice.testid("riichi-cancel").click()
    expect(hand.locator("[data-legal=true]")).to_have_count(14)
    alice.testid("riichi").click()
    hand.locator("[data-legal=true]").first.click()
    assert sent(alice)[0] in riichi
    alice.close()


def test_a_ron_shows_the_hand_the_yaku_and_the_points_until_closed(browser: Browser, server: str) -> None:  # noqa: F811
    state = ron_position()
    alice = Player(browser, server, viewport=PHONE)
    show(alice, message(state, 5))
    alice.testid("ron").click()
    assert sent(alice) == [RON]
    events = act(state, 0, RON)
    push(alice, message(state, 6, wire(events)))
    result = alice.testid("hand-result")
    expect(result).to_be_visible()
    expect(result.locator("h3")).to_contain_text("Ron — East 1")
    expect(result.get_by_test_id("win").locator("h4")).to_have_text("You win by ron on Bob's tile")
    expect(result.get_by_test_id("yaku")).to_have_text(["Pinfu (no-points hand)1 han", "Tanyao (all simples)1 han"])
    expect(result.get_by_test_id("win-value")).to_have_text("2 han 30 fu")
    expect(result.get_by_test_id("win-points")).to_contain_text("2,900 points from Bob")
    expect(result.get_by_test_id("win-tile")).to_have_attribute("data-tile", "3p")
    expect(result.get_by_test_id("win-closed").locator("[data-tile]")).to_have_count(13)
    expect(result.get_by_test_id("delta-0")).to_have_text("+2,900")
    expect(result.get_by_test_id("delta-1")).to_have_text("−2,900")
    expect(alice.testid("log")).to_contain_text("Ron: You +2,900")
    expect(alice.testid("log")).to_contain_text("East 1 · 1 honba — you deal")  # not "dealer You"
    alice.testid("result-close").click()
    expect(alice.testid("result-modal")).to_have_count(0)
    alice.testid("last-hand").click()  # shown again on request
    expect(alice.testid("hand-result")).to_be_visible()
    alice.close()


def test_a_win_after_a_pon_shows_the_meld_with_its_called_tile_turned(browser: Browser, server: str) -> None:  # noqa: F811
    # Seat 0 pons Bob's white dragon, discards 8s to wait on 6s alone and wins on Bob's 6s: yakuhai (haku).
    mine = ["P", "P", "2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "8s"]
    state = start([mine, NOTEN_A, NOTEN_B, []], live=["9m", "P", "6s"], avoid=["P", "6s", "8s", "9m"])
    discard(state)
    act(state, 1, {"type": "discard", "tile": "P", "tsumogiri": True})
    act(state, 0, {"type": "pon", "tiles": ["P", "P"]})
    discard(state, "8s")
    act(state, 1, {"type": "discard", "tile": "6s", "tsumogiri": True})
    alice = Player(browser, server)
    show(alice, message(state, 7))
    events = act(state, 0, RON)
    push(alice, message(state, 8, wire(events)))
    hand = alice.testid("win-hand")
    expect(hand.get_by_test_id("meld")).to_have_attribute("data-kind", "pon")
    expect(hand.get_by_test_id("meld").locator("[data-tile=P]")).to_have_count(3)
    expect(alice.testid("yaku")).to_have_text(["Yakuhai: white dragon1 han"])
    alice.close()


def test_a_tenhou_shows_a_yakuman_in_japanese(browser: Browser, server: str) -> None:  # noqa: F811
    state = start([TANYAO, NOTEN_A, NOTEN_B, NOTEN_C], live=["3p"])
    assert {"type": "tsumo"} in legal(state, 0)
    alice = Player(browser, server)
    alice.page.goto("/")
    alice.page.evaluate("localStorage.setItem('asobiba.lang', 'ja')")
    show(alice, message(state, 2))
    alice.testid("tsumo").click()
    assert sent(alice) == [{"type": "tsumo"}]
    events = act(state, 0, {"type": "tsumo"})
    push(alice, message(state, 3, wire(events)))
    result = alice.testid("hand-result")
    expect(result.locator("[data-yaku=Tenhou]")).to_contain_text("天和")
    expect(result.get_by_test_id("win-value")).to_have_text("役満")
    expect(result.get_by_test_id("win-points")).to_contain_text("16,000点オール")
    alice.close()


def test_an_exhaustive_draw_shows_who_was_tenpai_and_their_hands(browser: Browser, server: str) -> None:  # noqa: F811
    state = start([TENPAI_A, NOTEN_A, NOTEN_B, NOTEN_C], avoid=["2s", "5s", "8s"])
    alice = Player(browser, server)
    show(alice, message(state, 2))
    events = helpers.run_out(state)
    push(alice, message(state, 3, wire(events)))
    result = alice.testid("hand-result")
    expect(result.locator("h3")).to_contain_text("Exhaustive draw")
    expect(result.get_by_test_id("tenpai-0")).to_have_text("Tenpai")
    expect(result.get_by_test_id("tenpai-1")).to_have_text("Noten")
    expect(result.get_by_test_id("hand-0").locator("[data-tile]")).to_have_count(13)
    expect(result.get_by_test_id("delta-0")).to_have_text("+3,000")
    alice.close()


def test_tenpai_yame_asks_the_dealer_to_end_the_match_or_play_on_with_a_countdown(browser: Browser, server: str) -> None:  # noqa: F811
    # South 4: Dan (seat 3, the dealer) alone tenpai reaches 32,000 and is first (rules §7).
    state = start([NOTEN_A, NOTEN_C, NOTEN_D, TENPAI_A], at={"wind": 1, "kyoku": 3, "scores": [26000, 25000, 20000, 29000]})
    events = helpers.run_out(state)
    assert state.phase is Phase.YAME
    dan = Player(browser, server, viewport=PHONE)
    show(dan, message(state, 7, [event.to_json() for event in events if event.visible_to(3)], seat=3))
    expect(dan.table).to_have_attribute("data-ask", "yame")
    prompt = dan.testid("prompt-yame")
    expect(prompt).to_contain_text("first with 32,000")
    expect(prompt.get_by_test_id("countdown")).to_have_attribute("data-seconds", "4")
    expect(prompt.get_by_test_id("continue")).to_have_text("Play on (keep the deal)")
    prompt.get_by_test_id("yame").click()
    assert sent(dan) == [{"type": "yame"}]
    dan.close()
    alice = Player(browser, server)
    show(alice, message(state, 7))
    expect(alice.table).to_have_attribute("data-ask", "")
    expect(alice.testid("turn")).to_have_text("Dan (the dealer) chooses: end the match or play on")
    expect(alice.testid("prompt-yame")).to_have_count(0)
    alice.close()


def test_furiten_is_shown_after_letting_a_winning_tile_go(browser: Browser, server: str) -> None:  # noqa: F811
    state = ron_position()
    act(state, 0, PASS)
    assert GAME.view(state, 0)["furiten"]
    alice = Player(browser, server)
    show(alice, message(state, 6))
    expect(alice.testid("furiten")).to_have_text("Furiten")
    alice.close()


def test_melds_lie_with_the_called_tile_turned_toward_its_giver(browser: Browser, server: str) -> None:  # noqa: F811
    state = start([["3m", "4m", "6m", "7m"], NOTEN_B, NOTEN_C, NOTEN_D], live=["9p", "9p", "9p", "5m"], avoid=["5m", "5mr"])
    for _ in range(3):
        discard(state)
    discard(state, claims=False)
    events = act(state, 0, {"type": "chi", "tiles": ["4m", "6m"]})
    alice = Player(browser, server)
    show(alice, message(state, 9, wire(events)))
    meld = alice.testid("melds-0").get_by_test_id("meld")
    expect(meld).to_have_attribute("data-kind", "chi")
    tiles = meld.locator(".rc-tile")
    expect(tiles).to_have_count(3)
    expect(tiles.first).to_have_class(re.compile(r"\bside\b"))  # from the player on the left: first, sideways
    expect(tiles.first).to_have_attribute("data-tile", "5m")
    expect(alice.testid("river-3").locator("[data-called]")).to_have_count(1)  # the tile called away stays, dimmed
    expect(alice.testid("log")).to_contain_text("You call Chii (5 Man).")
    alice.close()


def finished_match() -> tuple[RiichiState, list[Any]]:
    """A three-player East-only match played to its end by random moves, and the last move's events."""
    import random

    state = GAME.start(3, {"length": "east_only"}, 5)
    rng = random.Random(1)
    events: list[Any] = []
    while GAME.outcome(state) is None:
        seat = sorted(GAME.to_act(state))[0]
        events = GAME.play(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    return state, events


def test_the_final_table_ranks_the_players(browser: Browser, server: str) -> None:  # noqa: F811
    state, _ = finished_match()
    view = GAME.view(state, 0)
    alice = Player(browser, server)
    show(alice, message(state, 99))
    final = alice.testid("final")
    ranking = final.get_by_test_id("final-ranking").locator("tbody tr")
    expect(ranking).to_have_count(3)
    assert ranking.first.get_attribute("data-testid") == f"final-{GAME.outcome(state).ranks.index(1)}"
    mine = view["final"][0]
    shown = f"{abs(mine):.0f}" if float(mine).is_integer() else f"{abs(mine):.1f}"  # one decimal since 2022 (rules §7)
    expect(final.get_by_test_id("final-0").locator("td").last).to_have_text(f"+{shown}" if mine > 0 else f"−{shown}" if mine < 0 else "0")
    alice.close()


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "laptop"])
def test_game_over_offers_the_record_and_the_lobby_and_the_last_hand_inline(browser: Browser, server: str, viewport: dict) -> None:  # noqa: F811
    state, events = finished_match()
    assert [event.kind for event in events][-2:] == ["hand_end", "match_end"]
    alice = Player(browser, server, viewport=viewport)
    show(alice, message(state, 99, wire(events), status="finished"))
    final = alice.testid("final")
    download = final.get_by_test_id("download-record")
    expect(download).to_have_attribute("href", "/api/tables/local/record")
    expect(download).to_have_attribute("download", "asobiba-riichi-local.json")
    expect(final.get_by_test_id("back-lobby")).to_have_attribute("href", "#/")
    # Nothing lies over the page at the end (the table page's own bar comes under the renderer):
    # the last hand's result is part of the panel, not a dialog.
    expect(alice.testid("result-modal")).to_have_count(0)
    expect(final.get_by_test_id("hand-result")).to_have_attribute("data-kind", state.results[-1]["kind"])
    size = alice.page.viewport_size
    assert size
    for link in (download, final.get_by_test_id("back-lobby")):
        box = link.bounding_box()
        assert box and box["x"] >= 0 and box["y"] >= 0, f"{box} is out of view"
        assert box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"], f"{box} is out of view"
    alice.close()


def test_a_ron_on_my_tile_says_your_tile_in_english_and_anata_in_japanese(browser: Browser, server: str) -> None:  # noqa: F811
    state = start([NOTEN_A, TANYAO, NOTEN_B, NOTEN_C], live=["3p"], avoid=["3p", "6p"])
    discard(state, claims=False)  # I deal and throw 3p: Bob wins on it
    assert RON in legal(state, 1)
    alice = Player(browser, server)
    show(alice, message(state, 2))
    events = act(state, 1, RON)
    push(alice, message(state, 3, wire(events)))
    win = alice.testid("win")
    expect(win.locator("h4")).to_have_text("Bob wins by ron on your tile")
    expect(win.get_by_test_id("win-points")).to_have_text("2,000 points from you")
    alice.page.evaluate("localStorage.setItem('asobiba.lang', 'ja')")
    show(alice, message(state, 3, wire(events)))
    expect(win.locator("h4")).to_have_text("Bobのロン和了（放銃: あなた）")
    expect(win.get_by_test_id("win-points")).to_have_text("あなたから2,000点")
    alice.close()


def test_pao_on_me_says_you_are_liable(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    alice.page.goto("/")
    texts = alice.page.evaluate(
        """async () => {
          const { resultBody } = await import('/games/riichi/results.js');
          const value = { han: 13, fu: 30, yakuman: 1, limit: 'yakuman', yaku: [{ name: 'Daisangen', han: 13 }], fu_details: [],
                          dora: 0, aka: 0, ura: 0, nuki: 0, ron: 32000, tsumo_dealer: 0, tsumo_other: 0, total: 32000 };
          const win = { seat: 1, from: 2, tile: 'C', hand: ['C', 'C', '2m', '3m', '4m', '9p', '9p'], melds: [], value, ura: [], pao: 0,
                        deltas: [-16000, 32000, -16000, 0] };
          const result = { kind: 'win', wins: [win], deltas: win.deltas, dora: ['N'] };
          const body = resultBody(result, { name: (seat) => (seat === 0 ? 'You' : ['Alice', 'Bob', 'Carol', 'Dan'][seat]), n: 4, me: 0 });
          return body.querySelector('[data-testid=win-points]').textContent;
        }"""
    )
    assert texts == "32,000 points from Carol (you are liable: pao)", texts
    alice.close()


# -- against the server's bots ---------------------------------------------------------------------


def test_a_guest_plays_riichi_against_bots_by_clicking_tiles(browser: Browser, server: str) -> None:  # noqa: F811
    """Quick play: discard the drawn tile and pass every claim, until the first hand ends."""
    alice = Player(browser, server)
    alice.become_guest("Alice")
    alice.testid("quickplay-riichi").click()
    table = alice.table
    expect(table).to_have_attribute("data-seat", "0")
    discards = 0
    for _ in range(60):
        alice.page.wait_for_function(
            "() => { const t = document.querySelector('[data-testid=table]');"
            " return document.querySelector('[data-testid=result-modal]')"
            " || (t && t.dataset.pending === 'false' && t.dataset.ask !== ''); }"
        )
        if alice.testid("result-modal").count():
            break
        version = table.get_attribute("data-version") or ""
        if table.get_attribute("data-ask") == "claim":
            alice.page.locator("[data-testid=table][data-ask=claim] [data-testid=pass]").click()
        else:
            alice.testid("hand").locator("[data-legal=true]").last.click()
            discards += 1
        expect(table).not_to_have_attribute("data-version", version)
        if discards == 3:
            break
    # My discards lie in my river, unless the hand ended (four winds, a win) and the next began.
    expect(alice.page.locator("[data-testid=river-0] [data-tile], [data-testid=result-modal]").first).to_be_visible()
    expect(alice.testid("log")).to_contain_text("You discard")
    alice.forgive("move/stale")  # a pass sent as the window closed
    alice.close()


@pytest.mark.slow
def test_a_guest_plays_a_whole_riichi_game_against_bots_and_downloads_its_record(browser: Browser, server: str) -> None:  # noqa: F811
    """Quick play to the end, as a simple person plays: ron and tsumo when offered, riichi when
    offered, otherwise the last tile that may go; every win's screen explains it."""
    alice = Player(browser, server)
    alice.become_guest("Alice")
    alice.testid("quickplay-riichi").click()
    page, table = alice.page, alice.table
    wins = 0
    while not (page.get_by_test_id("final").count() and not table.get_attribute("data-ask")):
        page.wait_for_function(
            "() => { const t = document.querySelector('[data-testid=table]');"
            " return document.querySelector('[data-testid=result-modal]') || document.querySelector('[data-testid=final]')"
            " || (t && t.dataset.pending === 'false' && t.dataset.ask !== ''); }",
            timeout=60000,
        )
        if alice.testid("result-modal").count():
            for win in alice.testid("win").all():
                wins += 1
                expect(win.get_by_test_id("yaku").first).to_be_visible()
                expect(win.get_by_test_id("win-points")).to_be_visible()
            # A timed question (a claim, tenpai-yame) may close the result first: click it only if still there.
            page.evaluate("() => document.querySelector('[data-testid=result-close]')?.click()")
            continue
        ask, version = table.get_attribute("data-ask"), table.get_attribute("data-version")
        mine = page.locator("[data-testid=table]")
        offered = [key for key in ("ron", "tsumo", "riichi") if mine.get_by_test_id(key).count()]
        if ask == "yame":  # a tenpai dealer in first place: play on (rules §7)
            mine.get_by_test_id("continue").click()
            expect(table).not_to_have_attribute("data-version", version)
            continue
        if ask == "claim":
            mine.get_by_test_id(offered[0] if "ron" in offered else "pass").click()
        elif offered:
            mine.get_by_test_id(offered[0]).click()
        if ask != "claim" and "tsumo" not in offered:
            mine.locator("[data-legal=true]").last.click()
        expect(table).not_to_have_attribute("data-version", version)
    assert wins >= 1
    expect(alice.testid("final-ranking").locator("tbody tr")).to_have_count(4)
    table_id = page.url.rsplit("/", 1)[-1]
    page.goto(f"/#/replay/{table_id}")
    for form, ending in (("", ".json"), ("-mjai", ".mjai.jsonl"), ("-tenhou6", ".tenhou6.json")):
        href = alice.testid(f"replay-download{form}").get_attribute("href")
        response = page.request.get(href)
        assert response.ok and response.headers["content-disposition"].endswith(f'{table_id}{ending}"')
    alice.forgive("move/stale")  # a pass sent as the window closed
    alice.close()
