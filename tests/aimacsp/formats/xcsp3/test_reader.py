"""The reader: what it makes of an instance (the model, the objective), and the errors that
name the element and its line where it cannot map something."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from aimacsp import BinPacking, BudgetSpent, Solver, Status
from aimacsp.checkpoints import EVERY
from aimacsp.formats.xcsp3 import XCSP3Error, check, read
from aimacsp.formats.xcsp3.declarations import Declarations
from aimacsp.formats.xcsp3.document import parse_text
from tests.aimacsp.budgets import Countdown

from .instances import accepted, instances

HEAD = (
    '<instance format="XCSP3" type="{kind}"><variables><array id="x" size="[3]"> 0..3 </array>'
    "</variables>"
)


def instance(constraints: str, objective: str = "") -> str:
    kind = "COP" if objective else "CSP"
    goal = f"<objectives>{objective}</objectives>" if objective else ""
    return (
        f"{HEAD.format(kind=kind)}\n<constraints>\n{constraints}\n</constraints>{goal}</instance>"
    )


@st.composite
def optimisations(draw: st.DrawFn) -> str:
    """A random instance with an objective of every XCSP3 kind, minimised or maximised."""
    text = draw(instances())
    names = ["x[0]", "x[1]"]  # every random instance has them
    kind = draw(st.sampled_from(["variable", "expression", "sum", "product", "minimum",
                                 "maximum", "nValues"]))  # fmt: skip
    goal = draw(st.sampled_from(["minimize", "maximize"]))
    terms = " ".join(names[:2])
    if kind == "variable":
        body = f"<{goal}> {names[0]} </{goal}>"
    elif kind == "expression":
        body = f"<{goal}> add(mul({names[0]},{names[1]}),dist({names[1]},2)) </{goal}>"
    elif kind == "sum" and draw(st.booleans()):
        coeffs = " ".join(str(draw(st.integers(-3, 3))) for _ in names[:2])
        body = f'<{goal} type="sum"><list> {terms} </list><coeffs> {coeffs} </coeffs></{goal}>'
    else:
        body = f'<{goal} type="{kind}"> {terms} add({names[0]},1) </{goal}>'
    text = text.replace('type="CSP"', 'type="COP"', 1)
    return text.replace("</instance>", f"<objectives>{body}</objectives></instance>")


@settings(max_examples=60, deadline=None)
@given(optimisations())
def test_the_optimum_is_the_best_of_the_accepted_assignments(text: str) -> None:
    note(text)
    found = read(text)
    solver = Solver(found.csp)
    best = (solver.minimize if found.minimize else solver.maximize)(found.objective)
    root = parse_text(text)
    values = [check(root, dict(a)).objective for a in accepted(text)]
    if not values:
        assert best is None and solver.status is Status.UNSATISFIABLE
        return
    assert solver.status is Status.OPTIMAL
    assert solver.objective == (min(values) if found.minimize else max(values))
    verdict = check(root, found.solution(best))  # type: ignore[arg-type]
    assert verdict.ok and verdict.objective == solver.objective


def test_an_instance_knows_its_variables_and_writes_its_solution() -> None:
    found = read(instance(
        "<allDifferent> x[] </allDifferent><intension> lt(x[0],x[1],x[2]) </intension>",
        "<maximize> add(x[0],x[2]) </maximize>",
    ))  # fmt: skip
    assert found.variables == ("x[0]", "x[1]", "x[2]") and not found.minimize
    solver = Solver(found.csp)
    best = solver.maximize(found.objective)
    assert found.solution(best) == {"x[0]": 1, "x[1]": 2, "x[2]": 3} and solver.objective == 4
    assert found.instantiation(best, 4) == (
        '<instantiation type="solution" cost="4"> <list> x[] </list> <values> 1 2 3 </values>'
        " </instantiation>"
    )
    assert repr(found).startswith("<Instance COP from <text>: 3 variables, maximize")


@pytest.mark.parametrize(
    ("bounds", "global_"),
    [
        ("<condition> (le,3) </condition>", True),
        ("<condition> (lt,3) </condition>", True),
        ("<limits> 2 3 </limits>", True),
        ("<loads> y 2 </loads>", True),
        ("<condition> (ge,1) </condition>", False),
        ("<limits> y 3 </limits>", False),
    ],
)
def test_a_bin_packing_bounded_by_numbers_is_the_global(bounds: str, global_: bool) -> None:
    text = (
        '<instance format="XCSP3" type="CSP"><variables><array id="x" size="[3]"> 0..2 </array>'
        "<var id='y'> 0..5 </var></variables><constraints><binPacking><list> x[] </list>"
        f"<sizes> 1 2 2 </sizes>{bounds}</binPacking></constraints></instance>"
    )
    found = read(text)
    assert any(isinstance(c, BinPacking) for c in found.csp.constraints) == global_


def test_unary_constraints_narrow_the_domains() -> None:
    found = read(instance(
        "<intension> ne(x[0],2) </intension>"
        "<extension><list> x[1] </list><supports> 1 3 </supports></extension>"
        "<instantiation><list> x[2] </list><values> 0 </values></instantiation>"
    ))  # fmt: skip
    assert dict(found.csp.domains) == {"x[0]": (0, 1, 3), "x[1]": (1, 3), "x[2]": (0,)}
    assert found.csp.constraints == ()
    # one that would empty a domain is posted, and the problem has no solution
    empty = read(instance("<intension> gt(x[0],5) </intension>"))
    assert Solver(empty.csp).solve() is None


@pytest.mark.parametrize(
    ("constraints", "says"),
    [
        (
            "<flow> x[] </flow>",
            "<flow> is not a constraint of XCSP3-core that this reader maps",
        ),
        (
            "<knapsack><list> x[] </list><weights> 1 1 1 </weights><profits> 1 1 1 </profits>"
            "<condition> (ge,1) </condition></knapsack>",
            "a condition on its weights and one on its profits",
        ),
        (
            "<element><list> x[] </list><index rank='second'> x[0] </index>"
            "<value> 1 </value></element>",
            "the rank 'second' is not one of any, first, last",
        ),
        (
            "<binPacking><list> x[] </list><sizes> 1 2 </sizes>"
            "<condition> (le,2) </condition></binPacking>",
            "2 sizes for 3 items",
        ),
        (
            "<precedence><list> x[] </list><values> 1 2 1 </values></precedence>",
            "<values> lists a value twice",
        ),
        (
            "<cumulative><origins> x[] </origins><lengths> 1 1 1 </lengths>"
            "<heights> 1 1 1 </heights><condition> (ge,1) </condition></cumulative>",
            "the condition ge is not supported",
        ),
        ("<sum><list> x[] </list></sum>", "<sum> needs a <condition>"),
        (
            "<intension> eq(x[0],y) </intension>",
            "'y' is neither an integer nor a declared variable",
        ),
        (
            "<extension><list> x[0] x[1] </list><supports> (1,2,3) </supports></extension>",
            "tuples of 3 values for 2 variables",
        ),
    ],
)
def test_what_cannot_be_mapped_is_named_with_its_line(constraints: str, says: str) -> None:
    with pytest.raises(XCSP3Error, match=re.escape(says)) as caught:
        read(instance(constraints))
    assert caught.value.line == 3


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("<csp/>", "the root element is <csp>"),
        ('<instance type="WCSP"/>', "only CSP and COP are supported"),
        (
            '<instance type="CSP"><functions/></instance>',
            "<functions> is not an element of an instance",
        ),
        ('<instance type="CSP"/>', "the instance has no <variables>"),
        (
            HEAD.format(kind="COP")
            + "<objectives><minimize> x[0] </minimize><maximize> x[1] </maximize>"
            "</objectives></instance>",
            "several objectives",
        ),
        (
            HEAD.format(kind="COP")
            + '<objectives><minimize type="lex"> x[] </minimize></objectives>'
            "</instance>",
            "an objective of type 'lex' is not supported",
        ),
    ],
)
def test_instances_it_does_not_take_are_named(text: str, says: str) -> None:
    with pytest.raises(XCSP3Error, match=re.escape(says)):
        read(text)


def test_an_empty_table_is_unsatisfiable_not_an_error() -> None:
    found = read(instance("<extension><list> x[0] x[1] </list><supports> </supports></extension>"))
    assert Solver(found.csp).solve() is None
    names = Declarations.read(parse_text(instance("")).children[0], "t")
    assert list(names.domains) == ["x[0]", "x[1]", "x[2]"]


def many_constraints(n: int) -> str:
    """An instance of ``n`` constraints over 50 variables."""
    lines = [f"<intension> ne(x[{k % 50}],x[{(k * 7 + 1) % 50}]) </intension>" for k in range(n)]
    return (
        '<instance format="XCSP3" type="CSP"><variables><array id="x" size="[50]"> 0..9'
        "</array></variables><constraints>" + "\n".join(lines) + "</constraints></instance>"
    )


def test_reading_and_compiling_stop_when_the_budget_is_spent() -> None:
    text = many_constraints(3000)  # about 170 KB: three chunks of the XML parser
    whole = Countdown(10**9)
    assert len(read(text, budget=whole).csp.constraints) == 3000
    for looks in (0, 2, 3, 100, 3000, whole.seen - 1):
        budget = Countdown(looks)
        with pytest.raises(BudgetSpent):
            read(text, budget=budget)
        assert budget.seen == looks + 1  # stopped at the first look that found it spent


def test_a_long_compilation_stops_inside_one_constraint() -> None:
    # x * y over 0..300 each, listed (two intervals: not one wide range, which a product
    # reasons on by bounds): a table of 90,601 rows for one product, looked at every EVERY
    text = (
        '<instance format="XCSP3" type="CSP"><variables><var id="x"> 0..150 151..300 </var>'
        '<var id="y"> 0..150 151..300 </var><var id="z"> 0..9 </var></variables><constraints>'
        "<intension> ge(add(mul(x,y),z),1000) </intension></constraints></instance>"
    )
    whole = Countdown(10**9)
    read(text, budget=whole)
    assert whole.seen > 2 * 90_601 // EVERY  # the rows made and the table built, looked at
    budget = Countdown(whole.seen // 2)
    with pytest.raises(BudgetSpent):
        read(text, budget=budget)
    assert budget.seen == whole.seen // 2 + 1
