"""Node consistency (AIMA 6.2.1): the constraints on one variable applied to its domain.

A condition on a single variable (``ne(q[0], 3)``), a table over one variable and an
``<instantiation>`` say which values the variable may take, nothing more. Rather than a
constraint the search would wake at every change, each narrows the declared domain before
the model is made, which is the same problem. A constraint that would empty a domain is
left to the mapping, which posts it (and the problem has no solution).

>>> from aimacsp.formats.xcsp3.document import parse_text
>>> from aimacsp.formats.xcsp3.declarations import Declarations
>>> root = parse_text('<i><variables><var id="x"> 0..5 </var></variables><constraints>'
...                   '<intension> ne(mod(x,2),0) </intension></constraints></i>')
>>> names = Declarations.read(root.children[0], "t")
>>> done = narrow(root.children[1].children, names)
>>> names.domains["x"], len(done)
((1, 3, 5), 1)
"""

from __future__ import annotations

from collections.abc import Iterable

from ...expressions import Undefined, evaluate
from .building import expression, tree_of
from .declarations import Declarations
from .document import Node, part
from .entries import arguments
from .functional import variables_of
from .tokens import STAR, Malformed, integers, tuples

__all__ = ["narrow"]


def narrow(nodes: Iterable[Node], names: Declarations) -> set[int]:
    """Narrow the declared domains by the unary constraints among ``nodes``; return the
    ids of the nodes so applied (they need no constraint)."""
    done: set[int] = set()
    for node in nodes:
        try:
            found = _unary(node, names)
        except (Malformed, ValueError, TypeError):
            continue  # the mapping reads it again, and names what is wrong
        if found is None:
            continue
        if all(_apply(var, allowed, names, dry=True) for var, allowed in found):
            for var, allowed in found:
                _apply(var, allowed, names, dry=False)
            done.add(id(node))
    return done


def _apply(var: str, allowed: set[int], names: Declarations, dry: bool) -> bool:
    domain = names.domains[var]
    if type(domain) is range:  # the values allowed are the few listed
        kept = tuple(sorted(v for v in allowed if v in domain))
    else:
        kept = tuple(v for v in domain if v in allowed)
    if not dry:
        names.domains[var] = kept
    return bool(kept)


def _unary(node: Node, names: Declarations) -> list[tuple[str, set[int]]] | None:
    """The variable (or variables, each alone) a unary constraint restricts, and the values
    it allows; None for any other constraint."""
    if node.tag == "intension":
        function = node.child("function")
        tree = tree_of(node.text if function is None else function.text, names)
        scope = variables_of(tree)
        if len(scope) != 1:
            return None
        (var,) = scope
        if type(names.domains[var]) is range:
            return None  # too many values to test one by one: posted, on bounds
        condition = expression(tree)
        return [(var, {v for v in names.domains[var] if _holds(condition, var, v)})]
    if node.tag == "extension" and len(node.children) == 2:
        listed = arguments(part(node, "list").text, names)
        if len(listed) != 1 or listed[0] not in names.domains:
            return None
        table = node.children[1]
        text = table.text.strip()
        if text.startswith("("):
            rows = tuples(text)
            if any(row[0] == STAR for row in rows):
                return None  # every value: nothing to narrow
            else:
                values = {int(row[0]) for row in rows}
        else:
            values = set(integers(text))
        if table.tag == "conflicts":
            if type(names.domains[listed[0]]) is range:
                return None  # posted as a table of conflicts
            values = set(names.domains[listed[0]]) - values
        elif table.tag != "supports":
            return None
        return [(listed[0], values)]
    if node.tag == "instantiation":
        listed = arguments(part(node, "list").text, names)
        given = integers(part(node, "values").text)
        if len(given) != len(listed) or len(set(listed)) != len(listed):
            return None
        if not all(var in names.domains for var in listed):
            return None
        return [(var, {value}) for var, value in zip(listed, given)]
    return None


def _holds(condition: object, var: str, value: int) -> bool:
    try:
        return bool(evaluate(condition, {var: value}))
    except (Undefined, ArithmeticError):
        return False  # a condition with no value does not hold
