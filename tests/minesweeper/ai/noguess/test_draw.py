"""No-guess boards drawn fairly: uniform deals, the first that needs no guess, and no bias."""

from collections import Counter
from functools import partial
from itertools import combinations

import numpy as np
import pytest

from minesweeper.ai import noguess
from minesweeper.ai.noguess.draw import deal, draw_by_rejection
from minesweeper.ai.noguess.play import QuickPlay
from minesweeper.game.board import Board, BoardError
from minesweeper.game.difficulty import Size
from minesweeper.game.score import bbbv
from tests.clock import PATIENCE

# Bounded by their steps alone: the seconds a player's game allows are no test's limit (a
# machine under load ran out of them at 30x16/130). A call may still pass its own.
lay_no_guess = partial(noguess.lay_no_guess, max_seconds=PATIENCE)
draw_no_guess = partial(noguess.draw_no_guess, max_seconds=PATIENCE)


def test_deals_are_uniform_away_from_the_first_click() -> None:
    layouts = deal(Size(4, 3, 2), np.random.default_rng(1), (0, 0), 2800)
    assert not layouts[:, :2, :2].any() and (layouts.sum(axis=(1, 2)) == 2).all()
    seen = Counter(tuple(np.flatnonzero(layout)) for layout in layouts)
    assert len(seen) == 28  # C(8, 2): every pair of the 8 cells left
    chi2 = sum((n - 100) ** 2 / 100 for n in seen.values())
    assert chi2 < 60  # 27 degrees of freedom: above 60 one time in 3,000


@pytest.mark.parametrize("counter", [True, False])
def test_the_draw_is_the_first_deal_that_needs_no_guess(counter: bool) -> None:
    size, first = Size(9, 9, 20), (4, 4)
    found = draw_by_rejection(size, np.random.default_rng(3), first, counter, 1000)
    assert found is not None and found.how == "dealt" and not found.repaired
    layouts = deal(size, np.random.default_rng(3), first, found.tries)
    cleared = [QuickPlay(layout, first, counter=counter).solve() for layout in layouts]
    assert cleared[-1] and not any(cleared[:-1])  # the deals before it all needed a guess
    assert (layouts[-1] == found.mines).all()


def test_a_board_that_always_needs_a_guess_is_a_clear_error() -> None:
    size = Size(3, 2, 1)  # the first click opens four cells; the mine is in a 50/50 beside them
    assert draw_by_rejection(size, np.random.default_rng(0), (0, 0), True, 100) is None
    with pytest.raises(BoardError, match="no no-guess board of 3x2/1 found.*try fewer mines"):
        lay_no_guess(size, np.random.default_rng(0), (0, 0), max_repairs=50)


def test_the_seed_decides_the_board() -> None:
    for size, tries in [(Size(9, 9, 10), 64), (Size(30, 16, 120), 2)]:  # dealt; repaired
        boards = [
            draw_no_guess(size, np.random.default_rng(seed), (7, 7), tries=tries).mines
            for seed in (5, 5, 6)
        ]
        assert (boards[0] == boards[1]).all() and not (boards[0] == boards[2]).all()


def exact_no_guess(size: Size, first: tuple[int, int], counter: bool) -> tuple[np.ndarray, float]:
    """Every layout with an opening at ``first`` that needs no guess, listed: the chance of a
    mine on each cell, and the mean 3BV, when each of them is equally likely."""
    height, width = size.height, size.width
    free = [(r, c) for r in range(height) for c in range(width)
            if abs(r - first[0]) > 1 or abs(c - first[1]) > 1]  # fmt: skip
    chances, total_bbbv, count = np.zeros((height, width)), 0, 0
    for chosen in combinations(free, size.mines):
        mines = np.zeros((height, width), dtype=bool)
        mines[tuple(zip(*chosen, strict=True))] = True
        if QuickPlay(mines, first, counter=counter).solve():
            chances += mines
            total_bbbv += bbbv(Board(mines))
            count += 1
    return chances / count, total_bbbv / count


@pytest.mark.parametrize("counter", [True, False])
def test_no_guess_boards_are_unbiased(counter: bool) -> None:
    """On 4x4 boards with 5 mines and the first click in a corner, 600 boards against the
    exact distribution (every no-guess layout equally likely): each cell's mine frequency
    (chi-square over the 12 cells that may hold one) and the mean 3BV. The repair that laid
    no-guess boards before (mines moved away from the numbers) gave, on 1,000 such boards,
    chi-square 165 and a mean 3BV 4.8 standard errors low: on 600, about 100 and 3.7."""
    size, first, boards = Size(4, 4, 5), (0, 0), 600
    chances, mean_bbbv = exact_no_guess(size, first, counter)
    seen = np.zeros((4, 4))
    counts = []
    for seed in range(boards):
        mines = lay_no_guess(size, np.random.default_rng(seed), first, counter=counter).mines
        seen += mines
        counts.append(bbbv(Board(mines)))
    may = chances > 0
    expected = chances[may] * boards
    chi2 = float((((seen[may] - expected) ** 2) / (expected * (1 - chances[may]))).sum())
    assert chi2 < 40  # 12 cells: above 40 one time in 10,000
    z = (np.mean(counts) - mean_bbbv) / (np.std(counts) / np.sqrt(boards))
    assert abs(z) < 3.5


@pytest.mark.parametrize("counter", [True, False])
def test_past_the_repair_s_density_a_board_is_built(counter: bool) -> None:
    size, first = Size(8, 8, 30), (4, 4)  # 30 mines on the 55 cells the opening leaves
    found = draw_no_guess(size, np.random.default_rng(2), first, counter=counter)
    assert found.how == "built" and int(found.mines.sum()) == 30
    assert not found.mines[3:6, 3:6].any()
    assert QuickPlay(found.mines, first, counter=counter).solve()
