"""How long an explanation takes: Sudoku made unsolvable, and expert Minesweeper positions.

    python benchmarks/explain.py [--puzzles 10] [--repeats 3] [--write]

Sudoku: the first ``--puzzles`` of top95, each made unsolvable by one wrong given (the first
given, row by row, that some other digit makes unsolvable without a clash in a unit). Each row
gives the givens it has and the givens the explanation names, then for each method of
`aimacsp.explanations.shrink` (which all name the same givens) the median time of `minimal_conflict`
over the givens and its satisfiability tests.

Minesweeper: expert positions (30x16, 99 mines) from ``benchmarks/positions/explain/``,
written by ``--write`` from seeded games the probabilistic agent played to 35 % revealed.
For each: the proof of every proven cell (median over the cells; then the same proofs by
`aimacsp.explain` with each method), the contradiction after a wrong flag on a safe cell, and
after a mine counter set one below (or above) what the numbers allow. Times are also divided
by `mine_probabilities` on the same position (same run), and by the 8-queens yardstick of
``benchmarks/nqueens.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

import numpy as np

from aimacsp import explain, minimal_conflict
from aimacsp.explanations import METHODS
from minesweeper.ai.agents import Decision, make_agent
from minesweeper.ai.autoplay import steps
from minesweeper.ai.explain import explain_move, explain_position
from minesweeper.ai.model import ImpossiblePosition
from minesweeper.ai.probability import mine_probabilities
from minesweeper.ai.proof import evidence_csp
from minesweeper.game.play import Game
from minesweeper.game.position import FLAG, Position
from sudoku import Grid, solve
from sudoku.explain import explain_unsolvable, givens_csp

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from nqueens import median_ms, special_purpose  # noqa: E402  (the shared yardstick)

POSITIONS = HERE / "positions" / "explain"
TOP95 = HERE.parent / "sudoku" / "data" / "top95.txt"


def one_wrong_given(grid: Grid) -> Grid:
    """``grid`` with its first given that can be made wrong, made wrong."""
    for (row, col), digit in grid.givens():
        for wrong in range(1, 10):
            cells = list(grid.cells)
            cells[9 * row + col] = wrong
            bad = Grid(tuple(cells))
            if wrong != digit and bad.first_clash() is None and solve(bad) is None:
                return bad
    raise ValueError("no single wrong given makes this puzzle unsolvable")


def sudoku_rows(count: int, repeats: int) -> dict[str, list[float]]:
    print(f"{'puzzle':>6} {'givens':>6} {'named':>5}" + "".join(
        f" {name + ' ms':>15} {'tests':>5}" for name in METHODS))
    times: dict[str, list[float]] = {name: [] for name in METHODS}
    for k, line in enumerate(TOP95.read_text().split()[:count]):
        bad = one_wrong_given(Grid.parse(line))
        named = explain_unsolvable(bad) or []
        csp, givens = givens_csp(bad)
        cells = f"{k + 1:6d} {len(givens):6d} {len(named):5d}"
        for name in METHODS:
            found = minimal_conflict(csp, among=givens, method=name)
            assert found is not None and len(found) == len(named)
            ms = median_ms(
                lambda c=csp, g=givens, m=name: minimal_conflict(c, among=g, method=m), repeats
            )
            times[name].append(ms)
            cells += f" {ms:15.1f} {found.tests:5d}"
        print(cells)
    return times


def expert_position(seed: int) -> Position:
    """A position of a seeded expert game, played by the probabilistic agent to 35 %."""
    game = Game("expert", seed=seed)
    agent = make_agent("probabilistic", seed=0)
    for _ in steps(game, agent):
        if game.status != "playing" or game.revealed.sum() > 0.35 * 480:
            break
    if game.status != "playing":
        raise ValueError(f"the game of seed {seed} ended before 35 % was revealed")
    return game.position()


def counter_off(position: Position, step: int) -> Position:
    """``position`` with the mine counter moved by ``step`` until no layout fits."""
    mines = position.mines
    while True:
        mines += step
        changed = Position(position.width, position.height, mines, position.cells)
        try:
            mine_probabilities(changed)
        except ImpossiblePosition:
            return changed


def minesweeper_rows(repeats: int, yardstick: float) -> list[float]:
    print(f"{'position':12} {'job':28} {'named':>5} {'median ms':>9} {'/ probs':>7} "
          f"{'/ yardstick':>11}")
    worst = []
    for path in sorted(POSITIONS.glob("*.mine")):
        position = Position.from_text(path.read_text(encoding="utf-8"))
        odds = mine_probabilities(position)
        probs_ms = median_ms(lambda p=position: mine_probabilities(p), repeats)
        proven = sorted(cell for cell, p in odds.probabilities.items() if p in (0, 1))
        cells_ms = []
        sizes = []
        for cell in proven:
            p = odds.probabilities[cell]
            move = Decision("flag" if p == 1 else "reveal", cell, "deduction", "proven", p)
            sizes.append(len(explain_move(position, move).evidence))
            cells_ms.append(median_ms(lambda m=move, p=position: explain_move(p, m), repeats))
        jobs = [(f"proof, median of {len(proven)} cells", statistics.median(cells_ms),
                 f"{statistics.median(sizes):.0f}")]
        # The same proofs by the generic search alone (no counter needed), by each method.
        csp, _ = evidence_csp(position, counter=False)
        for name in METHODS:
            times = [
                median_ms(lambda s=csp, c=cell, v=1 - int(odds.probabilities[cell]), m=name:
                          explain(s, c, v, method=m), repeats)
                for cell in proven
            ]
            jobs.append((f"  the same, {name}", statistics.median(times), ""))
        grid = np.array(position.cells)
        grid[next(cell for cell, p in odds.probabilities.items() if p == 0)] = FLAG
        for name, bad in (
            ("wrong flag", Position(position.width, position.height, position.mines, grid)),
            ("counter too low", counter_off(position, -1)),
            ("counter too high", counter_off(position, +1)),
        ):
            why = explain_position(bad)
            assert why is not None
            ms = median_ms(lambda b=bad: explain_position(b), repeats)
            jobs.append((f"{name} ({bad.mines} mines)", ms, str(len(why.evidence))))
        for job, ms, named in jobs:
            worst.append(ms)
            print(f"{path.stem:12} {job:28} {named:>5} {ms:9.1f} {ms / probs_ms:7.1f} "
                  f"{ms / yardstick:11.0f}")
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--puzzles", type=int, default=10)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--write", action="store_true", help="write the expert positions again")
    args = parser.parse_args()
    if args.write:
        POSITIONS.mkdir(parents=True, exist_ok=True)
        for seed in (1, 2):
            text = expert_position(seed).to_text()
            (POSITIONS / f"expert-{seed}.mine").write_text(text, encoding="utf-8")
    yardstick = median_ms(lambda: special_purpose(8, count_all=True), 15)
    print(f"yardstick (8-queens, all solutions, plain backtracking): {yardstick:.2f} ms\n")
    sudoku = sudoku_rows(args.puzzles, args.repeats)
    for name, times in sudoku.items():
        ratio = statistics.median(a / b for a, b in zip(times, sudoku["quickxplain"]))
        print(f"Sudoku, {name}: median {statistics.median(times):.0f} ms, slowest"
              f" {max(times):.0f} ms, median ratio to quickxplain {ratio:.2f}")
    print()
    mines = minesweeper_rows(args.repeats, yardstick)
    print(f"Minesweeper: slowest job {max(mines):.0f} ms")


if __name__ == "__main__":
    main()
