"""Writing a CSP as XCSP3: on random models of the library's constraints, the file read back
has the same solutions; names are kept where XCSP3 can; what has no form is named."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import (
    ANY,
    CSP,
    MDD,
    AllDifferent,
    AllEqual,
    BinPacking,
    Channel,
    Circuit,
    Count,
    Cumulative,
    Decreasing,
    Element,
    GlobalCardinality,
    Increasing,
    LexIncreasing,
    Maximum,
    Minimum,
    ModelError,
    NoOverlap,
    NoOverlap2D,
    NValues,
    Regular,
    ShortTable,
    Solver,
    SubCircuit,
    Sum,
    Table,
)
from aimacsp.formats.xcsp3 import identifiers, read, write


def makers(draw: st.DrawFn, v: list[Any]) -> dict[str, Any]:
    """One way to draw each kind of constraint over the variables ``v`` (two at least)."""
    pick = lambda least=1: draw(st.permutations(v))[: draw(st.integers(least, len(v)))]  # noqa: E731
    small = st.integers(-1, 3)
    return {
        "table": lambda: Table(
            s := pick(), draw(st.lists(st.tuples(*[small] * len(s)), max_size=5))
        ),
        "short": lambda: ShortTable(
            s := pick(),
            draw(st.lists(st.tuples(*[st.one_of(small, st.just(ANY))] * len(s)), max_size=4)),
        ),
        "sum": lambda: Sum(
            s := pick(),
            draw(st.sampled_from(["==", "!=", "<=", "<", ">=", ">"])),
            draw(small),
            draw(st.lists(small, min_size=len(s), max_size=len(s))),
        ),
        "alldiff": lambda: AllDifferent(
            s := pick(2),
            offsets=draw(st.none() | st.lists(small, min_size=len(s), max_size=len(s))),
            excepting=draw(st.none() | st.just([0])),
        ),
        "allequal": lambda: AllEqual(pick()),
        "increasing": lambda: (Increasing if draw(st.booleans()) else Decreasing)(
            s := pick(2), strict=draw(st.booleans()), lengths=[draw(small) for _ in s[1:]]
        ),
        "lex": lambda: LexIncreasing([v[:1], v[1:2]], strict=draw(st.booleans())),
        "count": lambda: Count(v[:-1], draw(st.lists(small, min_size=1, max_size=2)), v[-1]),
        "gcc": lambda: GlobalCardinality(
            v[:-1], [draw(small)], [v[-1]], closed=draw(st.booleans())
        ),
        "nvalues": lambda: NValues(v[:-1], v[-1]),
        "extremum": lambda: (Minimum if draw(st.booleans()) else Maximum)(v[:-1], v[-1]),
        "element": lambda: (
            Element(
                v[:-2] or [v[0]],
                v[-2] if len(v) > 2 else v[1],
                v[-1],
                base=draw(st.integers(-1, 1)),
            )
            if len(v) > 2
            else None
        ),
        "channel": lambda: Channel(v, base=draw(st.integers(-1, 1))),
        "nooverlap": lambda: NoOverlap(
            s := pick(2), [draw(st.integers(0, 2)) for _ in s], zero_ignored=draw(st.booleans())
        ),
        "nooverlap2d": lambda: (
            NoOverlap2D(v[:2], v[2:4], [v[1], v[0]], [v[3], v[2]], zero_ignored=draw(st.booleans()))
            if len(v) >= 4
            else None
        ),
        "cumulative": lambda: (
            Cumulative(v[:2], [1, v[2] if len(v) > 3 else 2], [draw(st.integers(0, 2)), 1], v[-1])
            if len(v) > 2
            else None
        ),
        "binpacking": lambda: packing(draw, v) if len(v) > 2 else None,
        "circuit": lambda: Circuit(v) if draw(st.booleans()) else SubCircuit(v, nonempty=True),
        "regular": lambda: Regular(
            pick(), [("a", 0, "b"), ("b", 1, "a"), ("a", 2, "a"), ("b", 3, "b")], "a", ["b"]
        ),
        "mdd": lambda: MDD(
            s := pick(), [(f"n{k}", val, f"n{k + 1}") for k in range(len(s)) for val in (0, k % 3)]
        ),
        "expression": lambda: None,
    }


def packing(draw: st.DrawFn, v: list[Any]) -> BinPacking[Any, int]:
    """A `BinPacking` of all but the last of ``v`` in one of its forms (the last a load)."""
    loads = draw(st.sampled_from([None, [v[-1], 2]]))
    capacity = draw(st.sampled_from([3, [2, 3]] + ([None] if loads else [])))
    sizes = [draw(st.integers(0, 2)) for _ in v[:-1]]
    return BinPacking(v[:-1], sizes, loads, capacity, base=draw(st.integers(-1, 1)))


@st.composite
def models(draw: st.DrawFn) -> tuple[CSP[Any, int], list[Any]]:
    """A CSP over 2..4 integer variables (cells of an array, or names XCSP3 has no id for),
    with one or two random constraints of the library's kinds."""
    n = draw(st.integers(2, 4))
    style = draw(st.sampled_from(["cells", "odd"]))
    variables = [
        f"x[{k}]" if style == "cells" else ("t", k) if k % 2 else f"a {k}" for k in range(n)
    ]
    csp: CSP[Any, int] = CSP()
    make = makers(draw, variables)
    kinds = draw(st.lists(st.sampled_from(sorted(make)), min_size=1, max_size=2))
    least = 0 if {"nooverlap2d", "cumulative"} & set(kinds) else -1  # sizes are never negative
    for var in variables:
        csp.add_variable(
            var, draw(st.lists(st.integers(least, 3), min_size=1, max_size=4, unique=True))
        )
    for kind in kinds:
        if kind == "expression":
            x, y = (csp.var(var) for var in variables[:2])
            csp.add(
                draw(
                    st.sampled_from(
                        [abs(x - y) == 1, x * y != 2, (x < y) | (y == 3), x + 2 * y <= 3]
                    )
                )
            )
            continue
        constraint = make[kind]()
        if constraint is not None:
            csp.add_constraint(constraint)
    return csp, variables


def answers(
    csp: CSP[Any, int], variables: list[Any], ids: dict[Any, str] | None = None
) -> set[Any]:
    found = set()
    for solution in Solver(csp).solutions():
        found.add(tuple(solution[ids[v] if ids else v] for v in variables))
    return found


@settings(max_examples=150, deadline=None)
@given(models())
def test_a_written_model_reads_back_with_the_same_solutions(
    model: tuple[CSP[Any, int], list[Any]],
) -> None:
    csp, variables = model
    text = write(csp)
    note(text)
    ids = identifiers(csp)
    back = read(text)
    assert answers(back.csp, variables, ids) == answers(csp, variables)
    if all(isinstance(v, str) for v in variables):  # cells keep their names
        assert all(ids[v] == v for v in variables)


def test_names_arrays_and_the_objective() -> None:
    csp: CSP[Any, int] = CSP()
    csp.add_variables(["x", "m[0]", "m[2]", "s[0][1]"], [0, 1, 2, 5])
    csp.add_variable("y", [3])
    csp.add_constraint(AllDifferent(["x", "m[0]", "m[2]"]))
    text = write(csp, objective="s[0][1]", minimize=False)
    assert '<array id="m" size="[3]"><domain for="m[0] m[2]"> 0..2 5 </domain></array>' in text
    assert '<var id="y"> 3 </var>' in text and "<maximize> s[0][1] </maximize>" in text
    found = read(text)
    solver = Solver(found.csp)
    assert solver.maximize(found.objective)["s[0][1]"] == 5  # type: ignore[index]


def test_what_has_no_form_is_named() -> None:
    csp: CSP[str, Any] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    csp.add_constraint(lambda a, b: a != b, ["a", "b"], name="differ")
    with pytest.raises(ModelError, match="constraint #0 differ has no XCSP3 form"):
        write(csp)
    colours: CSP[str, str] = CSP()
    colours.add_variable("WA", ["red", "green"])
    with pytest.raises(ModelError, match="variable 'WA' has the value 'red'"):
        write(colours)
    with pytest.raises(ModelError, match="the objective 'c' is not a variable"):
        write(CSP(), objective="c")
    csp2: CSP[str, int] = CSP()
    csp2.add_variables(["a", "b"], [0, 1])
    csp2.add_constraint(SubCircuit(["a", "b"]))
    with pytest.raises(ModelError, match="SubCircuit\\(nonempty=False\\) has no form"):
        write(csp2)
    # an expression the layer keeps as a predicate is written as an intension, when XCSP3
    # has its operators
    wide: CSP[str, int] = CSP()
    x, y = wide.integer("x", 0, 99), wide.integer("y", 0, 99)
    wide.add(x * y != 2)  # wide operands: a product on bounds, written as an intension
    text = write(wide)
    assert "<intension> eq(v1,mul(x,y)) </intension>" in text and "(ne,2)" in text
    wide.add(x // (y + 1) == 1)
    with pytest.raises(ModelError, match="the operator fdiv has no XCSP3 form"):
        write(wide)


def test_the_file_is_written_where_asked(tmp_path: Any) -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], range(3))
    csp.add_constraint(Sum(["a", "b"], "==", 3))
    path = tmp_path / "model.xml"
    text = write(csp, path=path)
    assert path.read_text(encoding="utf-8") == text + "\n"
    assert len(list(Solver(read(path).csp).solutions())) == 2


@pytest.mark.parametrize(
    ("loads", "capacity", "base"),
    [(None, 3, 0), (None, [2, 3], 0), (["l", 2], None, 0), (["l", 2], [2, 3], 0),
     (["l", 2], 3, 1), (None, [3, 2], -1)],
)  # fmt: skip
def test_each_form_of_bin_packing_reads_back_with_its_solutions(
    loads: Any, capacity: Any, base: int
) -> None:
    csp: CSP[Any, int] = CSP()
    csp.add_variables(["a", "b", "c"], range(-1, 3))
    csp.add_variable("l", range(4))
    csp.add_constraint(BinPacking(["a", "b", "c"], [1, 2, 1], loads, capacity, base=base))
    text = write(csp)
    assert ("<binPacking>" in text) == (base == 0 or capacity == 3 and loads is None)
    variables = ["a", "b", "c", "l"]
    assert answers(read(text).csp, variables, identifiers(csp)) == answers(csp, variables)
