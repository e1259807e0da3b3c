"""The one rule of `aimacsp.constraints.lists`, walked over every public constraint: each
takes names, handles and (where a number goes) plain integers, to the same solutions; and
each mistake gets a message naming the argument and the fix."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

import aimacsp
from aimacsp import (
    ANY,
    CSP,
    MDD,
    AllDifferent,
    AllEqual,
    Arithmetic,
    BinPacking,
    Channel,
    Circuit,
    Constraint,
    Count,
    Cumulative,
    Decreasing,
    Element,
    GlobalCardinality,
    Increasing,
    LexDecreasing,
    LexIncreasing,
    Maximum,
    Minimum,
    ModelError,
    NoOverlap,
    NoOverlap2D,
    NValues,
    Predicate,
    Regular,
    ReifiedSum,
    ShortTable,
    Solver,
    SubCircuit,
    Sum,
    Table,
)
from aimacsp.constraints.lists import Constant


class Form:
    """How a test writes the variables of a constraint: by name, by handle, both in turn, or
    (where a number goes) by the plain number."""

    def __init__(self, csp: CSP[Any, int], kind: str) -> None:
        self.csp, self.kind, self.turn = csp, kind, 0

    def var(self, name: str) -> Any:
        """A decision variable (already in the model), written in this form."""
        self.turn += 1
        if self.kind == "names" or (self.kind == "mixed" and self.turn % 2):
            return name
        return self.csp.var(name)

    def num(self, value: int, name: str) -> Any:
        """A number of the relation: the number itself, or a variable of that one value."""
        if self.kind == "constants":
            return value
        handle = self.csp.integer(name, value, value)
        return handle if self.kind == "handles" else name


#: Each public constraint: its decision variables (name -> values) and how to make it.
Recipe = tuple[dict[str, range], Callable[[Form], Constraint[Any, Any]]]
ABC = {"a": range(3), "b": range(3), "c": range(3)}
ABCD = {**ABC, "d": range(3)}

RECIPES: dict[type, Recipe] = {
    Predicate: (ABC, lambda f: Predicate(lambda x, y: x < y, [f.var("a"), f.var("b")])),
    Table: (ABC, lambda f: Table([f.var("a"), f.var("b")], [(0, 1), (1, 2), (2, 2)])),
    ShortTable: (ABC, lambda f: ShortTable([f.var("a"), f.var("b")], [(0, ANY), (2, 1)])),
    AllDifferent: (ABC, lambda f: AllDifferent([f.var(v) for v in "abc"], excepting=[0])),
    AllEqual: (ABC, lambda f: AllEqual([f.var("a"), f.var("b")])),
    Sum: (ABC, lambda f: Sum([f.var("a"), f.var("b")], "==", f.num(3, "r"), [1, 2])),
    Element: (ABC, lambda f: Element([f.var(v) for v in "abc"], f.num(1, "i"), f.num(2, "v"))),
    Increasing: (ABC, lambda f: Increasing([f.var(v) for v in "abc"], lengths=[1, 0])),
    Decreasing: (ABC, lambda f: Decreasing([f.var("a"), f.var("b")], strict=True)),
    LexIncreasing: (
        ABCD,
        lambda f: LexIncreasing([[f.var("a"), f.var("b")], [f.var("c"), f.var("d")]]),
    ),
    LexDecreasing: (
        ABCD,
        lambda f: LexDecreasing([[f.var("a"), f.var("b")], [f.var("c"), f.var("d")]], strict=True),
    ),
    Count: (ABC, lambda f: Count([f.var(v) for v in "abc"], [1], f.num(2, "n"))),
    GlobalCardinality: (
        ABC,
        lambda f: GlobalCardinality(
            [f.var(v) for v in "abc"], [0, 1], [f.num(1, "n0"), f.num(1, "n1")]
        ),
    ),
    NValues: (ABC, lambda f: NValues([f.var(v) for v in "abc"], f.num(2, "n"))),
    Minimum: (ABC, lambda f: Minimum([f.var("a"), f.var("b")], f.num(1, "m"))),
    Maximum: (ABC, lambda f: Maximum([f.var("a"), f.var("b")], f.num(1, "m"))),
    Channel: (ABC, lambda f: Channel([f.var(v) for v in "abc"])),
    NoOverlap: (ABC, lambda f: NoOverlap([f.var("a"), f.var("b")], [2, 1])),
    NoOverlap2D: (
        ABCD,
        lambda f: NoOverlap2D(
            [f.var("a"), f.var("b")],
            [f.var("c"), f.var("d")],
            [f.num(2, "w0"), f.num(2, "w1")],
            [f.num(1, "h0"), f.num(3, "h1")],
        ),
    ),
    Cumulative: (
        ABC,
        lambda f: Cumulative(
            [f.var(v) for v in "abc"], [f.num(2, "d0"), 1, 1], [1, 1, 2], f.num(2, "cap")
        ),
    ),
    BinPacking: (
        ABC,
        lambda f: BinPacking([f.var("a"), f.var("b")], [2, 1], [f.num(2, "l0"), f.var("c")]),
    ),
    Circuit: (ABC, lambda f: Circuit([f.var(v) for v in "abc"])),
    SubCircuit: (ABC, lambda f: SubCircuit([f.var(v) for v in "abc"], nonempty=True)),
    Regular: (
        ABC,
        lambda f: Regular([f.var("a"), f.var("b")], [("s", 0, "t"), ("t", 1, "u")], "s", ["u"]),
    ),
    MDD: (ABC, lambda f: MDD([f.var("a"), f.var("b")], [("r", 1, "m"), ("m", 2, "t")])),
    Arithmetic: (ABC, lambda f: Arithmetic("mul", [f.var("a"), f.num(2, "two")], f.var("b"))),
    ReifiedSum: (ABC, lambda f: ReifiedSum([f.var("a"), f.var("b")], "<=", 1, f.num(1, "t"))),
}


def public_constraints() -> set[type]:
    """The constraint classes `aimacsp` exports."""
    found = {getattr(aimacsp, name) for name in aimacsp.__all__}
    return {c for c in found if isinstance(c, type) and issubclass(c, Constraint)}


def test_every_public_constraint_has_a_recipe() -> None:
    # (the base class is walked on its own: it has no relation to solve)
    assert set(RECIPES) | {Constraint} == public_constraints()


def solutions(kind: str, recipe: Recipe) -> tuple[set[tuple[int, ...]], Constraint[Any, Any]]:
    """The solutions of the recipe's model in one form, read on its decision variables."""
    domains, make = recipe
    csp: CSP[Any, int] = CSP()
    for name, values in domains.items():
        csp.integer(name, values.start, values.stop - 1)
    form = Form(csp, kind)
    constraint = make(form)
    csp.add(constraint)
    found = {tuple(s[name] for name in domains) for s in Solver(csp).solutions()}
    return found, constraint


@pytest.mark.parametrize("kind", ["handles", "mixed", "constants"])
@pytest.mark.parametrize("family", list(RECIPES), ids=lambda c: c.__name__)
def test_handles_names_and_numbers_make_the_same_constraint(family: type, kind: str) -> None:
    expected, by_names = solutions("names", RECIPES[family])
    found, constraint = solutions(kind, RECIPES[family])
    assert found == expected and expected  # (a recipe with no solution would prove little)
    assert not any(type(var).__name__ == "Var" for var in constraint.scope)  # names only
    if kind == "constants" and by_names.scope != constraint.scope:
        # the numbers became the constraint's own constants or one-value variables
        assert any(isinstance(var, Constant) for var in constraint.scope) or family in (
            Sum,
            Cumulative,
        )


def test_the_base_class_takes_handles_names_and_expressions() -> None:
    csp: CSP[Any, int] = CSP()
    x, y = csp.integer("x", 0, 2), csp.integer("y", 0, 2)
    assert Constraint([x, "y"]).scope == ("x", "y")
    assert repr(Constraint([x + 1, y]).scope[0]) == "(x + 1)"  # an expression's variable
    grid = csp.integers("g", (2, 2), 0, 1)
    assert AllDifferent(grid).scope == ("g[0][0]", "g[0][1]", "g[1][0]", "g[1][1]")


def test_a_number_is_one_variable_per_place_and_shared_across_constraints() -> None:
    csp: CSP[Any, int] = CSP()
    xs = csp.integers("x", 4, 0, 2)
    first = GlobalCardinality(xs, [0, 1, 2], [1, 1, 2])
    assert len(set(first.scope)) == 7  # 4 variables and three counts, the two 1s apart
    csp.add(first)
    csp.add(GlobalCardinality(xs[:2], [0, 1], [1, 1]))
    assert sorted(csp.auxiliary) == [
        Constant(1, "counts#0"),
        Constant(1, "counts#1"),
        Constant(2, "counts#2"),
    ]
    assert repr(Count(xs, [1], 2)) == "Count([x[0], x[1], x[2], x[3]] in {1} == 2)"
    solution = Solver(csp).solve()
    assert solution is not None and set(solution) == {f"x[{k}]" for k in range(4)}
    assert csp.is_solution(solution) and sorted(xs.value(solution)) == [0, 1, 2, 2]


#: Mistakes, each with the message that names the argument and says what to write.
# fmt: off
MISTAKES: list[tuple[str, Callable[[Any], object], type[Exception], str]] = [
    ("a string scope", lambda x: AllDifferent("abc"),
     TypeError, r"the scope 'abc' is a string; write \['abc'\] .* list\('abc'\)"),
    ("a string array", lambda x: Element("abc", x[0], 1),
     TypeError, r"the array 'abc' is a string"),
    ("a string of starts", lambda x: Cumulative("ab", [1, 1], [1, 1], 2),
     TypeError, r"starts 'ab' is a string; write \['ab'\]"),
    ("string rows", lambda x: LexIncreasing("ab"),
     TypeError, r"rows 'ab' is a string"),
    ("string counts", lambda x: GlobalCardinality(x, [1], "n"),
     TypeError, r"counts 'n' is a string"),
    ("one handle for a list", lambda x: AllEqual(x[0]),
     TypeError, r"scope must be a list of variables, got x\[0\]"),
    ("a float count", lambda x: Count(x, [1], 1.5),
     ModelError, r"the count must be a whole number or a variable, got 1\.5"),
    ("True as a capacity", lambda x: Cumulative(x, [1] * 3, [1] * 3, True),
     ModelError, r"the capacity must be a whole number or a variable, got True"),
    ("a list as a result", lambda x: Maximum(x, [1, 2]),
     TypeError, r"the result is one number or one variable, not the collection \[1, 2\]"),
    ("a handle among values", lambda x: Count(x, [x[0]], 1),
     TypeError, r"values are constants, and x\[0\] is a variable: .*count\(xs, v\)"),
    ("a handle among cardinality values", lambda x: GlobalCardinality(x, [x[0]], [1]),
     TypeError, r"values are constants, .*count\(xs, v\)"),
    ("a handle as a weight", lambda x: Sum(x, "==", 3, [1, x[0], 1]),
     TypeError, r"weights are constants, and x\[0\] is a variable: .*sum\(w \* x"),
    ("a name as a weight", lambda x: Sum(x, "==", 3, [1, "w", 1]),
     TypeError, r"weights are whole numbers, and 'w' is not one \(a variable's name\?\)"),
    ("a handle as an offset", lambda x: AllDifferent(x, offsets=[0, x[0], 1]),
     TypeError, r"offsets are constants, .*AllDifferent\(\[x \+ y"),
    ("a handle excepted", lambda x: AllDifferent(x, excepting=[x[0]]),
     TypeError, r"excepted values are constants, .*csp\.add"),
    ("a handle as a length", lambda x: Increasing(x, lengths=[x[0], 1]),
     TypeError, r"lengths are constants, .*x\[k\] \+ d\[k\] <= x\[k \+ 1\]"),
    ("a handle as a duration", lambda x: NoOverlap(x, [1, x[0], 1]),
     TypeError, r"durations are constants, .*Cumulative\(starts, durations"),
    ("a name as a duration", lambda x: NoOverlap(x, [1, "d", 1]),
     TypeError, r"durations are whole numbers, and 'd' is not one .*Cumulative"),
    ("a handle in a table", lambda x: Table(x[:2], [(1, x[0])]),
     TypeError, r"tuple #0's values are constants, .*csp\.add"),
    ("a handle in a short table", lambda x: ShortTable(x[:2], [(1, x[0])]),
     TypeError, r"tuple #0's values are constants"),
    ("a handle in a transition", lambda x: Regular(x, [("s", x[0], "t")], "s", ["t"]),
     TypeError, r"transition #0's parts are constants"),
    ("the right side cancelling", lambda x: Sum(x, "<=", x[0]),
     ModelError, r"the right-hand side 'x\[0\]' is also on the left with weight 1"),
]
# fmt: on

@pytest.mark.parametrize(
    ("make", "error", "message"), [m[1:] for m in MISTAKES], ids=[m[0] for m in MISTAKES]
)
def test_each_mistake_names_the_argument_and_the_fix(make: Any, error: type, message: str) -> None:
    csp: CSP[Any, int] = CSP()
    x = csp.integers("x", 3, 0, 2)
    with pytest.raises(error, match=message):
        make(x)


#: The families whose every argument is a number of the relation (an operand, a result):
#: a plain integer there is that number, never a name.
NO_VARIABLE_LIST = {Arithmetic}


@pytest.mark.parametrize(
    "family", [f for f in RECIPES if f not in NO_VARIABLE_LIST], ids=lambda c: c.__name__
)
def test_a_number_in_a_list_of_variables_is_a_name_and_the_error_says_how(family: type) -> None:
    domains, make = RECIPES[family]
    csp: CSP[Any, int] = CSP()
    for name, values in domains.items():
        csp.integer(name, values.start, values.stop - 1)

    class Seven(Form):  # the first decision variable written as the number 7
        def var(self, name: str) -> Any:
            self.turn += 1
            return 7 if self.turn == 1 else name

    with pytest.raises(ModelError) as raised:
        csp.add(make(Seven(csp, "names")))
    text = str(raised.value)
    assert "unknown variable 7; a number in a list of variables is the name of a variable" in text
    assert re.search(r"csp\.integer\('c7', 7, 7\)", text)


def test_add_variables_follows_the_string_rule() -> None:
    csp: CSP[Any, int] = CSP()
    with pytest.raises(
        TypeError,
        match=r"'SENDMORY' is a string; write \['SENDMORY'\] .*'N', 'D', 'M', 'O', 'R', 'Y'",
    ):
        csp.add_variables("SENDMORY", range(10))
    assert csp.variables == ()
    csp.add_variables(list("SEND"), range(10))
    assert csp.variables == ("S", "E", "N", "D")
