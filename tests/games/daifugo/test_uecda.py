"""The UECda protocol both ways (asobiba/games/daifugo/uecda*.py): our server against a client
written from the protocol description and against our own client, refusals (DAIFUGO-R34), a
silent client replaced, and the match kept as a record that replays."""

from __future__ import annotations

import queue
import threading

from asobiba.core.record import Record, replay
from asobiba.games.daifugo.cards import JOKER, card
from asobiba.games.daifugo.moves import PASS, Play
from asobiba.games.daifugo.uecda import REFUSED, empty, pack, play_table, read_play, unpack
from asobiba.games.daifugo.uecda_client import play
from asobiba.games.daifugo.uecda_server import UecdaTable, serve
from asobiba.store.db import Store

from .scripted_uecda import Scripted

UECDA = {"preset": "uecda"}


def start_server(table: UecdaTable, clients: int) -> tuple[threading.Thread, int]:
    ports: queue.Queue[int] = queue.Queue()
    thread = threading.Thread(target=serve, args=(0, clients, table), kwargs={"ready": ports.put, "timeout": 5.0}, daemon=True)
    thread.start()
    return thread, ports.get(timeout=10)


def test_tables_round_trip_and_plays_read_back():
    run = Play((card(3, 0), card(4, 0), JOKER), (card(5, 0),))  # ♠5 ♠6 and a Joker as ♠7
    assert read_play(unpack(pack(play_table(run))), [JOKER]) == run
    assert read_play(play_table(Play((JOKER,))), [JOKER]) == Play((JOKER,))
    assert read_play(empty(), []) == PASS
    broken = empty()
    broken[2][3] = 5
    assert read_play(broken, []) is None


def test_a_scripted_client_plays_a_match_and_is_refused_as_the_rules_say_DAIFUGO_R34(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'uecda.db'}")
    store.migrate()
    logged: list[str] = []
    table = UecdaTable({**UECDA, "games": 3}, seed=11, level="random", store=store, log=logged.append)
    thread, port = start_server(table, 1)
    client = Scripted(misbehave=True)
    client.run(port)
    thread.join(10)
    assert client.games == 3 and client.turns > 0
    assert client.answers[0] == REFUSED and REFUSED not in client.answers[1:]  # refused once, then plays on
    assert any("refused" in line for line in logged)
    if client.exchanges:
        assert any("strongest go instead" in line for line in logged)
    info = store.table(table.table_id)
    assert info is not None and info.status == "finished" and info.players[0].name == "UECda: scripted"
    record = Record("daifugo", 5, info.seed, info.options, moves=info.moves, version=1)
    game, state = replay(record)
    assert game.outcome(state).to_json() == info.outcome


def test_our_client_plays_our_server_without_a_refusal():
    """The heuristic and the search as clients: the search plays its games to the end on the
    state the client rebuilds, so the rebuilt state must know who went out already."""
    logged: list[str] = []
    table = UecdaTable({**UECDA, "games": 3}, seed=4, level="random", log=logged.append)
    thread, port = start_server(table, 2)
    played: dict[int, int] = {}
    clients = [
        threading.Thread(
            target=lambda i=i, level=level: played.update({i: play("127.0.0.1", port, level, f"ours{i}", UECDA, seed=i, log=logged.append)})
        )
        for i, level in enumerate(("normal", "hard"))
    ]
    for client in clients:
        client.start()
    for client in clients:
        client.join(60)
    thread.join(10)
    assert played == {0: 3, 1: 3}
    assert not [line for line in logged if "refused" in line or "instead" in line]


def test_a_silent_client_is_replaced_by_a_bot():
    import socket

    from asobiba.games.daifugo.uecda import profile

    logged: list[str] = []
    table = UecdaTable({**UECDA, "games": 1}, seed=2, level="random", log=logged.append)
    ports: queue.Queue[int] = queue.Queue()
    thread = threading.Thread(target=serve, args=(0, 1, table), kwargs={"ready": ports.put, "timeout": 0.3}, daemon=True)
    thread.start()
    with socket.create_connection(("127.0.0.1", ports.get(timeout=10))) as connection:
        connection.sendall(pack(profile("mute")))
        thread.join(30)  # it never answers: the match goes on without it
    assert not thread.is_alive()
    assert any("is gone" in line for line in logged)
