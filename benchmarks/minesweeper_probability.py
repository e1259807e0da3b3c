"""Exact mine probabilities by frontier size, from agents' games to 1000x1000 boards.

    python benchmarks/minesweeper_probability.py [--games 6] [--repeats 3] [--largest 1000]
        [--peer-timeout 120] [--hint]
    python benchmarks/minesweeper_probability.py --huge [--against HEAD~1] [--this COMMIT]
        [--repeats 3] [--timeout 300] [--largest 2000]

Four sources of positions, all seeded:

- *games*: every position the probabilistic agent meets in expert games (30x16, 99 mines);
- *fixed*: ``benchmarks/positions/*.mine`` (rectangles opened in a board, a comb of revealed
  columns, cells sprinkled at random; ``--write`` makes them again);
- *scattered*: boards with a share of the safe cells revealed one by one, no flood (many
  interlocking numbers), up to 100x100;
- *opened*: large boards played as an agent would: a first click in the middle, then safe
  cells next to what is open, a few hundred times, up to 1000x1000 (``--largest``).

Positions go into buckets by frontier size (cells next to a number). For each bucket the
table gives the median and largest time of `mine_probabilities` (median of ``--repeats``
runs under one second, one run above), and when ms_toollib is installed (an optional peer
written in Rust, never a dependency), its time on the same positions in the same run and
the median ratio of ours to it. ms_toollib runs in a worker process with a time limit (it
gives up on some large frontiers); its floats are checked against our fractions. Every
answer of ours is checked to sum to the mines left. ``--hint`` also times the ``minesweeper
hint`` command on the opened boards, with its peak memory.

``--huge`` times the whole ``minesweeper hint`` and ``hint --json`` commands (a fresh
process each, wall time and peak memory, medians of ``--repeats``) on boards with random
reveals (`huge.HUGE`: 400x400 dense, 1000x1000 scattered, 2000x2000), beside the code of
another commit (``--against``, exported with ``git archive``) in the same run, the two
taking turns; see `huge` for the recipe.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script

from benchmarks import huge  # noqa: E402
from minesweeper.ai.agents import make_agent  # noqa: E402
from minesweeper.ai.model import build_model  # noqa: E402
from minesweeper.ai.probability import mine_probabilities  # noqa: E402
from minesweeper.game.board import Board  # noqa: E402
from minesweeper.game.grid import dilate, neighbour_counts  # noqa: E402
from minesweeper.game.play import Game  # noqa: E402
from minesweeper.game.position import FLAG, HIDDEN, Position  # noqa: E402

try:
    import ms_toollib  # an optional peer
except ImportError:  # pragma: no cover
    ms_toollib = None

HERE = Path(__file__).resolve().parent
POSITIONS = HERE / "positions"
BUCKETS = [(0, 30), (30, 100), (100, 300), (300, 1000), (1000, 10**9)]


def _reveal(mines: np.ndarray, show: np.ndarray) -> Position:
    numbers = neighbour_counts(mines)
    cells = np.full(mines.shape, HIDDEN, dtype=np.int8)
    show = show & ~mines
    cells[show] = numbers[show]
    height, width = mines.shape
    return Position(width, height, int(mines.sum()), cells)


def _layout(width: int, height: int, mines: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    layout = np.zeros(width * height, dtype=np.bool_)
    layout[rng.choice(width * height, mines, replace=False)] = True
    return layout.reshape(height, width)


def rectangles(seed: int) -> Position:
    """Four 14x15 areas opened in a 40x40 board with 16% mines."""
    mines = np.random.default_rng(seed).random((40, 40)) < 0.16
    show = np.zeros_like(mines)
    for k in range(4):
        r0, c0 = 2 + (k // 2) * 19, 2 + (k % 2) * 19
        show[r0 : r0 + 14, c0 : c0 + 15] = True
    return _reveal(mines, show)


def comb(seed: int) -> Position:
    """A 30x40 board, 20% mines, with two hidden columns in every four."""
    mines = np.random.default_rng(seed).random((40, 30)) < 0.20
    show = np.zeros_like(mines)
    show[:, np.arange(30) % 4 >= 2] = True
    return _reveal(mines, show)


def sprinkle(seed: int, share: float) -> Position:
    """A 30x30 board, 18% mines, with a random share of the safe cells revealed."""
    rng = np.random.default_rng(seed)
    mines = rng.random((30, 30)) < 0.18
    return _reveal(mines, rng.random((30, 30)) < share)


FIXED: dict[str, Callable[[], Position]] = {
    "rectangles-0": lambda: rectangles(0),
    "rectangles-3": lambda: rectangles(3),
    "comb-0": lambda: comb(0),
    "comb-1": lambda: comb(1),
    "sprinkle-20-1": lambda: sprinkle(1, 0.2),
    "sprinkle-30-0": lambda: sprinkle(0, 0.3),
    "sprinkle-30-1": lambda: sprinkle(1, 0.3),
}


def scattered(width: int, height: int, mines: int, share: float, seed: int) -> Position:
    """A share of the safe cells revealed one by one (no flood)."""
    layout = _layout(width, height, mines, seed)
    rng = np.random.default_rng(seed + 1)
    return _reveal(layout, rng.random((height, width)) < share)


SCATTERED = [
    (50, 50, 500, 0.25, 0),
    (50, 50, 500, 0.25, 1),
    (50, 50, 500, 0.25, 2),
    (100, 30, 600, 0.25, 0),
    (100, 30, 600, 0.25, 1),
    (100, 30, 600, 0.25, 2),
    (100, 100, 2000, 0.1, 0),
    (100, 100, 1500, 0.2, 0),
]


def opened(width: int, height: int, mines: int, reveals: int, seed: int) -> Position:
    """A first click in the middle (its neighbours kept clear), then ``reveals`` safe cells
    next to the open area, each flooding as in a game."""
    layout = _layout(width, height, mines, seed)
    row, col = height // 2, width // 2
    layout[max(row - 1, 0) : row + 2, max(col - 1, 0) : col + 2] = False
    game = Game.from_board(Board(layout))
    game.reveal(row, col)
    rng = np.random.default_rng(seed + 1)
    for _ in range(reveals):
        revealed = game.revealed
        candidates = np.flatnonzero(dilate(revealed) & ~revealed & ~layout)
        if not candidates.size or game.status != "playing":
            break
        row, col = divmod(int(rng.choice(candidates)), width)
        game.reveal(row, col)
    return game.position()


OPENED = [(200, 200, 4000, 300, 1), (400, 400, 16000, 300, 1), (1000, 1000, 100000, 300, 1)]


def game_positions(games: int) -> list[Position]:
    """Every position the probabilistic agent sees in ``games`` expert games."""
    found = []
    for seed in range(games):
        game = Game("expert", seed=seed)
        agent = make_agent("probabilistic", seed=seed)
        while game.status == "playing":
            position = game.position()
            found.append(position)
            move = agent.next_move(position)
            if move.action == "flag":
                game.flag(*move.cell)
            else:
                game.reveal(*move.cell)
    return found


def peer_board(position: Position) -> list[list[int]]:
    """The position in ms_toollib's terms: 10 hidden, 11 flagged, numbers as they are."""
    cells = np.asarray(position.cells, dtype=np.int64)
    board = np.where(cells == HIDDEN, 10, np.where(cells == FLAG, 11, cells))
    return board.tolist()  # type: ignore[no-any-return]


def run_peer(text: str) -> tuple[float, Any]:
    """ms_toollib on one position: its time and its probabilities (or the error it gave)."""
    position = Position.from_text(text)
    board = peer_board(position)
    start = time.perf_counter()
    try:
        grid, _ = ms_toollib.cal_probability_onboard(board, position.mines)
    except Exception as error:  # noqa: BLE001 - the peer's errors are reported, not raised
        return time.perf_counter() - start, str(error)
    return time.perf_counter() - start, grid


class Peer:
    """ms_toollib in a worker process, restarted when a position takes too long."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.pool = multiprocessing.Pool(1)

    def __call__(self, position: Position) -> tuple[float | None, str, Any]:
        job = self.pool.apply_async(run_peer, (position.to_text(),))
        try:
            seconds, grid = job.get(self.timeout)
        except multiprocessing.TimeoutError:
            self.pool.terminate()
            self.pool = multiprocessing.Pool(1)
            return None, f"over {self.timeout:.0f} s", None
        if isinstance(grid, str):
            return None, "error", None
        return seconds, "", grid


def timed(position: Position, repeats: int) -> float:
    start = time.perf_counter()
    result = mine_probabilities(position)
    first = time.perf_counter() - start
    assert sum(result.probabilities.values()) == position.mines_left
    if first > 1 or repeats <= 1:
        return first
    times = [first]
    for _ in range(repeats - 1):
        start = time.perf_counter()
        mine_probabilities(position)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def disagreement(position: Position, grid: Any) -> float:
    """The largest difference between our probabilities and the peer's floats."""
    result = mine_probabilities(position)
    return max(
        (abs(float(p) - grid[row][col]) for (row, col), p in result.probabilities.items()),
        default=0.0,
    )


def hint(position: Position) -> tuple[float, float]:
    """Seconds and peak memory (MiB) of ``minesweeper hint`` on the position, in a child."""
    with tempfile.NamedTemporaryFile("w", suffix=".mine", delete=False) as file:
        file.write(position.to_text())
    code = (
        "import resource, sys, time\n"
        "start = time.perf_counter()\n"
        "from minesweeper.ui.cli import main\n"
        "sys.stdout = open('/dev/null', 'w')\n"
        f"main(['hint', {file.name!r}])\n"
        "peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024\n"
        "print(time.perf_counter() - start, peak, file=sys.stderr)\n"
    )
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - start
    Path(file.name).unlink()
    peak = float(done.stderr.split()[-1])
    return seconds, peak


def bucket_of(frontier: int) -> str:
    for low, high in BUCKETS:
        if low <= frontier < high:
            return f"{low}-{high}" if high < 10**9 else f"{low}+"
    raise AssertionError(frontier)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=6, help="expert games of the agent")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--largest", type=int, default=1000, help="largest opened board side")
    parser.add_argument("--peer-timeout", type=float, default=120.0)
    parser.add_argument("--hint", action="store_true", help="time 'minesweeper hint' too")
    parser.add_argument("--write", action="store_true", help="write the fixed positions again")
    parser.add_argument("--huge", action="store_true", help="time hint on the huge boards")
    parser.add_argument("--against", default="HEAD~1", help="the commit --huge compares with")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per --huge run")
    parser.add_argument("--this", help="a commit for --huge to time instead of this tree")
    args = parser.parse_args()
    if args.huge:
        huge.compare(args.against, args.repeats, args.timeout, args.largest, args.this)
        return
    if args.write:
        POSITIONS.mkdir(exist_ok=True)
        for name, make in FIXED.items():
            (POSITIONS / f"{name}.mine").write_text(make().to_text(), encoding="utf-8")
    named: list[tuple[str, str, Position]] = []
    for k, position in enumerate(game_positions(args.games)):
        named.append(("games", f"game-{k}", position))
    for path in sorted(POSITIONS.glob("*.mine")):
        named.append(("fixed", path.stem, Position.from_text(path.read_text(encoding="utf-8"))))
    for spec in SCATTERED:
        named.append(("scattered", "scattered-{}x{}-{}-{}-{}".format(*spec), scattered(*spec)))
    for spec in OPENED:
        if spec[0] <= args.largest:
            named.append(("opened", "opened-{}x{}-{}-{}-{}".format(*spec), opened(*spec)))
    peer = Peer(args.peer_timeout) if ms_toollib is not None else None
    if peer is None:
        print("ms_toollib is not installed: the peer columns are left empty")
    rows: dict[str, list[tuple[float, float | None, str]]] = {}
    large = []
    worst = 0.0
    for source, name, position in named:
        frontier = len(build_model(position).frontier)
        ours = timed(position, args.repeats)
        theirs, note, grid = (None, "", None) if peer is None else peer(position)
        if grid is not None:
            worst = max(worst, disagreement(position, grid))
        rows.setdefault(bucket_of(frontier), []).append((ours, theirs, note))
        if source != "games":
            large.append((name, position, frontier, ours, theirs, note))
    print(f"\n{len(named)} positions; largest |ours - ms_toollib| over all cells: {worst:.1e}")
    print(
        f"{'frontier':>9} {'positions':>9} {'median s':>9} {'max s':>8} "
        f"{'peer median':>11} {'peer max':>9} {'median ratio':>12} {'peer gave up':>12}"
    )
    for low, _ in BUCKETS:
        label = bucket_of(low)
        found = rows.get(label, [])
        if not found:
            continue
        ours_all = [o for o, _, _ in found]
        answered = [(o, t) for o, t, _ in found if t is not None]
        failed = sum(1 for _, t, _ in found if t is None) if peer is not None else 0
        peer_cols = "{:>11} {:>9} {:>12}".format("", "", "")
        if answered:
            ratios = [o / t for o, t in answered]
            peer_cols = (
                f"{statistics.median(t for _, t in answered):11.4f} "
                f"{max(t for _, t in answered):9.3f} {statistics.median(ratios):12.2f}"
            )
        print(
            f"{label:>9} {len(found):9d} {statistics.median(ours_all):9.4f} "
            f"{max(ours_all):8.3f} {peer_cols} {failed:12d}"
        )
    print(f"\n{'position':32} {'frontier':>8} {'ours s':>8} {'ms_toollib s':>13} {'ratio':>7}")
    for name, _, frontier, ours, theirs, note in large:
        peer_text = f"{theirs:13.3f} {ours / theirs:7.2f}" if theirs is not None else f"{note:>13}"
        print(f"{name:32} {frontier:8d} {ours:8.3f} {peer_text}")
    if args.hint:
        print(f"\n{'minesweeper hint':32} {'seconds':>8} {'peak MiB':>9}")
        for name, position, *_ in large:
            if name.startswith("opened"):
                seconds, peak = hint(position)
                print(f"{name:32} {seconds:8.2f} {peak:9.0f}")


if __name__ == "__main__":
    main()
