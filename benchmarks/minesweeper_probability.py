"""Exact mine probabilities on large positions: frontiers of 150 to 600 cells.

    python benchmarks/minesweeper_probability.py [--write] [--repeats 3]

The positions live in ``benchmarks/positions/*.mine``; ``--write`` makes them again from
their seeds. Each comes from a true random layout, so it is consistent, with revealed cells
in one of three patterns: rectangles opened in a larger board (rings of frontier around
them), a comb of revealed columns leaving narrow hidden corridors, and revealed cells
sprinkled at random (many interlocking numbers). For each the table gives the frontier's
size, its components and boxes, the number of layouts, the median time of
`mine_probabilities`, and that time divided by a pure-Python yardstick timed in the same run
(all 92 solutions of 8-queens by plain backtracking), so that runs on different machines
compare. Each result is also checked: the probabilities must sum to the mines left.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

from minesweeper.ai.model import build_model
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.grid import neighbour_counts
from minesweeper.game.position import HIDDEN, Position

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from nqueens import median_ms, special_purpose  # noqa: E402  (the shared yardstick)

POSITIONS = HERE / "positions"


def _reveal(mines: np.ndarray, show: np.ndarray) -> Position:
    numbers = neighbour_counts(mines)
    cells = np.full(mines.shape, HIDDEN, dtype=np.int8)
    show = show & ~mines
    cells[show] = numbers[show]
    height, width = mines.shape
    return Position(width, height, int(mines.sum()), cells)


def rectangles(seed: int) -> Position:
    """Four 14x15 areas opened in a 40x40 board with 16% mines."""
    rng = np.random.default_rng(seed)
    mines = rng.random((40, 40)) < 0.16
    show = np.zeros_like(mines)
    for k in range(4):
        r0, c0 = 2 + (k // 2) * 19, 2 + (k % 2) * 19
        show[r0 : r0 + 14, c0 : c0 + 15] = True
    return _reveal(mines, show)


def comb(seed: int) -> Position:
    """A 30x40 board, 20% mines, with two hidden columns in every four."""
    rng = np.random.default_rng(seed)
    mines = rng.random((40, 30)) < 0.20
    show = np.zeros_like(mines)
    show[:, np.arange(30) % 4 >= 2] = True
    return _reveal(mines, show)


def sprinkle(seed: int, share: float) -> Position:
    """A 30x30 board, 18% mines, with a random share of the safe cells revealed."""
    rng = np.random.default_rng(seed)
    mines = rng.random((30, 30)) < 0.18
    return _reveal(mines, rng.random((30, 30)) < share)


MAKERS: dict[str, Callable[[], Position]] = {
    "rectangles-0": lambda: rectangles(0),
    "rectangles-3": lambda: rectangles(3),
    "comb-0": lambda: comb(0),
    "comb-1": lambda: comb(1),
    "sprinkle-20-1": lambda: sprinkle(1, 0.2),
    "sprinkle-30-0": lambda: sprinkle(0, 0.3),
    "sprinkle-30-1": lambda: sprinkle(1, 0.3),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="write the positions again")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    if args.write:
        POSITIONS.mkdir(exist_ok=True)
        for name, make in MAKERS.items():
            (POSITIONS / f"{name}.mine").write_text(make().to_text(), encoding="utf-8")
    yardstick = median_ms(lambda: special_purpose(8, count_all=True), 15) / 1000
    print(f"yardstick (8-queens, all solutions, plain backtracking): {yardstick * 1000:.2f} ms")
    print(
        f"{'position':15} {'frontier':>8} {'parts':>5} {'boxes':>5} {'layouts':>8} "
        f"{'median s':>9} {'/ yardstick':>11}"
    )
    for path in sorted(POSITIONS.glob("*.mine")):
        position = Position.from_text(path.read_text(encoding="utf-8"))
        model = build_model(position)
        result = mine_probabilities(position, model)
        assert sum(result.probabilities.values()) == position.mines_left
        seconds = median_ms(lambda p=position: mine_probabilities(p), args.repeats) / 1000
        boxes = sum(len(c.boxes) for c in model.components)
        print(
            f"{path.stem:15} {len(model.frontier):8d} {len(model.components):5d} {boxes:5d} "
            f"{'1e' + str(len(str(result.layouts)) - 1):>8} {seconds:9.3f} "
            f"{seconds / yardstick:11.0f}"
        )


if __name__ == "__main__":
    main()
