"""``minesweeper hint`` and ``hint --json`` on huge boards, beside another commit's code.

The boards: a game (`Game((width, height, mines), first_click="safe", seed=4242)`) opened by
one random click and then random safe cells revealed, a cell at a time (each may flood), the
cells drawn by ``numpy.random.default_rng(7)``:

- 400x400 with 32,000 mines and 150 reveals (dense: 20% mines),
- 1000x1000 with 100,000 mines and 300 reveals (some 2,100 components),
- 2000x2000 with 400,000 mines and 1,000 reveals.

Each command runs in a fresh process (`python -m minesweeper`, output to a file), so the time
is the whole command's: start-up, reading, analysis, writing. Peak memory is the child's
maximum resident size. The other commit is exported with ``git archive`` to a temporary
folder and run from there, taking turns with this tree, so load on a shared machine hits both.
Every answer of this tree is checked: the probabilities sum to the mines left.

    python benchmarks/minesweeper_probability.py --huge [--against HEAD~1] [--repeats 3]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.play import Game
from minesweeper.game.position import Position

ROOT = Path(__file__).resolve().parent.parent
HUGE = [(400, 400, 32_000, 150), (1000, 1000, 100_000, 300), (2000, 2000, 400_000, 1000)]
COMMANDS = {"hint": ["hint"], "hint --json": ["hint", "--json"]}


def random_reveals(width: int, height: int, mines: int, reveals: int) -> Position:
    """The recipe above: one random click, then random safe cells, ``reveals`` in all."""
    game = Game((width, height, mines), first_click="safe", seed=4242)
    rng = np.random.default_rng(7)
    game.reveal(int(rng.integers(height)), int(rng.integers(width)))
    layout = game.board.mines
    for _ in range(reveals - 1):
        if game.status != "playing":
            break
        row, col = divmod(int(rng.choice(np.flatnonzero(~game.revealed & ~layout))), width)
        game.reveal(row, col)
    return game.position()


Run = tuple[float, float] | str | None


def run(tree: Path, args: list[str], timeout: float) -> Run:
    """Seconds and peak MiB of ``python -m minesweeper ARGS`` run from ``tree``; None when
    it takes longer than ``timeout``, and what it said when it fails."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-m", "minesweeper", *args], cwd=tree, env=env, stdout=out, stderr=err
        )
        while True:  # wait4 gives this child's own peak memory
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - start > timeout:
                child.kill()
                _, status, _ = os.wait4(child.pid, 0)
                child.returncode = os.waitstatus_to_exitcode(status)
                return None
            time.sleep(0.02)
        seconds = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode:
            err.seek(0)
            return f"exit {child.returncode}: " + err.read().decode(errors="replace")[-60:]
    return seconds, usage.ru_maxrss / 1024


def export(commit: str, folder: Path) -> None:
    """The tree of ``commit`` written into ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)


def summary(runs: list[Run], timeout: float) -> str:
    """Median seconds and peak MiB of some runs, or how long they were allowed, or how the
    command failed."""
    failed = [found for found in runs if isinstance(found, str)]
    if failed:
        print(f"  ({failed[0].strip()})")
        return f"{'failed':>18}"
    done = [found for found in runs if isinstance(found, tuple)]
    if len(done) < len(runs):
        return f"{'over ' + format(timeout, '.0f') + ' s':>18}"
    seconds = statistics.median(s for s, _ in done)
    return f"{seconds:8.2f} s {statistics.median(m for _, m in done):6.0f} MiB"


def compare(
    against: str, repeats: int, timeout: float, largest: int, this: str | None = None
) -> None:
    """Print the table: each board and command, this tree (or the commit ``this``) beside
    ``against``."""
    label = this or "this tree"
    print(f"{label} vs {against}; medians of {repeats}; a fresh process per run")
    print(f"{'board':28} {'command':12} {label:>18} {against:>18} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as folder:
        other = Path(folder) / "other"
        other.mkdir()
        export(against, other)
        ours_tree = ROOT
        if this is not None:  # a commit, so that editing the tree meanwhile changes nothing
            ours_tree = Path(folder) / "this"
            ours_tree.mkdir()
            export(this, ours_tree)
        for width, height, mines, reveals in HUGE:
            if width > largest:
                continue
            position = random_reveals(width, height, mines, reveals)
            probabilities = mine_probabilities(position)
            assert sum(probabilities.probabilities.values()) == position.mines_left
            path = Path(folder) / f"{width}x{height}.mine"
            path.write_text(position.to_text(), encoding="utf-8")
            name = f"{width}x{height}/{mines}, {reveals} reveals"
            for label, args in COMMANDS.items():
                ours: list[Run] = []
                theirs: list[Run] = []
                for k in range(repeats):
                    pair = [(ours_tree, ours), (other, theirs)]
                    for tree, found in pair if k % 2 == 0 else pair[::-1]:
                        if tree == other and not all(isinstance(t, tuple) for t in theirs):
                            continue  # once over the limit or failed, not again
                        found.append(run(tree, [*args, str(path)], timeout))
                ratio = ""
                if all(isinstance(found, tuple) for found in ours + theirs):
                    mine = statistics.median(f[0] for f in ours if isinstance(f, tuple))
                    other_s = statistics.median(f[0] for f in theirs if isinstance(f, tuple))
                    ratio = f"{mine / other_s:6.2f}"
                print(
                    f"{name:28} {label:12} {summary(ours, timeout)} {summary(theirs, timeout)}"
                    f" {ratio:>6}",
                    flush=True,
                )
