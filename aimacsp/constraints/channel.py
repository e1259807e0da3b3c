"""`Channel`: two lists of variables that are inverse functions of each other (or one list
that is its own inverse)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers
from .lists import variable_list
from .matching import regin_filter

__all__ = ["Channel"]


class Channel(Constraint[V, D]):
    """``x[i] == j`` if and only if ``y[j] == i``, positions counted from ``base`` in ``x``
    and from ``base_y`` (default ``base``) in ``y``; without ``y``, ``x`` is its own inverse
    (``x[i] == j`` iff ``x[j] == i``). Every ``x[i]`` is a position of ``y`` (of ``x``
    without ``y``), and, when the lists have one length, every ``y[j]`` a position of ``x``.

    As XCSP3 defines it, ``x`` may be shorter than ``y``: then only ``x[i] == j`` implies
    ``y[j] == i`` (the positions of ``y`` that no ``x`` names are free).

    The propagator keeps ``j`` in ``x[i]`` only while ``i`` is in ``y[j]`` (and, lists of
    one length, the converse), fixes ``y[j]`` to ``i`` once ``x[i]`` is ``j`` (and the
    converse), and filters ``x`` as an all-different by Régin's algorithm (no two ``x`` name
    one position), until nothing changes. On two lists of one length that is domain
    consistency (declared "domain"); on one list or a shorter ``x`` it is sound and decides
    the constraint once all but one variable are fixed ("forward"). XCSP3 ``channel``;
    MiniZinc ``inverse``.

    >>> c = Channel(["x0", "x1", "x2"], ["y0", "y1", "y2"])
    >>> c.is_satisfied((2, 0, 1, 1, 2, 0)), c.is_satisfied((2, 0, 1, 1, 0, 2))
    (True, False)
    >>> Channel(["x1", "x2"], base=1), Channel(["x1", "x2"], base=1).is_satisfied((2, 1))
    (Channel(x1, x2 from 1), True)
    """

    def __init__(
        self,
        x: Sequence[V],
        y: Sequence[V] | None = None,
        base: int = 0,
        base_y: int | None = None,
        name: str | None = None,
    ) -> None:
        x = variable_list("Channel", "x", x)
        where = f"Channel over {list(x)!r}"
        ys = None if y is None else variable_list(where, "y", y)
        if base_y is None:
            base_y = base
        for what, number in (("base", base), ("base_y", base_y)):
            if type(number) is bool or not isinstance(number, Integral):
                raise ModelError(f"{where}: {what} {number!r} is not an integer")
        if ys is not None and len(x) > len(ys):
            raise ModelError(
                f"{where}: x has {len(x)} variables and y {len(ys)}; x may not be longer"
            )
        if ys is None and base_y != base:
            raise ModelError(f"{where}: base_y without y")
        super().__init__([*x, *(ys or ())], name)
        self.x: tuple[V, ...] = x
        self.y: tuple[V, ...] | None = ys
        self.base, self.base_y = int(base), int(base_y)

    def describe(self) -> str:
        text = scope_text(self.x)
        if self.y is not None:
            text = f"[{text}], [{scope_text(self.y)}]"
        if self.base or self.base_y != self.base:
            text += f" from {self.base}" + (
                f" and {self.base_y}" if self.base_y != self.base else ""
            )
        return f"Channel({text})"

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[Any] = values
        n = len(self.x)
        xs = numbers[:n]
        ys = numbers[n:] if self.y is not None else xs
        for i, j in enumerate(xs):
            k = j - self.base_y
            if not 0 <= k < len(ys) or ys[k] != i + self.base:
                return False
        if len(ys) == n:
            for k, i in enumerate(ys):
                if not 0 <= i - self.base < n or xs[i - self.base] != k + self.base_y:
                    return False
        return True

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return ChannelPropagator(self, state)


class ChannelPropagator(Propagator):
    """Supports across the two lists and Régin's all-different on ``x``, to a fixpoint.

    ``to[i]``: for variable ``i`` of the scope, the bits of its values that name a position
    of the other list, each with that position's variable and the bit of ``i``'s own
    position there."""

    settles_last_variable = True
    idempotent = True

    __slots__ = ("xs", "to", "mate", "consistency")

    def __init__(self, constraint: Channel[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        n = len(constraint.x)
        self.xs = self.vars[:n]
        ys = self.vars[n:] if constraint.y is not None else self.xs
        # Both directions are constraints when there are two lists of one length.
        both = constraint.y is not None and len(ys) == n
        self.consistency = "domain" if both else "forward"
        index = state.value_index
        self.to: dict[int, list[tuple[int, int, int]]] = {}
        sides = [(self.xs, ys, constraint.base_y, constraint.base)]
        if both:
            sides.append((ys, self.xs, constraint.base, constraint.base_y))
        for own, other, other_base, own_base in sides:
            for p, i in enumerate(own):
                mine = index.get(p + own_base)
                links = []
                for q, j in enumerate(other):
                    there = index.get(q + other_base)
                    if there is not None and mine is not None:
                        links.append((1 << there, j, 1 << mine))
                self.to[i] = links
        self.mate = [0] * n

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, keep, to = state.dom, state.keep, self.to
        while True:
            before = [dom[i] for i in self.vars]
            for i, links in to.items():
                allowed = 0
                d = dom[i]
                for bit, j, back in links:
                    if d & bit and dom[j] & back:
                        allowed |= bit
                if not keep(i, allowed):
                    return False
            for i, links in to.items():
                d = dom[i]
                if d & (d - 1):
                    continue
                for bit, j, back in links:
                    if d == bit:
                        if not keep(j, back):
                            return False
                        break
            doms = [dom[i] for i in self.xs]
            if not regin_filter(doms, self.mate):
                return False
            for i, d in zip(self.xs, doms):
                if d != dom[i] and not keep(i, d):
                    return False
            if before == [dom[i] for i in self.vars]:
                return True
