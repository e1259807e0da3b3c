"""What every command offers: ``--version`` from the one version, and help on every option."""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path

import pytest

import aimacsp
from aimacsp.version import UNKNOWN, package_version
from minesweeper.ui.cli import build_parser
from minesweeper.ui.cli import main as minesweeper_main
from sudoku.cli import _parser as sudoku_parser
from sudoku.cli import main as sudoku_main


def test_the_version_comes_from_the_package_metadata() -> None:
    assert aimacsp.__version__ == version("aimacsp") == package_version()
    assert package_version("surely-not-a-package-name") == UNKNOWN


def test_the_version_is_read_only_when_asked_for() -> None:
    # Reading package metadata is a tenth of a command's start-up: not at import.
    code = (
        "import sys, aimacsp, minesweeper.ui.cli, sudoku.cli\n"
        "print('importlib.metadata' in sys.modules, aimacsp.__version__)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", version("aimacsp")]


@pytest.mark.parametrize(
    ("main", "name"), [(minesweeper_main, "minesweeper"), (sudoku_main, "sudoku")]
)
def test_both_commands_say_their_version(
    main: Callable[[list[str]], int], name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"{name} {aimacsp.__version__}\n"


def undocumented(parser: argparse.ArgumentParser, prefix: str = "") -> list[str]:
    """Subcommands without a description and options without help, in ``parser``."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                if not sub.description:
                    found.append(f"{prefix}{name} has no description")
                found += undocumented(sub, f"{prefix}{name} ")
        elif not action.help:
            found.append(f"{prefix}{'/'.join(action.option_strings) or action.dest} has no help")
    return found


@pytest.mark.parametrize("parser", [build_parser, sudoku_parser])
def test_every_subcommand_and_option_is_described(
    parser: Callable[[], argparse.ArgumentParser],
) -> None:
    assert undocumented(parser()) == []


def skips_without_reason() -> list[str]:
    """Every ``importorskip``, ``skip`` or ``skipif`` in the tests that gives no reason."""
    found = []
    for path in sorted(Path(__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                named = {keyword.arg for keyword in node.keywords}
                if node.func.attr in ("importorskip", "skipif") and "reason" not in named:
                    found.append(f"{path.name}:{node.lineno}")
                if node.func.attr == "skip" and not node.args and "reason" not in named:
                    found.append(f"{path.name}:{node.lineno}")
    return found


def test_every_skip_says_why() -> None:
    """``pytest -rs`` (on by default) then tells a new user what to install for each skip."""
    assert skips_without_reason() == []


@pytest.mark.parametrize("package", ["aimacsp", "minesweeper", "sudoku"])
def test_every_package_ships_its_type_marker(package: str) -> None:
    """PEP 561: without ``py.typed`` in the installed package, users' mypy skips its types."""
    root = Path(__file__).parent.parent
    assert (root / package / "py.typed").is_file()
    tomllib = pytest.importorskip("tomllib", reason="reading pyproject.toml needs Python 3.11")
    settings = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    assert "py.typed" in settings["tool"]["setuptools"]["package-data"][package]
