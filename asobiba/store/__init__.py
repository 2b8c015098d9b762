"""Persistence: SQLite by default, PostgreSQL at scale, behind one small Store class."""

from asobiba.store.db import SeatInfo, Store, TableInfo, UserInfo, default_url

__all__ = ["SeatInfo", "Store", "TableInfo", "UserInfo", "default_url"]
