"""What an expression is worth on given values: the meaning every compiled form must keep.

`evaluator` turns a tree into a Python function of the scope's values once (a closure per
node), so that building a table by enumeration, or checking a solution, does not walk the
tree's structure again for each tuple. Evaluation is strict: every argument is computed,
and an `Undefined` anywhere (a division by zero) propagates to the top.

>>> from aimacsp.expressions import Var
>>> x, y = Var("x"), Var("y")
>>> f = evaluator(x // y + (x > y), ["x", "y"])
>>> f((7, 2)), evaluate(x % y, {"x": -7, "y": 2})
(4, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from typing import Any

from .nodes import Op, Var
from .operators import OPERATORS

__all__ = ["evaluator", "evaluate", "scope_of", "variables_in"]

Function = Callable[[Sequence[Any]], Any]


def scope_of(item: object) -> list[Hashable]:
    """The names of the variables in ``item``, each once, in the order they first appear."""
    return list(dict.fromkeys(variables_in(item)))


def variables_in(item: object) -> Iterator[Hashable]:
    """The names of the variables in ``item``, in order, with repeats."""
    stack = [item]
    while stack:
        node = stack.pop()
        if type(node) is Var:
            yield node.name
        elif type(node) is Op:
            stack.extend(reversed(node.args))


def evaluate(item: object, values: Mapping[Hashable, Any]) -> Any:
    """The value of ``item`` when each variable takes its value in ``values``."""
    scope = scope_of(item)
    return evaluator(item, scope)([values[name] for name in scope])


def evaluator(item: object, scope: Sequence[Hashable]) -> Function:
    """A function of one value per ``scope`` variable (in that order) computing ``item``."""
    position = {name: k for k, name in enumerate(scope)}
    return _compile(item, position)


def _compile(item: object, position: Mapping[Hashable, int]) -> Function:
    if type(item) is Var:
        k = position[item.name]
        return lambda v: v[k]
    if type(item) is not Op:
        return lambda v: item
    if item.op == "set":
        frozen = frozenset(item.args)  # constants (the tree's builders make sure)
        return lambda v: frozen
    f = OPERATORS[item.op].function
    parts = [_compile(arg, position) for arg in item.args]
    if len(parts) == 1:
        (a,) = parts
        return lambda v: f(a(v))
    if len(parts) == 2:
        a, b = parts
        return lambda v: f(a(v), b(v))
    if len(parts) == 3:
        a, b, c = parts
        return lambda v: f(a(v), b(v), c(v))
    return lambda v: f(*[part(v) for part in parts])
