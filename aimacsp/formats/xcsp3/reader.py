"""`read`: an XCSP3 instance as an `Instance`, a `CSP` of the library and its objective.

>>> instance = read('<instance format="XCSP3" type="COP"><variables>'
...     '<array id="x" size="[3]"> 0..4 </array></variables><constraints>'
...     '<allDifferent> x[] </allDifferent></constraints>'
...     '<objectives><minimize type="sum"> x[] </minimize></objectives></instance>')
>>> instance
<Instance COP from <text>: 3 variables, minimize (x[0] + x[1] + x[2])>
>>> from aimacsp import Solver
>>> solver = Solver(instance.csp)
>>> best = solver.minimize(instance.objective)
>>> solver.objective, instance.solution(best)
(3, {'x[0]': 0, 'x[1]': 1, 'x[2]': 2})
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...checkpoints import checkpoint
from ...errors import ModelError
from ...model import CSP
from ...propagation.limits import Budget
from .building import Builder
from .declarations import Declarations
from .document import Node, parse_file, parse_text
from .entries import constraints
from .mapping import MAPPINGS
from .objective import objective_variable
from .problems import XCSP3Error
from .solution import instantiation
from .tokens import Malformed
from .unary import narrow

__all__ = ["read", "Instance"]

#: Elements of an instance that carry no constraint and are left aside, on purpose.
IGNORED = ("annotations",)


@dataclass
class Instance:
    """An XCSP3 instance read into the library: its `CSP`, the variable to optimise (None
    for a satisfaction problem) and the direction."""

    csp: CSP[Any, int]
    objective: Hashable | None
    minimize: bool
    names: Declarations = field(repr=False)
    source: str = "<text>"

    def __repr__(self) -> str:
        kind = "CSP" if self.objective is None else "COP"
        goal = (
            ""
            if self.objective is None
            else f", {'minimize' if self.minimize else 'maximize'} {self.objective}"
        )
        return f"<Instance {kind} from {self.source}: {len(self.names.domains)} variables{goal}>"

    @property
    def variables(self) -> tuple[str, ...]:
        """The variables the file declares, in its order (the model may hold more: the
        constants, copies and results the reader made, and the expressions' variables)."""
        return tuple(self.names.domains)

    def solution(self, assignment: Mapping[Any, int | str]) -> dict[str, int | str]:
        """The values of the declared variables in a solution of ``csp`` (a symbolic variable's
        as its symbol)."""
        decoded = self.names.symbols.decoded
        return {
            name: decoded(name, assignment[name])
            for name in self.names.domains
            if name in assignment
        }

    def instantiation(self, assignment: Mapping[Any, int | str], cost: int | None = None) -> str:
        """The solution as an XCSP3 ``<instantiation>``, the competition's ``v`` line."""
        return instantiation(self.solution(assignment), self.names, cost)


def read(instance: str | Path, budget: Budget | None = None) -> Instance:
    """Read an XCSP3 instance (a path, or the XML text itself) into an `Instance`; a file
    it cannot read, or an element it cannot map, is an `XCSP3Error` naming the line. With
    a ``budget``, reading and compiling spend it: `BudgetSpent` once it is spent."""
    if isinstance(instance, str) and instance.lstrip().startswith("<"):
        return build(parse_text(instance, budget=budget), "<text>", budget)
    return build(parse_file(instance, budget), str(instance), budget)


def build(root: Node, source: str, budget: Budget | None = None) -> Instance:
    """The `Instance` of a parsed XCSP3 tree (``budget``: see `read`)."""
    if budget is None:
        return _build(root, source)
    with budget.spending():
        return _build(root, source)


def _build(root: Node, source: str) -> Instance:
    if root.tag != "instance":
        raise XCSP3Error(f"the root element is <{root.tag}>, not <instance>", source, root.line)
    kind = root.attrib.get("type", "CSP")
    if kind not in ("CSP", "COP"):
        raise XCSP3Error(f"<instance type={kind!r}>: only CSP and COP are supported", source,
                         root.line)  # fmt: skip
    for node in root:
        if node.tag not in ("variables", "constraints", "objectives", *IGNORED):
            raise XCSP3Error(f"<{node.tag}> is not an element of an instance", source, node.line)
    variables = root.child("variables")
    if variables is None:
        raise XCSP3Error("the instance has no <variables>", source, root.line)
    names = Declarations.read(variables, source)
    container = _encoded(root.child("constraints"), names, source)
    nodes = []
    for node in constraints(container, names, source) if container is not None else ():
        checkpoint()  # a group or a slide may make many from little text
        nodes.append(node)
    applied = narrow(nodes, names)
    b = Builder(names)
    for node in nodes:
        checkpoint()  # one constraint compiled at a time
        if id(node) in applied:
            continue  # a unary constraint, applied to its variable's domain
        mapping = MAPPINGS.get(node.tag)
        if mapping is None:
            raise XCSP3Error(f"<{node.tag}> is not a constraint of XCSP3-core that this reader"
                             " maps", source, node.line)  # fmt: skip
        _run(mapping, node, b, source)
    objective, minimize = None, True
    objectives = root.child("objectives")
    if objectives is not None and objectives.children:
        if len(objectives.children) > 1:
            raise XCSP3Error("several objectives: only one is supported", source, objectives.line)
        goal = objectives.children[0]
        if goal.tag not in ("minimize", "maximize"):
            raise XCSP3Error(f"<{goal.tag}> is not an objective", source, goal.line)
        minimize = goal.tag == "minimize"
        objective = _run(objective_variable, goal, b, source)
    return Instance(b.csp, objective, minimize, names, source)


def _encoded(container: Node | None, names: Declarations, source: str) -> Node | None:
    """The ``<constraints>`` with their symbols written as codes (see `Declarations`)."""
    if container is None:
        return None
    try:
        return names.symbols.encoded(container, {*names.domains, *names.arrays})
    except Malformed as error:
        raise XCSP3Error(f"<constraints>: {error}", source, container.line) from None


def _run(mapping: Any, node: Node, b: Builder, source: str) -> Any:
    """Map one element; its errors name it and its line."""
    try:
        return mapping(node, b)
    except Malformed as error:
        raise XCSP3Error(f"<{node.tag}>: {error}", source, node.line) from None
    except (ModelError, TypeError, ValueError, RecursionError) as error:
        raise XCSP3Error(f"<{node.tag}>: {error}", source, node.line) from None
