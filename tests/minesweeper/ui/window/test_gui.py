"""The one test with a real window: Tk on a private Xvfb display, real mouse events."""

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from minesweeper.ui.window.headless import virtual_display
from tests.clock import PATIENCE

ROOT = Path(__file__).resolve().parents[4]

pytestmark = [
    pytest.mark.heavy,  # a window on a virtual display, end to end: CI's step of its own
    pytest.mark.skipif(
        shutil.which("Xvfb") is None,
        reason="Xvfb is not installed (apt-get install xvfb), so no window can be opened",
    ),
]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    pytest.importorskip("tkinter", reason="this Python has no tkinter")
    shot = tmp_path_factory.mktemp("window") / "window.png"
    with virtual_display(timeout=PATIENCE) as display:
        child = subprocess.run(
            [sys.executable, "-m", "tests.minesweeper.ui.window.window_driver", str(shot)],
            env={**os.environ, "DISPLAY": display},
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=PATIENCE,
        )
    assert child.returncode == 0, child.stderr
    result: dict[str, Any] = json.loads(child.stdout)
    result["shot"] = shot
    return result


def test_the_window_starts_hidden(report: dict[str, Any]) -> None:
    start = report["start"]
    assert start["status"] == "playing" and not any(map(any, start["revealed"]))
    assert all(relief == "raised" for row in start["relief"] for relief in row)
    assert all(text == "" for row in start["text"] for text in row)
    assert (start["counter"], start["face"], start["title"]) == ("002", ":-)", "Minesweeper 4x3/2")


def test_a_real_left_click_opens_cells_and_the_window_shows_them(report: dict[str, Any]) -> None:
    opened = report["opened"]
    assert opened["revealed"] == [
        [False, True, True, True],
        [False, True, True, True],
        [False, False, False, False],
    ]
    assert opened["text"][0] == ["", "1", "", ""] and opened["text"][1] == ["", "2", "1", "1"]
    assert opened["relief"][0] == ["raised", "sunken", "sunken", "sunken"]


def test_a_right_click_flags(report: dict[str, Any]) -> None:
    flagged = report["flagged"]
    assert flagged["marks"][0][0] == "flag" and flagged["text"][0][0] == "\u2691"
    assert flagged["counter"] == "001"


def test_a_mine_ends_the_game_and_shows_the_mines(report: dict[str, Any]) -> None:
    lost = report["lost"]
    assert lost["status"] == "lost" and lost["face"] == "X-("
    assert lost["message"].startswith("Boom! The mine at row 3, column 3 went off")
    assert lost["background"][2][2] == "#ff3030" and lost["text"][2][2] == "\u25cf"
    assert lost["text"][0][0] == "\u2691"  # a right flag stays a flag


def test_a_new_game_from_the_menu_rebuilds_the_board(report: dict[str, Any]) -> None:
    assert report["expert"]["size"] == [16, 30]
    assert report["expert"]["title"] == "Minesweeper 30x16/99"


def test_the_hint_button_marks_the_suggested_cell(report: dict[str, Any]) -> None:
    hint = report["hint"]
    said = "Hint: reveal row 1, column 1 (safe for certain): first click (safe rule)."
    assert hint["message"] == said
    assert hint["background"][0][0] == "#7fb2ff" and not any(map(any, hint["revealed"]))


def test_the_ai_button_plays_one_move_per_tick_at_the_slowest_speed(
    report: dict[str, Any],
) -> None:
    one = report["ai_one"]
    assert one["message"] == "AI: reveal row 1, column 1: first click (safe rule)"
    assert one["revealed"][0][0] and one["status"] == "playing"


def test_the_overlay_button_colours_the_hidden_cells(report: dict[str, Any]) -> None:
    overlay = report["overlay"]
    hidden = [
        (overlay["text"][r][c], overlay["background"][r][c])
        for r in range(9)
        for c in range(9)
        if not overlay["revealed"][r][c]
    ]
    assert hidden and all(bg != "#c6c6c6" for _, bg in hidden)
    # A label on the cells next to the numbers; the rest share one chance, given in the legend.
    assert all(text in ("S", "M", "") or text.isdigit() for text, _ in hidden)
    assert any(text for text, _ in hidden)


def test_the_odds_have_one_name_and_the_speed_a_label(report: dict[str, Any]) -> None:
    words = report["words"]
    assert "Odds" in words["tools"] and "Odds" in words["ai_menu"]
    assert "Probabilities" not in words["ai_menu"]
    assert "AI speed:" in words["tools"] and "AI speed" in words["ai_menu"]


def test_a_new_game_switches_the_ai_off(report: dict[str, Any]) -> None:
    new = report["new_after_ai"]
    assert new["ai_was_on"]  # it had just won the last game
    assert not new["ai_on"] and not new["ai_button"]
    assert not any(map(any, new["revealed"]))  # the new board waits for the person
    assert "The AI is off for the new game" in new["message"]


def test_the_ai_at_instant_speed_finishes_the_game(report: dict[str, Any]) -> None:
    end = report["ai_end"]
    assert end["status"] == "won" and end["face"] == "B-)"
    assert end["message"].startswith("You won")


@pytest.mark.parametrize("difficulty", ["beginner", "intermediate", "expert"])
def test_the_window_keeps_its_size_through_a_whole_game(
    report: dict[str, Any], difficulty: str
) -> None:
    game = report["games"][difficulty]
    assert game["status"] in ("won", "lost") and len(game["sizes"]) >= 7
    assert len({tuple(size) for size in game["sizes"]}) == 1, game["sizes"]


def test_a_100x60_board_fits_a_1024x768_screen_and_scrolls(report: dict[str, Any]) -> None:
    big = report["big"]
    width, height = big["screen"]
    assert (width, height) == (1024, 768)
    assert big["right"] <= width and big["bottom"] <= height - 30  # room for a title bar
    assert big["counter_bottom"] < big["status_bottom"] <= big["bottom"]  # counters in view
    assert big["corner_open"]  # the far corner, scrolled to and clicked, opened


@pytest.mark.skipif(shutil.which("xwd") is None, reason="xwd is not installed (x11-apps)")
def test_the_screenshot_is_the_window(report: dict[str, Any]) -> None:
    data = Path(report["shot"]).read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert list(struct.unpack(">II", data[16:24])) == report["box"][2:]


def test_the_counters_hold_a_thousand_mines(report: dict[str, Any]) -> None:
    thousand = report["small"]["thousand"]  # the last digit of "1000" was cut off
    assert thousand["counter"] == "1000" and thousand["counter_fits"] and thousand["timer_fits"]


@pytest.mark.parametrize("name", ["smaller", "tiny"])
def test_a_window_smaller_than_its_board_scrolls_and_cuts_nothing(
    report: dict[str, Any], name: str
) -> None:
    # An expert board in a window made 420x330, then 120x90 (which the window refuses: it
    # keeps the size that still shows the counters, the tools, the status and a few rows).
    small = report["small"][name]
    assert small["size"] == ([420, 330] if name == "smaller" else small["least"])
    assert all(small["in_view"].values()), small["in_view"]
    assert small["bars"] == {"x": True, "y": True}
    assert small["wrap"] <= small["status_width"]  # the status wraps inside the window


def test_the_smallest_window_still_reaches_every_cell(report: dict[str, Any]) -> None:
    tiny = report["small"]["tiny"]
    assert tiny["status_lines"] and tiny["corner_open"]
    assert report["small"]["restored"] == {"x": False, "y": False}  # its own size again
