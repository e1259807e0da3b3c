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
from minesweeper.ui.window.gestures import LEFT, MIDDLE, RIGHT
from minesweeper.ui.window.looks import Look
from minesweeper.ui.window.settings import DEFAULT_CELL

__all__ = ["BORDER", "CELL", "BoardCanvas", "Mouse"]

CELL = DEFAULT_CELL  #: pixels a side, unless zoomed
BORDER = 3  #: pixels of the sunken frame around the board
_LIGHT, _DARK, _LINE, _CURSOR = "#ffffff", "#7b7b7b", "#9a9a9a", "#0050e0"
Mouse = Callable[[str, int, Cell | None], None]
"""Hears ("press" | "move" | "release", button, the cell under the pointer or None off it)."""


def _fonts(cell: int) -> dict[str, tuple[str, int, str]]:
    """The cell's fonts, in proportion to its size (11 and 9 points at 24 pixels)."""
    return {
        "bold": ("DejaVu Sans", max(6, round(cell * 11 / 24)), "bold"),
        "normal": ("DejaVu Sans", max(5, round(cell * 9 / 24)), "normal"),  # odds' percentages
    }


class BoardCanvas(tk.Frame):
    """A scrolling grid of ``height`` x ``width`` cells of ``cell`` pixels; ``mouse`` hears
    every press, move with a button held, and release, with the cell under the pointer.

    The visible part is at most ``most`` = (width, height) pixels, and later what `fit` is
    given (the room the window leaves it, once a person makes the window smaller); a scroll
    bar shows along each side that does not show the whole board, and only then.
    """

    def __init__(
        self,
        parent: tk.Misc,
        height: int,
        width: int,
        most: tuple[int, int],
        mouse: Mouse,
        cell: int = CELL,
    ) -> None:
        super().__init__(parent, bd=BORDER, relief="sunken")
        self.rows, self.cols, self.cell = height, width, cell
        self.mouse = mouse
        self._fonts = _fonts(cell)
        full_w, full_h = width * cell, height * cell
        view_w, view_h = min(full_w, most[0]), min(full_h, most[1])
        self.canvas = tk.Canvas(
            self, width=view_w, height=view_h, highlightthickness=0, bd=0,
            scrollregion=(0, 0, full_w, full_h), xscrollincrement=cell, yscrollincrement=cell,
        )  # fmt: skip
        self.canvas.grid(row=0, column=0, sticky="nsew")
        self.rowconfigure(0, weight=1)
        self.columnconfigure(0, weight=1)
        self.bars = {
            "x": tk.Scrollbar(self, orient="horizontal", command=self.canvas.xview),
            "y": tk.Scrollbar(self, orient="vertical", command=self.canvas.yview),
        }
        self.canvas.configure(xscrollcommand=self.bars["x"].set, yscrollcommand=self.bars["y"].set)
        self._show_bars(full_w > view_w, full_h > view_h)
        self._items: list[list[tuple[int, int, int, int]]] = []
        self._shown: list[list[Look | None]] = []
        self._draw_grid()
        self._cursor = self.canvas.create_rectangle(
            0, 0, cell, cell, outline=_CURSOR, width=3, state="hidden"
        )
        for button in (LEFT, MIDDLE, RIGHT):
            for kind, event in (("press", "ButtonPress"), ("move", "B{}-Motion"),
                                ("release", "ButtonRelease")):  # fmt: skip
                sequence = f"<{event.format(button)}>" if "{" in event else f"<{event}-{button}>"
                self.canvas.bind(sequence, partial(self._mouse, kind, button))
        self.canvas.bind("<Button-4>", lambda _e: self.canvas.yview_scroll(-3, "units"))
        self.canvas.bind("<Button-5>", lambda _e: self.canvas.yview_scroll(3, "units"))
        self.canvas.bind("<Shift-Button-4>", lambda _e: self.canvas.xview_scroll(-3, "units"))
        self.canvas.bind("<Shift-Button-5>", lambda _e: self.canvas.xview_scroll(3, "units"))

    def fit(self, width: int, height: int) -> None:
        """Show as much of the board as ``width`` x ``height`` pixels hold (this frame's border
        included), with a scroll bar along each side that cannot show all of it."""
        full_w, full_h = self.cols * self.cell, self.rows * self.cell
        room_w, room_h = width - 2 * BORDER, height - 2 * BORDER
        bar_w, bar_h = self.bars["y"].winfo_reqwidth(), self.bars["x"].winfo_reqheight()
        need_x = need_y = False
        for _ in range(2):  # a bar along one side takes room from the other
            need_y = full_h > room_h - bar_h * need_x
            need_x = full_w > room_w - bar_w * need_y
        view = (
            max(1, min(full_w, room_w - bar_w * need_y)),
            max(1, min(full_h, room_h - bar_h * need_x)),
        )
        if view != (int(self.canvas["width"]), int(self.canvas["height"])):
            self.canvas.configure(width=view[0], height=view[1])
        self._show_bars(need_x, need_y)

    def _show_bars(self, x: bool, y: bool) -> None:
        for bar, shown, row, column, sticky in ((self.bars["x"], x, 1, 0, "ew"),
                                                (self.bars["y"], y, 0, 1, "ns")):  # fmt: skip
            if shown and not bar.winfo_manager():
                bar.grid(row=row, column=column, sticky=sticky)
            elif not shown and bar.winfo_manager():
                bar.grid_remove()

    def _draw_grid(self) -> None:
        draw, cell = self.canvas, self.cell
        bevel = max(2, cell // 12)
        for row in range(self.rows):
            items = []
            for col in range(self.cols):
                x, y = col * cell, row * cell
                box = draw.create_rectangle(x, y, x + cell, y + cell, outline=_LINE, width=1)
                near, far = 1, cell - 1  # the bevel: light above and left, dark below and right
                top_left = [x + near, y + far - 1, x + near, y + near, x + far - 1, y + near]
                bottom_right = [x + near + 1, y + far, x + far, y + far, x + far, y + near + 1]
                light = draw.create_line(top_left, fill=_LIGHT, width=bevel)
                dark = draw.create_line(bottom_right, fill=_DARK, width=bevel)
                text = draw.create_text(x + cell // 2, y + cell // 2, font=self._fonts["bold"])
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
                font = self._fonts[look.weight]
                self.canvas.itemconfigure(text, text=look.text, fill=look.foreground, font=font)

    def look(self, row: int, col: int) -> Look | None:
        """What the cell shows now (for tests and screenshots)."""
        return self._shown[row][col]

    def show_cursor(self, cell: Cell | None) -> None:
        """Frame the keyboard's cell (scrolled into view), or hide the frame."""
        if cell is None:
            self.canvas.itemconfigure(self._cursor, state="hidden")
            return
        row, col = cell
        size = self.cell
        self.canvas.coords(self._cursor, col * size + 2, row * size + 2,
                           (col + 1) * size - 1, (row + 1) * size - 1)  # fmt: skip
        self.canvas.itemconfigure(self._cursor, state="normal")
        self.canvas.tag_raise(self._cursor)
        self.spot(row, col)

    def cell_at(self, x: int, y: int) -> Cell | None:
        """The cell under the canvas window's pixel (x, y), wherever it is scrolled to; None
        off the board or outside the part in view (the pointer held past the edge)."""
        if not (0 <= x < self.canvas.winfo_width() and 0 <= y < self.canvas.winfo_height()):
            return None
        col = int(self.canvas.canvasx(x)) // self.cell
        row = int(self.canvas.canvasy(y)) // self.cell
        return (row, col) if 0 <= row < self.rows and 0 <= col < self.cols else None

    def spot(self, row: int, col: int) -> tuple[int, int]:
        """Scroll (row, col) into view; the canvas window's pixel at its centre."""
        size = self.cell
        full_w, full_h = self.cols * size, self.rows * size
        left, right = self.canvas.canvasx(0), self.canvas.canvasx(self.canvas.winfo_width())
        top, bottom = self.canvas.canvasy(0), self.canvas.canvasy(self.canvas.winfo_height())
        if not left <= col * size <= (col + 1) * size <= right:
            self.canvas.xview_moveto(col * size / full_w)
        if not top <= row * size <= (row + 1) * size <= bottom:
            self.canvas.yview_moveto(row * size / full_h)
        self.canvas.update_idletasks()
        x = col * size + size // 2 - int(self.canvas.canvasx(0))
        y = row * size + size // 2 - int(self.canvas.canvasy(0))
        return x, y

    def click(self, row: int, col: int, button: int = LEFT) -> None:
        """Press and release ``button`` on a cell through real Tk events (scripts and tests)."""
        self.press(row, col, button)
        self.release(row, col, button)

    def press(self, row: int, col: int, button: int = LEFT) -> None:
        """Press ``button`` over a cell through a real Tk event (scripts and tests)."""
        x, y = self.spot(row, col)
        self.canvas.event_generate(f"<ButtonPress-{button}>", x=x, y=y)

    def drag(self, x: int, y: int, button: int = LEFT) -> None:
        """Move the pointer to the canvas window's pixel (x, y), ``button`` held (a real Tk
        event: pass a cell's `spot`, or a point off the board)."""
        self.canvas.event_generate("<Motion>", x=x, y=y, state=1 << (7 + button))

    def release(self, row: int | None, col: int | None, button: int = LEFT) -> None:
        """Let ``button`` go over a cell (or, with None, off the board) through a real event."""
        x, y = (-5, -5) if row is None or col is None else self.spot(row, col)
        self.canvas.event_generate(f"<ButtonRelease-{button}>", x=x, y=y)

    def _mouse(self, kind: str, button: int, event: tk.Event[tk.Canvas]) -> None:
        self.mouse(kind, button, self.cell_at(event.x, event.y))
