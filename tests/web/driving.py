"""Driving a game page as its person would: wait until the page asks, click, wait for the
answer. Shared by the browser tests of games whose tables set ``data-ask``, ``data-pending``
and ``data-version`` (Targi, Dragon Castle)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import expect

if TYPE_CHECKING:
    from tests.web.test_browser import Player

IDLE = "[data-testid=table][data-pending=false]"
READY = """() => {
  const table = document.querySelector('[data-testid=table]');
  return table && table.dataset.pending === 'false' && (table.dataset.ask !== '' || table.dataset.phase === 'over');
}"""
# My move is answered: a new version, or a refusal under the question.
MOVED = """(version) => {
  const table = document.querySelector('[data-testid=table]');
  return document.querySelector('[data-testid=hint].error') !== null || (table && table.dataset.version !== version);
}"""


def sent_moves(player: Player) -> list[dict]:
    return [message["move"] for message in player.page.evaluate("window.sent")]


def play_to_the_end(player: Player, my_move: Callable[[Player], str], limit: int) -> dict[str, int]:
    """Make ``my_move`` whenever asked until the game is over; how often each question came."""
    table = player.table
    asked: dict[str, int] = {}
    for _ in range(limit):
        player.page.wait_for_function(READY)
        if table.get_attribute("data-phase") == "over":
            return asked
        version = table.get_attribute("data-version") or ""
        ask = my_move(player)
        asked[ask] = asked.get(ask, 0) + 1
        player.page.wait_for_function(MOVED, arg=version)
        expect(player.page.locator("[data-testid=hint].error")).to_have_count(0)  # the driver clicks only what is lit
    pytest.fail(f"not over after {limit} of my moves")
