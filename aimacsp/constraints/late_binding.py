"""Late binding: predicates made in a loop that read the loop's variables when they run.

The classic mistake, in a notebook cell or a function::

    for i in range(8):
        for j in range(i + 1, 8):
            csp.add_constraint(lambda a, b: a != b and abs(a - b) != j - i, [i, j])

Python looks ``i`` and ``j`` up when a lambda *runs*, not when it is made, so all 28
constraints read the values the loop left behind (``i == j == 7``), and 8-queens counts
40,320 solutions instead of 92. The model is legal; it is only not the one meant.

A `LateBinding` watches the predicates one CSP receives. Functions made by the same code
that read the very same variable (one closure cell, or one global of one module) while its
value changed between two additions are the mistake: a variable bound when the function is
made (a default argument, `functools.partial`, a cell of its own made by a factory function)
never changes that way, and so never warns. The watch warns once per code, naming the
variable and the fix. It keeps ids, names and plain values only, so a CSP stays as picklable
as its constraints, and costs a dictionary lookup for a function that reads nothing from
outside.
"""

from __future__ import annotations

import builtins
import dis
import inspect
import types
import warnings
from collections.abc import Hashable
from typing import Any

from ..errors import ModelWarning, brief
from .relations import frozen

__all__ = ["LateBinding"]

#: What a value that could not be read (an empty cell, a global not yet set) is kept as.
_UNSET = ("unset",)
#: Tuples longer than this are compared by identity (a table of allowed tuples, say).
LONG = 64


class LateBinding:
    """The predicates of one CSP, watched for variables read late (see the module).

    >>> import warnings
    >>> from aimacsp import CSP
    >>> csp = CSP()
    >>> csp.add_variables(range(3), range(3))
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     for k in (1, 2):
    ...         _ = csp.add_constraint(lambda a, b: b == a + k, [0, k])
    >>> print(caught[0].message)  # doctest: +ELLIPSIS
    2 predicates made by one lambda read the variable k when they run, ...
    """

    __slots__ = ("reads", "last", "made", "warned")

    def __init__(self) -> None:
        #: reads[id(code)]: the globals the code reads (its nested code's too), and the
        #: order in which it first reads each variable from outside, found once.
        self.reads: dict[int, tuple[tuple[str, ...], dict[str, int]]] = {}
        #: last[(id(code), id(cell or globals), name)]: the value it held at the last addition.
        self.last: dict[tuple[int, int, str], Hashable] = {}
        #: made[id(code)]: the predicates that code, reading from outside, has made so far.
        self.made: dict[int, int] = {}
        self.warned: set[int] = set()

    def note(self, function: Any) -> None:
        """Watch a predicate's function as its constraint is added; warn (`ModelWarning`) the
        first time its code reads a variable whose value changed since an earlier addition."""
        if type(function) is not types.FunctionType:
            return  # partial objects, builtins, callable classes bind what they read
        code = function.__code__
        key = id(code)
        found = self.reads.get(key)
        if found is None:
            found = self.reads[key] = _reads(code, function.__globals__)
        if function.__closure__ is None and not found[0]:
            return  # reads nothing from outside: the common case, kept cheap
        made = self.made
        made[key] = made.get(key, 0) + 1
        last = self.last
        changed: list[tuple[str, Hashable, Any]] = []
        for name, value, where in _outside(function, found[0]):
            now = _kept(value)
            before = last.get((key, where, name), now)
            last[key, where, name] = now
            if before != now:
                changed.append((name, before, value))
        if changed and key not in self.warned:
            self.warned.add(key)
            order = found[1]
            changed.sort(key=lambda item: order.get(item[0], len(order)))
            late = [
                name
                for name, value, _ in sorted(
                    _outside(function, found[0]), key=lambda item: order.get(item[0], len(order))
                )
                if value is not _UNSET
                and not isinstance(value, (types.FunctionType, types.ModuleType, type))
            ]
            message = _message(function, made[key], changed, late)
            warnings.warn(message, ModelWarning, stacklevel=3)


def _outside(function: types.FunctionType, read: tuple[str, ...]) -> list[tuple[str, Any, int]]:
    """What ``function`` reads from outside: each closure cell's and each read global's
    name, value (``_UNSET`` for an empty cell) and the id of the cell or globals holding it."""
    found = [
        (name, _cell_value(cell), id(cell))
        for name, cell in zip(function.__code__.co_freevars, function.__closure__ or ())
    ]
    space = function.__globals__
    found += [(name, space[name], id(space)) for name in read if name in space]
    return found


def _kept(value: Any) -> Hashable:
    """What is kept of a value to compare it at the next addition: `frozen` (plain values
    by value, others by identity), a long tuple by identity so each addition costs O(1)."""
    if value is _UNSET:
        return ("unset",)
    if type(value) is tuple and len(value) > LONG:
        return ("object", id(value))
    return frozen(value)


def _cell_value(cell: types.CellType) -> Any:
    try:
        return cell.cell_contents
    except ValueError:  # a cell not yet filled
        return _UNSET


def _reads(code: types.CodeType, space: dict[str, Any]) -> tuple[tuple[str, ...], dict[str, int]]:
    """The global names ``code`` and the code nested in it (comprehensions) look up, but for
    builtins that ``space`` (the function's globals) does not hide, and each name it reads
    from outside (globals and closure cells) by order of first reading."""
    found: dict[str, None] = {}
    order: dict[str, int] = {}
    stack = [code]
    while stack:
        here = stack.pop()
        for instruction in dis.get_instructions(here):
            name = instruction.argval
            global_ = instruction.opname in ("LOAD_GLOBAL", "LOAD_NAME")
            if global_ and (name in space or not hasattr(builtins, name)):
                found[name] = None
            if instruction.opname in ("LOAD_GLOBAL", "LOAD_NAME", "LOAD_DEREF"):
                order.setdefault(name, len(order))
        stack.extend(c for c in here.co_consts if isinstance(c, types.CodeType))
    return tuple(found), order


def _message(
    function: types.FunctionType,
    made: int,
    changed: list[tuple[str, Hashable, Any]],
    late: list[str],
) -> str:
    """The warning: which variables, what one of them held, and how to bind them when the
    function is made."""
    names = [name for name, _, _ in changed]
    also = [name for name in late if name not in names]
    name, before, now = changed[0]
    code = function.__code__
    parameters = list(code.co_varnames[: code.co_argcount])
    if code.co_flags & inspect.CO_VARARGS:
        parameters.append("*" + code.co_varnames[code.co_argcount + code.co_kwonlyargcount])
    parameters += [f"{name}={name}" for name in names + also]
    if function.__name__ == "<lambda>":
        maker, fixed = "one lambda", f"lambda {', '.join(parameters)}: ..."
    else:
        maker = f"{function.__name__}()"
        fixed = f"def {function.__name__}({', '.join(parameters)}): ..."
    return (
        f"{made} predicates made by {maker} read the variable{'s' * (len(names) > 1)}"
        f" {', '.join(names)} when they run, not when they were made ({name} was"
        f" {_shown(before)} at an earlier addition and is {brief(now)} now), so every one"
        f" will use its last value. Bind the values when the function is made, with default"
        f" arguments ({fixed}) or functools.partial."
    )


def _shown(kept: Hashable) -> str:
    """A value as `frozen` recorded it: a plain value as it was, anything else vaguely."""
    if isinstance(kept, tuple) and len(kept) == 2 and kept[0] in (int, str, bool, bytes):
        return brief(kept[1])
    return "another value"
