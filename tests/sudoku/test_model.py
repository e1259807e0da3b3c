"""The CSP builder and `solve`: every strategy and encoding, checked by `validate`."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from aimacsp import AllDifferent, Predicate, Status, no_inference
from sudoku import (
    STRATEGIES,
    Grid,
    build_csp,
    explain_unsolvable,
    solutions,
    solve,
    solver,
    validate,
)

DATA = Path(__file__).resolve().parents[2] / "sudoku" / "data"
EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
# No clash among the givens, yet r1c9 needs a 9 and column 9 already has one.
NO_SOLUTION = "12345678." + "........9" + "." * 63


def puzzles(name: str) -> list[str]:
    return (DATA / f"{name}.txt").read_text().split()


def test_alldiff_encoding_has_27_units_and_singleton_givens() -> None:
    csp = build_csp(Grid.parse(HARD))
    assert len(csp.variables) == 81 and csp.variables[9] == (1, 0)
    assert csp.domains[(0, 0)] == (4,)
    assert csp.domains[(0, 1)] == tuple(range(1, 10))
    assert len(csp.constraints) == 27
    units = [c for c in csp.constraints if isinstance(c, AllDifferent)]
    assert len(units) == 27 and {c.level for c in units} == {"gac"}
    basic = build_csp(Grid.parse(HARD), level="basic").constraints
    assert {c.level for c in basic if isinstance(c, AllDifferent)} == {"basic"}


def test_binary_encoding_has_810_distinct_peer_pairs() -> None:
    csp = build_csp(Grid.parse(HARD), encoding="binary")
    assert len(csp.constraints) == 810
    assert all(isinstance(c, Predicate) and len(c.scope) == 2 for c in csp.constraints)
    pairs = {frozenset(c.scope) for c in csp.constraints}
    assert len(pairs) == 810
    assert all(len(csp.neighbors(cell)) == 20 for cell in csp.variables)


def test_unknown_names_are_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="unknown encoding 'sat'.*alldiff, binary"):
        build_csp(Grid.parse(HARD), encoding="sat")
    with pytest.raises(ValueError, match="unknown strategy 'dfs'.*simple, mrv_lcv, fc, mac"):
        solve(HARD, strategy="dfs")
    with pytest.raises(ValueError, match=r"unknown strategy \['mac'\]"):
        solve(HARD, strategy=["mac"])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown level 'full': choose one of gac, singles, basic"):
        build_csp(Grid.parse(HARD), level="full")


@pytest.mark.parametrize("puzzle", [None, 81, b"." * 81, list("." * 81)])
def test_a_puzzle_is_a_grid_or_its_text(puzzle: object) -> None:
    with pytest.raises(TypeError, match="solver: puzzle must be a Grid or its text, got"):
        solve(puzzle)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="explain_unsolvable: puzzle must be a Grid or its text"):
        explain_unsolvable(puzzle)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="build_csp: grid must be a Grid, got"):
        build_csp(puzzle)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="validate: solution must be a Grid, got"):
        validate(puzzle)  # type: ignore[arg-type]
    solved = solve(HARD)
    assert solved is not None
    if puzzle is not None:
        with pytest.raises(TypeError, match="validate: puzzle must be a Grid or None, got"):
            validate(solved, puzzle)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("strategy", "encoding"), list(itertools.product(STRATEGIES, ("alldiff", "binary")))
)
def test_every_strategy_and_encoding_solves_an_easy_puzzle(strategy: str, encoding: str) -> None:
    puzzle = Grid.parse(EASY)
    answer = solve(puzzle, strategy=strategy, encoding=encoding)
    assert answer is not None
    validate(answer, puzzle)


@pytest.mark.parametrize("strategy", ["fc", "mac"])
def test_inference_strategies_solve_a_hard_puzzle_in_both_encodings(strategy: str) -> None:
    for encoding in ("alldiff", "binary"):
        answer = solve(HARD, strategy=strategy, encoding=encoding)
        assert answer is not None
        validate(answer, Grid.parse(HARD))


@pytest.mark.parametrize("strategy", list(STRATEGIES))
def test_an_unsolvable_puzzle_gives_none(strategy: str) -> None:
    assert solve(NO_SOLUTION, strategy=strategy) is None


def test_solutions_enumerates_lazily_and_a_proper_puzzle_has_one() -> None:
    assert len(list(solutions(HARD))) == 1
    empty_ish = solutions("1" + "." * 80)
    first, second = next(empty_ish), next(empty_ish)
    assert first != second
    validate(first)
    validate(second)


def test_solver_exposes_statistics() -> None:
    search = solver(HARD)
    assert search.solve() is not None
    assert search.status is Status.SOLVED
    assert search.stats.assignments >= 81 - len(list(Grid.parse(HARD).givens()))


def test_gac_units_search_less_than_basic_ones() -> None:
    gac, basic = solver(HARD), solver(HARD, level="basic")
    gac.solve()
    basic.solve()
    assert gac.stats.backtracks < basic.stats.backtracks


@pytest.mark.parametrize("name", ["hardest", "top95"])
def test_the_default_strategy_solves_every_hard_puzzle(name: str) -> None:
    for line in puzzles(name):
        answer = solve(line)
        assert answer is not None, line
        validate(answer, Grid.parse(line))


def test_the_default_strategy_is_fast_over_hidden_singles() -> None:
    from sudoku.model import DEFAULT_STRATEGY, solver

    assert DEFAULT_STRATEGY == "fast"
    assert {c.level for c in solver(HARD).csp.constraints} == {"singles"}  # type: ignore[attr-defined]
    assert {c.level for c in solver(HARD, "mac").csp.constraints} == {"gac"}  # type: ignore[attr-defined]
    assert {c.level for c in solver(HARD, level="basic").csp.constraints} == {"basic"}  # type: ignore[attr-defined]
    # Every strategy agrees; those without inference need millions of nodes on HARD (minutes
    # on a busy machine), so they answer on EASY and the others on both.
    for name, plan in STRATEGIES.items():
        for puzzle in (EASY, HARD) if plan.inference is not no_inference else (EASY,):
            grid = solve(puzzle, name)
            assert grid is not None and grid == solve(puzzle, "mac")
