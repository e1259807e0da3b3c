"""`Increasing` and `Decreasing`: a sequence of variables in order, optionally spaced apart."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers, number_line
from .lists import constant_list, constants

__all__ = ["Increasing", "Decreasing"]


class Ordered(Constraint[V, D]):
    """What `Increasing` and `Decreasing` share: the lengths, the checks, the propagator."""

    #: True for `Increasing`, False for `Decreasing`.
    increasing = True

    def __init__(
        self,
        scope: Sequence[V],
        strict: bool = False,
        lengths: Sequence[int] | None = None,
        name: str | None = None,
    ) -> None:
        super().__init__(scope, name)
        kind = type(self).__name__
        if not isinstance(strict, bool):
            raise ModelError(f"{kind} over {list(self.scope)!r}: strict must be True or False")
        gaps = len(self.scope) - 1
        if lengths is None:
            lengths = [0] * gaps
        lengths = constants(kind, "lengths", lengths)
        if len(lengths) != gaps:
            raise ModelError(
                f"{kind} over {list(self.scope)!r}: {len(lengths)} lengths for"
                f" {len(self.scope)} variables (one length between each two, {gaps})"
            )
        constant_list(
            f"{kind} over {list(self.scope)!r}",
            "lengths",
            lengths,
            "for lengths that are variables, post csp.add(x[k] + d[k] <= x[k + 1] for k ...)",
            numeric=True,
        )
        for length in lengths:
            if type(length) is bool or not isinstance(length, Integral):
                raise ModelError(
                    f"{kind} over {list(self.scope)!r}: length {length!r} is not an integer"
                )
        self.strict = strict
        self.lengths: tuple[int, ...] = tuple(int(length) for length in lengths)

    def describe(self) -> str:
        extra = ", strict" if self.strict else ""
        if any(self.lengths):
            extra += f", lengths={list(self.lengths)}"
        return f"{type(self).__name__}({scope_text(self.scope)}{extra})"

    on_intervals = True

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[Any] = values
        strict = self.strict
        for k, length in enumerate(self.lengths):
            first, second = numbers[k] + length, numbers[k + 1]
            if self.increasing:
                if first > second or (strict and first == second):
                    return False
            elif first < second or (strict and first == second):
                return False
        return True

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        wide = state.wide
        if any(wide[state.index[var]] for var in self.scope):
            return WideOrderedPropagator(self, state)
        return OrderedPropagator(self, state)


class Increasing(Ordered[V, D]):
    """``scope[k] + lengths[k] <= scope[k + 1]`` for each k (``<`` when ``strict``); the
    lengths default to 0, so the values do not decrease.

    Bounds consistency, in two sweeps: left to right each least value is raised above the
    one before, right to left each greatest value lowered below the one after (each
    domain's least and greatest values then have supports, the domains' own least and
    greatest values). The same on wide domains (intervals), where each sweep moves a bound
    without listing a value. XCSP3 ``ordered`` (operators ``le``/``lt``, with ``lengths``);
    MiniZinc ``increasing`` and ``strictly_increasing``.

    >>> Increasing(["a", "b", "c"]).is_satisfied((1, 1, 3))
    True
    >>> Increasing(["a", "b", "c"], strict=True).is_satisfied((1, 1, 3))
    False
    >>> spaced = Increasing(["s1", "s2"], lengths=[3])
    >>> spaced, spaced.is_satisfied((0, 2)), spaced.is_satisfied((0, 3))
    (Increasing(s1, s2, lengths=[3]), False, True)
    """


class Decreasing(Ordered[V, D]):
    """``scope[k] + lengths[k] >= scope[k + 1]`` for each k (``>`` when ``strict``); the
    lengths default to 0, so the values do not increase.

    Bounds consistency, as `Increasing`, on both representations. XCSP3 ``ordered``
    (operators ``ge``/``gt``, with ``lengths``); MiniZinc ``decreasing`` and
    ``strictly_decreasing``.

    >>> Decreasing(["a", "b", "c"], strict=True).is_satisfied((3, 2, 0))
    True
    >>> Decreasing(["a", "b", "c"], strict=True)
    Decreasing(a, b, c, strict)
    """

    increasing = False


class OrderedPropagator(Propagator):
    """A chain ``y[j + 1] >= y[j] + gap[j]``: `Increasing` as given, `Decreasing` read from
    its end (``x[k] >= x[k + 1] - length``). One sweep up the chain raises the least values,
    one sweep down lowers the greatest: bounds consistent and idempotent, since lowering
    greatest values never moves a least one (it wipes a domain out instead)."""

    settles_last_variable = True
    consistency = "bounds"
    idempotent = True

    __slots__ = ("chain", "gaps", "line")

    def __init__(self, constraint: Ordered[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        strict = 1 if constraint.strict else 0
        if constraint.increasing:
            self.chain = self.vars
            self.gaps = tuple(length + strict for length in constraint.lengths)
        else:
            self.chain = self.vars[::-1]
            self.gaps = tuple(strict - length for length in reversed(constraint.lengths))
        self.line = number_line(state)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, chain, gaps, line = state.dom, self.chain, self.gaps, self.line
        numbers, keep = line.numbers, state.keep
        d = dom[chain[0]]
        low = numbers[(d & -d).bit_length() - 1]
        for j in range(1, len(chain)):
            i = chain[j]
            need = low + gaps[j - 1]
            d = dom[i]
            low = numbers[(d & -d).bit_length() - 1]
            if low < need:
                if not keep(i, line.at_least(need)):
                    return False
                d = dom[i]
                low = numbers[(d & -d).bit_length() - 1]
        high = numbers[dom[chain[-1]].bit_length() - 1]
        for j in range(len(chain) - 2, -1, -1):
            i = chain[j]
            bound = high - gaps[j]
            high = numbers[dom[i].bit_length() - 1]
            if high > bound:
                if not keep(i, line.at_most(bound)):
                    return False
                high = numbers[dom[i].bit_length() - 1]
        return True


class WideOrderedPropagator(OrderedPropagator):
    """`OrderedPropagator`'s two sweeps through the state's bounds methods: for a chain with
    a wide domain (intervals), where no bit stands for a value. Bounds consistent and
    idempotent, as on bitsets."""

    __slots__ = ()

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        low, high, keep_between = state.low, state.high, state.keep_between
        chain, gaps = self.chain, self.gaps
        least = low(chain[0])
        for j in range(1, len(chain)):
            i = chain[j]
            need = least + gaps[j - 1]
            least = low(i)
            if least < need:
                if not keep_between(i, need, None):
                    return False
                least = low(i)
        greatest = high(chain[-1])
        for j in range(len(chain) - 2, -1, -1):
            i = chain[j]
            bound = greatest - gaps[j]
            greatest = high(i)
            if greatest > bound:
                if not keep_between(i, None, bound):
                    return False
                greatest = high(i)
        return True
