"""Table leases: one owner process per live table when several processes share the database.

A lease is a row (table, owner, generation, expires). Taking one is a compare-and-set on
its generation, so of two processes racing for a table exactly one wins; the owner renews
its leases with a heartbeat; a process that dies loses them when they expire. The move
log's writer calls :func:`fence` in the transaction of each move: a process whose lease
was taken over (a higher generation) or ran out commits nothing. Times are Unix seconds
by each process's clock: a skew only delays a take-over, since fencing never reads a clock
of another process.
"""

from __future__ import annotations

from sqlalchemy import Connection, Engine, insert, or_, select, update
from sqlalchemy.exc import IntegrityError

from asobiba.store.models import GameTable, Lease


class LeaseLost(Exception):
    """The move's table is no longer this process's: nothing was committed."""


class Leases:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def acquire(self, table_id: str, node: str, ttl: float, now: float) -> int | None:
        """Take the table's lease if nobody holds a live one; its new generation, or None."""
        try:
            with self.engine.begin() as connection:
                row = connection.execute(select(Lease.owner, Lease.generation, Lease.expires).where(Lease.table_id == table_id)).first()
                if row is None:
                    connection.execute(insert(Lease).values(table_id=table_id, owner=node, generation=1, expires=now + ttl))
                    return 1
                if row.owner != node and row.expires > now:
                    return None
                taken = connection.execute(
                    update(Lease)
                    .where(Lease.table_id == table_id, Lease.generation == row.generation)
                    .values(owner=node, generation=row.generation + 1, expires=now + ttl)
                )
                return row.generation + 1 if taken.rowcount == 1 else None
        except IntegrityError:  # another process inserted the first lease meanwhile
            return None

    def renew(self, node: str, ttl: float, now: float) -> dict[str, int]:
        """Extend every lease ``node`` still holds; table → generation of each one."""
        with self.engine.begin() as connection:
            held = connection.execute(
                update(Lease).where(Lease.owner == node).values(expires=now + ttl).returning(Lease.table_id, Lease.generation)
            )
            return {table_id: generation for table_id, generation in held}

    def release(self, node: str, table_ids: list[str]) -> None:
        """Give the tables up at once (a clean shutdown, a finished game): any process may take them."""
        with self.engine.begin() as connection:
            connection.execute(update(Lease).where(Lease.owner == node, Lease.table_id.in_(table_ids)).values(expires=0.0))

    def owner(self, table_id: str, now: float) -> str | None:
        """The node holding a live lease on the table, if any."""
        with self.engine.connect() as connection:
            query = select(Lease.owner).where(Lease.table_id == table_id, Lease.expires > now)
            return connection.execute(query).scalar_one_or_none()

    def orphans(self, now: float, limit: int = 100) -> list[str]:
        """Tables being played that no process holds a live lease on (their owner died)."""
        with self.engine.connect() as connection:
            query = (
                select(GameTable.id)
                .outerjoin(Lease, Lease.table_id == GameTable.id)
                .where(GameTable.status == "playing", or_(Lease.table_id.is_(None), Lease.expires <= now))
                .limit(limit)
            )
            return list(connection.execute(query).scalars())


def fence(connection: Connection, fences: dict[str, tuple[str, int]], now: float) -> None:
    """LeaseLost unless, for each table, its node holds the table's live lease of that generation
    (one query for a whole group commit).

    FOR SHARE (on PostgreSQL) holds a take-over back until this transaction ends, so a
    move committed here is in the log the next owner replays.
    """
    query = select(Lease.table_id, Lease.owner, Lease.generation).where(Lease.table_id.in_(fences), Lease.expires > now)
    held = {table_id: (owner, generation) for table_id, owner, generation in connection.execute(query.with_for_update(read=True))}
    lost = [table_id for table_id, lease in fences.items() if held.get(table_id) != lease]
    if lost:
        raise LeaseLost(", ".join(sorted(lost)))
