"""The README works as written on a fresh machine: its Python version is the package's, the
virtual environment comes before the first `pip install`, and its ten-line example runs."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_names_the_python_the_package_requires():
    required = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["requires-python"]
    (version,) = re.findall(r"Python (\d+\.\d+) or newer", README)
    assert required == f">={version}"


def test_a_virtual_environment_is_made_before_the_first_install():
    venv, install = README.find("python3 -m venv .venv && . .venv/bin/activate"), README.find("\n    pip install")
    assert 0 <= venv < install


def test_the_ten_line_example_runs(capsys):
    (code,) = re.findall(r"## Ten lines\n\n```python\n(.*?)```", README, re.DOTALL)
    exec(compile(code, "README.md", "exec"), {})
    assert re.fullmatch(r"\(-?\d+, -?\d+, -?\d+, -?\d+\)\n", capsys.readouterr().out)
