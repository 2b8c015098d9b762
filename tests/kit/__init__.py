"""A game that lives only under tests/ (High Card), and the registration that makes Asobiba find it.

:func:`register` writes what ``pip install`` would: a distribution's metadata with an
entry point of the group ``asobiba.games``, in a folder put on ``sys.path``. The
game then appears everywhere a game does, with no file outside tests/ changed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from asobiba.core import registry

ROOT = Path(__file__).resolve().parents[2]  # where the package ``tests`` is importable from
HIGHCARD = {"highcard": "tests.kit.highcard:GAME"}


def register(folder: Path, games: dict[str, str] = HIGHCARD) -> Path:
    """Declare ``games`` (id → ``package:GAME``) as an installed distribution would, under ``folder``; the folder for ``sys.path``."""
    info = folder / "asobiba_test_games-1.0.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: asobiba-test-games\nVersion: 1.0\n")
    entries = "".join(f"{name} = {target}\n" for name, target in games.items())
    (info / "entry_points.txt").write_text(f"[{registry.GROUP}]\n{entries}")
    for path in (str(folder), str(ROOT)):
        if path not in sys.path:
            sys.path.append(path)
    registry.refresh()
    return folder
