"""`from_aima`: a problem written for aima-python's ``csp.py``, as an aimacsp `CSP`.

Courses hand out problems written against aima-python's ``CSP(variables, domains, neighbors,
constraints)``, where ``constraints(A, a, B, b)`` says whether neighbours ``A = a`` and
``B = b`` agree (``MapColoringCSP``, ``NQueensCSP``, ``Sudoku``, ``Zebra``), or against its
``NaryCSP(domains, constraints)``, whose constraints have a ``scope`` and a ``condition``.
Both are read by shape alone: aima-python is not a dependency.

aima-python calls a solution an assignment where, for every variable ``A`` and every ``B``
listed in ``neighbors[A]``, ``constraints(A, a, B, b)`` holds (its ``goal_test``). So a pair
of neighbours becomes one binary predicate that asks the direction(s) listed, and a variable
listed as its own neighbour (``NQueensCSP`` lists every column) a unary one, kept only when
it rules some value out.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

from ..constraints import Predicate
from ..constraints.truth import truth
from ..errors import ModelError, brief
from ..model import CSP

__all__ = ["from_aima"]


def from_aima(problem: Any) -> CSP[Any, Any]:
    """The aimacsp `CSP` with the same solutions as an aima-python problem.

    ``problem`` has aima-python's ``CSP`` shape (``variables``, ``domains``, ``neighbors``,
    ``constraints(A, a, B, b)``; ``variables`` may be empty, as there, to mean the keys of
    ``domains``) or its ``NaryCSP`` shape (``domains``, and ``constraints``, a list of
    objects with ``scope`` and ``condition``). Domains are read as aima-python reads them,
    by iterating (a domain ``'123456789'`` is nine one-letter values), and the problem's
    ``domains`` are used, not what a search left in ``curr_domains``.

    >>> class MapColoring:  # the shape of aima-python's MapColoringCSP
    ...     variables = ["WA", "NT", "SA"]
    ...     domains = {var: "RGB" for var in variables}
    ...     neighbors = {"WA": ["NT", "SA"], "NT": ["WA", "SA"], "SA": ["WA", "NT"]}
    ...     def constraints(self, A, a, B, b):
    ...         return a != b
    >>> from aimacsp import count_solutions
    >>> csp = from_aima(MapColoring())
    >>> csp, count_solutions(csp)
    (CSP(3 variables, 3 constraints), 6)
    """
    if callable(getattr(problem, "constraints", None)):
        return _binary(problem)
    if isinstance(getattr(problem, "constraints", None), Iterable) and hasattr(
        problem, "domains"
    ):
        return _nary(problem)
    raise TypeError(
        "from_aima: expected a problem of aima-python's shape (variables, domains, neighbors"
        f" and constraints(A, a, B, b); or domains and a list of constraints), got {brief(problem)}"
    )


def _binary(problem: Any) -> CSP[Any, Any]:
    """The conversion of aima-python's ``CSP`` shape (see the module)."""
    for needed in ("domains", "neighbors"):
        if not hasattr(problem, needed):
            raise TypeError(f"from_aima: {brief(problem)} has constraints() but no {needed}")
    domains, neighbors, relation = problem.domains, problem.neighbors, problem.constraints
    variables = list(getattr(problem, "variables", None) or domains.keys())
    csp: CSP[Any, Any] = CSP()
    for var in variables:
        csp.add_variable(var, list(_read(domains, var, "domains")))
    name = getattr(relation, "__name__", "constraints")
    listed: dict[Hashable, set[Any]] = {}
    pairs: dict[frozenset[Any], tuple[Any, Any]] = {}
    for var in variables:
        listed[var] = set(_read(neighbors, var, "neighbors"))
        for other in listed[var]:
            if other not in csp.domains:
                raise ModelError(
                    f"from_aima: neighbors[{var!r}] names {other!r}, which is not a variable"
                )
        for other in _read(neighbors, var, "neighbors"):
            if other != var:
                pairs.setdefault(frozenset((var, other)), (var, other))
    for var in variables:
        if var in listed[var]:
            itself: Predicate[Any, Any] = Predicate(_itself(relation, var, name), [var])
            if not all(itself.is_satisfied((value,)) for value in csp.domains[var]):
                csp.add_constraint(itself)
    for first, second in pairs.values():
        both = first in listed[second]
        csp.add_constraint(_pair(relation, first, second, both, name))
    return csp


def _read(table: Any, var: Any, what: str) -> Iterable[Any]:
    """``table[var]``, with an error naming the table when it has no entry for ``var``."""
    try:
        return table[var]  # type: ignore[no-any-return]
    except (KeyError, IndexError, TypeError):
        raise ModelError(f"from_aima: {what} has no entry for the variable {var!r}") from None


def _pair(
    relation: Callable[..., Any], first: Any, second: Any, both: bool, name: str
) -> Predicate[Any, Any]:
    """The predicate of one pair of neighbours: the direction(s) the problem lists."""

    def agree(a: Any, b: Any) -> Any:
        there = relation(first, a, second, b)
        if there is not True and there is not False:
            there = truth(there, predicate, (a, b))  # numpy's bool, or a named error
        return relation(second, b, first, a) if both and there else there

    agree.__name__ = agree.__qualname__ = name
    predicate: Predicate[Any, Any] = Predicate(agree, [first, second])
    return predicate


def _itself(relation: Callable[..., Any], var: Any, name: str) -> Callable[[Any], Any]:
    """The unary predicate of a variable listed as its own neighbour."""

    def agree(a: Any) -> Any:
        return relation(var, a, var, a)

    agree.__name__ = agree.__qualname__ = name
    return agree


def _nary(problem: Any) -> CSP[Any, Any]:
    """The conversion of aima-python's ``NaryCSP`` shape: each constraint's ``condition``
    over its ``scope`` is a predicate; a domain given as a set is sorted when it can be."""
    csp: CSP[Any, Any] = CSP()
    domains = problem.domains
    for var in _ordered(domains.keys()):
        csp.add_variable(var, _ordered(domains[var]))
    for constraint in problem.constraints:
        scope = getattr(constraint, "scope", None)
        condition = getattr(constraint, "condition", None)
        if scope is None or not callable(condition):
            raise TypeError(
                f"from_aima: constraint {brief(constraint)} has no scope and condition"
            )
        csp.add_constraint(condition, list(scope))
    return csp


def _ordered(values: Iterable[Any]) -> list[Any]:
    """The values sorted when they can be (a set has no order of its own), else as given."""
    values = list(values)
    try:
        return sorted(values)
    except TypeError:
        return values
