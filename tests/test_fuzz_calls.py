"""Hostile calls: the public functions of the three packages, the terminal prompt and both
command lines, driven with wrong types, huge and non-finite numbers and random words.

The parsers have their own suite (`tests.test_fuzz`); its strategies and checks are shared.
Each call returns, or raises one of its package's documented errors (or a TypeError naming
the argument) with a message, and leaves no file behind. Searches are bounded by node limits,
never by seconds (see `tests.test_fuzz`).
"""

from __future__ import annotations

import contextlib
import io
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    AllDifferent,
    Limits,
    ModelError,
    Predicate,
    SearchLimitReached,
    Solver,
    Sum,
    ac3,
    components,
    count_solutions,
    explain,
    gac,
    min_conflicts,
    minimal_conflict,
    tree_csp_solver,
    weighted_count,
)
from minesweeper import (
    Board,
    BoardError,
    DifficultyError,
    Game,
    GameError,
    ImpossiblePosition,
    Position,
    PositionError,
    mine_probabilities,
)
from minesweeper.ui.cli import build_parser
from minesweeper.ui.cli import main as minesweeper_main
from minesweeper.ui.terminal.session import Session
from sudoku import GridError, build_csp, explain_unsolvable, solve, validate
from sudoku.cli import main as sudoku_main
from tests.test_fuzz import FUZZ, POSITION, anything, mutated, numbers

LIBRARY = (ModelError, TypeError)
NODES = 20_000  #: the node limit of the searches started here: a bound on work, not seconds
GAME = (GameError, BoardError, PositionError, DifficultyError, TypeError)
EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

values = st.one_of(anything, st.just(CSP()), st.just(Limits()))
arguments = st.one_of(values, st.just(abs))  # a function where a value goes, too


def answers(call: Callable[[], Any], errors: tuple[type[BaseException], ...]) -> None:
    """``call()`` returns, or raises one of ``errors`` with a message; a TypeError must say
    where ("Solver: select must be a function, ..."), unlike Python's own ("'int' object is
    not iterable", "object of type 'int' has no len()")."""
    try:
        call()
    except errors as error:
        message = str(error).strip()
        assert message, f"{type(error).__name__} without a message"
        if isinstance(error, TypeError):
            assert ": " in message.splitlines()[0], f"TypeError that names nothing: {message}"


def small() -> CSP[str, int]:
    """Two variables that differ: solved at once by any solver."""
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    csp.add_constraint(lambda x, y: x != y, ["a", "b"])
    return csp


@contextlib.contextmanager
def inside(folder: Path) -> Iterator[None]:
    """Work in ``folder`` for a while (``contextlib.chdir`` needs Python 3.11)."""
    before = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def leaves_nothing(folder: Path) -> None:
    """No file, hidden or not, was left in ``folder``."""
    assert list(folder.iterdir()) == [], list(folder.iterdir())


# --- aimacsp ---------------------------------------------------------------------------------


@FUZZ
@given(st.sampled_from(range(10)), arguments)
def test_every_function_of_a_csp(which: int, thing: Any) -> None:
    calls = [
        lambda: count_solutions(thing), lambda: components(thing), lambda: ac3(thing),
        lambda: gac(thing), lambda: tree_csp_solver(thing), lambda: min_conflicts(thing),
        lambda: weighted_count(thing), lambda: minimal_conflict(thing),
        lambda: Solver(thing).solve(), lambda: explain(thing, "a", 0),
    ]  # fmt: skip
    answers(calls[which], LIBRARY)


@FUZZ
@given(
    st.sampled_from(["select", "order", "inference", "trace", "limits", "preprocess"]), values
)  # not a function: one of the wrong shape fails in its own words when the search calls it
def test_solver_options(option: str, value: Any) -> None:
    answers(lambda: Solver(small(), **{option: value}).solve(), LIBRARY)


@FUZZ
@given(arguments, arguments, arguments, st.sampled_from(["limits", "method", "among"]))
def test_explanations(var: Any, value: Any, option_value: Any, option: str) -> None:
    answers(lambda: explain(small(), var, value), LIBRARY)
    answers(lambda: minimal_conflict(small(), **{option: option_value}), LIBRARY)
    answers(lambda: count_solutions(small(), limits=option_value), LIBRARY)


@FUZZ
@given(arguments, arguments, st.one_of(numbers, anything))
def test_weighted_counts(weight: Any, degree: Any, max_degree: Any) -> None:
    # A weight or degree is a function; what it returns is fuzzed too.
    answers(lambda: weighted_count(small(), weight=lambda v, d: weight), LIBRARY)
    answers(lambda: weighted_count(small(), degree=lambda v, d: degree), LIBRARY)
    answers(lambda: weighted_count(small(), max_degree=max_degree), LIBRARY)
    answers(lambda: weighted_count(small()).marginal(weight, degree), LIBRARY)


@FUZZ
@given(st.one_of(numbers, anything), arguments)
def test_local_search(max_steps: Any, seed: Any) -> None:
    answers(lambda: min_conflicts(small(), max_steps=max_steps, seed=seed), LIBRARY)


@FUZZ
@given(arguments, arguments, arguments, arguments)
def test_model_building(scope: Any, first: Any, second: Any, third: Any) -> None:
    csp = small()
    answers(lambda: csp.add_variables(scope, first), LIBRARY)
    answers(lambda: csp.add_constraint(first, scope), LIBRARY)
    answers(lambda: csp.add_constraint(AllDifferent(scope, level=first)), LIBRARY)
    answers(lambda: csp.add_constraint(Sum(scope, first, second, third)), LIBRARY)
    answers(lambda: csp.add_constraint(Predicate(first, scope, name=second)), LIBRARY)
    answers(lambda: csp.is_solution(first), LIBRARY)
    answers(lambda: csp.constraints_on(first), LIBRARY)
    answers(lambda: count_solutions(csp, Limits(nodes=NODES)), (*LIBRARY, SearchLimitReached))


# --- minesweeper -----------------------------------------------------------------------------


@FUZZ
@given(
    st.one_of(st.sampled_from(["beginner", "4x3/2", (5, 4, 3)]), anything),
    st.one_of(st.sampled_from(["safe", "opening", "none"]), anything),
    st.one_of(st.integers(0, 2**70), anything),
)
def test_new_games(difficulty: Any, rule: Any, seed: Any) -> None:
    answers(lambda: Game(difficulty, rule, seed), GAME)


@FUZZ
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["reveal", "flag", "question", "cycle_mark", "chord", "mark"]),
            st.one_of(st.integers(-3, 12), numbers, anything, st.just(np.int64(2))),
            st.one_of(st.integers(-3, 12), numbers, anything),
        ),
        max_size=12,
    )
)
def test_moves(moves: list[tuple[str, Any, Any]]) -> None:
    game = Game("8x8/10", seed=4)
    for action, row, col in moves:
        answers(lambda: getattr(game, action)(row, col), GAME)  # noqa: B023
    answers(lambda: game.position().number_at(moves[0][1], moves[0][2]) if moves else 0, GAME)


@FUZZ
@given(st.one_of(numbers, anything), st.one_of(numbers, anything), st.lists(arguments, max_size=3))
def test_boards(width: Any, height: Any, cells: list[Any]) -> None:
    answers(lambda: Board.from_cells(width, height, cells), GAME)
    answers(lambda: Board.from_text(width), GAME)
    answers(lambda: Board.from_mbf(height), GAME)
    answers(lambda: Position.from_text(width), GAME)


@FUZZ
@given(st.one_of(mutated(POSITION), st.text(max_size=30)), arguments)
def test_probabilities(text: str, thing: Any) -> None:
    answers(lambda: mine_probabilities(thing), GAME)
    with contextlib.suppress(PositionError):
        position = Position.from_text(text)
        answers(lambda: mine_probabilities(position), (ImpossiblePosition,))


WORDS = [
    "r", "reveal", "f", "flag", "?", "c", "chord", "n", "new", "save", "load", "show", "help",
    "hint", "prob", "auto", "all", "q", "quit", "exit", "y", "n", "1", "2", "3", "0", "-1",
    "99999999999999999999", "²", "beginner", "4x3/2", "9x9/81", "20000x2/1", "safe", "lucky",
    "nan", "inf", "1e400", "game.json", "x.mine", "x.mbf", ".", "/", "\x00", "'", '"',
]  # fmt: skip


@FUZZ
@given(st.lists(st.lists(st.sampled_from(WORDS), max_size=4).map(" ".join), max_size=10))
def test_the_prompt(tmp_path_factory: Any, lines: list[str]) -> None:
    folder = tmp_path_factory.mktemp("prompt")
    with inside(folder):  # saves land here: only the files named may appear
        out = io.StringIO()
        game = Game.from_board(Board.from_text("*...\n....\n..*.\n"))
        assert Session(game, io.StringIO("\n".join(lines) + "\n"), out).run() == 0
    assert "Traceback" not in out.getvalue()
    commands = [line.split() for line in lines]
    saved = {words[1] for words in commands if len(words) == 2 and words[0] in ("s", "save")}
    assert {p.name for p in folder.iterdir()} <= saved  # no temporary file left behind


OPTIONS = [
    "play", "hint", "bench", "gui", "-d", "--difficulty", "--seed", "--first-click", "--load",
    "--agent", "--agents", "--games", "--workers", "--task-size", "--executor", "--json",
    "--color", "--prompt", "beginner", "4x3/2", "0", "-1", "1", "²", "99999999999999999999",
    "nan", "best", "nobody", "safe", "none", "local", "dask", "spark", "always", "x.json",
]  # fmt: skip


@FUZZ
@given(st.lists(st.sampled_from(OPTIONS), max_size=6))
def test_minesweeper_options(words: list[str]) -> None:
    try:
        with contextlib.redirect_stderr(io.StringIO()) as err:
            build_parser().parse_args(words)
    except SystemExit as stop:
        assert stop.code in (0, 2) and (stop.code == 0 or "error:" in err.getvalue())


@FUZZ
@given(
    st.sampled_from(["-d", "--seed", "--first-click", "--load", "--agent"]),
    st.one_of(st.sampled_from(OPTIONS), st.text(max_size=12)),
)
def test_minesweeper_play(tmp_path_factory: Any, option: str, value: str) -> None:
    folder = tmp_path_factory.mktemp("play")
    out, err = io.StringIO(), io.StringIO()
    with inside(folder), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = minesweeper_main(["play", "--prompt", option, value, "-d", "4x3/2"])
        except SystemExit as stop:
            status = stop.code
    assert status in (0, 1, 2), status
    assert "Traceback" not in err.getvalue()
    leaves_nothing(folder)


# --- sudoku ----------------------------------------------------------------------------------


@FUZZ
@given(st.one_of(mutated(EASY), arguments), st.one_of(st.sampled_from(["mac", "fc"]), arguments))
def test_sudoku_functions(puzzle: Any, strategy: Any) -> None:
    sudoku_errors = (GridError, ValueError, TypeError)  # ValueError: an unknown strategy name
    answers(lambda: solve(puzzle, strategy), sudoku_errors)
    answers(lambda: build_csp(puzzle), sudoku_errors)
    answers(lambda: validate(puzzle), sudoku_errors)
    stopped = (*sudoku_errors, SearchLimitReached)
    answers(lambda: explain_unsolvable(puzzle, Limits(nodes=NODES)), stopped)


@FUZZ
@given(
    st.one_of(mutated(EASY), st.sampled_from(["-", "/", ".", ""])),
    st.lists(
        st.sampled_from(
            [
                "--strategy",
                "mac",
                "fc",
                "simple",
                "--encoding",
                "binary",
                "--level",
                "basic",
                "--unique",
                "--line",
                "--stats",
                "--timeout",
                "nan",
                "-1",
                "0.5",
                "1e10",
                "²",
                "--limit",
            ]
        ),
        max_size=4,
    ),  # fmt: skip
    st.binary(max_size=100),
)
def test_sudoku_command(tmp_path_factory: Any, puzzle: str, words: list[str], stdin: bytes) -> None:
    folder = tmp_path_factory.mktemp("sudoku")
    out, err = io.StringIO(), io.StringIO()
    with (
        pytest.MonkeyPatch.context() as patch,
        inside(folder),
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        patch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin)))
        try:
            status = sudoku_main(["solve", puzzle, *words, "--timeout", "2"])
        except SystemExit as stop:
            status = stop.code
    assert status in (0, 1, 2, 3), status
    assert "Traceback" not in err.getvalue()
    if status == 2:
        assert err.getvalue().startswith(("sudoku: ", "usage: "))
    leaves_nothing(folder)
