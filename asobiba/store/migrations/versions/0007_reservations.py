"""Reservations (docs/protocol.md, "Reservations"): people waiting in a room's queue for a table.

- ``reservations``: one row per waiting person (``user_id`` is unique: one queue at a time), the
  queue being (room, game, rule set, player count); the oldest ``players`` of a queue are matched.
- ``reservation_matches``: the table a matched person was seated at, kept until they read it
  (GET /api/rooms/{slug}/reservations) or reserve again, so a polling client knows where to go.

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "reservations",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("room_id", sa.Integer(), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("rule_set", sa.String(32), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), sa.ForeignKey("users.id"), nullable=False, unique=True),
        sa.Column("created", sa.DateTime(), server_default=sa.func.now(), nullable=False),
    )
    op.create_index("ix_reservations_queue", "reservations", ["room_id", "game", "rule_set", "players", "id"])
    op.create_table(
        "reservation_matches",
        sa.Column("user_id", sa.Integer(), sa.ForeignKey("users.id"), primary_key=True),
        sa.Column("room_id", sa.Integer(), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("table_id", sa.String(16), nullable=False),
        sa.Column("created", sa.DateTime(), server_default=sa.func.now(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("reservation_matches")
    op.drop_index("ix_reservations_queue", "reservations")
    op.drop_table("reservations")
