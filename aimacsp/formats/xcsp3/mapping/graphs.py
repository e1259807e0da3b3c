"""``circuit``, ``regular`` and ``mdd``: successors forming a tour, words of an automaton.

XCSP3's ``circuit`` lets a node be its own successor (it is then off the circuit), and the
circuit has at least two nodes: that is `SubCircuit` with ``nonempty=True``. Its ``<size>``
is the number of nodes that are not their own successor.
"""

from __future__ import annotations

from ....constraints.circuit import SubCircuit
from ....constraints.regular import MDD, Regular
from ....expressions import Op
from ..building import Builder
from ..document import Node, part
from ..tokens import Malformed, integer, transitions

__all__ = ["circuit", "regular", "mdd"]


def circuit(node: Node, b: Builder) -> None:
    """``<circuit>``: the successors form one circuit (loops are the nodes off it)."""
    listed = node if not node.children else part(node, "list")
    start = integer(listed.attrib.get("startIndex", "0"))
    terms = b.terms(listed.text)
    scope = b.variables(terms)
    b.csp.add_constraint(SubCircuit(scope, base=start, nonempty=True))
    size = node.child("size")
    if size is not None:
        off = [Op("ne", [t, k + start]) for k, t in enumerate(terms)]
        b.post(Op("eq", [Op("add", off), b.term(size.text.strip())]))


def regular(node: Node, b: Builder) -> None:
    """``<regular>``: the list's values form a word the automaton accepts."""
    scope = b.variables(b.terms(part(node, "list").text))
    arcs = transitions(part(node, "transitions").text)
    finals = part(node, "final").text.split()
    if not finals:
        raise Malformed("<regular> needs at least one final state")
    b.csp.add_constraint(Regular(scope, arcs, part(node, "start").text.strip(), finals))


def mdd(node: Node, b: Builder) -> None:
    """``<mdd>``: the list's values label a path from the root to the terminal."""
    scope = b.variables(b.terms(part(node, "list").text))
    b.csp.add_constraint(MDD(scope, transitions(part(node, "transitions").text)))
