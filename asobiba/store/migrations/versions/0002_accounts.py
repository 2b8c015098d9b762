"""Accounts and sessions: a unique key per registered name, a session generation, stand-ins kept.

- ``users.name_key``: the registered name, NFKC-normalised and case-folded; unique, so two
  simultaneous registrations of one name cannot both succeed. NULL for guests.
- ``users.session_generation``: sessions carry it; logging out raises it, which revokes
  every cookie issued before.
- ``seats.standin``: a bot plays this person's seat after a turn timeout; kept across restarts.

Revision ID: 0002
Revises: 0001
"""

import unicodedata

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("users") as users:
        users.add_column(sa.Column("name_key", sa.String(80), nullable=True))
        users.add_column(sa.Column("session_generation", sa.Integer(), nullable=False, server_default="0"))
    with op.batch_alter_table("seats") as seats:
        seats.add_column(sa.Column("standin", sa.Boolean(), nullable=False, server_default=sa.false()))
    connection = op.get_bind()
    registered = connection.execute(sa.text("SELECT id, name FROM users WHERE password_hash IS NOT NULL ORDER BY id")).all()
    taken: set[str] = set()
    for user_id, name in registered:
        key = unicodedata.normalize("NFKC", name).casefold()
        if key in taken:  # a duplicate made before this revision: the older account keeps the name
            key = f"{key}#{user_id}"
        taken.add(key)
        connection.execute(sa.text("UPDATE users SET name_key = :key WHERE id = :id"), {"key": key, "id": user_id})
    op.create_index("users_name_key", "users", ["name_key"], unique=True)


def downgrade() -> None:
    op.drop_index("users_name_key", "users")
    with op.batch_alter_table("seats") as seats:
        seats.drop_column("standin")
    with op.batch_alter_table("users") as users:
        users.drop_column("session_generation")
        users.drop_column("name_key")
