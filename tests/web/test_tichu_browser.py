"""The Tichu renderer in a real headless Chromium: rounds against the server's bots, and
fixed positions from the engine drawn over a local transport (no table on the server).

Same fixtures as test_browser.py (a server subprocess with fast bots, one Chromium).
The rounds are driven from what the page shows (data-ask, data-shortest, enabled buttons),
always by clicking, also out of turn: the bomb prompt is clicked while the bots go on
playing 50 ms apart, which works because the table is morphed, not rebuilt, on each move.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.web.test_browser import PHONE, Player, browser, server, show_view  # noqa: F401 (fixtures)

from playwright.sync_api import Browser, Locator, expect  # isort: skip (after the skips of test_browser)

ROUND_MOVES = 200  # my moves in one round: 1 + 3 + at most one per play or pass; a hang fails long before
DEALS = 150  # quick-play tables dealt until my hand holds a bomb: about one in twenty does
BOMB_ROUNDS = 10  # rounds with a bomb until it is played out of turn: most often the first
READY = """() => {
  const table = document.querySelector('[data-testid=table]');
  return document.querySelector('[data-testid=sheet-modal]') !== null
    || (table && table.dataset.pending === 'false' && table.dataset.ask !== '');
}"""
# My move is answered (a new version, or a refusal), or the question went away unanswered.
MOVED = """([version, ask]) => {
  const table = document.querySelector('[data-testid=table]');
  const hint = document.querySelector('[data-testid=hand-hint].error');
  return document.querySelector('[data-testid=sheet-modal]') !== null || hint !== null
    || (table && (table.dataset.version !== version || (table.dataset.pending === 'false' && table.dataset.ask !== ask)));
}"""


def out_of_turn(answer: str) -> str:
    """The answer to the bomb prompt, or, once the question is gone, the last card of my hand.

    The bots keep playing while I am asked, so the question may end (my turn comes, or a
    higher bomb) between reading the page and the click landing; a click on a card then only
    selects it, and sends nothing.
    """
    return (
        f"[data-testid=table][data-ask=bomb] [data-testid={answer}], "
        "[data-testid=table]:not([data-ask=bomb]) [data-testid=hand] > button:last-child"
    )


def act(player: Player) -> str:
    """One move by clicking, chosen from what the page shows; returns what I was asked."""
    page = player.page
    table = player.table
    ask = table.get_attribute("data-ask") or ""
    if ask == "grand":
        player.testid("grand-no").click()
    elif ask == "give":
        player.testid("hand").locator("[data-testid^=card-]").first.click(position={"x": 6, "y": 30})
        page.locator("[data-testid^=give-to-][data-action]").first.click()
    elif ask == "wish":
        player.testid("wish-none").click()
    elif ask == "gift":
        page.locator("[data-testid^=gift-]").first.click()
    elif ask == "bomb":
        page.locator(out_of_turn("no-bomb")).click()  # a real click, while the bots play on
    elif ask == "play" and player.testid("pass").count():
        player.testid("pass").click()
    elif ask in ("lead", "play"):  # a lead, or a wish that forbids passing: the page's shortest legal play
        play_cards(player, json.loads(player.testid("hand").get_attribute("data-shortest") or "[]"))
    return ask


def play_cards(player: Player, cards: list[str]) -> None:
    """Select `cards` in my hand (afresh) and play them, choosing the first reading if several are offered."""
    if player.testid("clear").count():  # a selection left from before
        player.testid("clear").click()
    for card in cards:
        player.testid(f"card-{card}").click(position={"x": 6, "y": 30})
    expect(player.testid("play")).to_be_enabled()
    player.testid("play").click()
    choices = player.page.locator("[data-testid^=phoenix-], [data-testid=as-straight]")
    if choices.count():
        choices.first.click()


def test_guest_starts_tichu_from_the_home_page_and_plays_a_round(browser: Browser, server: str) -> None:  # noqa: F811
    alice = Player(browser, server)
    page = alice.page
    page.goto("/")
    alice.testid("quickplay-tichu").click()
    expect(alice.testid("guest-box")).to_have_class(re.compile("attention"))  # a name first, inline
    alice.testid("guest-name").fill("Alice")
    alice.testid("guest-submit").click()
    expect(alice.table).to_have_attribute("data-seat", "0")
    expect(alice.testid("hand").locator("[data-testid^=card-]")).to_have_count(8)  # before the Grand Tichu decision
    expect(alice.testid("seat-2").locator(".tc-chip.partner")).to_be_visible()
    expect(alice.testid("rules-link")).to_have_attribute("href", "#/help/tichu")

    asked: list[str] = []
    for _ in range(ROUND_MOVES):
        page.wait_for_function(READY)
        if alice.testid("sheet-modal").count():
            break
        version = alice.table.get_attribute("data-version") or ""
        ask = act(alice)
        asked.append(ask)
        page.wait_for_function(MOVED, arg=[version, ask])
        if ask == "give" and asked.count("give") == 2:  # what I gave so far is shown (the third ends the pass)
            expect(alice.testid("prompt-pass").locator("[data-given]:not([data-given=''])")).to_have_count(2)
    else:
        pytest.fail(f"no score sheet after {ROUND_MOVES} of my moves")

    assert asked[:4] == ["grand", "give", "give", "give"]
    assert "lead" in asked or "play" in asked
    sheet = alice.testid("score-sheet")
    expect(sheet).to_be_visible()
    expect(sheet.get_by_test_id("sheet-out").locator("li")).to_have_count(4)
    for row in ("sheet-cards", "sheet-calls", "sheet-scores", "sheet-totals"):
        expect(sheet.get_by_test_id(row).locator("td")).to_have_count(2)
    view_totals = [int(alice.testid(f"sheet-total-{side}").inner_text().replace("−", "-").replace("+", "")) for side in (0, 1)]
    expect(alice.testid("log").locator("li")).not_to_have_count(0)
    alice.testid("score-sheet-close").click()
    expect(alice.testid("sheet-modal")).to_have_count(0)
    expect(alice.testid("totals").locator("tbody tr")).to_have_count(1)
    assert [int(alice.testid(f"total-{side}").inner_text().replace("−", "-").replace("+", "")) for side in (0, 1)] == view_totals
    alice.forgive("move/stale")  # a bomb answered while a bot moved first: refused, then play goes on
    alice.close()


# -- a bomb out of turn, against the server's bots ---------------------------------------------

SPECIALS = ("Mahjong", "Dog", "Phoenix", "Dragon")
FACES = {"J": 11, "Q": 12, "K": 13, "A": 14}


def bomb_in(cards: list[str]) -> set[str]:
    """The cards of a bomb in ``cards``: four of a rank, or five or more in a row of one suit; empty if none."""
    ranked = [(card[0], FACES.get(card[1:]) or int(card[1:]), card) for card in cards if card not in SPECIALS]
    for rank in range(2, 15):
        four = {card for _, r, card in ranked if r == rank}
        if len(four) == 4:
            return four
    for suit in "JSPT":
        by_rank = {r: card for s, r, card in ranked if s == suit}
        for low in range(2, 11):
            if all(low + k in by_rank for k in range(5)):
                return {by_rank[low + k] for k in range(5)}
    return set()


def cards_in(hand: Locator) -> list[str]:
    """The cards of the hand's buttons matched by ``hand``, in order."""
    return hand.evaluate_all("(cards) => cards.map((c) => c.dataset.testid.slice(5))")


def deal_a_bomb(player: Player) -> set[str]:
    """Quick-play Tichu tables (the server deals at random) until my fourteen cards hold a bomb."""
    for _ in range(DEALS):
        player.testid("brand").click()
        player.testid("quickplay-tichu").click()
        expect(player.table).to_have_attribute("data-ask", "grand")
        player.testid("grand-no").click()
        expect(player.table).to_have_attribute("data-phase", "pass")  # all four decided: the last six cards are dealt
        bomb = bomb_in(cards_in(player.testid("hand").locator("[data-testid^=card-]")))
        if bomb:
            return bomb
    pytest.fail(f"no bomb in {DEALS} deals")


def keep(player: Player, bomb: set[str], ask: str) -> None:
    """One move that keeps the bomb in my hand: pass three other cards, pass, or lead a single."""
    if ask == "give":
        other = next(card for card in cards_in(player.testid("hand").locator("[data-testid^=card-]")) if card not in bomb)
        player.testid(f"card-{other}").click(position={"x": 6, "y": 30})
        player.page.locator("[data-testid^=give-to-][data-action]").first.click()
    elif ask in ("lead", "play") and not player.testid("pass").count():
        spare = [card for card in cards_in(player.testid("hand").locator("[data-single=true]")) if card not in bomb]
        play_cards(player, spare[:1] or json.loads(player.testid("hand").get_attribute("data-shortest") or "[]"))
    else:
        act(player)


# Where a click lands: its button, whether the event came from the input (a real click),
# and whether the button is the node that was on screen before the last bots' moves.
WATCH_CLICKS = """() => document.addEventListener('click', (event) => {
  const button = event.target.closest('button');
  window.landed = { testid: button?.dataset.testid, trusted: event.isTrusted, shown: Boolean(button?._shown) };
}, true)"""
MARK_BOMBS = """() => {
  const buttons = document.querySelectorAll('[data-testid=prompt-bomb] button');
  buttons.forEach((button) => (button._shown = true));
  return buttons.length ? document.querySelector('[data-testid=table]').dataset.version : null;
}"""
STILL_SHOWN = "() => document.querySelector('[data-testid=bomb-0]')?._shown === true"


def bomb_out_of_turn(player: Player, bomb: set[str]) -> bool:
    """Play on, keeping the bomb, until asked to bomb out of turn while a bot is to move; bomb with
    a real click once the bots have moved under the prompt. False if the bomb is gone first."""
    page = player.page
    table = player.table
    hand = player.testid("hand")
    for _ in range(ROUND_MOVES):
        page.wait_for_function(READY)
        if player.testid("sheet-modal").count():
            player.testid("score-sheet-close").click()
            return False
        if not bomb <= set(cards_in(hand.locator("[data-testid^=card-]"))):
            return False  # broken up by a wish, or by a lead with nothing else: deal again
        ask = table.get_attribute("data-ask") or ""
        version = table.get_attribute("data-version") or ""
        if ask == "bomb" and table.get_attribute("data-to-act"):  # a bot's turn: the bots play on while I am asked
            shown = page.evaluate(MARK_BOMBS)  # the buttons on screen now, and the version they belong to
            if shown is None:
                continue  # the question ended before it could be marked
            expect(table).not_to_have_attribute("data-version", shown)  # a bot has moved since
            if not page.evaluate(STILL_SHOWN):
                continue  # the question ended, and maybe came again with the next play: a new prompt
            cards = int(hand.get_attribute("data-count") or 0)
            page.locator(out_of_turn("bomb-0")).click()
            expect(table).to_have_attribute("data-pending", "false")  # answered: played, or refused as stale
            if int(hand.get_attribute("data-count") or 0) < cards:
                return True
            continue
        keep(player, bomb, ask)
        page.wait_for_function(MOVED, arg=[version, ask])
    return False


def test_a_person_bombs_out_of_turn_with_a_real_click_while_the_bots_play(browser: Browser, server: str) -> None:  # noqa: F811
    """The bomb prompt is up while the bots play every 50 ms; a Playwright click (mouse events at
    the button's place on the screen) lands on the button that was there before their moves, and
    the engine takes the bomb out of turn. Rebuilding the table on each move would fail this."""
    bea = Player(browser, server)
    bea.become_guest("Bea")
    bea.page.evaluate(WATCH_CLICKS)  # the page stays loaded from here: tables open in it
    for _ in range(BOMB_ROUNDS):
        if bomb_out_of_turn(bea, deal_a_bomb(bea)):
            break
    else:
        pytest.fail(f"no bomb played out of turn in {BOMB_ROUNDS} rounds")
    assert bea.page.evaluate("window.landed") == {"testid": "bomb-0", "trusted": True, "shown": True}
    expect(bea.testid("log")).to_contain_text("You bomb out of turn:")
    bea.forgive("move/stale")  # a click sent just as a bot moved is refused; the next one lands
    bea.close()


# -- fixed positions from the engine, drawn over a local transport ------------------------------

PHOENIX_HAND = ["Mahjong", "J5", "S6", "P7", "T8", "Phoenix", "J2", "S3", "J10", "SQ", "PK", "SJ", "P9", "TA"]
BOMB_HAND = ["J2", "S2", "P2", "T2", "J4", "S6", "P8", "T10", "JQ", "SA", "Dog", "PJ", "T3", "J9"]


def deal(first: list[str], second: list[str] | None = None) -> list[list[str]]:
    """Four hands: ``first`` for seat 0, ``second`` (if given) for seat 1, the rest of the deck in order."""
    ranks = [*map(str, range(2, 11)), "J", "Q", "K", "A"]
    deck = [suit + rank for rank in ranks for suit in "JSPT"] + ["Mahjong", "Dog", "Phoenix", "Dragon"]
    fixed = [first, *([second] if second else [])]
    rest = [card for card in deck if all(card not in hand for hand in fixed)]
    hands = [*fixed]
    while len(hands) < 4:
        hands.append(rest[:14])
        rest = rest[14:]
    return hands


def engine_view(hands: list[list[str]], script: list[tuple[int, dict[str, Any]]], passes: bool = True) -> dict:
    """Seat 0's view after no Grand Tichu, each seat passing its last three cards, then ``script``."""
    from asobiba.core.registry import get_game

    game = get_game("tichu")
    state = game.start(4, {}, 1, setup={"hands": hands})
    for seat in range(4):
        game.play(state, seat, game.parse_move({"type": "grand", "call": False}))
    if passes:
        for seat in range(4):
            for k, card in zip((1, 2, 3), hands[seat][-3:], strict=True):
                game.play(state, seat, game.parse_move({"type": "give", "card": card, "to": (seat + k) % 4}))
    for seat, move in script:
        game.play(state, seat, game.parse_move(move))
    return game.view(state, 0)


def click_cards(player: Player, cards: list[str]) -> None:
    for card in cards:
        player.testid(f"card-{card}").click(position={"x": 6, "y": 30})


def sent_moves(player: Player) -> list[dict]:
    return [message["move"] for message in player.page.evaluate("window.sent")]


def test_play_is_enabled_only_for_a_legal_combination_and_the_phoenix_rank_is_asked(browser: Browser, server: str) -> None:  # noqa: F811
    view = engine_view(deal(PHOENIX_HAND), [])
    assert view["phase"] == "play" and view["to_act"] == [0] and view["trick"] == []
    player = Player(browser, server, viewport=PHONE)  # usable at phone width
    show_view(player, view)
    expect(player.table).to_have_attribute("data-ask", "lead")
    play = player.testid("play")
    expect(play).to_be_disabled()

    click_cards(player, ["J5", "S6"])  # not a combination
    expect(play).to_be_disabled()
    expect(player.testid("hand-hint")).to_have_text("not a combination")
    click_cards(player, ["P7", "T8"])  # 5-6-7-8: still nothing
    expect(play).to_be_disabled()
    click_cards(player, ["Phoenix"])  # 5-6-7-8 + Phoenix: a straight, the Phoenix as 4 or 9
    expect(play).to_be_enabled()
    expect(play).to_contain_text("Straight")
    play.click()
    expect(player.testid("phoenix-4")).to_have_text("Phoenix as 4")
    expect(player.testid("phoenix-9")).to_have_text("Phoenix as 9")
    assert sent_moves(player) == []
    player.testid("phoenix-9").click()
    assert sent_moves(player) == [{"type": "play", "cards": ["J5", "S6", "P7", "T8", "Phoenix"], "phoenix": 9}]
    player.close()


def test_a_pair_is_one_move_and_a_wrong_kind_says_what_to_play(browser: Browser, server: str) -> None:  # noqa: F811
    # Seat 1 leads a pair of 3s (it holds the Mah Jong); seat 0 is on turn after seats 2 and 3 pass.
    second = ["Mahjong", "P3", "T3", "J4", "S4", "P4", "T5", "J6", "J7", "S7", "P10", "TJ", "JK", "SK"]
    hands = deal(["J9", "S9", "P5", "S5", "Phoenix", "JA", "SA", "PA", "J8", "S8", "P8", "PQ", "TQ", "JQ"], second)
    view = engine_view(hands, [(1, {"type": "play", "cards": ["P3", "T3"]}), (2, {"type": "pass"}), (3, {"type": "pass"})])
    assert view["to_act"] == [0], view["to_act"]
    player = Player(browser, server)
    show_view(player, view)
    expect(player.testid("trick-top")).to_contain_text("Pair")
    expect(player.table).to_have_attribute("data-ask", "play")
    click_cards(player, ["J9"])
    expect(player.testid("play")).to_be_disabled()
    expect(player.testid("hand-hint")).to_have_text("play a Pair of 2 card(s) (or a bomb), or pass")
    click_cards(player, ["S9"])
    expect(player.testid("play")).to_be_enabled()
    player.testid("play").click()
    assert sent_moves(player) == [{"type": "play", "cards": ["J9", "S9"]}]
    player.close()


def test_passing_gives_one_card_per_click_to_the_chosen_player(browser: Browser, server: str) -> None:  # noqa: F811
    view = engine_view(deal(PHOENIX_HAND), [], passes=False)
    assert view["phase"] == "pass"
    player = Player(browser, server, viewport=PHONE)
    show_view(player, view)
    expect(player.testid("prompt-pass")).to_be_visible()
    expect(player.testid("give-to-2")).to_be_disabled()  # a card first
    click_cards(player, ["TA"])
    expect(player.testid("card-TA")).to_have_attribute("data-selected", "true")
    player.testid("give-to-2").click()
    assert sent_moves(player) == [{"type": "give", "card": "TA", "to": 2}]
    expect(player.testid("tichu")).to_be_visible()  # Tichu may be called during the pass
    player.close()


def test_a_bomb_can_be_played_out_of_turn_or_declined(browser: Browser, server: str) -> None:  # noqa: F811
    second = ["Mahjong", "P3", "T4", "J5", "S5", "P6", "T7", "J8", "S8", "P9", "T9", "JJ", "SK", "PK"]
    view = engine_view(deal(BOMB_HAND, second), [(1, {"type": "play", "cards": ["J5"]})])
    assert view["may_bomb"] and 0 not in view["to_act"][:1]
    player = Player(browser, server)
    show_view(player, view)
    expect(player.table).to_have_attribute("data-ask", "bomb")
    prompt = player.testid("prompt-bomb")
    expect(prompt).to_be_visible()
    expect(prompt.get_by_test_id("bomb-0").locator(".tc-mini")).to_have_count(4)
    click_cards(player, ["J2", "S2", "P2", "T2"])  # the same bomb, chosen in the hand
    expect(player.testid("play")).to_have_text(re.compile("Bomb"))
    player.testid("no-bomb").click()
    assert sent_moves(player) == [{"type": "no_bomb"}]
    player.close()


def test_the_bomb_prompt_offers_tichu_first_and_a_bomb_on_my_own_play(browser: Browser, server: str) -> None:  # noqa: F811
    second = ["Mahjong", "P3", "T4", "J5", "S5", "P6", "T7", "J8", "S8", "P9", "T9", "JJ", "SK", "PK"]
    hands = deal(BOMB_HAND, second)
    view = engine_view(hands, [(1, {"type": "play", "cards": ["J5"]})])
    assert {"type": "tichu"} in view["legal"]  # all 14 cards still in hand: the bomb may be the first (TICHU-R4)
    player = Player(browser, server)
    show_view(player, view)
    prompt = player.testid("prompt-bomb")
    expect(prompt).to_contain_text("Bomb now?")
    expect(player.testid("tichu")).to_have_count(0)  # the call is in the prompt, not twice
    prompt.get_by_test_id("bomb-tichu").click()
    assert sent_moves(player) == [{"type": "tichu"}]
    player.close()

    script = [(1, {"type": "play", "cards": ["J5"]}), (2, {"type": "pass"}), (3, {"type": "pass"}), (0, {"type": "play", "cards": ["SA"]})]
    view = engine_view(hands, script)
    assert view["may_bomb"] and view["trick"][-1]["seat"] == 0  # my own play, and I hold a bomb (TICHU-R16)
    player = Player(browser, server)
    show_view(player, view)
    prompt = player.testid("prompt-bomb")
    expect(prompt).to_contain_text("Bomb your own play?")
    expect(prompt.get_by_test_id("bomb-tichu")).to_have_count(0)  # 13 cards: too late to call
    prompt.get_by_test_id("bomb-0").click()
    assert sent_moves(player) == [{"type": "play", "cards": ["J2", "S2", "P2", "T2"]}]
    player.close()


def seat_0_view(partial: list[list[str]], script: list[tuple[int, dict[str, Any]]]) -> dict:
    """Seat 0's view with these cards in hand after the pass (tests/games/tichu/helpers.py), then ``script``."""
    from asobiba.games.tichu import GAME
    from tests.games.tichu.helpers import start

    state = start(partial)
    for seat, move in script:
        GAME.play(state, seat, GAME.parse_move(move))
    return GAME.view(state, 0)


def test_the_status_line_says_what_my_turn_really_allows(browser: Browser, server: str) -> None:  # noqa: F811
    """Nothing beats the Dragon: pass (TICHU-R12); the wish binds me (TICHU-R22), a bomb would do too (TICHU-R25)."""
    player = Player(browser, server)
    dragon = [(0, {"type": "play", "cards": ["J3"]}), (1, {"type": "play", "cards": ["Dragon"]})]
    dragon += [(2, {"type": "pass"}), (3, {"type": "pass"})]
    show_view(player, seat_0_view([["Mahjong", "J3"], ["Dragon"], [], []], dragon))
    expect(player.testid("turn")).to_have_text("▶ Your turn: nothing in your hand beats it — pass")

    wish = [(3, {"type": "play", "cards": ["Mahjong"]}), (3, {"type": "wish", "rank": 8})]
    show_view(player, seat_0_view([["S8", "J4"], [], [], ["Mahjong"]], wish))
    expect(player.testid("turn")).to_have_text("▶ Your turn: the wish forces you to play a 8")
    show_view(player, seat_0_view([["S8", "J4", "JK", "SK", "PK", "TK"], [], [], ["Mahjong"]], wish))
    expect(player.testid("turn")).to_have_text("▶ Your turn: the wish forces you to play a 8 (or a bomb)")
    player.testid("lang-ja").click()
    expect(player.testid("turn")).to_have_text("▶ あなたの番: 願いにより8を出さなければなりません（爆弾でも可）")
    player.close()


def test_japanese_labels_lobby_options_and_rules(browser: Browser, server: str) -> None:  # noqa: F811
    visitor = Player(browser, server)
    page = visitor.page
    page.goto("/")
    expect(visitor.testid("game-tichu")).to_contain_text("call Tichu, bomb out of turn")
    form = visitor.testid("create-form")
    form.get_by_test_id("create-game").select_option("tichu")
    expect(form.get_by_test_id("option-target_score")).to_have_value("1000")
    for name, default in (
        ("direction", "counter_clockwise"),
        ("wish_in_straight", "on"),
        ("phoenix_full_house_with_four", "off"),
        ("straight_flush_as_straight", "off"),
        ("dog_blocked_by_wish", "on"),
    ):
        expect(form.get_by_test_id(f"option-{name}")).to_have_value(default)

    page.goto("/#/help/tichu")
    expect(visitor.testid("help")).to_contain_text("Mah Jong")
    expect(visitor.testid("help-games").get_by_role("link", name="Tichu")).to_have_attribute("aria-current", "page")
    page.goto("/")
    visitor.testid("lang-ja").click()
    expect(visitor.testid("game-tichu")).to_contain_text("ティチューを宣言し")
    form.get_by_test_id("create-game").select_option("tichu")  # a new page load: the form starts afresh
    expect(form).to_contain_text("目標点")
    page.goto("/#/help/tichu")
    expect(visitor.testid("help")).to_contain_text("麻雀")
    expect(visitor.testid("help").locator("h2")).to_have_count(10)

    view = engine_view(deal(PHOENIX_HAND), [])
    show_view(visitor, view)
    expect(visitor.testid("play")).to_have_text("出す")
    expect(visitor.testid("tichu")).to_contain_text("ティチュー")
    expect(visitor.testid("turn")).to_contain_text("あなたのリードです")
    click_cards(visitor, ["J5", "S6"])
    expect(visitor.testid("hand-hint")).to_have_text("役になっていません")
    missing = page.evaluate("import('/games/tichu/labels.js').then((m) => m.missingKeys())")
    assert missing == {"ja": [], "en": []}
    visitor.close()
