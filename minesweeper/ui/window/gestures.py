"""The mouse and the keys on the board, read as classic Minesweeper clients read them.

A left press shows the cell under the pointer pressed; the cell opens when the button comes
up, the cell under the pointer *then*: dragging moves the pressed cell with the pointer, and
letting go off the board does nothing (a misclick taken back). A right press marks at once.
The middle button, or left and right held together, shows the 3x3 block around the pointer
pressed and chords where the last button comes up. The arrow keys move a cursor drawn on the
board; space opens the cell under it (or chords, on an open number) and ``f`` flags it.

Every click that reaches a cell goes to one function, ``click(gesture, row, col)``, wasted
ones included (a reveal on an open cell, a chord that cannot open): the presenter turns it
into the game's move and counts it. Nothing here knows the game beyond ``is_open``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

__all__ = [
    "ARROWS",
    "CONTROLS",
    "KEYS",
    "LEFT",
    "MIDDLE",
    "RIGHT",
    "Click",
    "Gesture",
    "Gestures",
    "Preview",
]

LEFT, MIDDLE, RIGHT = 1, 2, 3
"""Tk's mouse button numbers."""

Cell = tuple[int, int]
Gesture = Literal["open", "chord", "mark", "flag"]
"""What the player did on a cell: open it, chord on it, right-click it, flag it (``f``)."""
Click = Callable[[Gesture, int, int], None]
Preview = tuple[Literal["open", "chord"], Cell]
"""What a held button shows pressed: one cell, or the 3x3 block around it."""

#: Arrow keys (Tk's key names) and the step each moves the cursor.
ARROWS: dict[str, Cell] = {"Up": (-1, 0), "Down": (1, 0), "Left": (0, -1), "Right": (0, 1)}
#: Every key the board reads (Tk's names).
KEYS = (*ARROWS, "space", "Return", "f")

CONTROLS = """\
Mouse
  left button          open the cell under the pointer when the button comes up
  right button         flag, question mark (if Marks (?) is on), nothing: at the press
  both, or middle      chord where the button comes up: open around a number
                       whose flags are all placed (the 3x3 block shows pressed)
  drag while held      the pressed cell follows the pointer; let go off the
                       board to take the click back

Keys
  arrows               move the cursor (the first key shows it, mid-board)
  space or Enter       open the cell under the cursor; on a number, chord
  f                    flag or unflag the cell under the cursor
  F2                   new game          h  hint      a  AI plays      p  odds
  Ctrl +, Ctrl -       zoom in, out      Ctrl 0  normal size
"""
"""What the mouse and the keys do, as the window's help shows it."""


class Gestures:
    """Buttons held, the cell under the pointer and the keyboard cursor of a board of
    ``height`` x ``width``; each finished click goes to ``click``."""

    def __init__(
        self, height: int, width: int, click: Click, is_open: Callable[[int, int], bool]
    ) -> None:
        self.height, self.width = height, width
        self.click, self.is_open = click, is_open
        self.down: set[int] = set()  #: the mouse buttons held now
        self.pointer: Cell | None = None  #: the cell under the pointer while a button is held
        self.cursor: Cell | None = None  #: the keyboard's cell, once a key has moved it
        self._chording = False  # both buttons, or the middle one, since the gesture began

    @property
    def preview(self) -> Preview | None:
        """What the buttons held show pressed, if anything (nothing off the board)."""
        if self.pointer is None or not self.down & {LEFT, MIDDLE}:
            return None
        return ("chord" if self._chording else "open", self.pointer)

    def press(self, button: int, cell: Cell | None) -> None:
        """A mouse button went down over ``cell`` (None: off the board)."""
        if button == RIGHT and LEFT not in self.down and cell is not None:
            self.click("mark", *cell)  # the classic right click marks on the press
        self.down.add(button)
        if self.down >= {LEFT, RIGHT} or button == MIDDLE:
            self._chording = True
        self.pointer = cell

    def move(self, cell: Cell | None) -> None:
        """The pointer moved over ``cell`` (None: off the board) with a button held."""
        if self.down:
            self.pointer = cell

    def release(self, button: int, cell: Cell | None) -> None:
        """A mouse button came up over ``cell`` (None: off the board)."""
        if button not in self.down:
            return  # pressed elsewhere (before the board was made, say)
        self.down.discard(button)
        if self._chording:
            if not self.down & {LEFT, RIGHT, MIDDLE}:
                self._chording = False
                self._finish("chord", cell)
        elif button == LEFT:
            self._finish("open", cell)
        if not self.down:
            self.pointer = None

    def _finish(self, gesture: Gesture, cell: Cell | None) -> None:
        if cell is not None:  # let go off the board: the click is taken back
            self.click(gesture, *cell)

    def cancel(self) -> None:
        """Forget the buttons held (a new board, or the window lost the pointer's grab)."""
        self.down.clear()
        self.pointer = None
        self._chording = False

    def key(self, name: str) -> bool:
        """Act on a key (Tk's name for it); whether it was one of the board's keys. The first
        key shows the cursor, in the middle of the board, without acting."""
        if name not in ARROWS and name not in ("space", "Return", "f"):
            return False
        if self.cursor is None:
            self.cursor = (self.height // 2, self.width // 2)
        elif name in ARROWS:
            step_row, step_col = ARROWS[name]
            row = min(max(self.cursor[0] + step_row, 0), self.height - 1)
            col = min(max(self.cursor[1] + step_col, 0), self.width - 1)
            self.cursor = (row, col)
        elif name == "f":
            self.click("flag", *self.cursor)
        else:
            self.click("chord" if self.is_open(*self.cursor) else "open", *self.cursor)
        return True
