"""Map colouring from a neighbours text: `parse_neighbors`, `map_coloring`, the USA and France."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import ModelError, Solver, count_solutions
from aimacsp.problems import (
    FRANCE_NEIGHBORS,
    USA_NEIGHBORS,
    australia,
    france,
    map_coloring,
    parse_neighbors,
    usa,
)


def test_parse_neighbors_reads_both_ways_and_keeps_lonely_regions() -> None:
    found = parse_neighbors("SA: WA NT; NT: WA; T: ;")
    assert found == {"SA": ["WA", "NT"], "WA": ["SA", "NT"], "NT": ["SA", "WA"], "T": []}
    assert parse_neighbors("X: Y; Y: X Y2") == {"X": ["Y"], "Y": ["X", "Y2"], "Y2": ["Y"]}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("SA WA NT", r"'SA WA NT' is not 'REGION: NEIGHBOUR"),
        ("SA: WA; : NT", r"': NT' is not"),
        ("New South: Wales", r"'New South: Wales' is not"),
        ("SA: SA", "SA is listed as its own neighbour"),
    ],
)
def test_parse_neighbors_names_a_bad_part(text: str, message: str) -> None:
    with pytest.raises(ModelError, match=message):
        parse_neighbors(text)
    with pytest.raises(TypeError, match="expected a text"):
        parse_neighbors(["SA: WA"])  # type: ignore[arg-type]


def test_the_usa_and_france() -> None:
    states = usa()
    assert len(states.variables) == 51 and len(states.constraints) == 107
    assert states.neighbors("AK") == () and set(states.neighbors("DC")) == {"MD", "VA"}
    assert set(states.neighbors("UT")) == {"AZ", "CO", "ID", "NV", "WY"}  # not NM: a corner
    assert states.is_solution(Solver(states).solve())  # type: ignore[arg-type]
    regions = france()
    assert len(regions.variables) == 21 and len(regions.constraints) == 43
    assert count_solutions(regions) == 1_124_352
    # Two counting engines agree (brute force would take 4**21 steps). The search lists each
    # colouring, so it counts those with two neighbours' colours chosen: by symmetry one in
    # 4 x 3 of them (listing all 1,124,352 took it 20 s of the test run).
    first = regions.variables[0]
    second = regions.neighbors(first)[0]
    regions.add_constraint(lambda x: x == "red", [first])
    regions.add_constraint(lambda y: y == "green", [second])
    assert count_solutions(regions) == Solver(regions).count() == 1_124_352 // 12
    assert count_solutions(france(("r", "g", "b"))) == Solver(france(("r", "g", "b"))).count()


def test_the_texts_list_each_border_once() -> None:
    for text in (USA_NEIGHBORS, FRANCE_NEIGHBORS):
        borders = [
            frozenset((part.split(":")[0].strip(), other))
            for part in text.split(";")
            for other in part.split(":")[1].split()
        ]
        assert len(borders) == len(set(borders))


def test_map_coloring_takes_a_dict_and_matches_australia() -> None:
    neighbours = {var: list(australia().neighbors(var)) for var in australia().variables}
    csp = map_coloring(["red", "green", "blue"], neighbours)
    assert csp.variables == australia().variables and count_solutions(csp) == 18
    with pytest.raises(TypeError, match="neighbors must be a text or a dict"):
        map_coloring(["red"], [("WA", "NT")])  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from("ABCDE"), st.sampled_from("ABCDE")), max_size=8),
    st.integers(1, 3),
)
def test_colourings_counted_as_brute_force(pairs: list[tuple[str, str]], k: int) -> None:
    borders = {frozenset(pair) for pair in pairs if pair[0] != pair[1]}
    text = "; ".join(f"{a}: {b}" for a, b in map(sorted, borders)) + "; A: "
    csp = map_coloring([f"c{n}" for n in range(k)], text)
    regions = csp.variables
    expected = sum(
        all(colours[regions.index(a)] != colours[regions.index(b)] for a, b in map(sorted, borders))
        for colours in itertools.product(range(k), repeat=len(regions))
    )
    assert count_solutions(csp) == expected
