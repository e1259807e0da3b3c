"""The README is the front page: its examples run, its links lead somewhere, it stays short."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


@pytest.mark.parametrize(
    "block", re.findall(r"```python\n(.*?)```", README, re.S), ids=lambda b: b.split("\n")[0][:40]
)
def test_each_python_example_runs(block: str, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(block, "README.md", "exec"), {})


def test_every_relative_link_exists() -> None:
    targets = [t for t in LINK.findall(README) if "://" not in t]
    missing = [t for t in targets if not (ROOT / t).exists()]
    assert targets and not missing, f"README links to files that do not exist: {missing}"


def test_it_stays_a_front_page() -> None:
    lines = README.count("\n")
    assert lines <= 250, f"README.md has {lines} lines; move detail into docs/ (about 250 at most)"
    for marker in ("<!-- ci:main -->", "<!-- ci:test -->"):
        assert marker in README, f"{marker} is gone: .ci/run reads the commands that follow it"


def test_the_quick_start_names_the_first_click_rules_and_the_default() -> None:
    from minesweeper.game.difficulty import FIRST_CLICK_RULES
    from minesweeper.ui.cli import build_parser

    start = README.split("## Quick start", 1)[1].split("<!-- ci:main -->", 1)[0]
    assert "--first-click" in start
    assert all(f"`{rule}`" in start for rule in FIRST_CLICK_RULES if rule != "opening")
    default = build_parser().parse_args(["play"]).first_click
    assert default == "opening" and "first click\nopens an area" in start


def test_the_quick_start_says_how_long_the_tests_take() -> None:
    tests = README.split("<!-- ci:test -->", 1)[0].rstrip().rsplit("\n\n", 1)[1]
    assert re.search(r"\d+ minutes on a quiet 2-core machine", tests), tests
    assert "-m heavy" in tests and "pytest -n auto" in README.split("<!-- ci:test -->", 1)[1]
