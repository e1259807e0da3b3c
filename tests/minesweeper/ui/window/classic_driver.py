"""Open the real window on $DISPLAY and use it as a classic player would: hold a button on a
cell, drag, let go off the board, hold a chord, play from the keys, zoom. Print what the
window shows at each step as JSON, with screenshots of the held states.

Run by ``test_gui_classic.py`` in a child process (Tk must not outlive its X server).
"""

from __future__ import annotations

import json
import sys
import tkinter as tk
from pathlib import Path
from typing import Any

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.stats.keeper import Keeper
from minesweeper.ui.window.gui import Window
from minesweeper.ui.window.headless import screenshot
from minesweeper.ui.window.presenter import MIDDLE, Presenter
from tests.minesweeper.ui.window.window_driver import snapshot

LAYOUT = "*.....\n......\n..*...\n......\n"


def shown(view: Window) -> dict[str, Any]:
    """What the window shows, with where the board's cells are on the screen."""
    view.root.update()
    board = view.board
    assert board is not None
    canvas = board.canvas
    drawn = canvas.itemcget(board._cursor, "state") != "hidden"
    cursor = canvas.coords(board._cursor) if drawn else None
    return {
        **snapshot(view),
        "origin": [canvas.winfo_rootx(), canvas.winfo_rooty()],
        "cell": board.cell,
        "canvas": [canvas.winfo_width(), canvas.winfo_height()],
        "cursor": cursor,
    }


def shoot(view: Window, path: Path) -> None:
    root = view.root
    box = (0, 0, root.winfo_rootx() + root.winfo_width(), root.winfo_rooty() + root.winfo_height())
    screenshot(root.winfo_screen(), path, box)


def key(view: Window, keysym: str, control: bool = False) -> None:
    view.root.event_generate("<KeyPress>", keysym=keysym, state=4 if control else 0)
    view.root.update()


def main(folder: str) -> None:
    root = tk.Tk()
    shots = Path(folder)
    game = Game.from_board(Board.from_text(LAYOUT))
    view = Window(root, Presenter(game, keeper=Keeper(shots / "data")))
    root.update()
    root.focus_force()
    board = view.board
    assert board is not None
    report: dict[str, Any] = {}
    board.click(0, 5)  # opens all but the left column's top and the mines' corner
    board.click(0, 0, 3)  # a flag
    root.update()
    report["start"] = shown(view)
    board.press(1, 0)  # left held on a hidden cell
    report["pressed"] = shown(view)
    shoot(view, shots / "pressed.png")
    board.drag(*board.spot(2, 0))
    report["dragged"] = shown(view)
    board.drag(-20, -20)  # off the board, the button still held
    report["off"] = shown(view)
    board.release(None, None)  # let go there: nothing opens
    report["cancelled"] = shown(view)
    board.press(1, 1, MIDDLE)  # a chord held on the 2 beside the flag
    report["chord"] = shown(view)
    shoot(view, shots / "chord.png")
    board.release(1, 1, MIDDLE)  # one flag of two: nothing opens
    report["chorded"] = shown(view)
    for keysym in ["Left", "Up", "Left", "Left", "Left", "Down"]:
        key(view, keysym)
    report["cursor"] = shown(view)
    key(view, "space")
    report["opened_by_key"] = shown(view)
    key(view, "plus", control=True)
    report["zoomed"] = shown(view)
    shoot(view, shots / "zoomed.png")
    key(view, "0", control=True)
    report["normal"] = shown(view)
    root.destroy()
    print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1])
