"""The window under a classic player's hands, on a private Xvfb display: what a held button
shows (checked on the screenshots' pixels too), dragging away, the keys, the zoom."""

import json
import os
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from minesweeper.ui.window.headless import virtual_display
from tests.clock import PATIENCE

ROOT = Path(__file__).resolve().parents[4]
HIDDEN, OPEN = (0xC6, 0xC6, 0xC6), (0xE4, 0xE4, 0xE4)

pytestmark = pytest.mark.skipif(
    shutil.which("Xvfb") is None or shutil.which("xwd") is None,
    reason="Xvfb and xwd are not installed (apt-get install xvfb x11-apps)",
)


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    pytest.importorskip("tkinter", reason="this Python has no tkinter")
    folder = tmp_path_factory.mktemp("classic")
    with virtual_display(timeout=PATIENCE) as display:
        child = subprocess.run(
            [sys.executable, "-m", "tests.minesweeper.ui.window.classic_driver", str(folder)],
            env={**os.environ, "DISPLAY": display},
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=PATIENCE,
        )
    assert child.returncode == 0, child.stderr
    result: dict[str, Any] = json.loads(child.stdout)
    result["folder"] = folder
    return result


def pixels(path: Path) -> np.ndarray:
    """The RGB pixels of a PNG the headless module wrote (8-bit RGB, filter 0 on each row)."""
    data = path.read_bytes()
    width, height = struct.unpack(">II", data[16:24])
    at, body = 8, b""
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        if data[at + 4 : at + 8] == b"IDAT":
            body += data[at + 8 : at + 8 + length]
        at += 12 + length
    rows = np.frombuffer(zlib.decompress(body), dtype=np.uint8).reshape(height, 1 + 3 * width)
    return rows[:, 1:].reshape(height, width, 3)


def colour(shot: np.ndarray, state: dict[str, Any], row: int, col: int) -> tuple[int, ...]:
    """The colour inside a cell, away from its bevel and its text."""
    x, y = state["origin"]
    cell = state["cell"]
    return tuple(int(v) for v in shot[y + row * cell + cell // 4, x + col * cell + cell // 4])


def sunken(state: dict[str, Any]) -> set[tuple[int, int]]:
    return {(r, c) for r, row in enumerate(state["relief"]) for c, relief in enumerate(row)
            if relief == "sunken" and not state["revealed"][r][c]}  # fmt: skip


def test_a_held_left_button_shows_the_cell_pressed(report: dict[str, Any]) -> None:
    pressed = report["pressed"]
    assert sunken(report["start"]) == set()
    assert sunken(pressed) == {(1, 0)} and pressed["face"] == ":-o"
    assert not pressed["revealed"][1][0]  # nothing opens while the button is down
    shot = pixels(report["folder"] / "pressed.png")
    assert colour(shot, pressed, 1, 0) == OPEN and colour(shot, pressed, 2, 0) == HIDDEN


def test_dragging_moves_the_pressed_cell_and_letting_go_off_the_board_opens_nothing(
    report: dict[str, Any],
) -> None:
    assert sunken(report["dragged"]) == {(2, 0)}
    assert sunken(report["off"]) == set() and report["off"]["face"] == ":-)"
    cancelled = report["cancelled"]
    assert cancelled["revealed"] == report["start"]["revealed"]
    assert cancelled["status"] == "playing"


def test_a_held_chord_shows_the_block_pressed(report: dict[str, Any]) -> None:
    chord = report["chord"]
    assert sunken(chord) == {(1, 0), (2, 0), (2, 1), (2, 2)}  # the flag at (0, 0) stays up
    shot = pixels(report["folder"] / "chord.png")
    for cell in [(1, 0), (2, 0), (2, 1), (2, 2)]:
        assert colour(shot, chord, *cell) == OPEN
    assert colour(shot, chord, 3, 0) == HIDDEN  # outside the block
    assert sunken(report["chorded"]) == set()
    assert report["chorded"]["revealed"] == report["start"]["revealed"]


def test_the_keys_move_a_cursor_drawn_on_the_board_and_open(report: dict[str, Any]) -> None:
    state = report["cursor"]
    cell = state["cell"]
    left, top, right, bottom = state["cursor"]
    assert (int(top) // cell, int(left) // cell) == (2, 0)  # shown at (2, 3); up, left 3, down
    assert right - left < cell and bottom - top < cell
    assert report["opened_by_key"]["revealed"][2][0]


def test_control_plus_zooms_and_control_0_comes_back(report: dict[str, Any]) -> None:
    normal, zoomed = report["normal"], report["zoomed"]
    assert (normal["cell"], zoomed["cell"]) == (24, 28)
    assert zoomed["canvas"] == [6 * 28, 4 * 28] and normal["canvas"] == [6 * 24, 4 * 24]
    assert zoomed["revealed"] == report["opened_by_key"]["revealed"]  # the same game
    settings = json.loads((report["folder"] / "data" / "settings.json").read_text())
    assert settings == {"cell": 24, "question_marks": True}
