"""The window's review of a game: a dialog that steps through its clicks (Left/Right keys or
the buttons), showing the board and the odds before each one; the logic is `ReviewSteps`."""

from __future__ import annotations

import tkinter as tk

from minesweeper.ui.window.board import CELL, BoardCanvas
from minesweeper.ui.window.review import ReviewSteps

__all__ = ["ReviewDialog"]

_MOST = (1000, 600)  #: pixels of board at most; a larger board scrolls


class ReviewDialog:
    """A dialog over ``root`` stepping through ``steps``."""

    def __init__(self, root: tk.Misc, steps: ReviewSteps, height: int, width: int) -> None:
        self.steps = steps
        self.top = tk.Toplevel(root)
        self.top.title("Review")
        self.board = BoardCanvas(self.top, height, width, _MOST, lambda *_: None)
        self.board.pack(padx=6, pady=6)
        wide = max(min(width * CELL, _MOST[0]), 360)
        self.label = tk.Label(self.top, anchor="nw", justify="left", height=4, wraplength=wide)
        self.label.pack(fill="x", padx=6)
        buttons = tk.Frame(self.top)
        buttons.pack(pady=6)
        tk.Button(buttons, text="< Previous", command=lambda: self.step(-1)).pack(side="left")
        tk.Button(buttons, text="Next >", command=lambda: self.step(1)).pack(side="left")
        tk.Button(buttons, text="Close", command=self.top.destroy).pack(side="left", padx=12)
        self.top.bind("<Left>", lambda _event: self.step(-1))
        self.top.bind("<Right>", lambda _event: self.step(1))
        self.step(0)

    def step(self, by: int) -> None:
        """Show the click ``by`` places on."""
        self.steps.step(by)
        if len(self.steps):
            self.board.paint(self.steps.looks())
        self.label.config(text=self.steps.text)
