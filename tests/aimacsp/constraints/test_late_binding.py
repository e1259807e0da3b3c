"""Predicates that read a loop variable when they run, not when they were made: one
`ModelWarning` per CSP and code, naming the variable and the fix; never for a loop that binds
its values (default arguments, functools.partial, a factory function)."""

# This file writes the mistake on purpose; ruff's bugbear check (B023) sees it too.
# ruff: noqa: B023

from __future__ import annotations

import functools
import pickle
import warnings
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import aimacsp
from aimacsp import CSP, ModelWarning, Predicate, count_solutions, explain
from aimacsp.problems import australia, magic_square, queens, send_more_money

#: The classic mistake, as a notebook cell runs it: the loop variables are globals there.
NOTEBOOK_CELL = """
csp = CSP()
csp.add_variables(range(8), range(8))
for i in range(8):
    for j in range(i + 1, 8):
        csp.add_constraint(lambda a, b: a != b and abs(a - b) != j - i, [i, j])
"""


def late_queens() -> CSP[int, int]:
    """The classic mistake inside a function: the loop variables are closure cells."""
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(8), range(8))
    for i in range(8):
        for j in range(i + 1, 8):
            csp.add_constraint(lambda a, b: a != b and abs(a - b) != j - i, [i, j])
    return csp


def built_quietly(build: Callable[[], CSP[Any, Any]]) -> CSP[Any, Any]:
    """``build()``, failing on any ModelWarning."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", ModelWarning)
        return build()


def test_the_classic_loop_in_a_function_warns_once_and_counts_8_factorial() -> None:
    with pytest.warns(ModelWarning) as caught:
        csp = late_queens()
        total = count_solutions(csp)  # sub-problems re-add the predicates: no second warning
    assert total == 40_320
    assert len(caught) == 1
    message = str(caught[0].message)
    assert message.startswith("2 predicates made by one lambda read the variable j when they")
    assert "j was 1 at an earlier addition and is 2 now" in message
    assert "lambda a, b, j=j, i=i: ..." in message and "functools.partial" in message
    assert caught[0].filename == __file__  # points at the student's add_constraint line


def test_the_classic_loop_in_a_notebook_cell_warns() -> None:
    namespace: dict[str, Any] = {"CSP": CSP}
    with pytest.warns(ModelWarning, match="variable j when they run") as caught:
        exec(compile(NOTEBOOK_CELL, "<cell>", "exec"), namespace)
    assert len(caught) == 1 and caught[0].filename == "<cell>"
    with pytest.warns(ModelWarning):  # a second run of the cell builds a second CSP
        exec(compile(NOTEBOOK_CELL, "<cell>", "exec"), namespace)
    assert count_solutions(namespace["csp"]) == 40_320


def test_loops_that_bind_their_values_are_quiet() -> None:
    def defaults() -> CSP[int, int]:
        csp: CSP[int, int] = CSP()
        csp.add_variables(range(8), range(8))
        for i in range(8):
            for j in range(i + 1, 8):
                csp.add_constraint(lambda a, b, i=i, j=j: a != b and abs(a - b) != j - i, [i, j])
        return csp

    def attacks(a: int, b: int, d: int) -> bool:
        return a == b or abs(a - b) == d

    def partials() -> CSP[int, int]:
        csp: CSP[int, int] = CSP()
        csp.add_variables(range(8), range(8))
        for i in range(8):
            for j in range(i + 1, 8):
                differ = functools.partial(attacks, d=j - i)
                csp.add_constraint(lambda a, b, f=differ: not f(a, b), [i, j])
        return csp

    def factory() -> CSP[int, int]:
        def apart(d: int) -> Callable[[int, int], bool]:
            return lambda a, b: a != b and abs(a - b) != d  # a new cell per call

        csp: CSP[int, int] = CSP()
        csp.add_variables(range(8), range(8))
        for i in range(8):
            for j in range(i + 1, 8):
                csp.add_constraint(apart(j - i), [i, j])
        return csp

    for build in (defaults, partials, factory):
        assert count_solutions(built_quietly(build)) == 92, build.__name__


def test_a_variable_read_late_that_never_changes_is_quiet() -> None:
    def build() -> CSP[int, int]:
        csp: CSP[int, int] = CSP()
        csp.add_variables(range(6), range(6))
        limit = 7
        for i in range(5):
            csp.add_constraint(lambda a, b: a + b < limit, [i, i + 1])
        return csp

    built_quietly(build)
    namespace: dict[str, Any] = {"CSP": CSP, "WORD": "ab"}
    cell = "csp = CSP()\ncsp.add_variables(['a', 'b', 'c'], [1, 2])\nfor x, y in ['ab', 'bc']:\n"
    with warnings.catch_warnings():
        warnings.simplefilter("error", ModelWarning)
        exec(cell + "    csp.add_constraint(lambda p, q: p != q, [x, y])\n", namespace)
        exec(cell + "    csp.add_constraint(lambda p, q: p < q + len(WORD), [x, y])\n", namespace)


def test_a_long_table_read_late_is_quiet_and_a_new_one_is_not() -> None:
    namespace: dict[str, Any] = {"CSP": CSP, "TABLE": tuple((a, a + 1) for a in range(5000))}
    cell = """
csp = CSP()
csp.add_variables(range(300), range(300))
for k in range(299):
    csp.add_constraint(lambda a, b: (a, b) in TABLE, [k, k + 1])
"""
    with warnings.catch_warnings():
        warnings.simplefilter("error", ModelWarning)
        exec(cell, namespace)
    rebinding = cell.replace("for k in range(299):", "for k in range(299):\n    TABLE = TABLE[1:]")
    with pytest.warns(ModelWarning, match="variable TABLE when"):
        exec(rebinding, namespace)


def test_a_named_function_reading_a_changing_global_warns() -> None:
    namespace: dict[str, Any] = {"CSP": CSP}
    cell = """
def far(a, b):
    return abs(a - b) >= gap
csp = CSP()
csp.add_variables(["a", "b", "c"], range(5))
for gap, pair in [(1, ["a", "b"]), (2, ["b", "c"])]:
    csp.add_constraint(far, pair)
"""
    expected = r"made by far\(\) read the variable gap .*def far\(a, b, gap=gap\)"
    with pytest.warns(ModelWarning, match=expected):
        exec(cell, namespace)


def test_a_loop_variable_named_like_a_builtin_is_watched() -> None:
    cell = """
csp = CSP()
csp.add_variables(["a", "b", "c"], range(4))
for max, pair in [(1, ["a", "b"]), (2, ["b", "c"])]:
    csp.add_constraint(lambda p, q: p + q < max, pair)
"""
    with pytest.warns(ModelWarning, match="variable max when"):
        exec(cell, {"CSP": CSP})


def test_each_csp_and_each_code_warns_once() -> None:
    with pytest.warns(ModelWarning) as caught:
        late_queens()
        late_queens()
    assert len(caught) == 2
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(4), range(4))
    with pytest.warns(ModelWarning) as caught:
        for k in range(1, 4):
            csp.add_constraint(lambda a, b: a != b + k, [0, k])
            csp.add_constraint(lambda a, b: a + k != b, [0, k])
    assert len(caught) == 2


def test_several_changed_variables_are_named_together() -> None:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(6), range(3))
    with pytest.warns(ModelWarning, match=r"read the variables low, high when .*low=low, high="):
        for low, high in [(0, 1), (1, 2)]:
            csp.add_constraint(lambda *v: low <= sum(v) <= high, [low, high, 5])


def test_predicates_added_as_objects_are_watched_too() -> None:
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(3), range(3))
    with pytest.warns(ModelWarning, match="variable k"):
        for k in (1, 2):
            csp.add_constraint(Predicate(lambda a, b: a < b + k, [0, k]))


def test_a_model_with_a_warning_still_explains_and_pickles_without_another() -> None:
    with pytest.warns(ModelWarning) as caught:
        csp = late_queens()
        explain(csp, 0, 0)
    assert len(caught) == 1
    quiet: CSP[int, int] = built_quietly(lambda: queens(6))
    assert isinstance(pickle.loads(pickle.dumps(quiet._late)), type(quiet._late))


@given(st.lists(st.integers(0, 3), min_size=1, max_size=6))
def test_it_warns_exactly_when_the_value_read_late_changed(shifts: list[int]) -> None:
    # The oracle: the predicates behave as written only if every addition saw one value.
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(len(shifts) + 1), range(4))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for k, shift in enumerate(shifts):
            csp.add_constraint(lambda a, b: a != (b + shift) % 4, [k, k + 1])
    assert len(caught) == (len(set(shifts)) > 1)


@pytest.mark.parametrize(
    "build",
    [
        australia,
        lambda: queens(10),
        lambda: queens(10, "alldiff"),
        send_more_money,
        magic_square,
    ],
)
def test_the_books_problems_are_quiet(build: Callable[[], CSP[Any, Any]]) -> None:
    built_quietly(build)


def test_the_warning_is_public() -> None:
    assert aimacsp.ModelWarning is ModelWarning and issubclass(ModelWarning, UserWarning)
