"""Who may import whom inside the asobiba package (DESIGN.md, "Principles" and "A game folder"):
the core stands alone, a game folder leans on the core, the bots and itself only, and nothing
outside the games names one (the registry finds them through their entry points).

Every import of every module counts, wherever it sits (inside a function, under TYPE_CHECKING),
``import x`` and ``from x import y`` alike, relative ones resolved. A checker of our own rather
than import-linter: these three rules are a page of ast, not worth a dependency.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable, Iterator
from pathlib import Path

import asobiba

PACKAGE = Path(asobiba.__file__).resolve().parent
ROOT = PACKAGE.parent


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(source: str, name: str, is_package: bool = False) -> Iterator[tuple[int, str]]:
    """(line, what) for every import in the module ``name``: ``from a.b import c`` gives ``a.b.c``,
    since ``c`` may be a module (``from asobiba.games import riichi``) and is otherwise inside ``a.b``."""
    package = name if is_package else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # from . (the package), from .. (its parent) …
                anchor = package.rsplit(".", node.level - 1)[0]
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                yield node.lineno, base if alias.name == "*" else f"{base}.{alias.name}"


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def game_of(name: str) -> str | None:
    """The game folder ``asobiba.games.<id>`` a module belongs to, if any."""
    parts = name.split(".")
    return ".".join(parts[:3]) if within(name, "asobiba.games") and len(parts) >= 3 else None


@functools.cache
def every_import() -> list[tuple[str, int, str, str]]:
    """(file, line, importer, imported) for every import of asobiba in the package."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        importer = module_name(path)
        for line, imported in imports(path.read_text(encoding="utf-8"), importer, path.name == "__init__.py"):
            if within(imported, "asobiba"):
                found.append((str(path.relative_to(ROOT)), line, importer, imported))
    return found


def violations(rule: Callable[[str, str], str | None]) -> str:
    """``rule(importer, imported)`` says why an import is refused, or None: one line per refusal."""
    lines = []
    for file, line, importer, imported in every_import():
        reason = rule(importer, imported)
        if reason is not None:
            lines.append(f"{file}:{line}: {importer} imports {imported}: {reason}")
    return "\n".join(lines)


def core_rule(importer: str, imported: str) -> str | None:
    if within(importer, "asobiba.core") and not within(imported, "asobiba.core"):
        return "the core imports nothing of asobiba outside asobiba.core"
    return None


def game_rule(importer: str, imported: str) -> str | None:
    folder = game_of(importer)
    if folder is None or any(within(imported, allowed) for allowed in ("asobiba.core", "asobiba.bots", folder)):
        return None
    return f"a game folder imports only asobiba.core, asobiba.bots and its own folder ({folder})"


def outside_rule(importer: str, imported: str) -> str | None:
    if not within(importer, "asobiba.games") and within(imported, "asobiba.games"):
        return "only the registry reaches the games, through their entry points (asobiba.core.registry)"
    return None


def test_the_core_imports_only_the_core():
    assert not (found := violations(core_rule)), found


def test_a_game_folder_imports_only_the_core_the_bots_and_itself():
    assert not (found := violations(game_rule)), found


def test_nothing_outside_the_games_imports_a_game():
    assert not (found := violations(outside_rule)), found


def test_the_checker_sees_every_kind_of_import():
    source = (
        "import asobiba.store\n"
        "from asobiba import games\n"
        "from . import uecda\n"
        "from ...riichi.tiles import TILES\n"
        "if TYPE_CHECKING:\n"
        "    from asobiba.server.app import create_app\n"
        "def serve():\n"
        "    import asobiba.cli as cli\n"
    )
    seen = {what for _, what in imports(source, "asobiba.games.daifugo.interop.server")}
    assert seen == {
        "asobiba.store",
        "asobiba.games",
        "asobiba.games.daifugo.interop.uecda",
        "asobiba.games.riichi.tiles.TILES",
        "asobiba.server.app.create_app",
        "asobiba.cli",
    }
    refused = {what for what in seen if game_rule("asobiba.games.daifugo.interop.server", what)}
    assert seen - refused == {"asobiba.games.daifugo.interop.uecda"}  # its own folder's only
    assert outside_rule("asobiba.cli", "asobiba.games.riichi") and not outside_rule("asobiba.cli", "asobiba.core.registry")
    assert core_rule("asobiba.core.parts", "asobiba.bots") and not core_rule("asobiba.core.parts", "asobiba.core.record.Record")
