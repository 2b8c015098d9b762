"""Results of finished tables, and a person's tables found by their seats.

- ``game_tables.outcome``: the final scores and ranks (``Outcome.to_json()``), written with
  the move that ends the game; NULL before then, and for tables finished before this
  revision (the server fills those in from their log when a player page asks).
- ``game_tables.ended``: when the game ended.
- ``seats.user_id`` is indexed: a player page and the "resume" list look tables up by person.
- ``game_tables.status`` may now also be ``adjourned`` (no column change: a string).

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("game_tables") as tables:
        tables.add_column(sa.Column("outcome", sa.JSON(), nullable=True))
        tables.add_column(sa.Column("ended", sa.DateTime(), nullable=True))
    op.create_index("ix_seats_user_id", "seats", ["user_id"])


def downgrade() -> None:
    op.drop_index("ix_seats_user_id", "seats")
    with op.batch_alter_table("game_tables") as tables:
        tables.drop_column("ended")
        tables.drop_column("outcome")
