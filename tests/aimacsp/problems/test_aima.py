"""`from_aima`: problems of aima-python's shapes, restated here (aima-python is not needed),
keep their solutions: the same counts as brute force under aima-python's own definition of a
solution, or as the book; and, when aima-python itself can be imported, its own problems."""

from __future__ import annotations

import contextlib
import io
import itertools
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import Solver, count_solutions, mac, solutions
from aimacsp.problems import australia, france, from_aima, queens, usa, zebra
from aimacsp.problems.puzzles import ZEBRA_GROUPS
from tests.pages import python_blocks

ROOT = Path(__file__).resolve().parents[3]

# -- aima-python's shapes, restated --------------------------------------------------------


class Everywhere:
    """One value for every key, as aima-python's ``UniversalDict`` gives (not iterable)."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def __getitem__(self, key: Any) -> Any:
        return self.value


class AimaShaped:
    """The shape of aima-python's ``CSP``: a relation over (A, a, B, b), counted per call."""

    def __init__(
        self,
        variables: list[Any] | None,
        domains: Any,
        neighbors: Any,
        relation: Callable[[Any, Any, Any, Any], Any],
    ) -> None:
        self.variables = variables or list(domains.keys())
        self.domains = domains
        self.neighbors = neighbors
        self.relation = relation
        self.nchecks = 0

    def constraints(self, A: Any, a: Any, B: Any, b: Any) -> Any:  # noqa: N803
        self.nchecks += 1
        return self.relation(A, a, B, b)

    def goal_test(self, assignment: dict[Any, Any]) -> bool:
        """aima-python's definition of a solution: every listed neighbour agrees."""
        return len(assignment) == len(self.variables) and all(
            self.constraints(A, assignment[A], B, assignment[B])
            for A in self.variables
            for B in self.neighbors[A]
        )


def aima_brute_force(problem: AimaShaped) -> list[dict[Any, Any]]:
    """Every solution of an aima-shaped problem, by its own goal test."""
    variables = problem.variables
    found = []
    for values in itertools.product(*(list(problem.domains[v]) for v in variables)):
        assignment = dict(zip(variables, values))
        if problem.goal_test(assignment):
            found.append(assignment)
    return found


def aima_parse(text: str) -> dict[str, list[str]]:
    """A neighbours text read the way aima-python reads it: a region with no neighbours
    (``T: ``) is never created, and a border listed twice is listed twice."""
    found: defaultdict[str, list[str]] = defaultdict(list)
    for spec in text.split(";"):
        region, others = spec.split(":")
        for other in others.split():
            found[region.strip()].append(other)
            found[other].append(region.strip())
    return found


def differ(A: Any, a: Any, B: Any, b: Any) -> bool:  # noqa: N803
    return a != b


def map_shaped(colours: list[str], neighbours: dict[str, list[str]]) -> AimaShaped:
    return AimaShaped(list(neighbours), Everywhere(colours), neighbours, differ)


def queens_shaped(n: int) -> AimaShaped:
    """NQueensCSP's shape: every column lists every column as a neighbour, itself too."""

    def safe(A: int, a: int, B: int, b: int) -> bool:  # noqa: N803
        return A == B or (a != b and A + a != B + b and A - a != B - b)

    return AimaShaped(list(range(n)), Everywhere(list(range(n))), Everywhere(range(n)), safe)


def sudoku_shaped(grid: str) -> AimaShaped:
    """Sudoku's shape: cells 0..80, a filled cell's domain its digit, a blank's the string
    '123456789'; neighbours are the cells of its row, column and box."""
    squares = re.findall(r"\d|\.", grid)
    assert len(squares) == 81
    domains = {k: [ch] if ch in "123456789" else "123456789" for k, ch in enumerate(squares)}
    units = [[9 * r + c for c in range(9)] for r in range(9)]
    units += [[9 * r + c for r in range(9)] for c in range(9)]
    units += [
        [9 * (3 * br + r) + 3 * bc + c for r in range(3) for c in range(3)]
        for br in range(3)
        for bc in range(3)
    ]
    peers: dict[int, set[int]] = {k: set() for k in range(81)}
    for unit in units:
        for k in unit:
            peers[k].update(set(unit) - {k})
    return AimaShaped([], domains, peers, differ)


#: The zebra puzzle's clues as aima-python states them, by pair: same, next to, right of.
CLUES = {
    ("Englishman", "Red"): "same", ("Spaniard", "Dog"): "same", ("Green", "Ivory"): "right",
    ("Hershey", "Fox"): "next", ("KitKat", "Yellow"): "same", ("Norwegian", "Blue"): "next",
    ("Smarties", "Snails"): "same", ("Snickers", "OrangeJuice"): "same",
    ("Ukrainian", "Tea"): "same", ("Japanese", "MilkyWay"): "same",
    ("KitKat", "Horse"): "next", ("Coffee", "Green"): "same",
}  # fmt: skip


def zebra_shaped() -> AimaShaped:
    """The Zebra's shape: a relation that looks the pair up, in either order, and otherwise
    says two items of one group differ; the two given houses are one-value domains."""
    items = [item for group in ZEBRA_GROUPS.values() for item in group]
    domains: dict[str, list[int]] = {item: [1, 2, 3, 4, 5] for item in items}
    domains["Norwegian"], domains["Milk"] = [1], [3]
    neighbours: dict[str, list[str]] = {item: [] for item in items}
    for group in ZEBRA_GROUPS.values():
        for a, b in itertools.permutations(group, 2):
            neighbours[a].append(b)
    for a, b in CLUES:
        neighbours[a].append(b)
        neighbours[b].append(a)

    def relation(A: str, a: int, B: str, b: int) -> bool:  # noqa: N803
        for (x, y), kind in CLUES.items():
            if (A, B) in ((x, y), (y, x)):
                if kind == "same":
                    return a == b
                if kind == "next":
                    return abs(a - b) == 1
                return a - 1 == b if x == A else b - 1 == a
        return a != b

    return AimaShaped(items, domains, neighbours, relation)


class NaryShaped:
    """The shape of aima-python's ``NaryCSP``: set domains, constraints with a scope and a
    condition over the scope's values."""

    class Constraint:
        def __init__(self, scope: tuple[str, ...], condition: Callable[..., bool]) -> None:
            self.scope, self.condition = scope, condition

    def __init__(self, domains: dict[str, set[int]], constraints: list[Any]) -> None:
        self.domains, self.constraints = domains, constraints


# -- the tests -----------------------------------------------------------------------------

EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."


def test_the_australia_map_counts_18_as_the_book_and_brute_force() -> None:
    neighbours = {
        "WA": ["NT", "SA"], "NT": ["WA", "SA", "Q"], "SA": ["WA", "NT", "Q", "NSW", "V"],
        "Q": ["NT", "SA", "NSW"], "NSW": ["Q", "SA", "V"], "V": ["SA", "NSW"], "T": [],
    }  # fmt: skip
    problem = map_shaped(["R", "G", "B"], neighbours)
    csp = from_aima(problem)
    assert count_solutions(csp) == len(aima_brute_force(problem)) == 18
    assert len(csp.constraints) == 9  # one per border, though each is listed both ways


def test_a_map_read_the_aima_python_way_loses_a_region_without_neighbours() -> None:
    problem = map_shaped(list("RGB"), aima_parse("SA: WA NT Q NSW V; NT: WA Q; NSW: Q V; T: "))
    csp = from_aima(problem)
    assert "T" not in csp.variables  # aima-python's parse_neighbors never made it
    assert count_solutions(csp) == len(aima_brute_force(problem)) == 6


@pytest.mark.parametrize(("n", "known"), [(4, 2), (5, 10), (6, 4), (8, 92)])
def test_n_queens_counts_as_brute_force_and_the_book(n: int, known: int) -> None:
    problem = queens_shaped(n)
    csp = from_aima(problem)
    assert count_solutions(csp) == known == count_solutions(queens(n))
    if n <= 6:
        assert known == len(aima_brute_force(problem))
    assert len(csp.constraints) == n * (n - 1) // 2  # the self-listing adds nothing


def test_sudoku_in_aima_pythons_string_format_has_one_valid_solution() -> None:
    csp = from_aima(sudoku_shaped(EASY))
    found = list(solutions(csp))
    assert len(found) == 1
    grid = [[found[0][9 * r + c] for c in range(9)] for r in range(9)]
    digits = set("123456789")
    assert all(set(row) == digits for row in grid)
    assert all({grid[r][c] for r in range(9)} == digits for c in range(9))
    assert all(
        {grid[3 * br + r][3 * bc + c] for r in range(3) for c in range(3)} == digits
        for br in range(3)
        for bc in range(3)
    )
    assert all(ch == "." or found[0][k] == ch for k, ch in enumerate(EASY))


def test_the_zebra_has_one_solution_that_of_the_book() -> None:
    problem = zebra_shaped()
    csp = from_aima(problem)
    found = list(solutions(csp))
    assert len(found) == 1 and problem.goal_test(found[0])
    assert found[0]["Zebra"] == found[0]["Japanese"] and found[0]["Water"] == 1
    assert found == list(solutions(zebra()))  # the same houses as aimacsp's own model


def test_nary_problems_convert_too() -> None:
    # TWO + TWO = FOUR (AIMA Figure 6.2), with carries, in NaryCSP's shape
    digits = set(range(10))
    carry = {0, 1}
    domains = {"T": set(range(1, 10)), "F": set(range(1, 10)), "W": digits, "O": digits}
    domains |= {"U": digits, "R": digits, "C1": carry, "C2": carry, "C3": carry}
    con = NaryShaped.Constraint
    problem = NaryShaped(
        domains,
        [
            con(("T", "F", "W", "O", "U", "R"), lambda *v: len(set(v)) == len(v)),
            con(("O", "R", "C1"), lambda o, r, c1: o + o == r + 10 * c1),
            con(("W", "U", "C1", "C2"), lambda w, u, c1, c2: c1 + w + w == u + 10 * c2),
            con(("T", "O", "C2", "C3"), lambda t, o, c2, c3: c2 + t + t == o + 10 * c3),
            con(("F", "C3"), lambda f, c3: f == c3),
        ],
    )
    csp = from_aima(problem)
    assert csp.domains["T"] == tuple(range(1, 10))  # sets come sorted
    found = list(solutions(csp))
    assert len(found) == 7  # 734, 765, 836, 846, 867, 928, 938
    assert all(
        2 * (100 * s["T"] + 10 * s["W"] + s["O"])
        == 1000 * s["F"] + 100 * s["O"] + 10 * s["U"] + s["R"]
        for s in found
    )


@st.composite
def aima_problems(draw: st.DrawFn) -> AimaShaped:
    """Small problems of aima-python's shape: any relation (not symmetric), neighbours
    listed one way or both, some variables listed as their own neighbour."""
    n = draw(st.integers(1, 4))
    variables = [f"v{k}" for k in range(n)]
    domains = {
        v: draw(st.lists(st.integers(0, 2), min_size=1, max_size=3, unique=True)) for v in variables
    }
    neighbours: dict[str, list[str]] = {v: [] for v in variables}
    for a, b in itertools.product(variables, repeat=2):
        if draw(st.booleans()):
            neighbours[a].append(b)
    table = draw(st.sets(st.tuples(st.sampled_from(variables), st.integers(0, 2),
                                   st.sampled_from(variables), st.integers(0, 2))))  # fmt: skip
    return AimaShaped(variables, domains, neighbours, lambda A, a, B, b: (A, a, B, b) in table)


@settings(max_examples=150, deadline=None)
@given(aima_problems())
def test_any_aima_shaped_problem_keeps_its_solutions(problem: AimaShaped) -> None:
    csp = from_aima(problem)
    expected = aima_brute_force(problem)
    assert count_solutions(csp) == len(expected)
    found = list(Solver(csp, inference=mac).solutions())
    assert sorted(map(sorted, (s.items() for s in found))) == sorted(
        map(sorted, (s.items() for s in expected))
    )


def test_shapes_it_cannot_read_are_named() -> None:
    with pytest.raises(TypeError, match="aima-python's shape"):
        from_aima("australia")

    class NoNeighbours:
        domains = {"a": [1]}

        def constraints(self, A: Any, a: Any, B: Any, b: Any) -> bool:  # noqa: N803
            return True

    with pytest.raises(TypeError, match="no neighbors"):
        from_aima(NoNeighbours())
    stranger = map_shaped(["R"], {"a": ["b"]})
    with pytest.raises(ValueError, match=r"neighbors\['a'\] names 'b', which is not a variable"):
        from_aima(stranger)
    missing = AimaShaped(["a", "b"], {"a": [1]}, {"a": [], "b": []}, differ)
    with pytest.raises(ValueError, match="domains has no entry for the variable 'b'"):
        from_aima(missing)
    no_scope = NaryShaped({"a": {1}}, [object()])
    with pytest.raises(TypeError, match="has no scope and condition"):
        from_aima(no_scope)


def test_a_relation_answering_none_is_named() -> None:
    def forgets(A: Any, a: Any, B: Any, b: Any) -> Any:  # noqa: N803
        if a == b:
            return False

    problem = map_shaped(["R", "G"], {"x": ["y"], "y": ["x"]})
    problem.relation = forgets
    with pytest.raises(TypeError, match=r"Predicate\(constraints\(x, y\)\) returned None"):
        count_solutions(from_aima(problem))


# -- aima-python itself, when it can be imported --------------------------------------------


def aima_csp() -> Any:
    return pytest.importorskip("aima.csp", reason="aima-python is not installed")


def test_aima_pythons_own_problems() -> None:
    csp_module = aima_csp()
    assert count_solutions(from_aima(csp_module.australia_csp)) == 6  # T is lost, as above
    assert count_solutions(from_aima(csp_module.NQueensCSP(8))) == 92
    houses = Solver(from_aima(csp_module.Zebra())).solve()
    assert houses is not None and houses["Zebra"] == houses["Japanese"] == 5
    assert count_solutions(from_aima(csp_module.Zebra())) == 1
    sudoku = csp_module.Sudoku(csp_module.easy1)
    found = list(solutions(from_aima(sudoku)))
    csp_module.AC3(sudoku)
    assert found == [sudoku.infer_assignment()]
    assert count_solutions(from_aima(csp_module.france_csp)) == count_solutions(france())
    # Alaska and Hawaii are lost the same way: four colours each
    assert count_solutions(from_aima(csp_module.usa_csp)) * 16 == count_solutions(usa())
    assert count_solutions(from_aima(csp_module.send_more_money)) == 1


def counted(problems: Iterable[Any]) -> list[int]:
    return [count_solutions(from_aima(problem)) for problem in problems]


def test_the_australia_of_this_package_and_of_the_shapes_agree() -> None:
    neighbours: dict[str, list[str]] = {var: [] for var in australia().variables}
    for var in australia().variables:
        neighbours[var] = list(australia().neighbors(var))
    assert counted([map_shaped(["r", "g", "b"], neighbours)]) == [count_solutions(australia())]


def page_blocks() -> list[str]:
    """The Python blocks of the page for aima-python users."""
    return python_blocks("from-aima-python.md")


def test_the_page_for_aima_python_users_runs() -> None:
    ours = [block for block in page_blocks() if "import aima" not in block]
    assert len(ours) == 2
    namespace: dict[str, Any] = {}
    exec(compile(ours[0], "docs/from-aima-python.md", "exec"), namespace)
    assert count_solutions(namespace["csp"]) == 18
    exec(compile(ours[1], "docs/from-aima-python.md", "exec"), namespace)
    found = Solver(queens(8), select=namespace["most_values"]).solve()
    assert found is not None and queens(8).is_solution(found)


def test_the_pages_figures_for_aima_python() -> None:
    (theirs,) = [block for block in page_blocks() if "import aima" in block]
    aima_csp()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(theirs, "docs/from-aima-python.md", "exec"), {})
    assert printed.getvalue().split() == ["mac", "55", "mac_that_fails", "20"]
