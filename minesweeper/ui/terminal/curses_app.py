"""The full-screen game in a real terminal: curses reads keys and the mouse and draws `screen`.

The loop waits for a key at most a fifth of a second (the timer moves) or until the AI's next
move is due, so the AI plays while the keys still answer. Resizing the terminal redraws.
"""

from __future__ import annotations

import contextlib
import curses
import os
import select
import sys
import time

from minesweeper.ai.agents import DEFAULT_AGENT
from minesweeper.game.play import Game
from minesweeper.ui.terminal.fullscreen import LEFT, MIDDLE, RIGHT, FullScreen
from minesweeper.ui.terminal.keys import press
from minesweeper.ui.terminal.screen import Layout, Run, render

__all__ = ["run_fullscreen"]

_TICK_MS = 200
# Colours as in the window: 1 blue, 2 green, 3 red, 4 navy, 5 maroon, 6 teal, 7 black, 8 grey.
_B, _N = curses.A_BOLD, curses.A_NORMAL
_STYLES: dict[str, tuple[int, int, int]] = {
    "title": (-1, -1, _B),
    "label": (-1, -1, curses.A_DIM),
    "status": (-1, -1, _N),
    "prompt": (curses.COLOR_YELLOW, -1, _B),
    "hidden": (-1, -1, curses.A_DIM),
    "empty": (-1, -1, curses.A_DIM),
    "flag": (curses.COLOR_RED, -1, _B),
    "question": (curses.COLOR_YELLOW, -1, _B),
    "mine": (-1, -1, _B),
    "boom": (curses.COLOR_WHITE, curses.COLOR_RED, _B),
    "wrong": (curses.COLOR_MAGENTA, -1, _B),
    "n1": (curses.COLOR_BLUE, -1, _B),
    "n2": (curses.COLOR_GREEN, -1, _N),
    "n3": (curses.COLOR_RED, -1, _B),
    "n4": (curses.COLOR_BLUE, -1, _N),
    "n5": (curses.COLOR_RED, -1, _N),
    "n6": (curses.COLOR_CYAN, -1, _N),
    "n7": (curses.COLOR_WHITE, -1, _B),
    "n8": (curses.COLOR_BLACK, -1, _B),
    "odds-safe": (curses.COLOR_BLACK, curses.COLOR_GREEN, _N),
    "odds-low": (curses.COLOR_BLACK, curses.COLOR_YELLOW, _N),
    "odds-medium": (curses.COLOR_WHITE, curses.COLOR_MAGENTA, _N),
    "odds-high": (curses.COLOR_WHITE, curses.COLOR_RED, _N),
    "odds-mine": (curses.COLOR_WHITE, curses.COLOR_RED, _B),
    "hint": (curses.COLOR_WHITE, curses.COLOR_BLUE, _B),
    "why": (curses.COLOR_BLACK, curses.COLOR_YELLOW, _B),  # as the window marks the proof
}
# Without colour (NO_COLOR, --color never) the attributes alone tell the cells apart.
_PLAIN = {"hidden": curses.A_DIM, "empty": curses.A_DIM, "boom": curses.A_REVERSE}
_BUTTONS = {
    LEFT: curses.BUTTON1_PRESSED | curses.BUTTON1_CLICKED,
    MIDDLE: curses.BUTTON2_PRESSED | curses.BUTTON2_CLICKED,
    RIGHT: curses.BUTTON3_PRESSED | curses.BUTTON3_CLICKED,
}


class _Painter:
    """Turns style names into curses attributes, with colours or without."""

    def __init__(self, color: bool) -> None:
        self.attrs: dict[str, int] = {}
        for k, (name, (fg, bg, attr)) in enumerate(_STYLES.items(), start=1):
            if color:
                curses.init_pair(k, fg, bg)
                self.attrs[name] = curses.color_pair(k) | attr
            else:
                self.attrs[name] = _PLAIN.get(name, _B if name.startswith("n") else _N)
        if not color:
            self.attrs["hint"] = curses.A_UNDERLINE | _B
            self.attrs["why"] = curses.A_UNDERLINE

    def attr(self, run: Run) -> int:
        attr = self.attrs["hint" if run.hint else "why" if run.why else run.style]
        return attr | curses.A_REVERSE if run.cursor else attr


def _draw(window: curses.window, screen: FullScreen, painter: _Painter) -> Layout:
    height, width = window.getmaxyx()
    lines, layout = render(screen, height, width)
    window.erase()
    for y, runs in enumerate(lines[:height]):
        x = 0
        for run in runs:
            room = width - x - (1 if y == height - 1 else 0)  # curses cannot write the last cell
            if room > 0:
                window.addstr(y, x, run.text[:room], painter.attr(run))
            x += len(run.text)
    window.refresh()
    return layout


def _mouse(screen: FullScreen, layout: Layout) -> None:
    try:
        _, x, y, _, state = curses.getmouse()
    except curses.error:
        return
    cell = layout.cell_at(y, x)
    button = next((b for b, mask in _BUTTONS.items() if state & mask), None)
    if cell is not None and button is not None and not screen.prompt and not screen.question:
        screen.click(button, *cell)


class TerminalGone(Exception):
    """The terminal hung up while the game ran (its window closed, its ssh connection lost)."""


def terminal_gone(fd: int) -> bool:
    """Whether the terminal on ``fd`` has hung up or closed.

    A process that ignores SIGHUP (started under ``nohup``, or by a tool that ignores it)
    is not stopped when its terminal goes; every read then fails at once, and without this
    test the loop would spin on a dead terminal for ever.
    """
    if not hasattr(select, "poll"):  # Windows: no poll for a console, and no SIGHUP either
        return False
    try:
        poller = select.poll()
        poller.register(fd, select.POLLIN)
        events = poller.poll(0)
    except (OSError, ValueError):
        return True
    return any(mask & (select.POLLHUP | select.POLLERR | select.POLLNVAL) for _, mask in events)


def _loop(window: curses.window, screen: FullScreen, color: bool) -> None:
    curses.mousemask(curses.ALL_MOUSE_EVENTS)
    curses.mouseinterval(0)  # a press acts at once, never waiting to see a double click
    if curses.has_colors():  # curses.wrapper started colours: keep the terminal's own
        curses.use_default_colors()
    with contextlib.suppress(curses.error):  # a terminal that cannot hide its cursor
        curses.curs_set(0)
    window.keypad(True)
    painter = _Painter(color)
    due: float | None = None  # when the AI moves next
    while screen.running:
        layout = _draw(window, screen, painter)
        now = time.monotonic()
        wait = _TICK_MS if due is None else max(0, min(_TICK_MS, int(1000 * (due - now))))
        window.timeout(wait)
        try:
            key: str | int | None = window.get_wch()
        except curses.error:
            key = None  # no key before the timeout, or no terminal any more
            if terminal_gone(sys.stdin.fileno()):
                raise TerminalGone from None
        if key == curses.KEY_RESIZE:
            curses.update_lines_cols()
        elif key == curses.KEY_MOUSE:
            _mouse(screen, layout)
        elif key is not None:
            press(screen, key)
        if not screen.copilot.on or screen.game.status != "playing":
            due = None
        elif due is None or time.monotonic() >= due:
            if due is None:
                due = time.monotonic()  # switched on: the first move now
                continue
            delay = screen.ai_tick()
            due = None if delay is None else time.monotonic() + delay / 1000


def run_fullscreen(game: Game, *, agent: str = DEFAULT_AGENT, color: bool = True) -> int:
    """Play ``game`` full screen until the player quits; returns the exit status."""
    os.environ.setdefault("ESCDELAY", "25")  # Escape cancels at once, not after a second
    screen = FullScreen(game, agent=agent)

    def main(window: curses.window) -> None:
        screen.color = color and curses.has_colors()
        _loop(window, screen, screen.color)

    try:
        curses.wrapper(main)
    except TerminalGone:
        return 1  # nobody is left to tell
    finally:  # however the program ends (q, Ctrl-C, the terminal closed), a game left counts
        screen.leave()
    return 0
