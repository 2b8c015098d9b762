"""Run the arena for the browser tests: ``python _server.py DB_URL [PORT]``.

Listens on PORT, or on a free port chosen by the OS, and prints ``PORT <n>`` first, so
the test needs neither a fixed port nor a guess. Bots move at once, with a small budget.
The session secret is fixed, so sessions survive a restart on the same database.
``ASOBIBA_ADJOURN_AFTER`` in the environment sets the seconds before an abandoned table is adjourned.
"""

from __future__ import annotations

import os
import socket
import sys

import uvicorn

from asobiba.server.app import create_app


def main() -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", int(sys.argv[2]) if len(sys.argv) > 2 else 0))
    sock.listen(128)  # connections wait in the backlog until the app has started
    print(f"PORT {sock.getsockname()[1]}", flush=True)
    adjourn = {"adjourn_after": float(os.environ["ASOBIBA_ADJOURN_AFTER"])} if "ASOBIBA_ADJOURN_AFTER" in os.environ else {}
    app = create_app(sys.argv[1], secret="browser-tests", bot_delay=0.05, bot_budget_ms=50, **adjourn)
    uvicorn.Server(uvicorn.Config(app, log_level="warning", ws_max_size=1 << 20)).run(sockets=[sock])


if __name__ == "__main__":
    main()
