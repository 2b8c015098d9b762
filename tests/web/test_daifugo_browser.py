"""Daifugō in a real headless Chromium: a game, and the exchange of a two-game match, against
the server's random bots through clicks only; and fixed positions from the engine (``setup``
deals) drawn over a local transport (test_browser.py's show_view): the selection of a legal
play, the Joker's declaration, the exchange seen from both ends, the table's badges and the
Japanese labels.

The live games are driven from what the page shows: the root's data-ask and data-shortest
(the legal play with the fewest cards), the Play, Pass and Give buttons.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from asobiba.games.daifugo import GAME
from tests.web.test_browser import PHONE, Player, browser, server, show_view  # noqa: F401 (fixtures; skips the module without Chromium)

from playwright.sync_api import Browser, expect  # isort: skip (after the skips of test_browser)

MOVE_LIMIT = 150  # my moves in one game of 13 cards (passes included); a hang fails long before
READY = """() => {
  const table = document.querySelector('[data-testid=table]');
  return document.querySelector('[data-testid=sheet-modal]') !== null
    || (table && table.dataset.pending === 'false' && (table.dataset.ask !== '' || table.dataset.phase === 'over'));
}"""
# My move is answered (a new version, or a refusal), or the question went away unanswered.
MOVED = """([version, ask]) => {
  const table = document.querySelector('[data-testid=table]');
  return document.querySelector('[data-testid=hand-hint].error') !== null
    || (table && (table.dataset.version !== version || (table.dataset.pending === 'false' && table.dataset.ask !== ask)));
}"""
PASS = {"type": "pass"}


def play(*cards: str) -> dict[str, Any]:
    return {"type": "play", "cards": list(cards)}


def click_cards(player: Player, cards: list[str]) -> None:
    for card in cards:
        player.testid(f"card-{card}").click(position={"x": 6, "y": 30})  # hand cards overlap: their visible corner


def hand_cards(player: Player) -> list[str]:
    return player.testid("hand").locator("[data-testid^=card-]").evaluate_all("(cards) => cards.map((c) => c.dataset.testid.slice(5))")


def sent_moves(player: Player) -> list[dict]:
    return [message["move"] for message in player.page.evaluate("window.sent")]


# -- against the server's bots ------------------------------------------------------------------


def create_table(player: Player, games: int, bots: tuple[str, ...] = ("random",) * 3, preset: str = "standard") -> None:
    """A Daifugō table from the lobby's form: me and ``bots``, ``games`` games under ``preset``."""
    page = player.page
    page.goto("/")
    form = player.testid("create-form")
    form.get_by_test_id("create-game").select_option("daifugo")
    form.get_by_test_id("create-seats").select_option(str(len(bots) + 1))
    for seat, kind in enumerate(["me", *bots]):
        form.get_by_test_id(f"seat-{seat}").select_option(kind)
    expect(form.get_by_test_id("option-preset")).to_have_value("standard")
    expect(form.get_by_test_id("option-games")).to_have_value("5")
    form.get_by_test_id("option-preset").select_option(preset)
    form.get_by_test_id("option-games").fill(str(games))
    form.get_by_test_id("create-submit").click()
    player.testid("guest-name").fill("Alice")
    player.testid("guest-submit").click()
    expect(page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))


def my_move(player: Player) -> str:
    """One move by clicking, from what the page asks: the legal play with the fewest cards (pass
    when there is none), or the first cards of my hand for a return or a seven-pass."""
    table = player.table
    ask = table.get_attribute("data-ask") or ""
    if ask in ("lead", "play"):
        cards = json.loads(table.get_attribute("data-shortest") or "[]")
        if not cards:
            player.testid("pass").click()
            return ask
        if player.testid("clear").count():  # a selection left from before
            player.testid("clear").click()
        click_cards(player, cards)
        player.testid("play").click()
        choices = player.page.locator("[data-testid^=joker-as-]")
        if choices.count():
            choices.first.click()
    elif ask in ("return", "give"):
        give = player.testid("give")
        click_cards(player, hand_cards(player)[: int(give.get_attribute("data-count") or 0)])
        give.click()
    return ask


def play_until(player: Player, done: Callable[[], bool]) -> list[str]:
    """Move whenever asked (closing the score sheet after a game) until ``done()``; return what I was asked."""
    table = player.table
    asked: list[str] = []
    for _ in range(MOVE_LIMIT):
        player.page.wait_for_function(READY)
        if player.testid("sheet-modal").count():
            players = int(table.get_attribute("data-players") or 0)
            expect(player.testid("score-sheet").get_by_test_id("game-result").locator("li")).to_have_count(players)
            player.testid("score-sheet-close").click()
        if done():
            return asked
        version = table.get_attribute("data-version") or ""
        ask = my_move(player)
        asked.append(ask)
        player.page.wait_for_function(MOVED, arg=[version, ask])
    pytest.fail(f"not done after {MOVE_LIMIT} of my moves")


def test_a_guest_plays_a_four_player_game_against_bots_to_the_end(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    create_table(alice, games=1)
    expect(alice.table).to_have_attribute("data-players", "4")
    for seat in range(4):
        expect(alice.testid(f"seat-{seat}")).to_be_visible()
    assert len(hand_cards(alice)) in (13, 14)  # 53 cards dealt one at a time (DAIFUGO-R1); only I play mine
    expect(alice.testid("badge-direction")).to_contain_text("Clockwise")
    expect(alice.testid("game-no")).to_have_text("Game 1 of 1")

    asked = play_until(alice, lambda: alice.table.get_attribute("data-phase") == "over")
    assert {"lead", "play"} & set(asked)

    over = alice.testid("match-over")
    expect(over).to_be_visible()
    places = over.get_by_test_id("game-result").locator("li")
    expect(places).to_have_count(4)
    expect(places.first).to_contain_text("Daifugō")
    expect(places.last).to_contain_text("Daihinmin")
    expect(over.get_by_test_id("match-sheet").locator("tbody tr")).to_have_count(1)
    totals = sorted(int(over.get_by_test_id(f"sheet-total-{seat}").inner_text()) for seat in range(4))
    assert totals == [1, 2, 3, 4]  # players − place + 1 (DAIFUGO-R11)
    expect(alice.testid("log")).to_contain_text(re.compile(r"(goes|You go) out \(#1\)!"))
    expect(alice.testid("log")).to_contain_text("Game 1 over: 1.")
    expect(alice.testid("download-record")).to_be_visible()
    alice.forgive("move/stale")  # a move sent just as a bot moved is refused, then sent again
    alice.close()


def test_a_five_game_match_at_five_seats_against_the_levels_under_the_uecda_preset(browser: Browser, server: str) -> None:  # noqa: F811
    """The whole match of DAIFUGO-R11 under DAIFUGO-R25's preset: five games, the exchange
    between them, a sheet of five rows whose totals are the points of the places."""
    bea = Player(browser, server)
    create_table(bea, games=5, bots=("normal", "normal", "hard", "easy"), preset="uecda")
    expect(bea.testid("preset")).to_have_text("UECda rules")
    play_until(bea, lambda: bea.table.get_attribute("data-phase") == "over")
    over = bea.testid("match-over")
    rows = over.get_by_test_id("match-sheet").locator("tbody tr")
    expect(rows).to_have_count(5)
    totals = [int(over.get_by_test_id(f"sheet-total-{seat}").inner_text()) for seat in range(5)]
    assert sum(totals) == 5 * (5 + 4 + 3 + 2 + 1)
    expect(over).to_contain_text("with 5 players 5, 4, 3, 2, 1")
    bea.forgive("move/stale")
    bea.close()


def test_the_exchange_after_the_first_game_of_a_two_game_match(browser: Browser, server: str) -> None:  # noqa: F811
    """Game 1 against the bots; game 2 opens with the exchange (DAIFUGO-R10, DAIFUGO-R32): a higher class
    returns cards of its choice through the hand, a lower one sees the strongest cards it gave."""
    bea = Player(browser, server)
    create_table(bea, games=2)
    table = bea.table
    play_until(bea, lambda: bea.testid("game-no").inner_text() == "Game 2 of 2")
    mine = bea.testid("class-0").inner_text()
    assert mine in ("Daifugō", "Fugō", "Hinmin", "Daihinmin")
    received = bea.testid("swaps").get_by_test_id("received" if mine in ("Daifugō", "Fugō") else "gave")
    owed = 2 if mine in ("Daifugō", "Daihinmin") else 1
    expect(received.locator(".df-mini")).to_have_count(owed)
    if mine in ("Daifugō", "Fugō"):  # the exchange waits for me
        expect(table).to_have_attribute("data-phase", "exchange")
        expect(bea.testid("prompt-exchange")).to_contain_text(f"Return {owed} card(s) of your choice to")
        expect(bea.testid("exchange").locator("li")).to_have_count(4)
        expect(bea.testid("return-0")).to_have_attribute("data-pending", "true")
        give = bea.testid("give")
        expect(give).to_be_disabled()
        returned = hand_cards(bea)[:owed]
        click_cards(bea, returned)
        give.click()
        expect(table).to_have_attribute("data-phase", "play")
        expect(bea.testid("swaps").get_by_test_id("gave")).to_have_attribute("data-cards", " ".join(returned))
        assert not set(returned) & set(hand_cards(bea))
    else:  # the bots returned at once: what I gave is gone from my hand
        gave = (received.get_attribute("data-cards") or "").split()
        assert len(gave) == owed and not set(gave) & set(hand_cards(bea))
    expect(bea.testid("log")).to_contain_text("Game 2 is dealt.")
    bea.forgive("move/stale")
    bea.close()


# -- fixed positions from the engine, drawn over a local transport ------------------------------


def engine_view(hands: list[list[str]], script: list, options: dict | None = None, more: list | None = None) -> tuple[dict, list]:
    """Seat 0's view of a four-player match dealt ``hands`` (then ``more`` games' hands) after
    ``script``, and the events seat 0 saw."""
    state = GAME.start(4, options or {}, 0, setup={"deals": [hands, *(more or [])]})
    events = []
    for seat, move in script:
        events += [event.to_json() for event in GAME.play(state, seat, GAME.parse_move(move)) if event.visible_to(0)]
    return GAME.view(state, 0), events


def show(player: Player, view: dict, events: list | None = None) -> None:
    show_view(player, view, events=events)


LEAD_HANDS = [["D3", "S5", "S6", "JK", "H9", "C9", "DK"], ["S3", "H4", "C5"], ["C3", "D4", "H5"], ["H3", "S4", "D5"]]


def test_play_is_enabled_only_for_a_legal_play_and_the_jokers_place_is_asked(browser: Browser, server: str) -> None:  # noqa: F811
    view, _ = engine_view(LEAD_HANDS, [])
    assert view["to_act"] == [0] and view["table"] is None  # the ♦3 leads (DAIFUGO-R8)
    player = Player(browser, server, viewport=PHONE)  # usable at phone width
    show(player, view)
    expect(player.table).to_have_attribute("data-ask", "lead")
    button = player.testid("play")
    expect(button).to_be_disabled()

    click_cards(player, ["S5"])
    expect(button).to_be_enabled()
    expect(button).to_contain_text("Single")
    click_cards(player, ["H9"])  # two ranks, two suits: no play
    expect(button).to_be_disabled()
    expect(player.testid("hand-hint")).to_have_text("not a play: one card, cards of one rank, or a sequence of 3 or more in one suit")
    player.testid("clear").click()
    click_cards(player, ["S5", "S6"])  # a sequence needs three
    expect(button).to_be_disabled()
    click_cards(player, ["JK"])  # ♠5 ♠6 Joker: the Joker as ♠4 or ♠7 (DAIFUGO-R3, DAIFUGO-R4)
    expect(button).to_be_enabled()
    expect(button).to_contain_text("Sequence of 3")
    button.click()
    expect(player.testid("joker-as-S4")).to_have_text("Joker as ♠4")
    expect(player.testid("joker-as-S7")).to_have_text("Joker as ♠7")
    assert sent_moves(player) == []
    player.testid("joker-as-S7").click()
    assert sent_moves(player) == [{"type": "play", "cards": ["S5", "S6", "JK"], "as": [["S", "7"]]}]
    player.close()


def test_a_declared_joker_names_its_suit(browser: Browser, server: str) -> None:  # noqa: F811
    """Under UECda the Joker's suit is declared (DAIFUGO-R30): ♥6 and the Joker are a pair with the Joker as ♠6, ♦6 or ♣6."""
    hands = [["D3", "H6", "JK", "S9"], *LEAD_HANDS[1:]]
    view, _ = engine_view(hands, [], {"preset": "uecda"})
    player = Player(browser, server)
    show(player, view)
    expect(player.testid("preset")).to_have_text("UECda rules")
    click_cards(player, ["H6", "JK"])
    expect(player.testid("play")).to_contain_text("Pair")
    player.testid("play").click()
    expect(player.page.locator("[data-testid^=joker-as-]")).to_have_count(3)
    expect(player.testid("joker-as-D6")).to_have_text("Joker as ♦6")
    player.testid("joker-as-D6").click()
    assert sent_moves(player) == [{"type": "play", "cards": ["H6", "JK"], "as": [["D", "6"]]}]
    player.close()


# A revolution by seat 0, the table cleared, ♥6 reversing the direction (six-reverse), ♥5 on it
# locking hearts (shibari); seats 2 and 1 pass: seat 0 must beat ♥5 in hearts, strength reversed.
BADGE_HANDS = [["D3", "S4", "H4", "D4", "C4", "H6", "H3", "S3", "HK", "C9", "D9"], ["S7", "H8"], ["C7", "D8"], ["H5", "C5", "SQ"]]
BADGE_SCRIPT = [(0, play("S4", "H4", "D4", "C4")), (1, PASS), (2, PASS), (3, PASS), (0, play("H6")), (3, play("H5")), (2, PASS), (1, PASS)]
BADGE_OPTIONS = {"shibari": "on", "six_reverse": "on"}


def test_the_badges_show_a_revolution_the_lock_and_the_direction_and_refusals_say_why(browser: Browser, server: str) -> None:  # noqa: F811
    view, events = engine_view(BADGE_HANDS, BADGE_SCRIPT, BADGE_OPTIONS)
    assert view["revolution"] and view["lock"] == ["H"] and view["direction"] == -1
    player = Player(browser, server)
    show(player, view, events)
    expect(player.testid("badge-revolution")).to_have_text("Revolution")
    expect(player.testid("badge-strength")).to_have_text("3 strongest, 2 weakest")
    expect(player.testid("badge-lock")).to_have_text("Locked: ♥")
    expect(player.testid("badge-direction")).to_have_text("↺ Counter-clockwise")
    expect(player.testid("table-note")).to_have_text("Locked!")  # the newest event worth a banner
    expect(player.testid("trick-top")).to_contain_text("Dan · Single")
    for seat in (1, 2):
        expect(player.testid(f"passed-{seat}")).to_be_visible()
    expect(player.testid("log")).to_contain_text("Revolution! Strength is reversed")

    button = player.testid("play")
    hint = player.testid("hand-hint")
    for cards, why in (
        (["C9", "D9"], "play 1 card(s), as many as the table's play"),
        (["S3"], "the suits are locked: play ♥"),
        (["HK"], "not stronger than the table's play (strength is reversed: play lower)"),
    ):
        click_cards(player, cards)
        expect(button).to_be_disabled()
        expect(hint).to_have_text(why)
        player.testid("clear").click()
    click_cards(player, ["H3"])
    expect(button).to_be_enabled()
    button.click()
    assert sent_moves(player) == [play("H3")]
    player.close()


def test_a_seven_pass_is_given_from_the_hand(browser: Browser, server: str) -> None:  # noqa: F811
    """DAIFUGO-R19: after playing a 7, choose one card for the next player."""
    hands = [["D3", "S7", "H9", "CQ"], *LEAD_HANDS[1:]]
    view, events = engine_view(hands, [(0, play("S7"))], {"seven_pass": "on"})
    assert view["phase"] == "give"
    player = Player(browser, server, viewport=PHONE)
    show(player, view, events)
    expect(player.table).to_have_attribute("data-ask", "give")
    expect(player.testid("badge-seven")).to_have_text("Seven-pass: you give Bob 1 card(s)")
    expect(player.testid("prompt-give")).to_contain_text("give 1 card(s) of your choice to Bob")
    click_cards(player, ["H9", "CQ"])
    expect(player.testid("give")).to_be_disabled()
    expect(player.testid("hand-hint")).to_have_text("choose exactly 1 card(s)")
    click_cards(player, ["H9"])
    player.testid("give").click()
    assert sent_moves(player) == [{"type": "give", "cards": ["CQ"]}]
    player.close()


def test_a_ten_discard_discards_from_the_hand_or_nothing(browser: Browser, server: str) -> None:  # noqa: F811
    """DAIFUGO-H1: after playing two 10s, discard up to two cards, or none."""
    hands = [["D3", "S10", "H10", "H9", "CQ", "DK"], *LEAD_HANDS[1:]]
    view, events = engine_view(hands, [(0, play("S10", "H10"))], {"ten_discard": "on"})
    assert view["phase"] == "discard"
    player = Player(browser, server, viewport=PHONE)
    show(player, view, events)
    expect(player.table).to_have_attribute("data-ask", "discard")
    expect(player.testid("badge-ten")).to_have_text("Ten-discard: you may discard up to 2 card(s)")
    expect(player.testid("prompt-discard")).to_contain_text("discard up to 2 card(s) of your choice")
    expect(player.testid("discard")).to_be_disabled()
    click_cards(player, ["H9", "CQ", "DK"])
    expect(player.testid("discard")).to_be_disabled()
    expect(player.testid("hand-hint")).to_have_text("choose 2 card(s) at most")
    click_cards(player, ["DK"])
    expect(player.testid("discard")).to_have_text("Discard 2 card(s)")
    player.testid("discard").click()
    assert sent_moves(player) == [{"type": "discard", "cards": ["H9", "CQ"]}]
    player.close()
    player = Player(browser, server, viewport=PHONE)
    show(player, view, events)
    player.testid("discard-none").click()
    assert sent_moves(player) == [{"type": "discard", "cards": []}]
    player.close()


def test_a_sanma_hand_is_split_one_card_a_click(browser: Browser, server: str) -> None:  # noqa: F811
    """DAIFUGO-R27: four players split six cards into three rounds of two; a click puts a card in
    the round being filled, and the rounds chosen so far are shown."""
    hands = [
        ["D3", "S5", "S6", "JK", "H9", "C9"],
        ["S3", "H4", "C5", "D6", "S7", "D8"],
        ["C3", "D4", "H5", "C6", "H7", "C8"],
        ["H3", "S4", "D5", "H6", "D7", "S8"],
    ]
    view, events = engine_view(hands, [(0, {"type": "split", "card": "S5"})], {"format": "sanma"})
    assert view["phase"] == "split" and view["split"] == [["S5"]]
    player = Player(browser, server, viewport=PHONE)
    show(player, view, events)
    expect(player.table).to_have_attribute("data-ask", "split")
    expect(player.testid("round")).to_have_text("Sanma round 1 of 3")
    expect(player.testid("prompt-split")).to_contain_text("Choose your hand for round 1: 1 more card(s)")
    expect(player.testid("split-round-1")).to_have_attribute("data-cards", "S5")
    assert player.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # fits a phone
    click_cards(player, ["JK"])
    assert sent_moves(player) == [{"type": "split", "card": "JK"}]
    player.close()


# Game 2's hands; game 1 is over at once from tiny deals (a deal may leave cards out).
SECOND_GAME = [["D3", "S4", "H5", "C6", "D7"], ["S3", "H4", "D5", "C7"], ["H3", "C4", "S5", "HQ"], ["C3", "D4", "SK", "JK", "S2"]]


def exchange_view(last: int) -> tuple[dict, list]:
    """Seat 0's view of the exchange before game 2 of 2: in game 1 the others went out in seat
    order on one card each, the ♦3 first (DAIFUGO-R8), and ``last`` was left holding cards."""
    order = [seat for seat in range(4) if seat != last]
    first: list[list[str]] = [["S6", "S7"] for _ in range(4)]
    script = []
    for seat, card in zip(order, ("D3", "S4", "S5"), strict=True):
        first[seat] = [card]
        script.append((seat, play(card)))
    return engine_view(first, script, {"games": 2}, [SECOND_GAME])


def test_the_daifugo_returns_cards_of_its_choice_in_the_exchange(browser: Browser, server: str) -> None:  # noqa: F811
    """Seat 0 went out first: Dan, the Daihinmin, has given it the Joker and ♠2; it returns two cards."""
    view, events = exchange_view(last=3)
    assert view["phase"] == "exchange" and view["to_act"] == [0, 1]
    player = Player(browser, server, viewport=PHONE)
    show(player, view, events)
    expect(player.table).to_have_attribute("data-ask", "return")
    expect(player.testid("class-0")).to_have_text("Daifugō")
    expect(player.testid("class-3")).to_have_text("Daihinmin")
    expect(player.testid("prompt-exchange")).to_contain_text("Return 2 card(s) of your choice to Dan (Daihinmin)")
    expect(player.testid("tribute-3")).to_have_text("✓ Dan → You: 2 card(s)")
    expect(player.testid("return-0")).to_have_text("… You → Dan: 2 card(s)")
    expect(player.testid("return-1")).to_have_attribute("data-pending", "true")
    received = player.testid("swaps").get_by_test_id("received")
    expect(received).to_contain_text("Tribute from Dan:")
    expect(received).to_have_attribute("data-cards", "JK S2")
    expect(player.testid("card-JK")).to_have_class(re.compile(r"\breceived\b"))
    expect(player.testid("turn")).to_have_text("▶ Return cards of your choice")

    give = player.testid("give")
    expect(give).to_have_text("Give 2 card(s)")
    click_cards(player, ["D3"])
    expect(give).to_be_disabled()
    expect(player.testid("hand-hint")).to_have_text("choose exactly 2 card(s)")
    click_cards(player, ["JK"])  # even a card just received (DAIFUGO-R32)
    give.click()
    assert sent_moves(player) == [{"type": "give", "cards": ["D3", "JK"]}]
    player.close()


def test_the_daihinmin_sees_what_it_gave_and_who_still_returns(browser: Browser, server: str) -> None:  # noqa: F811
    view, events = exchange_view(last=0)
    assert view["classes"][0] == "daihinmin" and view["to_act"] == [1, 2]
    player = Player(browser, server)
    show(player, view, events)
    expect(player.table).to_have_attribute("data-ask", "")
    gave = player.testid("swaps").get_by_test_id("gave")
    expect(gave).to_contain_text("Tribute to Bob:")
    expect(gave).to_have_attribute("data-cards", "D7 C6")  # my two strongest, given at once
    assert hand_cards(player) == ["D3", "S4", "H5"]
    expect(player.testid("tribute-0")).to_have_text("✓ You → Bob: 2 card(s)")
    expect(player.testid("return-1")).to_have_text("… Bob → You: 2 card(s)")
    expect(player.testid("turn")).to_have_text("Waiting for Bob, Carol to return cards…")
    expect(player.testid("log")).to_contain_text("You give Bob your strongest cards: ♣6 ♦7")
    expect(player.testid("log")).to_contain_text("Game 1 over: 1. Bob (Daifugō), 2. Carol (Fugō), 3. Dan (Hinmin), 4. You (Daihinmin).")
    expect(player.testid("score-row-0")).to_contain_text("Daihinmin")
    player.close()


HOUSE_RULES_JA = ("革命", "8切り", "縛り", "スペ3返し", "イレブンバック", "6リバース", "7渡し", "都落ち", "反則上がり", "テラ富豪")


def test_japanese_labels_on_the_table_in_the_lobby_and_in_the_rules(browser: Browser, server: str) -> None:  # noqa: F811
    player = Player(browser, server)
    view, events = engine_view(BADGE_HANDS, BADGE_SCRIPT, BADGE_OPTIONS)
    show(player, view, events)
    player.testid("lang-ja").click()
    expect(player.testid("play")).to_have_text("出す")
    expect(player.testid("pass")).to_have_text("パス")
    expect(player.testid("badge-revolution")).to_have_text("革命")
    expect(player.testid("badge-lock")).to_have_text("縛り: ♥")
    expect(player.testid("badge-strength")).to_have_text("3が最強・2が最弱")
    expect(player.testid("badge-direction")).to_have_text("↺ 反時計回り")
    expect(player.testid("game-no")).to_have_text("第1ゲーム（全5ゲーム）")
    expect(player.testid("turn")).to_have_text("▶ あなたの番: 出すかパス")
    click_cards(player, ["S3"])
    expect(player.testid("hand-hint")).to_have_text("縛り中です: ♥ で出してください")
    expect(player.testid("log")).to_contain_text("革命！")
    missing = player.page.evaluate("import('/games/daifugo/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}

    show(player, *exchange_view(last=3))  # the language is remembered
    expect(player.testid("class-0")).to_have_text("大富豪")
    expect(player.testid("class-1")).to_have_text("富豪")
    expect(player.testid("class-2")).to_have_text("貧民")
    expect(player.testid("class-3")).to_have_text("大貧民")
    expect(player.testid("prompt-exchange")).to_contain_text("Dan（大貧民）に好きなカードを2枚返してください")
    expect(player.testid("give")).to_have_text("2枚渡す")

    player.page.goto("/")
    expect(player.testid("game-daifugo")).to_contain_text("大富豪")
    player.page.goto("/#/help/daifugo")
    help_ = player.testid("help")
    expect(help_).to_contain_text("大富豪 — 遊び方")
    for term in HOUSE_RULES_JA:
        expect(help_).to_contain_text(term)
    expect(player.testid("help-toc").locator("li")).to_have_count(9)
    player.testid("lang-en").click()
    expect(help_).to_contain_text("Daifugō — how to play")
    expect(help_).to_contain_text("Tera-fugō (reduced)")
    player.close()
