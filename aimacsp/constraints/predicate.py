"""`Predicate`: a constraint given by a function of the scope's values, of any arity."""

from __future__ import annotations

import inspect
import itertools
import types
from collections.abc import Callable, Sequence
from typing import Any

from ..bitsets import bits_of
from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import ConflictCounter, Constraint, Propagator, scope_text
from .binary import BinaryPropagator
from .conflicts import PairConflictCounter
from .truth import truth

__all__ = ["Predicate"]

#: The largest number of tuples (product of the current domain sizes) the n-ary propagator
#: enumerates to look for supports; above it, it waits until one variable is left.
GAC_BUDGET = 4096


class Predicate(Constraint[V, D]):
    """The scope's values must make ``function`` true.

    >>> p = Predicate(lambda a, b: a != b, ["WA", "NT"])
    >>> p.is_satisfied(("red", "red"))
    False
    >>> p
    Predicate(<lambda>(WA, NT))
    """

    def __init__(
        self, function: Callable[..., Any], scope: Sequence[V], name: str | None = None
    ) -> None:
        super().__init__(scope, name)
        if not callable(function):
            raise ModelError(f"Predicate over {list(self.scope)!r}: {function!r} is not callable")
        if not _accepts(function, len(self.scope)):
            raise ModelError(
                f"Predicate {getattr(function, '__name__', function)!r} over "
                f"{list(self.scope)!r}: the function cannot take {len(self.scope)} "
                f"values {inspect.signature(function)}"
            )
        self.function = function

    def describe(self) -> str:
        function = self.function
        name = getattr(function, "__name__", None) or type(function).__name__
        return f"Predicate({name}({scope_text(self.scope)}))"

    def is_satisfied(self, values: Sequence[D]) -> bool:
        result = self.function(*values)
        return result if result is True or result is False else truth(result, self, values)

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        arity = len(self.scope)
        if arity == 1:
            return UnaryPropagator(self, state)
        if arity == 2:
            return BinaryPropagator(self, state, self.function)
        return NaryPropagator(self, state)

    def conflict_counter(self, values: list[D | None]) -> ConflictCounter:
        if len(self.scope) == 2:
            return PairConflictCounter(self, values, self.function)
        return ConflictCounter(self, values)


def _accepts(function: Callable[..., Any], arity: int) -> bool:
    """Whether ``function`` can be called with ``arity`` positional arguments."""
    code = getattr(function, "__code__", None)
    if isinstance(function, types.FunctionType) and code is not None:
        # Plain functions (the common case, often thousands of lambdas): read the code object,
        # which is much faster than building a signature.
        positional = code.co_argcount
        optional = len(function.__defaults__ or ())
        kw_required = code.co_kwonlyargcount - len(function.__kwdefaults__ or {})
        varargs = bool(code.co_flags & inspect.CO_VARARGS)
        return (
            kw_required == 0 and positional - optional <= arity and (arity <= positional or varargs)
        )
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):  # some builtins do not describe themselves
        return True
    try:
        signature.bind(*range(arity))
    except TypeError:
        return False
    return True


class UnaryPropagator(Propagator):
    """Node consistency: keep the values that satisfy the predicate."""

    settles_last_variable = True
    consistency = "domain"

    __slots__ = ()
    idempotent = True

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        (i,) = self.vars
        is_satisfied = self.constraint.is_satisfied
        return state.keep(
            i, sum(1 << state.value_index[v] for v in state.values_of(i) if is_satisfied((v,)))
        )


class NaryPropagator(Propagator):
    """GAC by search for supports, remembering the last support found for each value
    (residual supports, as in AC-3rm); forward checking when the domains are too large."""

    settles_last_variable = True

    __slots__ = ("residues",)
    idempotent = True

    def __init__(self, constraint: Constraint[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.residues: dict[tuple[int, int], tuple[int, ...]] = {}

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom = state.dom
        vars_ = self.vars
        size = 1
        for i in vars_:
            size *= dom[i].bit_count()
        if size > GAC_BUDGET:
            return self._forward_check(state)
        constraint = self.constraint
        function = constraint.function  # type: ignore[attr-defined]
        values = state.values
        residues = self.residues
        changed = True
        while changed:
            changed = False
            masks = [dom[i] for i in vars_]
            bits = [bits_of(m) for m in masks]
            for pos, i in enumerate(vars_):
                keep = masks[pos]
                for a in bits[pos]:
                    residue = residues.get((pos, a))
                    if residue is not None and all(
                        masks[k] >> b & 1 for k, b in enumerate(residue)
                    ):
                        continue
                    choices = bits[:pos] + [[a]] + bits[pos + 1 :]
                    for combo in itertools.product(*choices):
                        row = [values[b] for b in combo]
                        result = function(*row)
                        if result is True or (
                            result is not False and truth(result, constraint, row)
                        ):
                            for k, b in enumerate(combo):
                                residues[(k, b)] = combo
                            break
                    else:
                        keep &= ~(1 << a)
                if keep != masks[pos]:
                    if not state.keep(i, keep):
                        return False
                    changed = True
                    break
        return True

    def _forward_check(self, state: DomainStore[Any, Any]) -> bool:
        dom = state.dom
        free = [pos for pos, i in enumerate(self.vars) if dom[i] & (dom[i] - 1)]
        if len(free) > 1:
            return True
        if not free:
            return self.check(state)
        (pos,) = free
        is_satisfied = self.constraint.is_satisfied
        values = state.values
        row = [values[dom[i].bit_length() - 1] for i in self.vars]
        keep = 0
        for a in bits_of(dom[self.vars[pos]]):
            row[pos] = values[a]
            if is_satisfied(row):
                keep |= 1 << a
        return state.keep(self.vars[pos], keep)
