"""`Channel` against brute force: two lists (equal or not in length) and one list."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, Channel, ModelError, count_solutions, min_conflicts

from .oracle import check_constraint, int_domains, one_call

Instance = tuple[dict[str, list[int]], Channel[str, int]]


@st.composite
def instances(draw: st.DrawFn) -> Instance:
    n = draw(st.integers(1, 3))
    xs = [f"x{k}" for k in range(n)]
    base = draw(st.integers(-1, 1))
    shape = draw(st.sampled_from(["one list", "same length", "longer y"]))
    if shape == "one list":
        domains = draw(int_domains(xs, base - 1, base + n))
        return domains, Channel(xs, base=base)
    m = n if shape == "same length" else n + draw(st.integers(1, 2))
    ys = [f"y{k}" for k in range(m)]
    base_y = draw(st.integers(-1, 1))
    domains = draw(int_domains(xs, base_y - 1, base_y + m, max_size=3))
    domains.update(draw(int_domains(ys, base - 1, base + n, max_size=3)))
    return domains, Channel(xs, ys, base=base, base_y=base_y)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_channel_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@given(instances(), st.data())
def test_is_satisfied_is_the_inverse(instance: Instance, data: st.DataObject) -> None:
    domains, constraint = instance
    values = [data.draw(st.sampled_from(domains[v])) for v in constraint.scope]
    n = len(constraint.x)
    x = dict(enumerate(values[:n], constraint.base))
    y = x if constraint.y is None else dict(enumerate(values[n:], constraint.base_y))
    # x[i] = j implies y[j] = i; with lists of one length, the converse too
    forward = all(j in y and y[j] == i for i, j in x.items())
    backward = len(y) != len(x) or all(i in x and x[i] == j for j, i in y.items())
    assert constraint.is_satisfied(values) == (forward and backward)


def test_a_fixed_x_fixes_its_y() -> None:
    domains = {"x0": [1], "x1": [0, 1], "y0": [0, 1], "y1": [0, 1]}
    after = one_call(Channel(["x0", "x1"], ["y0", "y1"]), domains)
    assert after == {"x0": {1}, "x1": {0}, "y0": {1}, "y1": {0}}


def test_no_two_x_name_one_position() -> None:
    # x0 and x1 share positions 0 and 1 between them: x2 can only be 2 (Régin's filter)
    domains = {"x0": [0, 1], "x1": [0, 1], "x2": [0, 1, 2], "y0": [0, 1, 2], "y1": [0, 1, 2],
               "y2": [0, 1, 2]}  # fmt: skip
    after = one_call(Channel(["x0", "x1", "x2"], ["y0", "y1", "y2"]), domains)
    assert after is not None and after["x2"] == {2} and after["y2"] == {2}
    assert after["y0"] == after["y1"] == {0, 1}


def test_a_permutation_and_its_inverse_are_counted_once() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables([f"x{k}" for k in range(4)], range(4))
    csp.add_variables([f"y{k}" for k in range(4)], range(4))
    csp.add_constraint(Channel([f"x{k}" for k in range(4)], [f"y{k}" for k in range(4)]))
    assert count_solutions(csp) == 24
    one: CSP[str, int] = CSP()
    one.add_variables([f"x{k}" for k in range(4)], range(4))
    one.add_constraint(Channel([f"x{k}" for k in range(4)]))
    assert count_solutions(one) == 10  # the involutions of 4 elements


def test_mistakes_are_named() -> None:
    with pytest.raises(ModelError, match=r"x has 3 variables and y 2; x may not be longer"):
        Channel(["a", "b", "c"], ["d", "e"])
    with pytest.raises(ModelError, match=r"base_y without y"):
        Channel(["a", "b"], base_y=1)
    with pytest.raises(ModelError, match=r"base 0.5 is not an integer"):
        Channel(["a", "b"], base=0.5)  # type: ignore[arg-type]
    with pytest.raises(ModelError, match=r"variable 'a' appears twice in the scope"):
        Channel(["a", "b"], ["a", "c"])


def test_printed_with_its_bases() -> None:
    assert repr(Channel(["a", "b"], ["c", "d"], base=1, base_y=0)) == (
        "Channel([a, b], [c, d] from 1 and 0)"
    )


def test_min_conflicts_meets_channel() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["x0", "x1", "x2", "y0", "y1", "y2"], range(3))
    csp.add_constraint(Channel(["x0", "x1", "x2"], ["y0", "y1", "y2"]))
    solution = min_conflicts(csp, max_steps=5000, seed=11)
    assert solution is not None and csp.is_solution(solution)
