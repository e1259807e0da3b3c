"""`Circuit` and `SubCircuit`: successor variables that form one cycle (a tour)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from numbers import Integral
from typing import Any

from ..errors import ModelError, brief
from ..types import D, DomainStore, V
from .base import Constraint, Propagator, scope_text
from .intervals import check_integers
from .successors import circuit_filter, is_circuit

__all__ = ["Circuit", "SubCircuit"]


class Circuit(Constraint[V, D]):
    """The arcs ``k -> scope[k]`` form one circuit through every node (a Hamiltonian circuit).

    ``scope[k]`` is the successor of node ``k``; nodes are numbered from ``base``.

    MiniZinc ``circuit``. (XCSP3's ``circuit`` lets nodes loop: that is `SubCircuit` with
    ``nonempty=True``.)

    >>> Circuit(["a", "b", "c"]).is_satisfied((1, 2, 0)), Circuit(["a", "b", "c"])
    (True, Circuit(a, b, c))
    >>> Circuit(["a", "b", "c", "d"], base=1).is_satisfied((2, 1, 4, 3))  # two cycles
    False

    The propagator is not domain consistent (that is NP-hard): it enforces all-different
    (Régin's filter, shared with `AllDifferent`), removes the arc that would close a chain of
    fixed arcs too early (Caseau and Laburthe 1997), and fails unless the graph of remaining
    arcs is strongly connected; to a fixpoint. It decides the constraint once one variable is
    left.
    """

    sub = False

    def __init__(self, scope: Sequence[V], base: int = 0, name: str | None = None) -> None:
        super().__init__(scope, name)
        if isinstance(base, bool) or not isinstance(base, Integral):
            raise ModelError(f"{self._where()}: base {brief(base)} is not a whole number")
        self.base: int = int(base)
        self.nonempty: bool = False  # (a circuit through every node is never empty)

    def _where(self) -> str:
        return f"{type(self).__name__} over {list(self.scope)!r}"

    def describe(self) -> str:
        shown = scope_text(self.scope)
        return f"{type(self).__name__}({shown}{'' if not self.base else f'; base={self.base}'})"

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[int] = values  # type: ignore[assignment]  # check_domains made sure
        nxt = [v - self.base for v in numbers]
        if not is_circuit(nxt, self.sub):
            return False
        return not self.nonempty or any(k != v for k, v in enumerate(nxt))

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return CircuitPropagator(self, state)


class SubCircuit(Circuit[V, D]):
    """The arcs ``k -> scope[k]`` form one circuit, each node left out being its own successor.

    ``scope[k]`` is the successor of node ``k`` (nodes numbered from ``base``), or ``k``
    itself when node ``k`` is not on the circuit.

    With ``nonempty=False`` (MiniZinc ``subcircuit``) every node may be left out; with
    ``nonempty=True`` (XCSP3 ``circuit``, whose circuit has at least two nodes) not all.

    >>> SubCircuit(["a", "b", "c"]).is_satisfied((2, 1, 0))   # b left out
    True
    >>> SubCircuit(["a", "b"]).is_satisfied((0, 1)), SubCircuit(["a", "b"], nonempty=True)
    (True, SubCircuit(a, b; nonempty))
    >>> SubCircuit(["a", "b"], nonempty=True).is_satisfied((0, 1))
    False

    The propagator is the one of `Circuit`, where a chain may close when every node outside it
    may be left out, and the nodes that cannot be left out must share one strongly connected
    component, whose arcs stay inside it while every node outside it is left out.
    """

    sub = True

    def __init__(
        self,
        scope: Sequence[V],
        base: int = 0,
        nonempty: bool = False,
        name: str | None = None,
    ) -> None:
        super().__init__(scope, base, name)
        if not isinstance(nonempty, bool):
            raise ModelError(f"{self._where()}: nonempty must be True or False, not {nonempty!r}")
        self.nonempty = nonempty

    def describe(self) -> str:
        text = super().describe()
        return text[:-1] + "; nonempty)" if self.nonempty else text


class CircuitPropagator(Propagator):
    """Works on node bitsets (see `successors`); values outside the nodes go at once."""

    settles_last_variable = True
    consistency = "forward"
    idempotent = True

    __slots__ = ("node_bits", "shift", "mate", "sub", "nonempty", "allowed", "last")

    def __init__(self, constraint: Circuit[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        n = len(self.vars)
        index = state.value_index
        bits = [index.get(constraint.base + k, -1) for k in range(n)]
        self.node_bits = bits
        # One shift turns value bits into node bits when the nodes' values are one run.
        contiguous = bits[0] >= 0 and bits == list(range(bits[0], bits[0] + n))
        self.shift = bits[0] if contiguous else -1
        self.allowed = sum(1 << b for b in bits if b >= 0)
        self.mate = [0] * n
        self.sub = constraint.sub
        self.nonempty = constraint.nonempty
        # The successors the filter last left unchanged: the same again needs no work.
        self.last: list[int] = []

    def _nodes(self, mask: int) -> int:
        if self.shift >= 0:
            return mask >> self.shift
        return sum(1 << k for k, b in enumerate(self.node_bits) if b >= 0 and mask >> b & 1)

    def _values(self, nodes: int) -> int:
        if self.shift >= 0:
            return nodes << self.shift
        return sum(1 << self.node_bits[k] for k in range(len(self.node_bits)) if nodes >> k & 1)

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        dom, vars_ = state.dom, self.vars
        allowed = self.allowed
        before = []
        for i in vars_:
            if dom[i] & ~allowed and not state.keep(i, allowed):
                return False
            before.append(self._nodes(dom[i]))
        if before == self.last:
            return True
        succ = before[:]
        if not self.sub and len(vars_) > 1:
            for k in range(len(succ)):
                succ[k] &= ~(1 << k)  # a circuit through every node has no loop
        if not circuit_filter(succ, self.mate, self.sub, self.nonempty):
            return False
        for i, old, new in zip(vars_, before, succ):
            if new != old and not state.keep(i, self._values(new)):
                return False
        if succ == before:
            self.last = before
        return True
