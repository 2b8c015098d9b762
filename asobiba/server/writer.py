"""The move log's writer, apart from the hall: it only ever waits on the database."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from asobiba.store import Store
from asobiba.store.db import Fence, MoveEntry

Entry = tuple[MoveEntry, Fence | None, asyncio.Future[None]]


class MoveWriter:
    """Group commit: moves waiting while a transaction runs go together in the next one."""

    def __init__(self, store: Store, run: Callable[..., Any]) -> None:
        self.store = store
        self.run = run
        self.queue: asyncio.Queue[Entry] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.create_task(self._loop())

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()

    async def commit(self, entry: MoveEntry, fence: Fence | None = None) -> None:
        """Wait until the move ``entry`` is in the log (Store.append_moves); with an outcome it ends
        the game, and the table is finished with it.
        ``fence``: the table's lease this process must still hold (store/leases.py), else LeaseLost."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.queue.put_nowait((entry, fence, done))
        await done

    async def _loop(self) -> None:
        while True:
            batch = [await self.queue.get()]
            while not self.queue.empty():
                batch.append(self.queue.get_nowait())
            try:
                await self.run(self.store.append_moves, [row for row, _, _ in batch], fences(batch))
                results: list[BaseException | None] = [None] * len(batch)
            except Exception:
                # One bad row fails the whole batch: commit each alone to fail only it.
                results = []
                for entry in batch:
                    try:
                        await self.run(self.store.append_moves, [entry[0]], fences([entry]))
                        results.append(None)
                    except Exception as error:
                        results.append(error)
            for (_, _, done), failure in zip(batch, results, strict=True):
                if not done.done():
                    done.set_exception(failure) if failure else done.set_result(None)


def fences(batch: list[Entry]) -> dict[str, Fence]:
    return {row[0]: fence for row, fence, _ in batch if fence is not None}
