"""Take a PNG screenshot of the Minesweeper window on a private virtual display.

Needs Xvfb and xwd (Debian: ``apt-get install xvfb x11-apps``). Run from the repository root:

    python scripts/screenshot_gui.py out/minesweeper.png --difficulty beginner --seed 4 \\
        --click 5,5 --flag 1,1 --lose   (or --odds, --hint, --geometry 400x300)

Clicks use 1-based row,column like the terminal; they go through real Tk mouse events.
"""

from __future__ import annotations

import argparse
import sys
import tkinter as tk
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from minesweeper.game.difficulty import FIRST_CLICK_RULES  # noqa: E402
from minesweeper.game.play import Game  # noqa: E402
from minesweeper.ui.window.gui import Window  # noqa: E402
from minesweeper.ui.window.headless import screenshot, virtual_display  # noqa: E402
from minesweeper.ui.window.presenter import Presenter  # noqa: E402


def cell(text: str) -> tuple[int, int]:
    """A 1-based ``ROW,COL`` into a 0-based pair."""
    row, col = (int(part) for part in text.split(","))
    return row - 1, col - 1


def click(window: Window, row: int, col: int, button: int) -> None:
    """Press and release ``button`` on a cell, as the mouse would."""
    assert window.board is not None
    window.board.click(row, col, button)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", nargs="?", default="out/minesweeper.png")
    parser.add_argument("-d", "--difficulty", default="beginner")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--first-click", default="safe", choices=FIRST_CLICK_RULES)
    parser.add_argument("--click", type=cell, action="append", default=[], metavar="ROW,COL")
    parser.add_argument("--flag", type=cell, action="append", default=[], metavar="ROW,COL")
    parser.add_argument("--lose", action="store_true", help="then step on a mine")
    parser.add_argument("--hint", action="store_true", help="then ask for a hint")
    parser.add_argument("--odds", action="store_true", help="then show the odds")
    parser.add_argument("--geometry", metavar="WxH",
                        help="then make the window this size, as a person dragging its corner")
    args = parser.parse_args()
    with virtual_display() as display:
        root = tk.Tk(screenName=display)
        window = Window(root, Presenter(Game(args.difficulty, args.first_click, args.seed)))
        root.update()
        for row, col in args.click:
            click(window, row, col, 1)
        for row, col in args.flag:
            click(window, row, col, 3)
        if args.lose and window.presenter.game.mines_placed:
            row, col = next(
                (r, c)
                for r, c in window.presenter.game.board.mine_cells()
                if window.presenter.game.mark(r, c) != "flag"
            )
            click(window, row, col, 1)
        if args.odds:
            window.toggle_overlay()
        if args.hint:
            window.hint()
        root.update()
        if args.geometry:
            root.geometry(args.geometry)
            root.update()
        Path(args.output).parent.mkdir(parents=True, exist_ok=True)
        # No window manager runs on the virtual display, so Tk's outer window (menu bar
        # included) sits at the top left corner.
        box = (
            0,
            0,
            root.winfo_rootx() + root.winfo_width(),
            root.winfo_rooty() + root.winfo_height(),
        )
        screenshot(display, args.output, box)
        root.destroy()
    print(f"saved {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
