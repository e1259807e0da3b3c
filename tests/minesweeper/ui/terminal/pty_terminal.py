"""A real terminal for tests: the game runs in a pseudo-terminal and `pyte` reads its screen.

`Terminal` starts ``python -m minesweeper ARGS`` on the slave side of a pty, types keys into
the master side and feeds everything the program writes to a pyte screen, so a test sees the
characters and colours a person would.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable
from pathlib import Path

import pyte

from tests.clock import PATIENCE

ROOT = Path(__file__).resolve().parents[4]

# What an xterm sends once curses has switched it to keypad mode.
KEYS = {"up": "\x1bOA", "down": "\x1bOB", "right": "\x1bOC", "left": "\x1bOD"}


class Terminal:
    """A ``columns`` x ``lines`` xterm running the game."""

    def __init__(self, args: list[str], columns: int = 80, lines: int = 24, **env: str) -> None:
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        master, slave = pty.openpty()
        self.master = master
        self._size(columns, lines)
        environ = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "COLUMNS")}
        environ.pop("LINES", None)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "minesweeper", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            cwd=env.pop("cwd", str(ROOT)),
            # PYTHONPATH: the game imports from this checkout even when run in another folder
            env={**environ, "TERM": "xterm", "ESCDELAY": "25", "PYTHONPATH": str(ROOT), **env},
            start_new_session=True,
        )
        os.close(slave)

    def _size(self, columns: int, lines: int) -> None:
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))

    def resize(self, columns: int, lines: int) -> None:
        """Change the terminal's size, as a person dragging the window would."""
        self.screen.resize(lines, columns)
        self._size(columns, lines)
        self.process.send_signal(signal.SIGWINCH)

    def send(self, *keys: str) -> None:
        """Type keys: characters, or names from `KEYS`."""
        for key in keys:
            os.write(self.master, KEYS.get(key, key).encode())
            self.read(0.05)

    def click(self, y: int, x: int, button: int = 0) -> None:
        """A mouse press and release at screen line ``y``, column ``x`` (xterm's SGR encoding,
        the one the ``xterm`` terminfo entry announces)."""
        for end in "Mm":
            os.write(self.master, f"\x1b[<{button};{x + 1};{y + 1}{end}".encode())
        self.read(0.1)

    def read(self, seconds: float) -> None:
        """Feed the screen whatever the program writes during ``seconds``."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            if not select.select([self.master], [], [], left)[0]:
                return
            try:
                data = os.read(self.master, 65536)
            except OSError:  # the program has exited
                return
            if not data:
                return
            self.stream.feed(data)

    def wait(self, ready: Callable[[], bool], seconds: float = PATIENCE) -> bool:
        """Read until ``ready()`` holds; False if it never does within ``seconds`` (a guard
        against a hang: the screen is read again as soon as the program writes)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if ready():
                return True
            self.read(0.05)
        return ready()

    def wait_text(self, text: str, seconds: float = PATIENCE) -> bool:
        """Read until ``text`` is on screen."""
        return self.wait(lambda: text in self.text, seconds)

    @property
    def text(self) -> str:
        """The whole screen as lines of text."""
        return "\n".join(self.screen.display)

    def line(self, y: int) -> str:
        """Screen line ``y``."""
        return str(self.screen.display[y])

    def find(self, text: str) -> tuple[int, int]:
        """Line and column where ``text`` first appears on screen."""
        for y, line in enumerate(self.screen.display):
            if text in line:
                return y, line.index(text)
        raise AssertionError(f"{text!r} is not on screen:\n{self.text}")

    def close(self) -> int:
        """Wait for the program to end (killing it after a while); its exit status."""
        try:
            status = self.process.wait(timeout=PATIENCE)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        self.read(0.1)
        os.close(self.master)
        return status
