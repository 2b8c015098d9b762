"""The hall without HTTP: serialized moves, the durable log, stand-in bots."""

from __future__ import annotations

import asyncio
import json

from starlette.testclient import TestClient

from asobiba.server import seating
from asobiba.server.errors import ApiError
from asobiba.server.hall import Hall
from asobiba.store import Store

from .conftest import Player, receive_until


def test_concurrent_moves_on_one_table_are_serialized(db_url: str):
    async def scenario() -> tuple[list, int, int]:
        hall = Hall(Store(db_url), bot_delay=0)
        await hall.open()
        try:
            user = await hall.db(hall.store.create_user, "Ann", None)
            table = await seating.create(hall, user, "tarot", 4, {"deals": 1}, ["me", "open", "open", "open"], 0)
            others = [await hall.db(hall.store.create_user, name, None) for name in ("Bob", "Cy", "Di")]
            for seat, other in enumerate(others, start=1):
                await seating.join(hall, table, other, seat)
            (seat,) = table.game.to_act(table.state)
            moves = [move.to_json() for move in table.game.legal_moves(table.state, seat)[:2]]
            results = await asyncio.gather(*(hall.submit(table, seat, move, 0) for move in moves), return_exceptions=True)
            logged = len((await hall.db(hall.store.table, table.info.id)).moves)
            return results, table.version, logged
        finally:
            await hall.close()
            hall.store.close()

    results, version, logged = asyncio.run(scenario())
    errors = [result for result in results if isinstance(result, ApiError)]
    assert len(errors) == 1 and errors[0].code == "move/stale"
    assert version == logged == 1


def test_after_three_turn_timeouts_the_person_is_marked_away_and_takes_the_seat_back(app_factory):
    """On a real one-second clock (tests/server/test_clock.py moves the clock by hand): the safest move is
    made for Ann three times, then she is marked away; nobody is left to play, so the table waits for her."""
    with TestClient(app_factory()) as client:
        ann = Player(client).guest("Ann")
        data = {"game": "tarot", "seats": 4, "players": ["me", "random", "random", "random"], "turn_timeout": 1}
        table = ann.post("/api/tables", data, expect=201)
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            away = receive_until(ws, lambda m: m["table"]["players"][0]["standin"])
            assert away["table"]["status"] == "adjourned" and away["table"]["players"][0]["timeouts"] == 3
            hall = client.app.state.hall
            moves = client.portal.call(hall.db, hall.store.table, table["id"]).moves
            assert [seat for seat, _ in moves].count(0) == 3  # the three timeout moves: none by a stand-in
            ws.send_text(json.dumps({"type": "reclaim"}))
            back = receive_until(ws, lambda m: not m["table"]["players"][0]["standin"])
            assert back["table"]["players"][0]["kind"] == "human" and back["table"]["status"] == "playing"


def test_a_person_who_lets_the_tichu_bomb_window_pass_answers_no_bomb(db_url: str):
    """docs/tichu.md, "Bomb window": the trick is not held up by a person who holds a bomb."""
    from tests.games.tichu.helpers import PASS, cards, play, start

    class Listener:
        user_id = None
        pace = "normal"

        def __init__(self) -> None:
            self.moved = asyncio.Event()

        def offer(self, text: str) -> bool:
            self.moved.set()
            return True

    async def scenario() -> tuple[bool, list, list]:
        hall = Hall(Store(db_url), bot_delay=0, answer_window=0.01)
        await hall.open()
        try:
            users = [await hall.db(hall.store.create_user, name, None) for name in ("Ann", "Bob", "Cy", "Di")]
            table = await seating.create(hall, users[0], "tichu", 4, {}, ["me", "open", "open", "open"], 0)
            for seat, user in enumerate(users[1:], start=1):
                await seating.join(hall, table, user, seat)
            state = start([["J9", "S9", "P9", "T9"], ["Mahjong", "J3"], [], []])
            play(state, 1, cards("J3"))
            for seat in (2, 3):
                play(state, seat, PASS)
            table.state = state
            hall.schedule(table)
            no_window_mid_trick = table.window is None  # seat 0 is on turn: its own decision
            play(state, 0, PASS)
            listener = Listener()
            table.connections.add(listener)
            hall.schedule(table)
            await asyncio.wait_for(listener.moved.wait(), 5)
            logged = (await hall.db(hall.store.table, table.info.id)).moves
            return no_window_mid_trick, [pile[:] for pile in table.state.won], logged
        finally:
            await hall.close()
            hall.store.close()

    no_window_mid_trick, won, logged = asyncio.run(scenario())
    assert no_window_mid_trick
    assert won[1] and logged[-1][1] == {"type": "no_bomb"} and logged[-1][0] == 0
