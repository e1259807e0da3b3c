"""An independent check of a solution against an XCSP3 file.

`check` reads the file again and tests each constraint element on the assignment, with the
meanings of `aimacsp.formats.xcsp3.relations`: it shares the reading of the text (the XML,
the references, the expression syntax) with the reader, but none of the constraints,
expressions or propagators the solver runs, so a solver's wrong answer cannot hide behind
the mapping that produced it. It also computes the objective's value.

>>> text = ('<instance format="XCSP3" type="COP"><variables><array id="x" size="[3]"> 0..5'
...         ' </array></variables><constraints><allDifferent> x[] </allDifferent>'
...         '<intension> lt(x[0],x[1]) </intension></constraints>'
...         '<objectives><minimize type="sum"> x[] </minimize></objectives></instance>')
>>> verdict = check(text, {"x[0]": 0, "x[1]": 2, "x[2]": 1})
>>> verdict.ok, verdict.objective
(True, 3)
>>> check(text, {"x[0]": 2, "x[1]": 2, "x[2]": 1}).violations
['line 1: <allDifferent> does not hold', 'line 1: <intension> does not hold']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ...checkpoints import checkpoint
from ...intervals import in_domain
from .declarations import Declarations
from .document import Node, parse_file, parse_text
from .entries import constraints
from .problems import XCSP3Error
from .reading import Reading, objective_value
from .relations import Undefined
from .rules import RULES
from .tokens import Malformed

__all__ = ["check", "Verdict"]


@dataclass
class Verdict:
    """What `check` found: the constraints violated (each with its line) and the objective's
    value (None for a satisfaction problem)."""

    violations: list[str] = field(default_factory=list)
    objective: int | None = None

    @property
    def ok(self) -> bool:
        """True when every variable has a value of its domain and every constraint holds."""
        return not self.violations


def check(instance: str | Path | Node, assignment: Mapping[str, int | str]) -> Verdict:
    """Check ``assignment`` (variable names, as the file writes them, to integers, or to
    symbols for symbolic variables) against the XCSP3 ``instance``: a path, the XML text, or
    its parsed tree."""
    root, source = _root(instance)
    variables = root.child("variables")
    if variables is None:
        raise XCSP3Error("no <variables>", source, root.line)
    names = Declarations.read(variables, source)
    coded = names.symbols.coded
    assignment = {name: coded(name, value) for name, value in assignment.items()}
    verdict = Verdict()
    for name, domain in names.domains.items():
        value = assignment.get(name)
        if value is not None and not in_domain(value, domain):
            verdict.violations.append(f"{name} = {value} is not in its domain")
    reading = Reading(names, assignment)  # type: ignore[arg-type]  # a symbol is coded
    container = root.child("constraints")
    if container is not None:
        try:
            container = names.symbols.encoded(container, {*names.domains, *names.arrays})
        except Malformed as error:
            raise XCSP3Error(f"<constraints>: {error}", source, container.line) from None
    for node in constraints(container, names, source) if container is not None else ():
        checkpoint()
        rule = RULES.get(node.tag)
        if rule is None:
            raise XCSP3Error(f"<{node.tag}> is not a constraint this checker knows", source,
                             node.line)  # fmt: skip
        try:
            holds = rule(node, reading)
        except (KeyError, Undefined) as missing:
            holds, why = False, _why(missing)
        except Malformed as error:
            raise XCSP3Error(f"<{node.tag}>: {error}", source, node.line) from None
        else:
            why = "does not hold"
        if not holds:
            verdict.violations.append(f"line {node.line}: <{node.tag}> {why}")
    objectives = root.child("objectives")
    if objectives is not None and objectives.children:
        goal = objectives.children[0]
        try:
            verdict.objective = objective_value(goal, reading)
        except (KeyError, Undefined) as missing:
            verdict.violations.append(f"line {goal.line}: the objective {_why(missing)}")
        except Malformed as error:
            raise XCSP3Error(f"<{goal.tag}>: {error}", source, goal.line) from None
    return verdict


def _why(error: Exception) -> str:
    if isinstance(error, KeyError):
        return f"reads {error.args[0]}, which has no value"
    return f"has no value ({error})"


def _root(instance: str | Path | Node) -> tuple[Node, str]:
    if isinstance(instance, Node):
        return instance, "<tree>"
    if isinstance(instance, str) and instance.lstrip().startswith("<"):
        return parse_text(instance), "<text>"
    return parse_file(instance), str(instance)
