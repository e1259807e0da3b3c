"""The window's board: one Tk canvas of square cells that scrolls when the board is larger than
the screen allows, so the counters above it and the status below always stay in view.

A canvas rather than a widget per cell: a 100x60 board is 6,000 cells, which a canvas draws as
items in a fraction of a second and scrolls natively, where 6,000 labels take seconds to make.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial

from minesweeper.ai.model import Cell
from minesweeper.ui.window.presenter import LEFT, MIDDLE, RIGHT, Look

__all__ = ["CELL", "BoardCanvas"]

CELL = 24  #: pixels a side
_FONTS: dict[str, tuple[str, int, str]] = {
    "bold": ("DejaVu Sans", 11, "bold"),
    "normal": ("DejaVu Sans", 9, "normal"),  # the odds overlay's percentages
}
_LIGHT, _DARK, _LINE = "#ffffff", "#7b7b7b", "#9a9a9a"
Mouse = Callable[[bool, int, int, int], None]  # (pressed, button, row, col)


class BoardCanvas(tk.Frame):
    """A scrolling grid of ``height`` x ``width`` cells; ``mouse`` hears every press and release.

    The visible part is at most ``most`` = (width, height) pixels; scroll bars appear only
    when the board is larger, and stay for the whole game, so the window keeps its size.
    """

    def __init__(
        self, parent: tk.Misc, height: int, width: int, most: tuple[int, int], mouse: Mouse
    ) -> None:
        super().__init__(parent, bd=3, relief="sunken")
        self.rows, self.cols = height, width
        self.mouse = mouse
        full_w, full_h = width * CELL, height * CELL
        view_w, view_h = min(full_w, most[0]), min(full_h, most[1])
        self.canvas = tk.Canvas(
            self, width=view_w, height=view_h, highlightthickness=0, bd=0,
            scrollregion=(0, 0, full_w, full_h), xscrollincrement=CELL, yscrollincrement=CELL,
        )  # fmt: skip
        self.canvas.grid(row=0, column=0, sticky="nsew")
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        if full_h > view_h:
            bar = tk.Scrollbar(self, orient="vertical", command=self.canvas.yview)
            bar.grid(row=0, column=1, sticky="ns")
            self.canvas.configure(yscrollcommand=bar.set)
        if full_w > view_w:
            bar = tk.Scrollbar(self, orient="horizontal", command=self.canvas.xview)
            bar.grid(row=1, column=0, sticky="ew")
            self.canvas.configure(xscrollcommand=bar.set)
        self._items: list[list[tuple[int, int, int, int]]] = []
        self._shown: list[list[Look | None]] = []
        self._pressed: dict[int, Cell] = {}
        self._draw_grid()
        for button in (LEFT, MIDDLE, RIGHT):
            self.canvas.bind(f"<ButtonPress-{button}>", partial(self._press, button))
            self.canvas.bind(f"<ButtonRelease-{button}>", partial(self._release, button))
        self.canvas.bind("<Button-4>", lambda _e: self.canvas.yview_scroll(-3, "units"))
        self.canvas.bind("<Button-5>", lambda _e: self.canvas.yview_scroll(3, "units"))
        self.canvas.bind("<Shift-Button-4>", lambda _e: self.canvas.xview_scroll(-3, "units"))
        self.canvas.bind("<Shift-Button-5>", lambda _e: self.canvas.xview_scroll(3, "units"))

    def _draw_grid(self) -> None:
        draw = self.canvas
        for row in range(self.rows):
            items = []
            for col in range(self.cols):
                x, y = col * CELL, row * CELL
                box = draw.create_rectangle(x, y, x + CELL, y + CELL, outline=_LINE, width=1)
                near, far = 1, CELL - 1  # the bevel: light above and left, dark below and right
                top_left = [x + near, y + far - 1, x + near, y + near, x + far - 1, y + near]
                bottom_right = [x + near + 1, y + far, x + far, y + far, x + far, y + near + 1]
                light = draw.create_line(top_left, fill=_LIGHT, width=2)
                dark = draw.create_line(bottom_right, fill=_DARK, width=2)
                text = draw.create_text(x + CELL // 2, y + CELL // 2, font=_FONTS["bold"])
                items.append((box, light, dark, text))
            self._items.append(items)
            self._shown.append([None] * self.cols)

    def paint(self, looks: list[list[Look]]) -> None:
        """Repaint the cells whose look changed."""
        for row, line in enumerate(looks):
            for col, look in enumerate(line):
                if self._shown[row][col] == look:
                    continue
                self._shown[row][col] = look
                box, light, dark, text = self._items[row][col]
                bevel = "normal" if look.raised else "hidden"
                self.canvas.itemconfigure(box, fill=look.background)
                self.canvas.itemconfigure(light, state=bevel)
                self.canvas.itemconfigure(dark, state=bevel)
                font = _FONTS[look.weight]
                self.canvas.itemconfigure(text, text=look.text, fill=look.foreground, font=font)

    def look(self, row: int, col: int) -> Look | None:
        """What the cell shows now (for tests and screenshots)."""
        return self._shown[row][col]

    def cell_at(self, x: int, y: int) -> Cell | None:
        """The cell under the canvas window's pixel (x, y), wherever it is scrolled to."""
        col = int(self.canvas.canvasx(x)) // CELL
        row = int(self.canvas.canvasy(y)) // CELL
        return (row, col) if 0 <= row < self.rows and 0 <= col < self.cols else None

    def spot(self, row: int, col: int) -> tuple[int, int]:
        """Scroll (row, col) into view; the canvas window's pixel at its centre."""
        full_w, full_h = self.cols * CELL, self.rows * CELL
        left, right = self.canvas.canvasx(0), self.canvas.canvasx(self.canvas.winfo_width())
        top, bottom = self.canvas.canvasy(0), self.canvas.canvasy(self.canvas.winfo_height())
        if not left <= col * CELL <= (col + 1) * CELL <= right:
            self.canvas.xview_moveto(col * CELL / full_w)
        if not top <= row * CELL <= (row + 1) * CELL <= bottom:
            self.canvas.yview_moveto(row * CELL / full_h)
        self.canvas.update_idletasks()
        x = col * CELL + CELL // 2 - int(self.canvas.canvasx(0))
        y = row * CELL + CELL // 2 - int(self.canvas.canvasy(0))
        return x, y

    def click(self, row: int, col: int, button: int = LEFT) -> None:
        """Press and release ``button`` on a cell through real Tk events (scripts and tests)."""
        x, y = self.spot(row, col)
        self.canvas.event_generate(f"<ButtonPress-{button}>", x=x, y=y)
        self.canvas.event_generate(f"<ButtonRelease-{button}>", x=x, y=y)

    def _press(self, button: int, event: tk.Event[tk.Canvas]) -> None:
        cell = self.cell_at(event.x, event.y)
        if cell is not None:
            self._pressed[button] = cell
            self.mouse(True, button, *cell)

    def _release(self, button: int, _event: object) -> None:
        cell = self._pressed.pop(button, None)  # the move goes to the cell pressed
        if cell is not None:
            self.mouse(False, button, *cell)
