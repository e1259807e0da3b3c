"""The full-screen game's keys: one table from key to action, and the help line made from it.

``h`` moves left, as in vi (with ``j``, ``k``, ``l``), so the hint is on ``H`` (and ``t``, for tip).
"""

from __future__ import annotations

import curses
from collections.abc import Callable

from minesweeper.ui.terminal.fullscreen import FullScreen

__all__ = ["HELP", "KEYS", "press"]

Action = Callable[[FullScreen], None]


def _move(drow: int, dcol: int) -> Action:
    return lambda screen: screen.move(drow, dcol)


KEYS: dict[str | int, Action] = {
    curses.KEY_UP: _move(-1, 0),
    curses.KEY_DOWN: _move(1, 0),
    curses.KEY_LEFT: _move(0, -1),
    curses.KEY_RIGHT: _move(0, 1),
    "k": _move(-1, 0),
    "j": _move(1, 0),
    "h": _move(0, -1),
    "l": _move(0, 1),
    curses.KEY_HOME: lambda screen: screen.go(screen.cursor[0], 0),
    curses.KEY_END: lambda screen: screen.go(screen.cursor[0], screen.game.width - 1),
    curses.KEY_PPAGE: _move(-10, 0),
    curses.KEY_NPAGE: _move(10, 0),
    " ": FullScreen.open,
    "\n": FullScreen.open,
    "\r": FullScreen.open,
    curses.KEY_ENTER: FullScreen.open,
    "f": FullScreen.flag,
    "?": FullScreen.mark,
    "c": FullScreen.chord,
    "H": FullScreen.hint,
    "t": FullScreen.hint,
    "p": FullScreen.toggle_odds,
    "a": FullScreen.toggle_ai,
    "+": lambda screen: screen.change_speed(1),
    "-": lambda screen: screen.change_speed(-1),
    "n": FullScreen.new_game,
    "s": FullScreen.save,
    "q": FullScreen.quit,
}
"""What each key does; a key is a character, or a curses ``KEY_`` code."""

HELP = (
    "arrows/hjkl move  space open  f flag  ? mark  c chord  H hint  p odds"
    "  a AI  +/- speed  n new  s save  q quit"
)
"""The help line under the board."""


def press(screen: FullScreen, key: str | int) -> None:
    """Do what ``key`` does: answer the question or type into the prompt first, if one is open."""
    if screen.prompt is not None:
        if key == curses.KEY_BACKSPACE:
            key = "\b"
        if isinstance(key, str):
            screen.type_key("\n" if key == "\r" else key)
        elif key == curses.KEY_ENTER:
            screen.type_key("\n")
        return
    if screen.question is not None:
        screen.answer(key in ("y", "Y"))
        return
    action = KEYS.get(key)
    if action is not None:
        action(screen)
