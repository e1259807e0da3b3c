"""Hostile input for every parser and public entry point of the three packages.

Random and mutated inputs, huge and non-finite numbers, wrong types: each call returns a
value or raises one of the errors its package documents, with a message, and leaves no file
behind. No example has a deadline (a busy machine would miss it): every search the calls start
is bounded by a node limit, or by the command's own ``--timeout``, which stops it on any machine.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from aimacsp import CSP, Limits, ModelError, Sum, Table, count_solutions
from minesweeper import (
    Board,
    BoardError,
    DifficultyError,
    Game,
    GameError,
    Position,
    PositionError,
    RecordError,
    parse_difficulty,
)
from minesweeper.game.files import load_game
from minesweeper.ui.cli import main as minesweeper_main
from sudoku.grid import Grid, GridError, parse_puzzles

# The same examples on every default run, so a build never fails on a draw it has not seen
# before; HYPOTHESIS_PROFILE=thorough explores new ones (and more of them).
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"
FUZZ = settings(
    max_examples=2000 if THOROUGH else 150,
    deadline=None,
    derandomize=not THOROUGH,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

numbers = st.one_of(
    st.integers(-(10**15), 10**15),
    st.sampled_from([0, 1, -1, 10**4, 10**7, 10**12, 2**63, 10**400]),
    st.floats(allow_nan=True, allow_infinity=True),
)
anything = st.one_of(
    st.none(), st.booleans(), numbers, st.text(max_size=20), st.binary(max_size=20),
    st.lists(st.integers(), max_size=3),
)  # fmt: skip


def answers(call: Callable[[], Any], errors: tuple[type[BaseException], ...]) -> None:
    """``call()`` returns, or raises one of ``errors`` with a message."""
    try:
        call()
    except errors as error:
        assert str(error).strip(), f"{type(error).__name__} without a message"


def mutated(text: str) -> st.SearchStrategy[str]:
    """``text`` with a few characters replaced, inserted or removed."""

    @st.composite
    def build(draw: st.DrawFn) -> str:
        chars = list(text)
        for _ in range(draw(st.integers(1, 4))):
            at = draw(st.integers(0, len(chars)))
            kind = draw(st.sampled_from(["put", "insert", "delete"]))
            new = draw(st.sampled_from(list('0123456789xHF.\n-e ,[]{}"') + ["\x80", "99999999999"]))
            if kind == "insert" or not chars:
                chars.insert(at, new)
            elif kind == "delete":
                del chars[min(at, len(chars) - 1)]
            else:
                chars[min(at, len(chars) - 1)] = new
        return "".join(chars)

    return build()


POSITION = "5x3x2\n1HHHH\n11F1H\n00011\n"


def saved_game() -> str:
    game = Game("6x5/4", seed=2)
    game.reveal(0, 0)
    game.flag(4, 5)
    return game.to_json()


SAVED = saved_game()


@FUZZ
@given(st.one_of(st.text(max_size=60), mutated(POSITION)))
def test_positions(text: str) -> None:
    answers(lambda: Position.from_text(text), (PositionError,))


@FUZZ
@given(st.one_of(st.text(max_size=20), st.tuples(numbers, numbers, numbers), anything))
def test_difficulties(spec: Any) -> None:
    answers(lambda: parse_difficulty(spec), (DifficultyError,))


@FUZZ
@given(st.binary(max_size=40))
def test_mbf_layouts(data: bytes) -> None:
    answers(lambda: Board.from_mbf(data), (BoardError,))


@FUZZ
@given(
    st.one_of(mutated(SAVED), st.text(max_size=40)),
    st.sampled_from(["width", "height", "elapsed", "mines", "seed", None]),
    numbers,
)
def test_saved_games(text: str, field: str | None, number: Any) -> None:
    if field is not None:
        with contextlib.suppress(ValueError):
            document = json.loads(SAVED)
            document[field] = number
            text = json.dumps(document)  # Infinity and NaN as a hostile file may hold them
    answers(lambda: Game.from_json(text), (RecordError, GameError, DifficultyError, BoardError))


@FUZZ
@given(st.binary(max_size=200))
def test_loading_any_file_names_it_and_leaves_nothing(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "fuzz.json"
    path.write_bytes(data)
    before = sorted(tmp_path.iterdir())
    try:
        load_game(path)
    except (RecordError, GameError, DifficultyError, BoardError) as error:
        assert str(path) in str(error)
    assert sorted(tmp_path.iterdir()) == before


@FUZZ
@given(st.one_of(st.binary(max_size=120), mutated(POSITION).map(str.encode)))
def test_the_hint_command_answers_any_file(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "fuzz.mine"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = minesweeper_main(["hint", str(path)])
    assert status in (0, 1)
    if status == 1:
        assert err.getvalue().startswith(f"minesweeper: {path}")


@FUZZ
@given(st.one_of(st.text(max_size=100), mutated("." * 80 + "1"), anything))
def test_sudoku_grids(text: Any) -> None:
    answers(lambda: Grid.parse(text), (GridError, TypeError))
    answers(lambda: parse_puzzles(text), (GridError, TypeError))


@FUZZ
@given(anything, anything)
def test_variables_and_domains(var: Any, domain: Any) -> None:
    csp: CSP[Any, Any] = CSP()
    answers(lambda: csp.add_variable(var, domain), (ModelError, TypeError))
    answers(lambda: csp.neighbors(var), (ModelError,))


@FUZZ
@given(anything, anything)
def test_limits(nodes: Any, seconds: Any) -> None:
    answers(lambda: Limits(nodes=nodes, seconds=seconds), (ModelError,))


@FUZZ
@given(st.lists(st.lists(anything, max_size=3), max_size=4), anything, anything)
def test_constraints(rows: list[list[Any]], op: Any, rhs: Any) -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x", "y"], [0, 1, 2])
    answers(lambda: csp.add_constraint(Table(["x", "y"], rows)), (ModelError, TypeError))
    answers(lambda: csp.add_constraint(Sum(["x", "y"], op, rhs)), (ModelError, TypeError))
    answers(lambda: count_solutions(csp), (ModelError,))
