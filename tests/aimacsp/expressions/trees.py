"""Random expression trees over a few small integer variables, and the brute-force oracle.

The oracle never compiles anything: it evaluates the original trees on every assignment of
the variables' domains (strictly: a tree with no value is not satisfied).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from hypothesis import strategies as st

from aimacsp.expressions import Op, Undefined, Var, evaluate

NAMES = ("a", "b", "c")
VALUES = list(range(-3, 4))
HANDLES = [Var(name) for name in NAMES]
COMPARISONS = ["eq", "ne", "lt", "le", "gt", "ge"]

Assignment = dict[str, int]


def domains() -> st.SearchStrategy[dict[str, list[int]]]:
    """A domain of 1 to 4 values (holes, negative numbers) for each variable."""
    one = st.lists(st.sampled_from(VALUES), min_size=1, max_size=4, unique=True)
    return st.fixed_dictionaries({name: one for name in NAMES})


def _op(name: str) -> Any:
    return lambda args: Op(name, tuple(args))


def integers(max_leaves: int = 5) -> st.SearchStrategy[Any]:
    """Integer-valued trees: arithmetic, extremes, element, count, if and truth values."""
    leaves = st.sampled_from(HANDLES) | st.integers(-3, 3)

    def extend(children: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        def arity(names: Sequence[str], n: int) -> st.SearchStrategy[Any]:
            return st.tuples(st.sampled_from(names), st.lists(children, min_size=n, max_size=n))

        compare = st.tuples(st.sampled_from(COMPARISONS), children, children).map(
            lambda t: Op(t[0], t[1:])
        )
        return st.one_of(
            arity(["neg", "abs", "sqr"], 1).map(lambda t: Op(t[0], t[1])),
            arity(["add", "sub", "mul", "div", "mod", "fdiv", "fmod", "dist", "min", "max"], 2).map(
                lambda t: Op(t[0], t[1])
            ),
            arity(["add", "mul", "min", "max"], 3).map(lambda t: Op(t[0], t[1])),
            st.tuples(children, st.integers(0, 2)).map(lambda t: Op("pow", t)),
            st.tuples(compare | children, children, children).map(_op("if")),
            st.tuples(st.lists(children, min_size=1, max_size=3), children).map(
                lambda t: Op("element", (*t[0], t[1]))
            ),
            st.tuples(st.lists(children, min_size=1, max_size=3), children).map(
                lambda t: Op("count", (*t[0], t[1]))
            ),
            compare,
            children.map(lambda c: Op("not", (c,))),
            st.tuples(children, children).map(_op("or")),
        )

    # deferred: hypothesis prints a strategy's definition, and this one's is very long
    return st.deferred(lambda: st.recursive(leaves, extend, max_leaves=max_leaves))


def conditions(ints: st.SearchStrategy[Any] | None = None) -> st.SearchStrategy[Any]:
    """Truth-valued trees: comparisons (also chained), membership and logic."""
    ints = integers(3) if ints is None else ints
    comparisons = COMPARISONS
    base = st.one_of(
        st.tuples(st.sampled_from(comparisons), ints, ints).map(lambda t: Op(t[0], t[1:])),
        st.tuples(st.sampled_from(comparisons), ints, ints, ints).map(lambda t: Op(t[0], t[1:])),
        st.tuples(
            st.sampled_from(["in", "notin"]), ints, st.lists(st.integers(-3, 3), max_size=3)
        ).map(lambda t: Op(t[0], (t[1], Op("set", t[2])))),
        st.sampled_from(HANDLES),  # an integer read as a truth value
    )

    def extend(children: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        several = st.lists(children, min_size=2, max_size=3)
        return st.one_of(
            children.map(lambda c: Op("not", (c,))),
            st.tuples(st.sampled_from(["and", "or", "xor", "iff"]), several).map(
                lambda t: Op(t[0], t[1])
            ),
            st.tuples(children, children).map(_op("imp")),
        )

    return st.deferred(lambda: st.recursive(base, extend, max_leaves=3))


def holds(item: object, assignment: Assignment) -> bool:
    """Whether the condition ``item`` holds, strictly (no value: it does not)."""
    try:
        return bool(evaluate(item, assignment))
    except Undefined:
        return False


def brute_force(doms: dict[str, list[int]], items: Sequence[object]) -> set[tuple[int, ...]]:
    """The tuples of values (in `NAMES` order) satisfying every condition."""
    found = set()
    for values in itertools.product(*(doms[name] for name in NAMES)):
        assignment = dict(zip(NAMES, values))
        if all(holds(item, assignment) for item in items):
            found.add(values)
    return found


def as_tuples(solutions: Sequence[dict[Any, Any]]) -> list[tuple[Any, ...]]:
    return [tuple(s[name] for name in NAMES) for s in solutions]
