"""Conditions as plain Python functions, for the predicates a search calls millions of times.

A binary condition such as ``(a + 3 <= b) | (b + 2 <= a)`` becomes a `Predicate`; calling a
tree of closures costs some ten times a hand-written ``lambda``. This module writes the
lambda instead: ``lambda v0, v1, k0=3, k1=2: (v0 + k0 <= v1) or (v1 + k1 <= v0)``. The
source is made from this module's own templates only (variables are ``v0, v1, ...``,
constants are default arguments, never text), and its code is shared by every condition of
the same shape, so two such predicates are the same relation for the pair tables of
`aimacsp.constraints.relations`, as hand-written lambdas with equal defaults are.

Python evaluates ``or``, ``and`` and ``if`` lazily, which is the strict semantics of
`aimacsp.expressions.evaluation` only when nothing can be undefined: a tree holding a
division, a remainder, a power or an `element` gets no function here (None), and keeps the
closures.

>>> from aimacsp.expressions import Var
>>> a, b = Var("a"), Var("b")
>>> f = python_function((a + 3 <= b) | (b + 2 <= a), ["a", "b"])
>>> f(1, 4), f(2, 4), f(1, 9), python_function(a // b == 1, ["a", "b"])
(True, False, True, None)
"""

from __future__ import annotations

import types
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from .nodes import Op, Var

__all__ = ["python_function"]

#: Operators that may have no value: a tree holding one keeps the strict closures.
PARTIAL = frozenset({"div", "mod", "fdiv", "fmod", "pow", "element"})
INFIX = {"add": "+", "sub": "-", "mul": "*", "eq": "==", "lt": "<", "le": "<=", "gt": ">",
         "ge": ">="}  # fmt: skip
#: What the generated functions may call; shared, so that they are one relation (the pair
#: tables key a function by its code, its globals and its defaults).
_NAMESPACE: dict[str, Any] = {
    "__builtins__": {}, "abs": abs, "min": min, "max": max, "len": len, "bool": bool,
}  # fmt: skip
#: The function of each shape (its source, constants as parameters), made once.
_TEMPLATES: dict[str, Any] = {}


def python_function(item: object, scope: Sequence[Hashable]) -> Callable[..., Any] | None:
    """A function of one value per ``scope`` variable computing ``item`` (its truth, for a
    condition), or None when ``item`` may be undefined somewhere."""
    constants: list[Any] = []
    position = {name: k for k, name in enumerate(scope)}
    source = _source(item, position, constants)
    if source is None:
        return None
    parameters = [f"v{k}" for k in range(len(scope))] + [f"k{k}" for k in range(len(constants))]
    text = f"lambda {', '.join(parameters)}: {source}"
    template = _TEMPLATES.get(text)
    if template is None:
        # the text is this module's templates, names and numbers of parameters: see above
        template = _TEMPLATES[text] = eval(compile(text, "<condition>", "eval"), _NAMESPACE)
    if not constants:
        return template  # type: ignore[no-any-return]
    return types.FunctionType(template.__code__, _NAMESPACE, "condition", tuple(constants))


def _source(item: object, position: dict[Hashable, int], constants: list[Any]) -> str | None:
    """Python source for ``item``, constants appended to ``constants``; None if partial."""
    if type(item) is Var:
        return f"v{position[item.name]}"
    if type(item) is not Op:
        constants.append(item)
        return f"k{len(constants) - 1}"
    op, args = item.op, item.args
    if op in PARTIAL:
        return None
    if op == "in" or op == "notin":
        subject = _source(args[0], position, constants)
        if subject is None or any(type(v) in (Var, Op) for v in args[1].args):
            return None
        constants.append(frozenset(args[1].args))
        word = "in" if op == "in" else "not in"
        return f"({subject} {word} k{len(constants) - 1})"
    parts = [_source(arg, position, constants) for arg in args]
    if any(part is None for part in parts):
        return None
    words: list[str] = parts  # type: ignore[assignment]
    if op in INFIX:
        return "(" + f" {INFIX[op]} ".join(words) + ")"
    return _call(op, words)


def _call(op: str, words: list[str]) -> str | None:
    """The source of the operators written as calls or with logic."""
    truths = [f"bool({w})" for w in words]
    forms = {
        "neg": lambda: f"(-{words[0]})",
        "abs": lambda: f"abs({words[0]})",
        "sqr": lambda: f"({words[0]} * {words[0]})",
        "dist": lambda: f"abs({words[0]} - {words[1]})",
        # (a trailing comma: min() of one value is that value, not an iteration over it)
        "min": lambda: f"min(({', '.join(words)},))",
        "max": lambda: f"max(({', '.join(words)},))",
        "ne": lambda: (
            f"({words[0]} != {words[1]})"
            if len(words) == 2
            else f"(len({{{', '.join(words)}}}) == {len(words)})"
        ),
        "not": lambda: f"(not {words[0]})",
        "and": lambda: "(" + " and ".join(truths) + ")",
        "or": lambda: "(" + " or ".join(truths) + ")",
        "xor": lambda: "((" + " + ".join(truths) + ") % 2 == 1)",
        "iff": lambda: "(" + " == ".join(truths) + ")",
        "imp": lambda: f"(not {words[0]} or {truths[1]})",
        "if": lambda: f"({words[1]} if {words[0]} else {words[2]})",
        "count": lambda: "(" + " + ".join(f"({w} == {words[-1]})" for w in words[:-1]) + ")",
    }
    form = forms.get(op)
    return None if form is None else form()
