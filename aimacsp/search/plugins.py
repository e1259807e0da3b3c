"""The shapes of the search's plug-ins, and what an inference declares about itself.

A heuristic or an inference is a plain function; these aliases say which arguments it takes:

- a variable selector ``(state) -> var`` picks the next unassigned variable;
- a value orderer ``(var, state) -> values`` lists the values of ``var`` to try, in order;
- an inference ``(var, state) -> bool`` prunes after ``var`` was assigned; ``False`` means a
  domain was wiped out and the assignment must be undone;
- a trace ``(event, state) -> None`` watches the search (`aimacsp.propagation.events`).

The search never recognises an inference by its identity: it reads, once, what the inference
declares with `declare_inference` into an `InferenceDeclaration`, so a student's inference, or
a wrapper around `mac` declaring what `mac` declares, is treated exactly as the built-ins are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from ..propagation.events import Trace
from ..propagation.state import State
from ..types import D, V

__all__ = [
    "VariableSelector",
    "ValueOrderer",
    "Inference",
    "Trace",
    "InferenceDeclaration",
    "declare_inference",
    "declaration_of",
]

VariableSelector = Callable[[State[V, D]], V]
ValueOrderer = Callable[[V, State[V, D]], Iterable[D]]
Inference = Callable[[V, State[V, D]], bool]

F = TypeVar("F", bound=Callable[..., bool])


@dataclass(frozen=True)
class InferenceDeclaration:
    """What an inference promises, read once when a search is made (see `declare_inference`).

    - ``prunes``: it removes the values the assignment rules out, so a domain's size is the
      number of legal values (`mrv` then reads sizes instead of testing each value);
    - ``checks``: it fails (returns False) whenever a constraint on the assigned variable is
      violated by the values assigned so far, so the search may skip its own check (a
      domain it narrows to one value is checked when that variable is assigned);
    - ``fixpoint``: it propagates until no domain changes (arc consistency everywhere), so
      the whole problem is made consistent once before the search (``preprocess``);
    - ``runs_every_propagator``: when it returns True, the propagator of every constraint on
      the assigned variable has run since that variable's domain last changed, so a
      propagator that settles its last variable (see `Propagator.settles_last_variable`)
      has rejected any violation by the time a solution is reached, and the last guard need
      not check it again.
    """

    prunes: bool = True
    checks: bool = False
    fixpoint: bool = False
    runs_every_propagator: bool = False


#: What an inference that declares nothing is taken to do: prune, and nothing more, so the
#: search checks each assignment itself and the last guard checks every constraint.
UNDECLARED = InferenceDeclaration()


def declare_inference(
    *,
    prunes: bool = True,
    checks: bool = False,
    fixpoint: bool = False,
    runs_every_propagator: bool = False,
) -> Callable[[F], F]:
    """Say what an inference does, so the search can rely on it (a decorator; the fields
    are those of `InferenceDeclaration`).

    >>> from aimacsp import mac
    >>> @declare_inference(checks=True, fixpoint=True, runs_every_propagator=True)
    ... def my_mac(var, state):
    ...     return mac(var, state)
    >>> declaration_of(my_mac) == declaration_of(mac)
    True
    """
    flags = {
        "prunes": prunes,
        "checks": checks,
        "fixpoint": fixpoint,
        "runs_every_propagator": runs_every_propagator,
    }
    for name, flag in flags.items():
        if not isinstance(flag, bool):
            raise TypeError(f"declare_inference: {name} must be True or False, got {flag!r}")
    declaration = InferenceDeclaration(**flags)

    def declare(function: F) -> F:
        function.declaration = declaration  # type: ignore[attr-defined]
        return function

    return declare


def declaration_of(inference: object) -> InferenceDeclaration:
    """What ``inference`` declared with `declare_inference` (`UNDECLARED` if nothing)."""
    found = getattr(inference, "declaration", None)
    return found if isinstance(found, InferenceDeclaration) else UNDECLARED
