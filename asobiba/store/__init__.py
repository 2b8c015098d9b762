"""Persistence: SQLite by default, PostgreSQL at scale, behind one small Store class."""

from asobiba.store.db import RoomTag, SeatInfo, Store, TableInfo, UserInfo, default_url

__all__ = ["RoomTag", "SeatInfo", "Store", "TableInfo", "UserInfo", "default_url"]
