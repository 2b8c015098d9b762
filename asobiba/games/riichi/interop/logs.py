"""The files behind ``asobiba import tenhou`` and ``asobiba export riichi``: a Tenhou log read
whatever its form, a record written as mjai or tenhou.net/6."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from asobiba.core.record import Record
from asobiba.games.riichi.interop.mjai import to_jsonl, to_mjai
from asobiba.games.riichi.interop.mjlog import from_mjlog
from asobiba.games.riichi.interop.tenhou import to_tenhou6
from asobiba.games.riichi.interop.tenhou_import import TenhouLogError, from_tenhou6

FORMATS = ("mjai", "tenhou6")


def read_tenhou(path: str | Path) -> Record:
    """The record of a Tenhou log file: tenhou.net/6 JSON or mjlog XML, gzipped or not. Its name,
    when Tenhou's (``2019050417gm-…``), dates it for the settlement of its final results."""
    data = Path(path).read_bytes()
    name = Path(path).name
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    text = data.decode("utf-8-sig").strip()
    if text.startswith("{"):
        try:
            return from_tenhou6(json.loads(text), name)
        except json.JSONDecodeError as error:
            raise TenhouLogError(f"not valid JSON: {error}") from error
    if text.startswith("<"):
        return from_mjlog(text, name)
    raise TenhouLogError("not a Tenhou log: expected tenhou.net/6 JSON ({...}) or mjlog XML (<mjloggm ...>)")


def export(record: Record, form: str) -> str:
    """The game of ``record`` as mjai JSON lines or as one tenhou.net/6 JSON object."""
    if form == "mjai":
        return to_jsonl(to_mjai(record))
    if form == "tenhou6":
        return json.dumps(to_tenhou6(record), ensure_ascii=False, separators=(",", ":")) + "\n"
    raise ValueError(f"--format must be one of {', '.join(FORMATS)}, not {form!r}")
