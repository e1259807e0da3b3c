"""Open the real window on $DISPLAY, click like a user, and print what it shows as JSON.

Run by ``test_gui.py`` in a child process: Tk keeps its X connection until the process ends,
and any Tk call after that server has stopped kills the process, so the window lives here and
the test process never touches Tk.
"""

from __future__ import annotations

import json
import shutil
import sys
import time
import tkinter as tk
from pathlib import Path
from typing import Any

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.window.gui import Window
from minesweeper.ui.window.headless import screenshot
from minesweeper.ui.window.presenter import Presenter

LAYOUT = "*...\n....\n..*.\n"


def click(view: Window, row: int, col: int, button: int = 1) -> None:
    """A press and a release on the cell widget, then let Tk handle them."""
    cell = view.cells[row][col]
    cell.event_generate(f"<ButtonPress-{button}>", x=4, y=4)
    cell.event_generate(f"<ButtonRelease-{button}>", x=4, y=4)
    view.root.update()


def snapshot(view: Window) -> dict[str, Any]:
    """The game's state next to what the widgets show."""
    game = view.presenter.game
    cells = view.cells
    return {
        "status": game.status,
        "revealed": game.revealed.tolist(),
        "marks": [[game.mark(r, c) for c in range(game.width)] for r in range(game.height)],
        "text": [[cell.cget("text") for cell in row] for row in cells],
        "relief": [[cell.cget("relief") for cell in row] for row in cells],
        "background": [[cell.cget("bg") for cell in row] for row in cells],
        "counter": view.counter.cget("text"),
        "face": view.face.cget("text"),
        "message": view.status.cget("text"),
        "title": view.root.title(),
        "size": [len(cells), len(cells[0])],
    }


def play_with_the_ai(view: Window, saved: Path) -> dict[str, Any]:
    """Hint, the AI at its slowest then instant, and the overlay, through the real widgets."""
    Game("beginner", "safe", seed=3).save(saved)  # a board the AI wins without a guess
    assert view.presenter.load(saved)
    view.build_board()
    report: dict[str, Any] = {}
    view.hint_button.invoke()
    report["hint"] = snapshot(view)
    view._speed.set("very slow")
    view._set_speed()
    view.ai_button.invoke()
    view.root.update()  # the first tick runs at once; the next waits 1.5 s
    report["ai_one"] = snapshot(view)
    view.overlay_button.invoke()
    report["overlay"] = snapshot(view)
    view._speed.set("instant")
    view._set_speed()
    deadline = time.monotonic() + 30
    while view.presenter.game.status == "playing" and time.monotonic() < deadline:
        view.root.update()
        time.sleep(0.005)
    report["ai_end"] = snapshot(view)
    return report


def main(shot: str) -> None:
    root = tk.Tk()
    view = Window(root, Presenter(Game.from_board(Board.from_text(LAYOUT))))
    root.update()
    report: dict[str, Any] = {"start": snapshot(view)}
    click(view, 0, 3)
    report["opened"] = snapshot(view)
    click(view, 0, 0, button=3)
    report["flagged"] = snapshot(view)
    click(view, 2, 2)
    report["lost"] = snapshot(view)
    box = (0, 0, root.winfo_rootx() + root.winfo_width(), root.winfo_rooty() + root.winfo_height())
    if shutil.which("xwd"):  # screenshots need x11-apps; the clicks above do not
        screenshot(root.winfo_screen(), shot, box)
    report["box"] = list(box)
    view.new_game("expert")
    root.update()
    report["expert"] = snapshot(view)
    report.update(play_with_the_ai(view, Path(shot).with_name("seeded.json")))
    root.destroy()
    print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1])
