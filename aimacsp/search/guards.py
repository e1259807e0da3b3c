"""The search's guards: a plug-in's answers checked where they enter, and the last guard.

A student's heuristic that returns an assigned variable, a value outside the domain or None
must be named at once: followed blindly, it makes the search report a wrong solution or no
solution at all. Each check costs a dict lookup or two per node. The last guard checks a
solution's constraints where the search skipped its own check on an inference's word.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ..arguments import check_csp, check_function
from ..constraints.base import Propagator
from ..errors import brief
from ..propagation.state import State
from ..types import D, V
from .plugins import InferenceDeclaration

__all__ = [
    "check_book_arguments",
    "checked_variable",
    "checked_values",
    "checked_inference",
    "value_list",
    "value_error",
    "missing_error",
    "guarded_propagators",
    "guard_solution",
]


def check_book_arguments(
    where: str, csp: object, select: object, order: object, inference: object
) -> None:
    """BACKTRACKING-SEARCH's arguments checked, each named as the book names it."""
    check_csp(csp, where)
    check_function(select, "select_unassigned_variable", where, arity=1)
    check_function(order, "order_domain_values", where, arity=2)
    check_function(inference, "inference", where, arity=2)


def checked_variable(var: object, state: State[V, D], name: str) -> V:
    """``var`` if it is an unassigned variable of the problem, else an error naming ``name``."""
    try:
        i = state.index.get(var)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{name} returned {brief(var)}, which is not a variable") from None
    if i is None:
        raise ValueError(f"{name} returned {brief(var)}, which is not a variable of the problem")
    if state.assigned[i]:
        raise ValueError(f"{name} returned {brief(var)}, which is already assigned")
    return var  # type: ignore[return-value]


def value_list(values: object, var: object, name: str) -> Iterator[Any]:
    """An iterator over what ``name`` returned for ``var``, if it is a list of values."""
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise TypeError(
            f"{name} returned {brief(values)} for {var!r}: it must return a list of values"
        )
    return iter(values)


def value_error(value: object, var: object, state: State[V, D], seen: int, name: str) -> Exception:
    """The error for a value ``name`` listed that is no value of ``var``, or listed twice."""
    try:
        bit = state.value_index.get(value)  # type: ignore[arg-type]
    except TypeError:
        return TypeError(f"{name} returned {brief(value)} for {var!r}, which is not a value")
    if bit is not None and seen >> bit & 1:
        return ValueError(f"{name} returned {brief(value)} twice for {var!r}")
    return ValueError(f"{name} returned {brief(value)} for {var!r}, which is not in its domain")


def missing_error(missing: int, var: object, state: State[V, D], name: str) -> ValueError:
    """The error for an order of ``var`` that left out the values of the bitset ``missing``."""
    left = [state.values[b] for b in range(missing.bit_length()) if missing >> b & 1]
    return ValueError(
        f"{name} left out {brief(left)} of the domain of {var!r}: it must list every value"
    )


def checked_values(
    values: Iterable[Any], var: V, state: State[V, D], name: str
) -> Iterator[tuple[D, int]]:
    """The values ``name`` listed for ``var``, each with its bit, checked as they come.

    Each must be a value of ``var``'s domain, listed once. One the search has already ruled
    out (pruned from the domain, for instance by an orderer that lists the model's domain)
    is passed over, as it can lead to no solution; and when the list ends, every value still
    in the domain must have been listed, or part of the search space would be lost. (`Solver`
    makes the same checks inline, as this generator would cost it a call per value.)
    """
    listed = value_list(values, var, name)
    i = state.index[var]
    start, model, value_index = state.dom[i], state.initial_dom[i], state.value_index
    seen = 0
    for value in listed:
        try:
            bit = value_index.get(value)
        except TypeError:
            bit = None
        if bit is None or not model >> bit & 1 or seen >> bit & 1:
            raise value_error(value, var, state, seen, name)
        seen |= 1 << bit
        if start >> bit & 1:
            yield value, bit
    if start & ~seen:
        raise missing_error(start & ~seen, var, state, name)


def checked_inference(result: object, name: str) -> bool:
    """``result`` if it is a real bool, else a `TypeError` naming ``name``."""
    if result is True or result is False:
        return result
    raise TypeError(f"{name} returned {brief(result)}: an inference must return True or False")


def guarded_propagators(state: State[V, D], declaration: InferenceDeclaration) -> list[Propagator]:
    """The propagators the last guard checks when the search skips its own check on the word
    of an inference that declares ``checks``: all of them, but when it also declares that it
    runs every propagator of the assigned variable, only those that do not declare that they
    settle their last variable (the others have already rejected any violation)."""
    if declaration.runs_every_propagator:
        return [p for p in state.propagators if p.settles_last_variable is not True]
    return state.propagators


def guard_solution(propagators: list[Propagator], state: State[V, D], inference: object) -> None:
    """The last guard: a solution the search reports satisfies every constraint.

    The search skipped its own check because the inference declares ``checks``. A user's
    inference that declares it without checking, or a user's propagator that lets a
    violated, fixed scope pass, is caught here: the search stops rather than report a wrong
    solution. Each constraint checked counts as a check."""
    state.checks += len(propagators)
    for propagator in propagators:
        if not propagator.check(state):
            raise ValueError(
                f"the search reached an assignment that violates {propagator.constraint!r}:"
                f" inference {getattr(inference, '__name__', inference)!r} declares"
                " checks=True, but it (or that constraint's propagate) let the violated"
                " constraint pass (see declare_inference and Constraint.propagate)"
            )
