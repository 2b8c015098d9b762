"""The UECda protocol both ways (asobiba/games/daifugo/interop/uecda*.py), each side tested against the
reference server tndhms's behaviour as rules/uecda-protocol.md sets it out, not against the other:
our server against clients written from that text (scripted_uecda.py), our client against a
server written from it (tndhms_server.py). Steps are cited as "per turn 4" and the like."""

from __future__ import annotations

import queue
import socket
import threading
from collections.abc import Callable
from typing import Any

import pytest

from asobiba.core.record import Record, replay
from asobiba.games.daifugo import GAME
from asobiba.games.daifugo.cards import JOKER, card
from asobiba.games.daifugo.interop.uecda import ACCEPTED, REFUSED, empty, pack, play_table, profile, read_play, unpack
from asobiba.games.daifugo.interop.uecda_client import Replica, play
from asobiba.games.daifugo.interop.uecda_server import UecdaTable, serve
from asobiba.games.daifugo.moves import PASS, Play
from asobiba.store.db import Store

from .scripted_uecda import Scripted, blank, cards_in, table_of
from .tndhms_server import Tndhms

UECDA = {"preset": "uecda"}
WAIT = 300.0  # seconds a whole match may take on a loaded machine; nothing waits this long unless something hangs
RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]


def cell(name: str) -> tuple[int, int]:
    """The (row, column) of a card named like 'S8', written from the protocol's layout."""
    return "SHDC".index(name[0]), RANKS.index(name[1:]) + 1


class Running:
    """A thread whose exception the test sees when it joins."""

    def __init__(self, target: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        self.error: BaseException | None = None
        self.result: Any = None
        self.thread = threading.Thread(target=self._run, args=(target, args, kwargs), daemon=True)
        self.thread.start()

    def _run(self, target: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        try:
            self.result = target(*args, **kwargs)
        except BaseException as error:  # handed to the test in join
            self.error = error

    def join(self, timeout: float = WAIT) -> Any:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "still running"
        if self.error is not None:
            raise self.error
        return self.result


def start_server(table: UecdaTable, clients: int, **kwargs: Any) -> tuple[Running, int]:
    ports: queue.Queue[int] = queue.Queue()
    server = Running(serve, 0, clients, table, ready=ports.put, **{"timeout": 60.0, **kwargs})
    return server, ports.get(timeout=10)


def play_match(table: UecdaTable, clients: list[Scripted]) -> None:
    server, port = start_server(table, len(clients))
    running = [Running(client.run, port) for client in clients]
    for each in running:
        each.join()
    server.join()


def fixed(*hands: list[str], games: int = 1) -> UecdaTable:
    return UecdaTable({**UECDA, "games": games}, seed=3, level="random", log=lambda _: None, setup={"deals": [list(hands)]})


SMALL_DEAL = (
    ["D3", "S8", "S4", "H6"],
    ["H3", "H4", "H5", "H7"],
    ["C3", "C4", "C5", "C7"],
    ["S5", "S6", "S7", "S9"],
    ["D4", "D5", "D6", "D7"],
)


# -- tables --------------------------------------------------------------------------------------


def test_tables_round_trip_and_plays_read_back():
    run = Play((card(3, 0), card(4, 0), JOKER), (card(5, 0),))  # ♠5 ♠6 and a Joker as ♠7
    assert read_play(unpack(pack(play_table(run))), [JOKER]) == run
    assert read_play(play_table(Play((JOKER,))), [JOKER]) == Play((JOKER,))
    assert read_play(empty(), []) == PASS
    broken = empty()
    broken[2][3] = 5
    assert read_play(broken, []) is None


@pytest.mark.rule("DAIFUGO-R30")
def test_a_five_card_group_is_read_with_its_joker_in_row_4_DAIFUGO_R4():
    """Table layout: row 4 holds the fifth card of a group of the four suits (suit mask 31)."""
    fives = [card(3, s) for s in range(4)]
    group = table_of([cell(name) for name in ("S5", "H5", "D5", "C5")])
    group[4][3] = 2
    assert read_play(group, [JOKER]) == Play((*fives, JOKER))
    assert play_table(Play((*fives, JOKER))) == group
    alone = empty()
    alone[4][3] = 2  # a Joker in row 4 alone is no play
    short = table_of([cell("S5"), cell("H5")])
    short[4][3] = 2  # nor beside fewer than four suits
    assert read_play(alone, [JOKER]) is None and read_play(short, [JOKER]) is None


# -- our server against clients written from the protocol -----------------------------------------


@pytest.mark.rule("DAIFUGO-R13")
@pytest.mark.rule("DAIFUGO-R28")
def test_the_field_table_shows_the_play_that_cut_the_table_per_turn_4():
    """P1: after an 8-cut the field table still shows the 8, names its player and says the table is
    not empty; the next hand table shows the flush and the same player leading again."""
    client = Scripted(script=[table_of([cell("S8")])])
    play_match(fixed(*SMALL_DEAL), [client])
    assert client.answers[0] == (True, False, ACCEPTED)
    cut, after = client.fields[0], client.hands[1]
    assert cut[:5] == table_of([cell("S8")])[:5]
    assert (cut[5][3], cut[5][4], cut[6][0]) == (0, 0, 3)
    assert (after[5][2], after[5][3], after[5][4]) == (1, 0, 1)


def test_scripted_clients_play_whole_matches_with_exchanges_and_flushes():
    """P1, P2, P4 over whole matches: five clients, seven games (exchanges from the second, seats
    changed at the fourth and seventh); every promise each client checks is kept."""
    clients = [Scripted(name=f"scripted{i}") for i in range(5)]
    play_match(UecdaTable({**UECDA, "games": 7}, seed=5, level="random", log=lambda _: None), clients)
    assert [client.games for client in clients] == [7] * 5 and [client.ended for client in clients] == [2] * 5
    assert [complaint for client in clients for complaint in client.complaints] == []
    assert sum(client.exchanges for client in clients) == 2 * 6  # the Daifugō and the Fugō, games 2–7
    assert min(client.flushes for client in clients) > 0


def test_scripted_clients_and_our_bots_play_a_whole_match():
    """The same promises with our bots at the table: they play groups, sequences, the Joker, revolutions."""
    clients = [Scripted(name=f"scripted{i}") for i in range(2)]
    play_match(UecdaTable({**UECDA, "games": 7}, seed=8, level="normal", log=lambda _: None), clients)
    assert [client.games for client in clients] == [7, 7]
    assert [complaint for client in clients for complaint in client.complaints] == []
    assert min(client.flushes for client in clients) > 0


@pytest.mark.rule("DAIFUGO-R10")
@pytest.mark.rule("DAIFUGO-R32")
def test_the_first_table_of_an_exchange_game_counts_the_cards_as_dealt_per_game_3():
    """P2: the Daifugō and Fugō hold the tribute, the Hinmin and Daihinmin still show what they gave,
    and row 6 counts the cards as dealt."""
    clients = [Scripted(name=f"scripted{i}") for i in range(5)]
    play_match(UecdaTable({**UECDA, "games": 2}, seed=6, level="random", log=lambda _: None), clients)
    firsts = {client.player: client.firsts[1] for client in clients}
    classes = firsts[0][6][5:10]
    daifugo, daihinmin = classes.index(0), classes.index(4)
    assert firsts[daifugo][5][1] == 2 and cards_in(firsts[daifugo]) == firsts[daifugo][6][daifugo] + 2
    assert sorted(firsts[0][6][:5]) == [10, 10, 11, 11, 11]  # 53 cards dealt one at a time
    assert not [c for client in clients for c in client.complaints if "first table" in c]
    assert daihinmin != daifugo


@pytest.mark.rule("DAIFUGO-R33")
@pytest.mark.rule("DAIFUGO-R34")
def test_a_pass_on_a_play_is_answered_8_and_on_an_empty_table_9_per_turn_3():
    """P4: tndhms answers 9 to a play it takes and to a pass on an empty table, 8 to a pass on a play."""
    client = Scripted(script=[blank()])  # it passes its first lead
    play_match(fixed(*SMALL_DEAL), [client])
    assert client.answers[0] == (True, True, ACCEPTED)
    passes_on_plays = [answer for empty_table, passed, answer in client.answers if passed and not empty_table]
    assert passes_on_plays and set(passes_on_plays) == {REFUSED}


def five_group() -> list[list[int]]:
    group = table_of([cell(name) for name in ("S5", "H5", "D5", "C5")])
    group[4][3] = 2
    return group


FIVES_DEAL = (
    ["D3", "S5", "H5", "D5", "C5", "JK"],
    ["H3", "H4", "H6", "H7"],
    ["C3", "C4", "C6", "C7"],
    ["S6", "S7", "S9"],
    ["D4", "D6", "D7"],
)


@pytest.mark.rule("DAIFUGO-R30")
def test_a_five_card_group_is_taken_whole_with_its_joker_DAIFUGO_R4():
    """P5: a group of the four suits and the Joker (row 4, suit mask 31) is a play tndhms takes: the
    field shows it as sent and the hand loses all five cards, never four with the Joker kept."""
    client = Scripted(script=[five_group()])
    play_match(fixed(*FIVES_DEAL), [client])
    assert client.answers[0] == (True, False, ACCEPTED)
    assert client.fields[0][:5] == five_group()[:5]
    after = client.hands[1]
    assert [after[row][3] for row in range(4)] + [after[4][1]] == [0, 0, 0, 0, 0]


@pytest.mark.rule("DAIFUGO-R34")
def test_a_scripted_client_is_refused_as_the_rules_say_and_the_match_is_kept(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'uecda.db'}")
    store.migrate()
    logged: list[str] = []
    table = UecdaTable({**UECDA, "games": 3}, seed=11, level="random", store=store, log=logged.append)
    client = Scripted(script=[table_of([(0, 0)], 1)], bad_exchange=True)  # a 1 outside the cards
    play_match(table, [client])
    assert client.games == 3 and client.answers[0][2] == REFUSED
    assert REFUSED not in [answer for _, passed, answer in client.answers[1:] if not passed]  # refused once, then plays on
    assert any("refused" in line for line in logged)
    if client.exchanges:
        assert any("strongest go instead" in line for line in logged)
    info = store.table(table.table_id)
    assert info is not None and info.status == "finished" and info.players[0].name == "UECda: scripted"
    record = Record("daifugo", 5, info.seed, info.options, moves=info.moves, version=GAME.version)
    game, state = replay(record)
    assert game.outcome(state).to_json() == info.outcome


@pytest.mark.rule("DAIFUGO-R8")
def test_a_refused_first_lead_that_must_show_the_diamond_3_is_played_by_a_bot_DAIFUGO_R8():
    """rules/daifugo.md §5.1: with first_lead_must_include the ♦3 holder may not pass the first lead,
    so a refused submission there cannot count as a pass: a bot plays that lead and the match goes on."""
    logged: list[str] = []
    options = {**UECDA, "games": 1, "first_lead_must_include": "on"}
    table = UecdaTable(options, seed=3, level="random", log=logged.append, setup={"deals": [list(SMALL_DEAL)]})
    client = Scripted(script=[table_of([(0, 0)], 1)])  # a 1 outside the cards
    play_match(table, [client])
    assert client.answers[0] == (True, False, REFUSED) and client.games == 1
    assert any("a bot plays this lead" in line for line in logged)
    assert client.fields[0][5][3] == client.player and cards_in(client.fields[0]) > 0  # the lead was played for it


@pytest.mark.rule("DAIFUGO-R19")
@pytest.mark.rule("DAIFUGO-H1")
def test_seven_passes_and_ten_discards_are_made_for_clients_the_protocol_cannot_ask(tmp_path):
    """House rules outside the UECda rules: the protocol has no message for a seven-pass or a
    ten-discard, so the server makes them with the weakest cards and the clients play on."""
    store = Store(f"sqlite:///{tmp_path / 'uecda.db'}")
    store.migrate()
    options = {**UECDA, "games": 3, "seven_pass": "on", "ten_discard": "on"}
    table = UecdaTable(options, seed=4, level="random", store=store, log=lambda _: None)
    clients = [Scripted(name=f"scripted{i}") for i in range(5)]
    play_match(table, clients)
    assert [client.games for client in clients] == [3] * 5
    info = store.table(table.table_id)
    assert info is not None and info.status == "finished"
    kinds = {move["type"] for _, move in info.moves}
    assert {"give", "discard"} <= kinds


def test_a_table_of_two_jokers_is_refused_before_any_client_is_seated():
    """The protocol writes a Joker as a 2 and reads one at most (per turn 2): two cannot be played."""
    with pytest.raises(ValueError, match="one Joker"):
        UecdaTable({**UECDA, "jokers": "two"}, seed=1)


def test_connections_without_a_profile_do_not_stop_the_server_handshake_1():
    """P3: a connection closed before its profile, one that stays silent and one of another protocol
    are dropped, and the server seats the next client."""
    logged: list[str] = []
    table = UecdaTable({**UECDA, "games": 1}, seed=2, level="random", log=logged.append)
    server, port = start_server(table, 1, profile_wait=0.5)
    socket.create_connection(("127.0.0.1", port)).close()
    with socket.create_connection(("127.0.0.1", port)) as silent:
        silent.settimeout(10)
        assert silent.recv(4) == b""  # the server closes it after its wait for a profile
    with socket.create_connection(("127.0.0.1", port)) as other:
        other.settimeout(10)
        old = profile("old")
        old[0][0] = 20060
        other.sendall(pack(old))
        assert other.recv(4) == b""
    client = Scripted()
    Running(client.run, port).join()
    server.join()
    assert client.player == 0 and client.games == 1 and client.complaints == []
    assert sum("sent no profile" in line for line in logged) == 2 and any("speaks protocol 20060" in line for line in logged)


def test_a_silent_client_is_replaced_by_a_bot():
    logged: list[str] = []
    table = UecdaTable({**UECDA, "games": 1}, seed=2, level="random", log=logged.append)
    server, port = start_server(table, 1, timeout=0.3)
    with socket.create_connection(("127.0.0.1", port)) as connection:
        connection.sendall(pack(profile("mute")))
        server.join()  # it never answers: the match goes on without it
    assert any("is gone" in line for line in logged)


# -- our client against a server written from the protocol ----------------------------------------


@pytest.mark.rule("DAIFUGO-R13")
def test_the_replica_learns_a_flush_from_the_next_hand_table_per_turn_4():
    """P6: tndhms's field table after an 8-cut still shows the 8; the next hand table's empty-table
    flag is what says the table was cleared, and the player on turn leads."""
    replica = Replica(0, UECDA)
    first = table_of([cell(name) for name in ("D3", "S4", "H6", "C9")])
    first[5][0], first[5][3], first[6][:5] = 1, 6, [4, 4, 4, 4, 4]
    replica.new_game(first)
    hand = [row[:] for row in first]
    hand[5][:5] = [0, 0, 0, 1, 1]
    replica.turn_table(hand)
    field = table_of([cell("S8")])
    field[5][3], field[6][:5] = 1, [4, 3, 4, 4, 4]
    replica.after_turn(field)
    hand[5][:5] = [0, 0, 1, 0, 1]  # the field was cleared: player 0 leads
    hand[6][:5] = [4, 3, 4, 4, 4]
    replica.turn_table(hand)
    state = replica.state()
    assert state.table is None and card(6, 0) in state.played


def run_against_tndhms(level: str, games: int, seed: int) -> tuple[Tndhms, list[Scripted], int]:
    server = Tndhms(games=games, seed=seed)
    ports: queue.Queue[int] = queue.Queue()
    serving = Running(server.serve, ports.put)
    port = ports.get(timeout=10)
    ours = Running(play, "127.0.0.1", port, level, "asobiba", UECDA, seed, lambda _: None)
    others = [Scripted(name=f"scripted{i}") for i in range(4)]
    running = [Running(client.run, port) for client in others]
    played = ours.join()
    for each in running:
        each.join()
    serving.join()
    return server, others, played


@pytest.mark.rule("DAIFUGO-R28")
def test_our_client_leads_after_every_flush_of_a_tndhms_server():
    """P6: against a server that behaves as tndhms, our client plays a whole match with exchanges,
    8-cuts and flushes, leads every time the table is empty, and is never refused."""
    server, others, played = run_against_tndhms("normal", games=7, seed=1)
    me = next(player for player in range(5) if player not in {client.player for client in others})
    stats = server.stats
    assert played == 7 and stats["games"] == 7
    assert stats[f"leads {me}"] > 0 and stats[f"passed leads {me}"] == 0 and stats[f"refused {me}"] == 0
    assert stats["exchanges"] == 6 and stats["flushes"] > 0 and stats["8-cuts"] > 0
    assert [complaint for client in others for complaint in client.complaints] == []


def test_our_search_client_plays_a_tndhms_server():
    """The search plays its games to the end on the state the client rebuilds: it must know who went out."""
    server, others, played = run_against_tndhms("hard", games=2, seed=2)
    me = next(player for player in range(5) if player not in {client.player for client in others})
    assert played == 2 and server.stats[f"refused {me}"] == 0 and server.stats[f"passed leads {me}"] == 0
