"""The shapes of the search's plug-ins, and what an inference declares about itself.

A heuristic or an inference is a plain function; these aliases say which arguments it takes:

- a variable selector ``(state) -> var`` picks the next unassigned variable;
- a value orderer ``(var, state) -> values`` lists the values of ``var`` to try, in order;
- an inference ``(var, state) -> bool`` prunes after ``var`` was assigned; ``False`` means a
  domain was wiped out and the assignment must be undone;
- a trace ``(event, state) -> None`` watches the search.

The search never recognises the built-in inferences by name: it reads what an inference
declares with `declare_inference`, so a student's own inference, or a wrapper around `mac`,
is treated exactly as the built-ins are once it says what it does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from ..arguments import check_csp, check_function
from ..constraints.base import Propagator
from ..errors import brief
from ..types import D, V
from .state import State
from .trace import Event, Trace

__all__ = [
    "VariableSelector",
    "ValueOrderer",
    "Inference",
    "Trace",
    "declare_inference",
    "inference_prunes",
    "inference_checks",
    "inference_reaches_fixpoint",
    "check_book_arguments",
    "checked_variable",
    "checked_values",
    "checked_inference",
    "value_list",
    "value_error",
    "missing_error",
    "guarded_propagators",
    "guard_solution",
    "report",
]

VariableSelector = Callable[[State[V, D]], V]
ValueOrderer = Callable[[V, State[V, D]], Iterable[D]]
Inference = Callable[[V, State[V, D]], bool]

F = TypeVar("F", bound=Callable[..., bool])


def declare_inference(
    *, prunes: bool = True, checks: bool = False, fixpoint: bool = False
) -> Callable[[F], F]:
    """Say what an inference does, so the search can rely on it (a decorator).

    - ``prunes``: it removes the values the assignment rules out, so a domain's size is the
      number of legal values (`mrv` then reads sizes instead of testing each value);
    - ``checks``: it fails (returns False) whenever a constraint on the assigned variable is
      violated by the values fixed so far, so the search may skip its own check;
    - ``fixpoint``: it propagates until no domain changes (arc consistency everywhere), so
      the whole problem is made consistent once before the search (``preprocess``).

    An inference that declares nothing is assumed to prune, and to do neither of the others:
    the search then checks each assignment itself, which is always correct.

    >>> from aimacsp import mac
    >>> @declare_inference(checks=True, fixpoint=True)
    ... def my_mac(var, state):
    ...     return mac(var, state)
    >>> inference_reaches_fixpoint(my_mac), inference_checks(my_mac)
    (True, True)
    """
    for name, flag in (("prunes", prunes), ("checks", checks), ("fixpoint", fixpoint)):
        if not isinstance(flag, bool):
            raise TypeError(f"declare_inference: {name} must be True or False, got {flag!r}")

    def declare(function: F) -> F:
        function.prunes = prunes  # type: ignore[attr-defined]
        function.checks = checks  # type: ignore[attr-defined]
        function.fixpoint = fixpoint  # type: ignore[attr-defined]
        return function

    return declare


def inference_prunes(inference: object) -> bool:
    """What ``inference`` declared as ``prunes`` (True when it declared nothing)."""
    return getattr(inference, "prunes", True) is not False


def inference_checks(inference: object) -> bool:
    """What ``inference`` declared as ``checks`` (False unless it declared a real True)."""
    return getattr(inference, "checks", False) is True


def inference_reaches_fixpoint(inference: object) -> bool:
    """What ``inference`` declared as ``fixpoint`` (False unless it declared a real True)."""
    return getattr(inference, "fixpoint", False) is True


def check_book_arguments(
    where: str, csp: object, select: object, order: object, inference: object
) -> None:
    """BACKTRACKING-SEARCH's arguments checked, each named as the book names it."""
    check_csp(csp, where)
    check_function(select, "select_unassigned_variable", where, arity=1)
    check_function(order, "order_domain_values", where, arity=2)
    check_function(inference, "inference", where, arity=2)


# -- a plug-in's answers, checked where they enter the search ----------------------------
# A student's heuristic that returns an assigned variable, a value outside the domain or
# None must be named at once: followed blindly, it makes the search report a wrong solution
# or no solution at all. Each check costs a dict lookup or two per node.


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


# -- the last guard, and the trace's own errors ----------------------------------------


def guarded_propagators(
    state: State[V, D], inference: object, tested: frozenset[object]
) -> list[Propagator]:
    """The propagators the last guard checks, when the search trusts ``inference``'s checks:
    all of them, but for an inference among ``tested`` (held to its word by the tests) only
    those whose own propagators do not declare that they reject a violated scope."""
    if any(inference is known for known in tested):  # by identity: a plug-in may not hash
        return [p for p in state.propagators if p.settles_last_variable is not True]
    return state.propagators


def guard_solution(propagators: list[Propagator], state: State[V, D], inference: object) -> None:
    """The last guard: a solution the search reports satisfies every constraint.

    The search skipped its own check because the inference declares ``checks``. A user's
    inference that declares it without checking, or a user's propagator that lets a
    violated, fixed scope pass, is caught here: the search stops rather than report a wrong
    solution."""
    for propagator in propagators:
        if not propagator.check(state):
            raise ValueError(
                f"the search reached an assignment that violates {propagator.constraint!r}:"
                f" inference {getattr(inference, '__name__', inference)!r} declares"
                " checks=True, but it (or that constraint's propagate) let the violated"
                " constraint pass (see declare_inference and Constraint.propagate)"
            )


def report(trace: Trace, event: Event, state: State[V, D]) -> None:
    """Give ``event`` to the trace callback; an error it raises says it came from the trace."""
    try:
        trace(event, state)
    except Exception as error:
        if hasattr(error, "add_note"):  # Python 3.11+
            name = getattr(trace, "__name__", type(trace).__name__)
            error.add_note(f"raised by the trace callback {name} on {event!r}")
        raise
