"""Explanations: why a CSP has no solution, and why a variable cannot take a value.

`minimal_conflict` finds a minimal unsatisfiable subset of the constraints (no constraint of
it can be dropped without a solution appearing). It first finds an independent part of the
constraints with no solution (a minimal conflict lies inside one), then shrinks it by one of
the `aimacsp.explanations.shrink.METHODS`: QUICKXPLAIN by default (U. Junker, "QUICKXPLAIN:
Preferred Explanations and Relaxations for Over-Constrained Problems", AAAI 2004), about
``2k log2(n/k)`` satisfiability tests for a conflict of ``k`` among ``n`` constraints, or
deletion filtering (``n`` tests), or deletion by growing chunks. All three return the same
*preferred* conflict: when several exist, the one whose constraints come first, so order
``among`` from the most to the least wanted in an explanation.

Each test (see `satisfiable`) works on one independent part of the constraints and starts with
propagation at the root, which decides most tests without a search node. `explain` is the same
search with the assignment ``var = value`` taken as given.

The domains count as given. A `CSP` cannot hold an empty domain, so `minimal_conflict` always
names constraints; in `explain`, a value outside the variable's own domain is excluded by that
domain alone, and the answer is an empty `Conflict` whose ``domain_of`` names the variable.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Generic

from ..arguments import check_csp
from ..constraints.base import Constraint
from ..constraints.predicate import Predicate
from ..errors import ModelError, SearchLimitReached
from ..model import CSP
from ..propagation.limits import Budget, Limits, check_limits
from ..types import D, V, is_hashable
from .shrink import METHODS, Method
from .subsets import SubsetTester, parts

__all__ = ["Conflict", "minimal_conflict", "explain"]


class Conflict(list[Constraint[V, D]], Generic[V, D]):
    """Constraints that cannot all hold: a `list`, with what is known about it.

    ``minimal`` is False when a limit left some test undecided, so that a constraint might
    still be removable (the constraints are proven to conflict all the same); ``domain_of``
    names the variable whose own domain is the reason, when the list is empty for that
    reason; ``tests`` counts the satisfiability tests the search made.
    """

    def __init__(
        self,
        constraints: Iterable[Constraint[V, D]] = (),
        *,
        minimal: bool = True,
        domain_of: V | None = None,
        tests: int = 0,
    ) -> None:
        super().__init__(constraints)
        self.minimal = minimal
        self.domain_of = domain_of
        self.tests = tests

    def __repr__(self) -> str:
        extra = "" if self.minimal else ", minimal=False"
        if self.domain_of is not None:
            extra += f", domain_of={self.domain_of!r}"
        return f"Conflict({list.__repr__(self)}{extra})"

    def _repr_html_(self) -> str:
        """The conflict drawn in Jupyter: its constraints listed, and their graph in red."""
        from ..drawing import conflict_html

        return conflict_html(self)


def minimal_conflict(
    csp: CSP[V, D],
    *,
    among: Iterable[Constraint[V, D]] | None = None,
    limits: Limits | Budget | None = None,
    method: str = "quickxplain",
) -> Conflict[V, D] | None:
    """A minimal set of constraints with no common solution, or None when ``csp`` has one.

    ``among`` (default: every constraint) are the candidates, most wanted first; the other
    constraints are kept as given and never named. An empty answer means those alone conflict.
    ``limits`` bound the whole search: once spent, the answer still conflicts but may not be
    minimal (``minimal`` is False), and `SearchLimitReached` is raised when the limits stop
    the search before it knows whether any conflict exists. ``method`` names how the
    conflict is shrunk (``"quickxplain"``, ``"deletion"``, ``"chunked"``; same answer).

    >>> csp = CSP()
    >>> csp.add_variables(["WA", "NT", "SA"], ["red", "green"])
    >>> _ = csp.add_constraint(lambda a, b: a != b, ["WA", "NT"], name="WA != NT")
    >>> _ = csp.add_constraint(lambda a, b: a != b, ["WA", "SA"], name="WA != SA")
    >>> _ = csp.add_constraint(lambda a, b: a != b, ["NT", "SA"], name="NT != SA")
    >>> minimal_conflict(csp)
    Conflict([WA != NT, WA != SA, NT != SA])
    """
    check_csp(csp, "minimal_conflict")
    shrink: Method[V, D] = _method(method)
    candidates, background = _split(csp, among)
    tester = SubsetTester(csp, check_limits(limits, "minimal_conflict"))
    return _conflict(tester, background, candidates, shrink)


def explain(
    csp: CSP[V, D],
    var: V,
    value: D,
    *,
    among: Iterable[Constraint[V, D]] | None = None,
    limits: Limits | Budget | None = None,
    method: str = "quickxplain",
) -> Conflict[V, D] | None:
    """A minimal set of constraints under which ``var`` cannot take ``value`` (the proof of
    that deduction), or None when some solution has ``var = value``.

    ``among``, ``limits`` and ``method`` work as in `minimal_conflict`.

    >>> from aimacsp import Sum
    >>> csp = CSP()
    >>> csp.add_variables(["a", "b", "c", "d"], [0, 1])
    >>> _ = csp.add_constraint(Sum(["a", "b"], "==", 1))
    >>> _ = csp.add_constraint(Sum(["a", "b", "c"], "==", 1))
    >>> _ = csp.add_constraint(Sum(["c", "d"], "==", 1))
    >>> explain(csp, "c", 1)
    Conflict([Sum(a + b == 1), Sum(a + b + c == 1)])
    >>> explain(csp, "d", 0)
    Conflict([Sum(a + b == 1), Sum(a + b + c == 1), Sum(c + d == 1)])
    """
    check_csp(csp, "explain")
    limits = check_limits(limits, "explain")
    shrink: Method[V, D] = _method(method)
    if not is_hashable(var) or var not in csp.domains:
        raise ModelError(f"explain: {var!r} is not a variable of this CSP")
    if not is_hashable(value) or value not in csp.domains[var]:
        return Conflict(domain_of=var)
    assumption: Constraint[V, D] = Predicate(lambda x: x == value, [var], name=f"{var} = {value!r}")
    candidates, background = _split(csp, among)
    return _conflict(SubsetTester(csp, limits), [assumption, *background], candidates, shrink)


def _conflict(
    tester: SubsetTester[V, D],
    background: list[Constraint[V, D]],
    candidates: list[Constraint[V, D]],
    shrink: Method[V, D],
) -> Conflict[V, D] | None:
    """Find a part of the constraints that has no solution, then shrink it."""
    unknown_before = tester.unknown
    # Then the shrinking need only look at one part: in the others, what is kept has a solution.
    if background and tester.satisfiable(background) is False:
        return Conflict(tests=tester.tests)
    undecided = False
    for part in parts(background + candidates):
        answer = tester.part_satisfiable(part)
        if answer is False:
            inside = set(map(id, part))
            found = shrink(
                tester.satisfiable,
                [c for c in background if id(c) in inside],
                [c for c in candidates if id(c) in inside],
            )
            return Conflict(found, minimal=tester.unknown == unknown_before, tests=tester.tests)
        undecided = undecided or answer is None
    if undecided:
        raise SearchLimitReached("the limits stopped the search before a conflict was found")
    return None


def _method(name: str) -> Method[Any, Any]:
    try:
        return METHODS[name]
    except (KeyError, TypeError):  # TypeError: a name that cannot be hashed
        raise ModelError(f"unknown method {name!r}: choose one of {', '.join(METHODS)}") from None


def _split(
    csp: CSP[V, D], among: Iterable[Constraint[V, D]] | None
) -> tuple[list[Constraint[V, D]], list[Constraint[V, D]]]:
    """The candidates (in the order given, once each) and the other constraints of ``csp``."""
    if among is None:
        return list(csp.constraints), []
    if isinstance(among, (str, bytes)) or not isinstance(among, Iterable):
        raise TypeError(f"among: expected a list of constraints of this CSP, got {among!r}")
    known = {id(c) for c in csp.constraints}
    chosen: dict[int, Constraint[V, D]] = {}
    for constraint in among:
        if id(constraint) not in known:
            raise ModelError(f"among: {constraint!r} is not a constraint of this CSP")
        chosen.setdefault(id(constraint), constraint)
    return list(chosen.values()), [c for c in csp.constraints if id(c) not in chosen]
