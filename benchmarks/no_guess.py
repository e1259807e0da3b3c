"""Are our no-guess boards drawn fairly? Their 3BV, openings and mines by region against
ms_toollib's ``laymine_solvable`` (uniform layouts kept when its ``is_solvable`` clears them)
in the same run, on the same first cells; and how long each generator takes.

    nice -n 10 python benchmarks/no_guess.py [--boards 300] [--seed 0] [--sizes ...]
                                             [--generators ...]

Sizes: beginner, intermediate, expert and 30x16/120 unless ``--sizes`` names others. Board
``i`` of a size gets its first cell from ``seed + i``, and each generator its own seeded
draw; the generators take turns board by board, so machine load falls on all alike. Four
generators: ``ours`` (rule ``no-guess``, the mine counter counted), ``strict`` (rule
``no-guess-strict``, without it, as ``is_solvable``), ``ms_toollib``, and ``uniform``
(layouts with an opening, no guess test: what the no-guess condition changes); on request
``exact`` and ``exact-strict``, our rules by rejection alone however many deals it takes
(the exact target of each rule, where ``ours`` and ``strict`` repair: slow). For each,
the mean and standard error of: 3BV; openings (regions of zeros); the mine density of the
four corners, of the other border cells, and of the inner cells; then ``z``, the difference
from ms_toollib in standard errors of the difference (|z| < 2: within 2 s.e.), the median
seconds a board (wall clock, then processor time: on a shared machine the second is the fair
one), and how many of our boards were repaired or built rather than dealt; then the ``ours``
boards split by whether the numbers alone clear them (``ours, numbers``) or the counter is
needed at the end (``ours, counter``: the boards the rule adds to ``strict``'s and ms_toollib's),
each with its z against ms_toollib, and with ``exact``, z of ``ours`` against it (the rule's own
target).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from minesweeper.ai.noguess import draw_no_guess  # noqa: E402
from minesweeper.ai.noguess.draw import REJECTION_TRIES, deal  # noqa: E402
from minesweeper.ai.noguess.play import QuickPlay  # noqa: E402
from minesweeper.game.board import Board  # noqa: E402
from minesweeper.game.difficulty import Size, parse_difficulty  # noqa: E402
from minesweeper.game.flood import flood_region  # noqa: E402
from minesweeper.game.score import bbbv  # noqa: E402

SIZES = ["beginner", "intermediate", "expert", "30x16/120"]
METRICS = ["3BV", "openings", "corner", "edge", "inner"]

try:
    import ms_toollib as ms
except ImportError:  # the comparison needs it: pip install ms_toollib
    ms = None

Generator = Callable[[Size, int, tuple[int, int]], tuple[np.ndarray, str]]


def first_cell(size: Size, seed: int) -> tuple[int, int]:
    """The first click of board ``seed``, the same for every generator."""
    rng = np.random.default_rng([seed, 1])
    return int(rng.integers(size.height)), int(rng.integers(size.width))


def ours(counter: bool, tries: int = REJECTION_TRIES) -> Generator:
    def lay(size: Size, seed: int, first: tuple[int, int]) -> tuple[np.ndarray, str]:
        rng = np.random.default_rng([seed, 2 if tries == REJECTION_TRIES else 4])
        found = draw_no_guess(size, rng, first, counter=counter, tries=tries)
        return found.mines, found.how

    return lay


def toollib(size: Size, _seed: int, first: tuple[int, int]) -> tuple[np.ndarray, str]:
    board, found = ms.laymine_solvable(size.height, size.width, size.mines, *first, 10**7)
    if not found:
        raise RuntimeError(f"ms_toollib found no no-guess board of {size} from {first}")
    return np.array(board) < 0, "dealt"


def uniform(size: Size, seed: int, first: tuple[int, int]) -> tuple[np.ndarray, str]:
    return deal(size, np.random.default_rng([seed, 3]), first, 1)[0], "dealt"


GENERATORS: dict[str, Generator] = {
    "ours": ours(True),
    "strict": ours(False),
    "ms_toollib": toollib,
    "uniform": uniform,
    # rejection alone, however many deals it takes: the exact target of each rule (slow)
    "exact": ours(True, 10**9),
    "exact-strict": ours(False, 10**9),
}
DEFAULT = ["ours", "strict", "ms_toollib", "uniform"]


def openings(board: Board) -> int:
    """How many regions of zeros the board has."""
    left = (board.numbers == 0) & ~board.mines
    count = 0
    while left.any():
        start = np.unravel_index(int(np.argmax(left)), left.shape)
        left &= ~flood_region(left, (int(start[0]), int(start[1])))
        count += 1
    return count


def measures(mines: np.ndarray) -> list[float]:
    """3BV, openings, and the mine density of the corners, the rest of the border, the inside."""
    height, width = mines.shape
    border = np.zeros_like(mines)
    border[[0, -1], :] = border[:, [0, -1]] = True
    corner = np.zeros_like(mines)
    corner[[0, 0, -1, -1], [0, -1, 0, -1]] = True
    board = Board(mines)
    return [
        float(bbbv(board)),
        float(openings(board)),
        float(mines[corner].mean()),
        float(mines[border & ~corner].mean()),
        float(mines[~border].mean()) if height > 2 and width > 2 else float("nan"),
    ]


def summary(rows: list[list[float]]) -> tuple[np.ndarray, np.ndarray]:
    """Mean and standard error of each measure."""
    values = np.array(rows)
    return values.mean(axis=0), values.std(axis=0, ddof=1) / np.sqrt(len(values))


def run_size(label: str, boards: int, seed: int, names: list[str]) -> None:
    size = parse_difficulty(label)
    rows: dict[str, list[list[float]]] = {name: [] for name in names}
    seconds: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}
    repaired: dict[str, Counter[str]] = {name: Counter() for name in names}
    # our no-guess boards split by whether the numbers alone clear them: the second kind is
    # what the rule adds to no-guess-strict's (and ms_toollib's) boards
    split: dict[str, list[list[float]]] = {"ours, numbers": [], "ours, counter": []}
    for k, board_seed in enumerate(range(seed, seed + boards)):
        first = first_cell(size, board_seed)
        turn = k % len(names)
        for name in names[turn:] + names[:turn]:
            started, used = time.perf_counter(), time.process_time()
            mines, how = GENERATORS[name](size, board_seed, first)
            seconds[name].append(time.perf_counter() - started)
            cpu[name].append(time.process_time() - used)
            rows[name].append(measures(mines))
            repaired[name][how] += 1
            if name == "ours":
                alone = QuickPlay(mines, first, counter=False).solve()
                split["ours, numbers" if alone else "ours, counter"].append(rows[name][-1])
    base = summary(rows["ms_toollib"]) if "ms_toollib" in rows else None
    print(f"\n{label}: {boards} boards, seeds {seed}..{seed + boards - 1}")
    heads = " ".join(f"{m:>21}" for m in METRICS)
    print(f"{'':14} {heads}  median s    cpu s  repaired/built")
    for name in names:
        cells = _cells(rows[name], base if name != "ms_toollib" else None)
        timing = f"{statistics.median(seconds[name]):9.4f} {statistics.median(cpu[name]):8.4f}"
        fixed = f"{repaired[name]['repaired']}/{repaired[name]['built']}"
        print(f"{name:14} " + cells + f" {timing} {fixed:>14}", flush=True)
    if "ours" in names:
        for part, found in split.items():
            if len(found) > 1:
                print(f"{part:14} " + _cells(found, base) + f"  {len(found)} boards")
        need_counter = len(split["ours, counter"])
        print(f"{need_counter} of our {boards} no-guess boards need the mine counter at the end")
    if "ours" in names and "exact" in names:  # the rule's own target, not ms_toollib's
        print(f"{'ours - exact':14} " + _cells(rows["ours"], summary(rows["exact"])))


def _cells(found: list[list[float]], base: tuple[np.ndarray, np.ndarray] | None) -> str:
    """Each measure's mean ± standard error, and z against ``base`` (mean, s.e.) if given."""
    mean, error = summary(found)
    cells = []
    for k in range(len(METRICS)):
        z = ""
        if base is not None:
            spread = np.hypot(error[k], base[1][k])
            z = f"{(mean[k] - base[0][k]) / spread:+5.1f}" if spread > 0 else "    -"
        digits = 1 if k < 2 else 3
        cells.append(f"{mean[k]:8.{digits}f}±{error[k]:<6.{digits}f}{z:>5}")
    return " ".join(cells)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sizes", nargs="+", default=SIZES)
    parser.add_argument("--generators", nargs="+", choices=GENERATORS, default=DEFAULT)
    args = parser.parse_args()
    names = [name for name in args.generators if ms is not None or name != "ms_toollib"]
    if ms is None:
        print("ms_toollib is not installed (pip install ms_toollib): no comparison")
    print("columns: mean ± standard error, then z = (this - ms_toollib) / s.e. of the difference")
    for label in args.sizes:
        run_size(label, args.boards, args.seed, names)


if __name__ == "__main__":
    main()
