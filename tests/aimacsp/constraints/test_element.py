"""`Element` against brute force: values of any kind, index from any base, errors named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import CSP, Element, ModelError, Solver, min_conflicts

from .oracle import check_constraint, int_domains, one_call


@st.composite
def instances(
    draw: st.DrawFn, words: bool = True
) -> tuple[dict[str, list[object]], Element[str, object]]:
    """An element over 1..4 entries; ``words``: the entries and the value may hold a word."""
    n = draw(st.integers(1, 4))
    array = [f"a{k}" for k in range(n)]
    base = draw(st.integers(-1, 2))
    values = st.sampled_from([-2, 0, 1, 3, "red" if words else 4])
    domains: dict[str, list[object]] = {
        var: draw(st.lists(values, min_size=1, max_size=3, unique=True)) for var in [*array, "z"]
    }
    domains.update(draw(int_domains(["i"], base - 1, base + n)))
    return domains, Element(array, "i", "z", base=base)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_element_against_brute_force(data: st.DataObject) -> None:
    domains, constraint = data.draw(instances())
    check_constraint(data, domains, constraint)


@given(st.lists(st.integers(0, 3), min_size=1, max_size=4), st.integers(-2, 5), st.integers(0, 3))
def test_is_satisfied_reads_the_selected_entry(array: list[int], index: int, value: int) -> None:
    constraint = Element([f"a{k}" for k in range(len(array))], "i", "z", base=1)
    expected = 1 <= index <= len(array) and array[index - 1] == value
    assert constraint.is_satisfied([*array, index, value]) == expected


def test_a_fixed_index_narrows_its_entry_to_the_value() -> None:
    domains = {"a0": [1, 2], "a1": [1, 2, 3], "i": [1], "z": [2, 3, 4]}
    after = one_call(Element(["a0", "a1"], "i", "z"), domains)
    assert after == {"a0": {1, 2}, "a1": {2, 3}, "i": {1}, "z": {2, 3}}


def test_index_keeps_positions_whose_entry_can_equal_the_value() -> None:
    domains = {"a0": [1], "a1": [5], "a2": [2, 7], "i": [0, 1, 2, 3], "z": [1, 2]}
    after = one_call(Element(["a0", "a1", "a2"], "i", "z"), domains)
    assert after is not None and after["i"] == {0, 2} and after["z"] == {1, 2}


def test_the_element_of_a_list_of_words() -> None:
    csp: CSP[str, object] = CSP()
    csp.add_variables(["w0", "w1", "w2"], ["cat", "dog", "eel"])
    csp.add_variable("i", [0, 1, 2])
    csp.add_variable("z", ["dog"])
    csp.add_constraint(Element(["w0", "w1", "w2"], "i", "z"))
    csp.add_constraint(lambda a, b: a != "dog" and b != "dog", ["w0", "w1"])
    assert {s["i"] for s in Solver(csp).solutions()} == {2}


def test_mistakes_are_named() -> None:
    with pytest.raises(ModelError, match=r"the value variable 'a1' is also in the array"):
        Element(["a0", "a1"], "i", "a1")
    with pytest.raises(ModelError, match=r"the index variable 'a0' is also in the array"):
        Element(["a0", "a1"], "a0", "z")
    with pytest.raises(ModelError, match=r"the index and the value are the same variable 'i'"):
        Element(["a0", "a1"], "i", "i")
    with pytest.raises(ModelError, match=r"Element: the array is empty"):
        Element([], "i", "z")
    with pytest.raises(TypeError, match=r"the array 'ab' is a string; write \['ab'\]"):
        Element("ab", "i", "z")
    with pytest.raises(ModelError, match=r"base 0.5 is not an integer"):
        Element(["a0"], "i", "z", base=0.5)  # type: ignore[arg-type]
    csp: CSP[str, object] = CSP()
    csp.add_variables(["a0", "z"], [0, 1])
    csp.add_variable("i", ["first"])
    with pytest.raises(ModelError, match=r"the index variable 'i' has the value 'first'"):
        csp.add_constraint(Element(["a0"], "i", "z"))


def test_printed_with_its_base() -> None:
    assert repr(Element(["a", "b"], "i", "z", base=-1)) == "Element([a, b][i + 1] == z)"


def test_min_conflicts_meets_element() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a0", "a1", "a2", "i", "z"], range(3))
    csp.add_constraint(Element(["a0", "a1", "a2"], "i", "z"))
    csp.add_constraint(lambda z: z == 2, ["z"])
    solution = min_conflicts(csp, max_steps=2000, seed=4)
    assert solution is not None and csp.is_solution(solution)
