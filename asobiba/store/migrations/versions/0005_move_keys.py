"""Move keys: the client's name for a move, so that a move sent again is known as played.

- ``moves.key``: the idempotency key the client sent with the move (null for bots, clocks and
  clients that send none); unique within a table, so a key names one move of its table.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("moves", sa.Column("key", sa.String(64), nullable=True))
    op.create_index("ix_moves_table_key", "moves", ["table_id", "key"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_moves_table_key", "moves")
    op.drop_column("moves", "key")
