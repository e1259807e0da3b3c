"""An external player: any solver, in any language, on the bench's seeded boards.

The protocol (docs/external-player.md): the bench starts the solver's command once and keeps
it running for many games. For every move it writes the position, as ``.mine`` text (a
``WIDTHxHEIGHTxMINES`` line, then one line per row of ``0``-``8``, ``H`` hidden, ``F``
flagged), to the solver's standard input; the solver answers one line on its standard output,
``reveal ROW COL`` or ``flag ROW COL`` (0-based, row 0 at the top), optionally followed by a
space and its reason. A position with nothing revealed starts a new game. The first-click
rule of the run is in the environment variable ``MINESWEEPER_FIRST_CLICK``. The solver ends
when its input ends.
"""

from __future__ import annotations

import atexit
import os
import selectors
import shlex
import subprocess
import time
from functools import partial
from typing import Literal

from minesweeper.ai.agents import AGENTS, Agent, Decision
from minesweeper.ai.agents.base import Kind
from minesweeper.ai.model import Cell
from minesweeper.game.difficulty import FirstClick
from minesweeper.game.position import HIDDEN, Position

__all__ = ["ExternalAgent", "ExternalPlayer", "ExternalPlayerError", "register_external"]

Action = Literal["reveal", "flag"]

#: the longest answer line read before the solver is judged to be talking nonsense
LONGEST_LINE = 4096


class ExternalPlayerError(RuntimeError):
    """The external solver broke the protocol: it exited, was silent, or answered nonsense."""


class ExternalPlayer:
    """One running solver process: a position in, a move out, for as many games as asked."""

    def __init__(self, command: str, first_click: FirstClick = "safe", timeout: float = 60.0):
        words = shlex.split(command)
        if not words:
            raise ValueError("an external player needs a command to run, got an empty one")
        self.command, self.timeout = command, timeout
        env = dict(os.environ, MINESWEEPER_FIRST_CLICK=first_click)
        try:
            self.process = subprocess.Popen(
                words, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env
            )
        except OSError as error:
            raise ExternalPlayerError(
                f"external player {command!r}: cannot start: {error}"
            ) from None
        self.moves = 0
        self._pending = b""

    def move(self, position: Position) -> tuple[Action, Cell, str]:
        """Send ``position``; return the solver's action, cell and reason, checked."""
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(position.to_text().encode("ascii"))
            self.process.stdin.flush()
        except (BrokenPipeError, ValueError):
            raise self._failure("stopped reading its input") from None
        move = self._parse(self._read_line(), position)
        self.moves += 1
        return move

    def close(self) -> None:
        """End the solver: close its input, then kill it if it lingers."""
        if self.process.poll() is None:
            try:
                assert self.process.stdin is not None
                self.process.stdin.close()
                self.process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()

    def _read_line(self) -> str:
        """The next line of the solver's output, within the timeout."""
        assert self.process.stdout is not None
        deadline = time.monotonic() + self.timeout
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            while b"\n" not in self._pending:
                if len(self._pending) > LONGEST_LINE:
                    raise self._failure(f"wrote more than {LONGEST_LINE} bytes without a newline")
                left = deadline - time.monotonic()
                if left <= 0 or not selector.select(left):
                    self.process.kill()
                    raise self._failure(f"did not answer within {self.timeout:g} s")
                chunk = os.read(self.process.stdout.fileno(), 65536)
                if not chunk:
                    raise self._failure("closed its output")
                self._pending += chunk
        raw, _, self._pending = self._pending.partition(b"\n")
        if len(raw) > LONGEST_LINE:
            raise self._failure(f"wrote more than {LONGEST_LINE} bytes without a newline")
        try:
            return raw.decode("utf-8").strip()
        except UnicodeDecodeError:
            raise self._failure(f"answered bytes that are not UTF-8 text: {raw[:40]!r}") from None

    def _parse(self, line: str, position: Position) -> tuple[Action, Cell, str]:
        words = line.split(maxsplit=3)
        shape = "expected 'reveal ROW COL' or 'flag ROW COL' (0-based), optionally a reason"
        if len(words) < 3 or words[0] not in ("reveal", "flag"):
            raise self._failure(f"answered {line[:80]!r}: {shape}")
        if not all(w.isascii() and w.isdigit() and len(w) < 10 for w in words[1:3]):
            raise self._failure(f"answered {line[:80]!r}: ROW and COL must be whole numbers")
        row, col = int(words[1]), int(words[2])
        if row >= position.height or col >= position.width:
            raise self._failure(
                f"answered {line[:80]!r}: outside the {position.width}x{position.height} board"
            )
        if position.cells[row, col] != HIDDEN:
            raise self._failure(f"answered {line[:80]!r}: that cell is not hidden")
        action: Action = "reveal" if words[0] == "reveal" else "flag"
        return action, (row, col), words[3] if len(words) > 3 else ""

    def _failure(self, what: str) -> ExternalPlayerError:
        code = self.process.poll()
        ended = f" (it exited with code {code})" if code is not None else ""
        return ExternalPlayerError(
            f"external player {self.command!r} {what}, asked for move {self.moves + 1}{ended}"
        )


class ExternalAgent(Agent):
    """An `Agent` whose moves come from an `ExternalPlayer` (shared by the games of a run)."""

    name = "external"

    def __init__(
        self,
        player: ExternalPlayer,
        seed: int | None = None,
        flag_mines: bool = True,
        first_click: FirstClick = "safe",
    ) -> None:
        super().__init__(seed, flag_mines, first_click)
        self.player = player

    def next_move(self, position: Position) -> Decision:
        """The solver's move, with its reason if it gave one."""
        action, cell, reason = self.player.move(position)
        kind: Kind = "opening" if not (position.cells != HIDDEN).any() else "rule"
        return Decision(action, cell, kind, reason or f"from {self.player.command!r}")


_players: dict[tuple[str, str], ExternalPlayer] = {}


def _agent_for(
    command: str,
    timeout: float,
    seed: int | None = None,
    flag_mines: bool = True,
    first_click: FirstClick = "safe",
) -> ExternalAgent:
    """A new game's agent, on this process's running solver (started on first use)."""
    player = _players.get((command, first_click))
    if player is None or player.process.poll() is not None:
        player = _players[command, first_click] = ExternalPlayer(command, first_click, timeout)
    return ExternalAgent(player, seed, flag_mines, first_click)


def register_external(spec: str, timeout: float = 60.0) -> str:
    """Add ``NAME=COMMAND`` to the agents (``make_agent`` builds it); return the name."""
    name, equals, command = spec.partition("=")
    name = name.strip()
    if not equals or not name or not command.strip():
        raise ValueError(f"--external {spec!r}: expected NAME=COMMAND, e.g. mine='./solver --fast'")
    if name in AGENTS and not isinstance(AGENTS[name], partial):
        raise ValueError(f"--external {spec!r}: {name!r} is already a built-in agent")
    AGENTS[name] = partial(_agent_for, command, timeout)
    return name


@atexit.register
def _close_players() -> None:
    for player in _players.values():
        player.close()
