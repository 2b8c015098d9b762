"""Twenty Questions in a real headless Chromium against the real server: three people (a host
and two askers, each in their own browser context) play a room from the lobby to the reveal,
the host's browser commits and reveals, and every browser checks the commitment itself; a
reveal tampered with on its way to one asker is caught by that asker's browser; hostile text
is shown as text or refused with the server's reason; a person alone plays the bot host from
its menu to the reveal; the commitment's hashing with and without crypto.subtle.

The rooms are driven from what the page shows: the root's data-step, data-count and
data-pending-id, the question list's rows (data-reply), the prompts' buttons.
"""

from __future__ import annotations

import hashlib
import json
import re
import time

from asobiba.games.twentyq import GAME
from asobiba.games.twentyq.bots import DECLINE_NOTE
from asobiba.games.twentyq.catalogue import CATALOGUE
from asobiba.games.twentyq.commitment import commitment
from asobiba.games.twentyq.state import TwentyQState
from tests.web.test_browser import PHONE, Player, browser, server, show_view  # noqa: F401 (fixtures; skips the module without Chromium)

from playwright.sync_api import Browser, Page, WebSocketRoute, expect  # isort: skip (after the skips of test_browser)

ANSWER, READING = "東京タワー", "とうきょうタワー"
HOSTILE = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'


# -- driving a room ------------------------------------------------------------------------------


def create_room(host: Player, seats: list[str], options: dict[str, str]) -> str:
    """A Twenty Questions table from the lobby's form; the host is asked for a guest name if needed."""
    page = host.page
    page.goto("/")
    form = host.testid("create-form")
    form.get_by_test_id("create-game").select_option("twentyq")
    form.get_by_test_id("create-seats").select_option(str(len(seats)))
    for seat, kind in enumerate(seats):
        form.get_by_test_id(f"seat-{seat}").select_option(kind)
    for name, value in options.items():
        field = form.get_by_test_id(f"option-{name}")
        if field.evaluate("el => el.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    form.get_by_test_id("create-submit").click()
    if host.testid("guest-box").is_visible():
        host.testid("guest-name").fill("Alice")
        host.testid("guest-submit").click()
    expect(page).to_have_url(re.compile(r"#/table/[0-9a-f]+$"))
    return page.url.rsplit("/", 1)[1]


def join(player: Player, name: str, table_id: str, seat: int, *, by_lobby: bool) -> None:
    """Sit at ``seat``: from the lobby's list, or from the table's shared link (the last seat filled starts the game)."""
    player.become_guest(name)
    if by_lobby:
        player.testid("lobby-refresh").click()
        player.testid(f"join-{table_id}-{seat}").click()
    else:
        player.page.goto(f"/#/table/{table_id}")
        player.testid(f"join-seat-{seat}").click()
    seated = f"[data-testid=waiting-seat-{seat}]:has-text('{name}'), [data-testid=table][data-seat='{seat}']"
    expect(player.page.locator(seated).first).to_be_visible()


def commit(host: Player, answer: str, reading: str) -> str:
    """The host types the answer and commits; the commitment the table then shows."""
    expect(host.testid("duplicate-reminder")).to_contain_text("has not been used in this room before")  # TWENTYQ-R4
    expect(host.testid("duplicate-reminder")).not_to_contain_text(re.compile(r"-R\d"))
    host.testid("answer-input").fill(answer)
    host.testid("reading-input").fill(reading)
    host.testid("commit").click()
    expect(host.table).to_have_attribute("data-step", "ask")
    return host.testid("commitment").get_attribute("data-hex") or ""


def post(player: Player, kind: str, text: str) -> None:
    player.testid(f"tab-{kind}").click()
    player.testid("compose-input").fill(text)
    player.testid("send").click()


def reply(host: Player, answer: str, note: str = "") -> None:
    """Reply to the pending question; wait until the server has it."""
    pending = host.table.get_attribute("data-pending-id") or ""
    expect(host.testid("prompt-reply")).to_have_attribute("data-to", pending)
    if note:
        host.testid("note-input").fill(note)
    host.testid(f"reply-{answer}").click()
    expect(host.testid(f"msg-{pending}")).to_have_attribute("data-reply", answer)


def sent(player: Player, text: str) -> None:
    """My message is in the room (its draft then clears)."""
    expect(player.testid("messages").get_by_text(text, exact=True)).to_have_count(1)
    expect(player.testid("compose-input")).to_have_value("")


def kept_secret(host: Player, table_id: str) -> dict:
    return json.loads(host.page.evaluate(f"localStorage.getItem('asobiba.twentyq.secret.{table_id}')"))


def record_shown(player: Player) -> list[tuple]:
    """The question list as the page shows it: kind, reply, number and text of each row (names say "You" on one's own)."""
    text = "(row, q) => row.querySelector(q).textContent"
    cells = f"(row) => [row.dataset.kind, row.dataset.reply, ({text})(row, '.tq-no'), ({text})(row, '[data-testid=text]')]"
    return player.testid("messages").evaluate(f"(list) => [...list.children].map({cells})")


def pwned(page: Page) -> object:
    return page.evaluate("window.pwned ?? null")


# -- three people -------------------------------------------------------------------------------


def test_three_people_play_a_room_to_the_reveal_and_every_browser_verifies_it(browser: Browser, server: str) -> None:  # noqa: F811
    """TWENTYQ-R2 commitment made in the host's browser, R5–R9 asking, replying, counting and the
    end on a right guess, R10 the reveal prefilled, R11 each browser's own check, R12 the audit."""
    alice = Player(browser, server)
    table_id = create_room(alice, ["me", "open", "open"], {"banned_topics": "<b>new releases</b>"})
    bob = Player(browser, server)
    carol = Player(browser, server, viewport=PHONE)
    join(bob, "Bob", table_id, 1, by_lobby=True)
    join(carol, "Carol", table_id, 2, by_lobby=False)

    expect(carol.testid("wait-commit")).to_be_visible()
    hexed = commit(alice, ANSWER, READING)
    secret = kept_secret(alice, table_id)
    assert re.fullmatch(r"[0-9a-f]{32}", secret["salt"]) and secret["answer"] == ANSWER
    assert hexed == commitment(ANSWER, secret["salt"]) == secret["commitment"]  # the browser's hash is the engine's
    for player in (bob, carol):
        chip = player.testid("commitment")
        expect(chip).to_have_attribute("data-hex", hexed)
        expect(chip).to_contain_text(f"{hexed[:8]}…{hexed[-4:]}")
    carol.testid("commitment").click()  # tap: the whole hex
    expect(carol.testid("commitment")).to_contain_text(hexed)
    expect(bob.testid("banned-topics")).to_contain_text("<b>new releases</b>")  # room text, shown as text (R16)

    post(bob, "question", HOSTILE)  # markup is data: shown literally, runs nothing
    sent(bob, HOSTILE)
    expect(alice.testid("pending-text")).to_have_text(HOSTILE)
    expect(alice.table).to_have_attribute("data-to-act", "0,2")  # a reply is due; Carol may ask, Bob waits
    expect(carol.table).to_have_attribute("data-pending-id", "0")
    expect(carol.testid("msg-0")).to_have_class(re.compile("pending"))
    reply(alice, "no", note="<i>not</i> at all")
    for player in (alice, bob, carol):
        expect(player.testid("counter")).to_have_text("question 1/20")
        expect(player.testid("msg-0").get_by_test_id("note")).to_have_text("↳ <i>not</i> at all")
        assert pwned(player.page) is None

    post(carol, "chat", "Tall things, maybe?")  # chat is never counted (R5)
    sent(carol, "Tall things, maybe?")
    post(carol, "question", "Is it tall?")
    sent(carol, "Is it tall?")
    post(bob, "question", "Is it a person?")  # a second asker's question queues behind Carol's
    sent(bob, "Is it a person?")
    expect(alice.testid("prompt-reply")).to_contain_text("Is it tall?")  # the oldest first (R6)
    reply(alice, "declined")  # not counted (R7)
    expect(alice.testid("counter")).to_have_text("question 1/20")
    reply(alice, "no")
    expect(bob.testid("counter")).to_have_text("question 2/20")
    expect(bob.testid("msg-3").get_by_test_id("number")).to_have_text("2")

    alice.testid("mute-2").click()  # the host mutes Carol, then thinks better of it
    expect(carol.testid("muted-you")).to_be_visible()
    expect(carol.testid("compose-input")).to_have_count(0)
    alice.testid("unmute-2").click()
    expect(carol.testid("compose-input")).to_be_visible()

    alice.page.reload()  # the answer survives a reload of the host's tab
    expect(alice.testid("kept-answer")).to_contain_text(f"{ANSWER} ({READING})")

    post(carol, "guess", "東京 タワー")  # right, spelled with a space: the host says yes (R8, R9)
    sent(carol, "東京 タワー")
    reply(alice, "yes")
    expect(carol.table).to_have_attribute("data-step", "reveal")
    expect(bob.testid("wait-reveal")).to_be_visible()
    expect(alice.testid("reveal-answer")).to_have_value(ANSWER)  # prefilled from this browser (R10)
    expect(alice.testid("reveal-reading")).to_have_value(READING)
    expect(alice.testid("reveal-salt")).to_have_value(secret["salt"])
    alice.testid("reveal").click()

    spectator = Player(browser, server)
    spectator.page.goto(f"/#/table/{table_id}")
    lists = []
    for player in (alice, bob, carol, spectator):
        expect(player.table).to_have_attribute("data-check", "verified")
        expect(player.testid("verification")).to_have_text("✔ verified")
        expect(player.testid("headline")).to_have_text("★ The askers win")
        expect(player.testid("result-reason")).to_have_text(f"{'You' if player is carol else 'Carol'} guessed it.")
        expect(player.testid("revealed-answer")).to_have_text(ANSWER)
        expect(player.testid("audit").locator("li")).to_have_count(1)  # Carol's guess, spelled like the answer (R12)
        expect(player.testid("download-record")).to_be_visible()
        lists.append(record_shown(player))
    assert len(lists[0]) == 5 and all(rows == lists[0] for rows in lists[1:]), lists  # the same record everywhere
    expect(spectator.testid("spectator")).to_be_visible()
    expect(spectator.page.locator("[data-testid=table] textarea, [data-testid=table] input")).to_have_count(0)

    carol.testid("lang-ja").click()
    expect(carol.testid("verification")).to_have_text("✔ 検証済み")
    expect(carol.testid("headline")).to_have_text("★ 解答者の勝ち")
    assert carol.page.evaluate("import('/games/twentyq/labels.js').then((m) => m.missingKeys())") == {"ja": [], "en": []}
    record = alice.page.request.get(f"/api/tables/{table_id}/record").json()
    assert [move["move"]["type"] for move in record["moves"]][:1] == ["commit"]
    assert record["moves"][-1]["move"]["salt"] == secret["salt"]
    spectator.testid("watch-replay").click()  # the finished room's replay, at its last step, checks the reveal too
    spectator.page.goto(f"/#/replay/{table_id}?step={len(record['moves'])}")
    stage = spectator.testid("replay-stage")
    expect(stage.get_by_test_id("verification")).to_have_text("✔ verified")
    assert record_shown(spectator) == lists[0]
    for player in (alice, bob, carol, spectator):
        player.close()


# -- hostile text and a tampered reveal -----------------------------------------------------------


def tamper_reveal(route: WebSocketRoute) -> None:
    """Pass the table's socket through, changing the revealed salt on its way to the page; the
    server's own `verified` is left saying true, so only the browser's check can catch it."""
    upstream = route.connect_to_server()

    def to_page(message: str | bytes) -> None:
        data = json.loads(message)
        reveal = (data.get("view") or {}).get("reveal")
        if reveal:
            reveal["salt"] = "0" * 32
        route.send(json.dumps(data))

    upstream.on_message(to_page)


def test_hostile_text_is_refused_with_the_reason_and_a_tampered_reveal_is_caught(browser: Browser, server: str) -> None:  # noqa: F811
    """Text rules (the shared format): 1 MB and control characters refused by the server, its
    reason shown and the draft kept; TWENTYQ-R11: the asker's browser sees a salt that does not
    match and says so, while the host's, with the true salt, verifies."""
    alice = Player(browser, server)
    table_id = create_room(alice, ["me", "open"], {"question_limit": "5"})
    bob = Player(browser, server, viewport=PHONE)
    bob.page.route_web_socket(re.compile(r"/ws/tables/"), tamper_reveal)
    join(bob, "Bob", table_id, 1, by_lobby=False)
    alice.testid("answer-input").fill("a" * 101)  # the server would refuse it at the reveal: not committed to
    expect(alice.testid("answer-problem")).to_have_text("more than 100 characters")
    expect(alice.testid("commit")).to_be_disabled()
    commit(alice, ANSWER, "")

    huge = "x" * 1_000_000  # 1 MB: under the socket's frame limit, far over the server's message limit
    bob.testid("tab-question").click()
    typed = "(el, text) => { el.value = text; el.dispatchEvent(new Event('input', { bubbles: true })); }"
    bob.testid("compose-input").evaluate(typed, huge)
    expect(bob.testid("compose-count")).to_have_class(re.compile("over"))
    bob.testid("send").click()
    expect(bob.testid("hint")).to_have_text("the request is too large")
    post(bob, "question", "bell\x07ring")
    expect(bob.testid("hint")).to_have_text("a question cannot contain the control character U+0007")
    expect(bob.testid("compose-input")).to_have_value("bell\x07ring")  # kept, to be fixed
    post(bob, "chat", "\u202egnp.exe")
    expect(bob.testid("hint")).to_have_text("a chat message cannot contain the control character U+202E")
    expect(alice.testid("no-pending")).to_be_visible()  # nothing reached the room
    expect(bob.testid("messages")).to_have_text("Nothing asked yet.")

    post(bob, "guess", "Tokyo Tower")
    sent(bob, "Tokyo Tower")
    reply(alice, "yes")
    alice.testid("reveal").click()
    expect(alice.testid("verification")).to_have_text("✔ verified")
    expect(bob.table).to_have_attribute("data-check", "mismatch")
    expect(bob.testid("verification")).to_have_text("✘ the answer does not match the commitment")
    expect(bob.testid("revealed-salt")).to_have_text("0" * 32)
    bob.testid("lang-ja").click()
    expect(bob.testid("verification")).to_have_text("✘ 答えがコミットメントと一致しません")
    bob.forgive("status of 4")  # none expected; a refused request would be named here
    alice.close()
    bob.close()


# -- alone against the bot host -------------------------------------------------------------------


def test_a_person_alone_plays_the_bot_host_from_its_menu_to_the_reveal(browser: Browser, server: str) -> None:  # noqa: F811
    """host=bot: the secret comes from the catalogue and its bot answers the menu (TWENTYQ-R6, TWENTYQ-R7, TWENTYQ-R8, TWENTYQ-R9);
    the menu is grouped and in the reader's language; the bot reveals and the browser verifies."""
    dan = Player(browser, server, viewport=PHONE)
    create_room(dan, ["normal", "me"], {"host": "bot", "question_limit": "5"})
    expect(dan.table).to_have_attribute("data-step", "ask")
    expect(dan.testid("commitment")).to_have_attribute("data-hex", re.compile(r"^[0-9a-f]{64}$"))
    menu = dan.testid("menu-select")
    groups = {question.group for question in CATALOGUE.questions}
    expect(menu.locator("optgroup")).to_have_count(len(groups))
    first = CATALOGUE.questions[0]
    for count in range(1, 4):  # three menu questions, each answered by the bot at once
        menu.select_option(index=1)
        dan.testid("menu-ask").click()
        expect(dan.testid("counter")).to_have_text(f"question {count}/5")
    expect(dan.testid("msg-0").get_by_test_id("text")).to_have_text(first.text.en)
    expect(menu.locator(f"option[value={first.id}]")).to_have_count(0)  # asked: gone from the menu
    dan.testid("lang-ja").click()
    expect(dan.testid("msg-0").get_by_test_id("text")).to_have_text(first.text.ja)
    expect(menu.locator("optgroup").first).to_have_attribute("label", "種類")
    assert dan.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # long questions stay inside a phone
    dan.testid("lang-en").click()

    for count, guess in ((4, "a unicorn"), (5, "a flying saucer")):  # nothing in the catalogue: no, counted
        post(dan, "guess", guess)
        expect(dan.testid("counter")).to_have_text(f"question {count}/5")
    expect(dan.testid("headline")).to_have_text("★ The host wins")
    expect(dan.testid("verification")).to_have_text("✔ verified")
    answer = dan.testid("revealed-answer").inner_text()
    assert any(answer == item.answer for item in CATALOGUE.items)
    dan.close()


# -- the hashing itself -----------------------------------------------------------------------------


def test_the_commitment_is_the_same_with_crypto_subtle_and_the_fallback(browser: Browser, server: str) -> None:  # noqa: F811
    """TWENTYQ-R2: the fallback SHA-256 (pages without a secure context) agrees with crypto.subtle
    and with Python's hashlib, across block boundaries and in Japanese; salts are fresh."""
    visitor = Player(browser, server)
    visitor.page.goto("/")
    answers = ["", "a", "x" * 40, "y" * 41, "z" * 105, ANSWER, "🗼 Tokyo Tower / 東京タワー", "e\u0301"]
    salt = "0123456789abcdef" * 2
    result = visitor.page.evaluate(
        """async ([answers, salt]) => {
          const { commitmentOf, newSalt } = await import('/games/twentyq/commitment.js');
          const { sha256 } = await import('/games/twentyq/sha256.js');
          const rows = [];
          for (const answer of answers) rows.push([await commitmentOf(answer, salt), await commitmentOf(answer, salt, null)]);
          const empty = Array.from(sha256(new Uint8Array(0)), (b) => b.toString(16).padStart(2, '0')).join('');
          return { rows, salts: [newSalt(), newSalt()], empty };
        }""",
        [answers, salt],
    )
    assert result["empty"] == hashlib.sha256(b"").hexdigest()
    for answer, (subtle, fallback) in zip(answers, result["rows"], strict=True):
        assert subtle == fallback == commitment(answer.replace("e\u0301", "\u00e9"), salt), answer  # NFC first
    first, second = result["salts"]
    assert first != second and all(re.fullmatch(r"[0-9a-f]{32}", s) for s in (first, second))
    visitor.close()


# -- the clock, over a local transport --------------------------------------------------------------


def room_at(started_ms: int) -> TwentyQState:
    """A 3-seat room whose host committed, answered Bob's question and then went quiet, stamped from ``started_ms``."""
    state = GAME.start(3, {}, 1)
    moves = [
        (0, {"type": "commit", "commitment": commitment(ANSWER, "ab" * 16)}),
        (1, {"type": "question", "text": "Is it alive?"}),
        (0, {"type": "reply", "to": 0, "reply": "no"}),
    ]
    for step, (seat, move) in enumerate(moves):
        GAME.play(state, seat, GAME.stamp(GAME.parse_move(move), started_ms + 1000 * step))
    return state


def test_time_opens_retire_time_up_extend_and_abandon_by_the_browsers_clock(browser: Browser, server: str) -> None:  # noqa: F811
    """TWENTYQ-R13 retire after the host's presence, R14 time up after the limit and the extension
    vote in its last hour, R15 the vote that the host has left after the idle timeout: buttons
    appear by this browser's clock against the server's stamps, and send their moves."""
    now = int(time.time() * 1000)
    player = Player(browser, server, viewport=PHONE)
    fresh = room_at(now - 60_000)
    show_view(player, GAME.view(fresh, 1), seat=1)
    expect(player.table).to_have_attribute("data-to-act", ",".join(map(str, sorted(GAME.to_act(fresh)))))
    expect(player.testid("time-left")).to_have_text("5 h 59 min left")
    expect(player.testid("prompt-time")).to_have_count(0)
    show_view(player, GAME.view(fresh, 0), seat=0)
    expect(player.testid("prompt-time")).to_have_count(0)  # two hours from the first reply first

    old = room_at(now - 7 * 3_600_000)  # 7 hours ago: past the 6-hour limit, the presence and the idle timeout
    show_view(player, GAME.view(old, 0), seat=0)
    expect(player.testid("prompt-time").locator("button")).to_have_text(["Retire", "Time is up", "Vote to extend (0 voted)"])
    show_view(player, GAME.view(old, 1), seat=1)
    expect(player.testid("prompt-time").locator("button")).to_have_text(
        ["Time is up", "Vote to extend (0 voted)", "The host has left (0 voted)"]
    )
    player.testid("time-abandon").click()
    assert [message["move"] for message in player.page.evaluate("window.sent")] == [{"type": "abandon"}]
    player.close()


# -- what an asker reads under a bot host, refusals, the clock in Japanese (issue 36) ---------------


def bot_room_view(seat: int = 1) -> dict:
    """A 2-seat bot-hosted room where seat 1 typed a question the bot declined with its note."""
    state = GAME.start(2, {"host": "bot"}, 0, {"item": "dog", "salt": "ab" * 16})
    GAME.play(state, 1, GAME.parse_move({"type": "question", "text": "Does it bark at the postman?"}))
    GAME.play(state, 0, GAME.parse_move({"type": "reply", "to": 0, "reply": "declined", "note": DECLINE_NOTE}))
    return GAME.view(state, seat)


def test_under_a_bot_host_an_asker_asks_from_the_menu_and_types_only_guesses_and_chat(browser: Browser, server: str) -> None:  # noqa: F811
    """TWENTYQ-R5, TWENTYQ-R6: the bot host answers menu questions and guesses, so the question an asker
    is offered first is the menu; free text only where it is read (a guess by name, chat)."""
    player = Player(browser, server, viewport=PHONE)
    show_view(player, bot_room_view(), seat=1)
    expect(player.testid("tab-question")).to_have_attribute("aria-selected", "true")
    expect(player.testid("menu-select")).to_be_visible()
    expect(player.testid("compose-input")).to_have_count(0)  # no typed question for the bot to decline
    player.testid("tab-guess").click()
    expect(player.testid("compose-input")).to_be_visible()
    expect(player.testid("menu-select")).to_have_count(0)
    player.testid("tab-chat").click()
    expect(player.testid("compose-input")).to_be_visible()
    player.testid("tab-question").click()
    player.testid("menu-select").select_option(index=1)
    player.testid("menu-ask").click()
    assert [message["move"] for message in player.page.evaluate("window.sent")] == [{"type": "question", "menu": CATALOGUE.questions[0].id}]
    player.close()


def test_a_bot_hosts_note_is_read_in_the_readers_language_only(browser: Browser, server: str) -> None:  # noqa: F811
    """TWENTYQ-R6: the declined question's note, written by the bot in both languages, shows one."""
    player = Player(browser, server)
    show_view(player, bot_room_view(), seat=1)
    note = player.testid("msg-0").get_by_test_id("note")
    expect(note).to_have_text("↳ I answer menu questions and guesses only")
    player.testid("lang-ja").click()
    expect(note).to_have_text("↳ メニューの質問と推測にだけ答えます")
    player.close()


def chat_as_retire(route: WebSocketRoute) -> None:
    """Pass the table's socket through, turning the page's chat moves into an asker's retire, which the
    server refuses as the host's alone (TWENTYQ-R1)."""
    upstream = route.connect_to_server()

    def to_server(message: str | bytes) -> None:
        data = json.loads(message)
        if data.get("type") == "move" and data["move"]["type"] == "chat":
            data["move"] = {"type": "retire"}
        upstream.send(json.dumps(data))

    route.on_message(to_server)


def test_a_refusal_shows_its_words_and_a_rule_link_never_the_rule_id(browser: Browser, server: str) -> None:  # noqa: F811
    """A move the server refuses: its reason in the reader's language, the rule it cites
    (TWENTYQ-R1) a small link to the rules page with the ID in its title, never in the words."""
    dan = Player(browser, server)
    dan.page.route_web_socket(re.compile(r"/ws/tables/"), chat_as_retire)
    create_room(dan, ["normal", "me"], {"host": "bot"})
    hint = dan.testid("hint")
    for lang, reason, rule in (("en", "only the host may do this", "Rule"), ("ja", "これは出題者だけができます", "ルール")):
        dan.testid(f"lang-{lang}").click()
        post(dan, "chat", "hello")
        expect(hint).to_contain_text(reason)
        link = hint.get_by_test_id("rule-link")
        expect(link).to_have_text(rule)
        expect(link).to_have_attribute("href", "#/help/twentyq")
        expect(link).to_have_attribute("title", "TWENTYQ-R1")
        assert not re.search(r"-R\d", hint.inner_text()), hint.inner_text()
    dan.close()


def test_the_time_left_reads_in_the_readers_language(browser: Browser, server: str) -> None:  # noqa: F811
    """TWENTYQ-R14: a room of six hours shows "5 h 59 min left", in Japanese "残り5時間59分"."""
    player = Player(browser, server)
    show_view(player, GAME.view(room_at(int(time.time() * 1000) - 60_000), 1), seat=1)
    expect(player.testid("time-left")).to_have_text("5 h 59 min left")
    player.testid("lang-ja").click()
    expect(player.testid("time-left")).to_have_text("残り5時間59分")
    player.close()
