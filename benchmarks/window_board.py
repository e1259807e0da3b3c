"""Time the window's board on a 100x60 board: the canvas the window uses against a grid of
6,000 Tk labels (the window's former design), both on a private Xvfb display.

    python benchmarks/window_board.py [--runs 3]

Needs Tk and Xvfb (``apt-get install xvfb``). Prints the median seconds of each and their ratio.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tkinter as tk
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from minesweeper.game.play import Game  # noqa: E402
from minesweeper.ui.window.gui import Window  # noqa: E402
from minesweeper.ui.window.headless import virtual_display  # noqa: E402
from minesweeper.ui.window.presenter import Presenter  # noqa: E402

SIZE = "100x60/600"


def canvas(root: tk.Tk, window: Window) -> float:
    """A new 100x60 game in the window, drawn."""
    start = time.perf_counter()
    window.new_game(SIZE)
    root.update()
    return time.perf_counter() - start


def labels(root: tk.Tk) -> float:
    """6,000 labels in a grid, each bound to three mouse buttons, drawn."""
    start = time.perf_counter()
    frame = tk.Toplevel(root)
    for row in range(60):
        for col in range(100):
            label = tk.Label(frame, width=2, height=1, bd=2)
            label.grid(row=row, column=col)
            for button in (1, 2, 3):
                label.bind(f"<ButtonPress-{button}>", lambda _e: None)
                label.bind(f"<ButtonRelease-{button}>", lambda _e: None)
    root.update()
    seconds = time.perf_counter() - start
    frame.destroy()
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with virtual_display() as display:
        root = tk.Tk(screenName=display)
        window = Window(root, Presenter(Game("beginner")))
        root.update()
        times_canvas, times_labels = [], []
        for _ in range(args.runs):  # alternate, so load on the machine hits both alike
            times_canvas.append(canvas(root, window))
            times_labels.append(labels(root))
        root.destroy()
    a, b = statistics.median(times_canvas), statistics.median(times_labels)
    print(f"100x60 board, median of {args.runs}: canvas {a:.2f} s, labels {b:.2f} s,"
          f" labels / canvas {b / a:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
