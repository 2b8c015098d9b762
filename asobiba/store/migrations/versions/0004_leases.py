"""Leases: which server process owns each live table when several share the database.

- ``leases.owner``: the node id of the process that may accept the table's moves.
- ``leases.generation``: raised by every take-over; the move log's writer checks it in the
  same transaction as the move (fencing), so a process that lost its lease commits nothing.
- ``leases.expires``: Unix seconds by the owner's clock; the owner's heartbeat renews it.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "leases",
        sa.Column("table_id", sa.String(16), sa.ForeignKey("game_tables.id"), primary_key=True),
        sa.Column("owner", sa.String(64), nullable=False),
        sa.Column("generation", sa.Integer(), nullable=False),
        sa.Column("expires", sa.Float(), nullable=False),
    )
    op.create_index("ix_leases_owner", "leases", ["owner"])


def downgrade() -> None:
    op.drop_index("ix_leases_owner", "leases")
    op.drop_table("leases")
