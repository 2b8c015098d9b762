"""Rooms: a community's own lobby, members, rule sets and their calendar (server/rooms.py).

- ``rooms``: slug (its address), names and descriptions in both languages, visibility
  (listed | unlisted | members), membership (open | approval | invite) and the SHA-256 of the
  current invitation token.
- ``room_members``: one row per (room, person), role operator | member | pending.
- ``room_rule_sets``: a room's named options per game; ``default`` is in force when no
  ``room_calendar`` entry (a date range or a month parity, first by position) matches.
- ``game_tables.room_id`` / ``rule_set``: the room a table was created in and the rule set it
  was played under (null for the global lobby's tables).

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rooms",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("slug", sa.String(32), nullable=False, unique=True),
        sa.Column("name_en", sa.String(60), nullable=False),
        sa.Column("name_ja", sa.String(60), nullable=False),
        sa.Column("description_en", sa.Text(), nullable=False),
        sa.Column("description_ja", sa.Text(), nullable=False),
        sa.Column("visibility", sa.String(8), nullable=False),
        sa.Column("membership", sa.String(8), nullable=False),
        sa.Column("invite_hash", sa.String(64), nullable=True),
        sa.Column("created_by", sa.Integer(), sa.ForeignKey("users.id"), nullable=False),
        sa.Column("created", sa.DateTime(), server_default=sa.func.now(), nullable=False),
    )
    op.create_index("ix_rooms_visibility", "rooms", ["visibility"])
    op.create_table(
        "room_members",
        sa.Column("room_id", sa.Integer(), sa.ForeignKey("rooms.id"), primary_key=True),
        sa.Column("user_id", sa.Integer(), sa.ForeignKey("users.id"), primary_key=True),
        sa.Column("role", sa.String(8), nullable=False),
        sa.Column("joined", sa.DateTime(), server_default=sa.func.now(), nullable=False),
    )
    op.create_index("ix_room_members_user_id", "room_members", ["user_id"])
    op.create_table(
        "room_rule_sets",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("room_id", sa.Integer(), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("name", sa.String(32), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("default", sa.Boolean(), nullable=False),
        sa.UniqueConstraint("room_id", "game", "name"),
    )
    op.create_table(
        "room_calendar",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("room_id", sa.Integer(), sa.ForeignKey("rooms.id"), nullable=False),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("rule_set", sa.String(32), nullable=False),
        sa.Column("months", sa.String(4), nullable=True),
        sa.Column("from_date", sa.Date(), nullable=True),
        sa.Column("to_date", sa.Date(), nullable=True),
        sa.UniqueConstraint("room_id", "game", "position"),
    )
    # SQLite adds a foreign key only by copying the table, which the seats, moves and leases refer to:
    # there the column goes without one (the server writes only rooms it has read).
    op.add_column("game_tables", sa.Column("room_id", sa.Integer(), nullable=True))
    if op.get_bind().dialect.name != "sqlite":
        op.create_foreign_key("fk_game_tables_room_id", "game_tables", "rooms", ["room_id"], ["id"])
    op.add_column("game_tables", sa.Column("rule_set", sa.String(32), nullable=True))
    op.create_index("ix_game_tables_room_id", "game_tables", ["room_id"])


def downgrade() -> None:
    op.drop_index("ix_game_tables_room_id", "game_tables")
    if op.get_bind().dialect.name != "sqlite":
        op.drop_constraint("fk_game_tables_room_id", "game_tables", type_="foreignkey")
    op.drop_column("game_tables", "rule_set")
    op.drop_column("game_tables", "room_id")
    op.drop_table("room_calendar")
    op.drop_table("room_rule_sets")
    op.drop_index("ix_room_members_user_id", "room_members")
    op.drop_table("room_members")
    op.drop_index("ix_rooms_visibility", "rooms")
    op.drop_table("rooms")
