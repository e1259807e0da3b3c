"""The tree: what the operators build, how it prints, and the mistakes it refuses."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

import aimacsp.expressions as expressions
from aimacsp.expressions import Aux, Op, Undefined, Var, evaluate, text
from aimacsp.expressions.nodes import key_of

from .trees import NAMES, conditions, integers

x, y, z = Var("x"), Var("y"), Var("z")


def test_operators_build_trees_and_chains_are_flat() -> None:
    assert key_of(x + 2 * y == z) == key_of(Op("eq", (Op("add", (x, Op("mul", (2, y)))), z)))
    assert key_of(sum([x, y, z])) == key_of(Op("add", (x, y, z)))
    assert sum([x]) is x  # sum() starts from 0, which adds nothing
    assert key_of(x & y & z) == key_of(Op("and", (x, y, z)))
    assert key_of(x // y % 3) == key_of(Op("fmod", (Op("fdiv", (x, y)), 3)))


@pytest.mark.parametrize(
    ("item", "shown"),
    [
        (x + 2 * y == 7, "x + 2 * y == 7"),
        ((x < y) | ~(y == 3), "(x < y) | ~(y == 3)"),
        (-(x**2), "-x ** 2"),
        ((-x) ** 2, "(-x) ** 2"),
        (x - (y - z), "x - (y - z)"),
        (Op("add", (Op("add", (x, y)), z)), "(x + y) + z"),
        (abs(x - y) == 1, "abs(x - y) == 1"),
        (x.is_in([1, 2]), "x.is_in([1, 2])"),
        (expressions.element([4, x], y) >= 2, "element([4, x], y) >= 2"),
        (expressions.div(x, 2), "div(x, 2)"),
        (Var(("r", 1)) + 1, "('r', 1) + 1"),
    ],
)
def test_trees_print_as_python_would_write_them(item: object, shown: str) -> None:
    assert repr(item) == text(item) == shown


NAMESPACE: dict[str, Any] = {name: getattr(expressions, name) for name in expressions.__all__}
NAMESPACE.update({name: Var(name) for name in NAMES})


def meaning(item: object) -> list[Any]:
    """The value on a few assignments (Undefined where it has none)."""
    found = []
    for a, b, c in [(0, 1, 2), (-3, 2, 0), (3, -1, -2), (1, 1, 1)]:
        try:
            found.append(evaluate(item, {"a": a, "b": b, "c": c}))
        except Undefined:
            found.append(Undefined)
    return found


@given(integers(6) | conditions())
def test_the_printed_text_reads_back_to_the_same_meaning(item: object) -> None:
    back = eval(text(item), NAMESPACE)  # noqa: S307  # our own text, to check it
    assert meaning(back) == meaning(item)


def test_an_expression_is_not_a_truth_value_and_says_what_to_write() -> None:
    with pytest.raises(TypeError, match=r"csp.add\(\.\.\.\).*&, \|, ~"):
        bool(x < y)
    with pytest.raises(TypeError, match="not a truth value"):
        if x + 1:  # pragma: no cover
            pass
    with pytest.raises(TypeError, match=r"\.value\(solution\)"):
        bool(x == 3)
    # ... except == and != between handles, which containers use
    assert x in [y, x] and [y, x].index(x) == 1
    assert bool(x != y) and not bool(x == y)


def test_a_handle_reads_a_dict_of_names_as_its_name_does() -> None:
    solution = {"x": 3, "y": 4, ("r", 1): 5, 7: 6}
    assert solution[x] == 3 and solution.get(y) == 4 and x in solution and z not in solution
    assert solution[Var(("r", 1))] == 5 and solution[Var(7)] == 6
    assert {x: 1}["x"] == 1 and {x, "x"} == {"x"}  # both ways round, in a set too
    assert bool(x == "x") and not bool(x != "x") and (x == ("x",)) is False
    with pytest.raises(KeyError):
        solution[z]
    with pytest.raises(TypeError, match="not a truth value"):
        bool(x == "y")  # another name is a value the condition is about


class Colliding:
    """A name whose hash meets another's: a dict compares it, and must be told it differs."""

    def __init__(self, twin: str) -> None:
        self.twin = twin

    def __hash__(self) -> int:
        return hash(self.twin)

    def __eq__(self, other: object) -> bool:
        return other is self


def test_a_handle_is_not_a_key_whose_hash_it_shares() -> None:
    other = Colliding("x")
    assert {other: 1, "x": 2}[x] == 2 and x not in {other: 1}


def test_an_expression_is_worth_its_value_in_a_solution() -> None:
    solution = {"x": 3, "y": 4, "z": 0}
    assert x.value(solution) == 3 and (x + 2 * y).value(solution) == 11
    assert (x > y).value(solution) == 0 and expressions.maximum([x, y]).value(solution) == 4
    with pytest.raises(Undefined):
        (x // z).value(solution)
    with pytest.raises(KeyError, match="no value for 'w'"):
        (x + Var("w")).value(solution)
    with pytest.raises(TypeError, match="give a solution"):
        x.value([3])  # type: ignore[arg-type]


def test_mistakes_are_named_where_they_are_made() -> None:
    with pytest.raises(TypeError, match="write // for integer division"):
        x / 2
    with pytest.raises(TypeError, match=r"write element\(the_list, x\)"):
        [1, 2, 3][x]  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        x + "a"  # type: ignore[operator]
    with pytest.raises(TypeError, match="a list of values"):
        x.is_in(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="must be constants"):
        x.is_in([y])
    with pytest.raises(TypeError, match="collection"):
        Op("add", (x, [1, 2]))
    with pytest.raises(TypeError, match="not hashable"):
        Var(["x"])
    with pytest.raises(TypeError, match="a list inside the list"):
        expressions.count([[x], [y]], 1)
    with pytest.raises(ValueError, match="empty"):
        expressions.maximum([])


def test_an_auxiliary_name_is_its_tree() -> None:
    assert Aux(x - y) == Aux(x - y) and hash(Aux(x - y)) == hash(Aux(x - y))
    assert Aux(x - y) != Aux(y - x) and Aux(x - y) != "x - y"
    assert repr(Aux(x - y)) == "(x - y)"
    assert x.__aimacsp_variable__() == "x"
    assert (x - y).__aimacsp_variable__() == Aux(x - y)
