"""The three front ends say the same thing of the same position: one advice path.

Each position is played in the command prompt (typed commands), in the full-screen game run in
a real pseudo-terminal (keys, the screen read back by pyte) and in the window's presenter
(clicks, headless); then each is asked for a hint and for the odds. Wrong flags are included:
one that no layout of mines fits (the hint must say "impossible" everywhere, never send the
player onto a mine) and one the numbers cannot catch (every front end trusts it alike).
"""

from __future__ import annotations

import io

import pytest

from minesweeper.ai.advisor import advise
from minesweeper.ai.agents import make_agent
from minesweeper.ai.model import describe
from minesweeper.game.play import Game
from minesweeper.ui.odds import odds_label
from minesweeper.ui.terminal.session import Session
from minesweeper.ui.window.presenter import LEFT, RIGHT, Presenter
from tests.minesweeper.helpers import FakeClock

pytest.importorskip("pyte", reason="pyte is not installed (pip install '.[test]')")

from tests.minesweeper.ui.terminal.pty_terminal import KEYS, Terminal  # noqa: E402

# the three front ends, one in a pseudo-terminal, end to end: CI's step of its own (pytest -m heavy)
pytestmark = pytest.mark.heavy

SEED = 11  # beginner: the first click at row 5, column 5 opens the right half
Step = tuple[str, int, int]  # ("open" or "flag", row, col), from 0
POSITIONS: dict[str, list[Step]] = {
    "opened": [("open", 4, 4)],
    # The position: the safe row 3, column 3 flagged. No layout fits; an agent asked
    # anyway said "reveal row 2, column 3", a mine.
    "wrong flag, impossible": [("open", 4, 4), ("flag", 2, 2)],
    "right flag": [("open", 4, 4), ("flag", 1, 2)],
    # A safe cell far from the numbers flagged: the numbers cannot tell, so all trust it.
    "wrong flag, possible": [("open", 4, 4), ("flag", 3, 0)],
}


def mirror(steps: list[Step]) -> Game:
    game = Game("beginner", "safe", SEED, clock=FakeClock())
    for action, row, col in steps:
        (game.reveal if action == "open" else game.flag)(row, col)
    return game


def prompt(steps: list[Step]) -> dict[str, str]:
    """What the command prompt answers to ``hint`` and ``prob``."""
    typed = [f"{action} {row + 1} {col + 1}" for action, row, col in steps]
    out = io.StringIO()
    game = Game("beginner", "safe", SEED, clock=FakeClock())
    lines = "\n".join([*typed, "hint", "prob", ""])
    Session(game, io.StringIO(lines), out, clock=FakeClock(), agent="best").run()
    text = out.getvalue()
    said = {}
    for command in ("hint", "prob"):
        said[command] = text.split(f"> {command}\n", 1)[1].split("\n> ", 1)[0].rstrip("> \n")
    return said


def window(steps: list[Step]) -> dict[str, object]:
    """What the window's status line says after a hint, and with the odds shown."""
    clock = FakeClock()
    p = Presenter(Game("beginner", "safe", SEED, clock=clock), clock=clock, agent="best")
    for action, row, col in steps:
        button = LEFT if action == "open" else RIGHT
        p.press(button, row, col)
        p.release(button, row, col)
    p.hint()
    said: dict[str, object] = {"hint": p.status_text, "because": sorted(p.because)}
    p.toggle_overlay()
    p.message = ""
    said["odds"] = p.status_text
    said["labels"] = {
        (r, c): look.text for r, row in enumerate(p.looks()) for c, look in enumerate(row)
    }
    return said


def fullscreen(steps: list[Step], folder: str) -> dict[str, object]:
    """What the full-screen game shows, in a real terminal, after ``H`` and after ``p``."""
    argv = ["play", "--seed", str(SEED), "--first-click", "safe"]  # the rule of the others
    terminal = Terminal(argv, 100, 30, MINESWEEPER_DATA=folder)
    try:
        assert terminal.wait_text("Mines "), terminal.text
        cursor = (4, 4)  # the cursor starts in the middle
        for action, row, col in steps:
            vertical = ["down" if row > cursor[0] else "up"] * abs(row - cursor[0])
            sideways = ["right" if col > cursor[1] else "left"] * abs(col - cursor[1])
            keys = [*vertical, *sideways, " " if action == "open" else "f"]
            terminal.send("".join(KEYS.get(k, k) for k in keys))
            cursor = (row, col)
        terminal.send("H")
        assert terminal.wait(lambda: "hint: " in terminal.text.lower()), terminal.text
        said: dict[str, object] = {"hint": _status(terminal)}
        said["cursor"] = terminal.line(0).split("row ")[-1].strip()
        terminal.send("p")
        assert terminal.wait(lambda: "Odds" in terminal.text or "No odds" in terminal.text)
        said["odds"] = _status(terminal)
        said["labels"] = {
            (r, c): terminal.line(2 + r)[3 + 3 * c : 5 + 3 * c].strip()
            for r in range(9)
            for c in range(9)
        }
        terminal.send("q", "y")
    finally:
        terminal.close()
    return said


def _status(terminal: Terminal) -> str:
    """The status lines under the board, joined as they were wrapped."""
    lines = [terminal.line(y).strip() for y in range(11, 14)]
    return " ".join(line for line in lines if line)


@pytest.mark.parametrize("name", list(POSITIONS))
def test_the_three_front_ends_say_the_same(name: str, tmp_path: object) -> None:
    steps = POSITIONS[name]
    game = mirror(steps)
    advice = advise(game.position(), "safe", make_agent("best", first_click="safe"))
    typed, shown, drawn = prompt(steps), window(steps), fullscreen(steps, str(tmp_path))
    if advice.problem:
        assert "the position is impossible" in advice.problem
        assert typed["hint"] == typed["prob"] == f"error: {advice.problem}"
        assert shown["hint"] == drawn["hint"] == f"No hint: {advice.problem}."
        assert shown["odds"] == drawn["odds"] == f"No odds: {advice.problem}."
        assert shown["because"] == sorted(advice.because) and advice.because
        return
    move = advice.move
    assert move is not None and advice.why is not None
    assert not game.board.mines[move.cell]  # the hint is right, or at least not a mine
    assert shown["hint"] == drawn["hint"] == advice.hint()
    assert drawn["cursor"] == f"{move.cell[0] + 1} col {move.cell[1] + 1}"
    assert f"Suggested: {move.action} {describe(move.cell)}" in typed["hint"]
    assert advice.why.reason in typed["hint"]
    assert shown["because"] == sorted(advice.because)
    odds = advice.odds
    assert odds is not None
    for cell, p in odds.items():  # the terminal labels every hidden cell, the window those
        assert drawn["labels"][cell] == odds_label(p)  # next to a number
        assert shown["labels"][cell] in ("", odds_label(p)) and shown["labels"][cell] != "#"
    lowest = min(odds.values())
    assert f"mine probability {float(lowest):.1%}" in typed["prob"]
