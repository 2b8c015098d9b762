"""Alembic environment: run by Store.migrate() with an open connection, or by the alembic CLI."""

from alembic import context
from sqlalchemy import create_engine

from asobiba.store.models import Base

config = context.config
connection = config.attributes.get("connection")
if connection is None:
    with create_engine(config.get_main_option("sqlalchemy.url")).connect() as connection:
        context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()
