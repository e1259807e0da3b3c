"""`VarArray`: the handles of an array of variables, named as XCSP3 names their cells.

``csp.integers("m", 8, 0, 40)`` makes ``m[0]`` to ``m[7]``; a shape ``(3, 4)`` makes rows of
``x[0][0]`` ... ``x[2][3]``. An array is a tuple, so it goes wherever a scope goes
(``AllDifferent(marks)``); indexed by an expression it gives `element`.

>>> from aimacsp.expressions import Var
>>> a = VarArray(Var(f"a[{k}]") for k in range(3))
>>> a[0] + a[-1], a[Var("i")]
(a[0] + a[2], element([a[0], a[1], a[2]], i))
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, SupportsIndex, overload

from .functions import element
from .nodes import Expression, Var

__all__ = ["VarArray", "array_of", "shape_of"]


class VarArray(tuple[Any, ...]):
    """A tuple of handles (or, for a shape of several dimensions, of arrays)."""

    __slots__ = ()

    @overload
    def __getitem__(self, index: SupportsIndex) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> VarArray: ...

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, Expression):
            if self and isinstance(self[0], tuple):
                raise TypeError(
                    f"an index that is an expression ({index!r}) selects a value, not a row:"
                    " index rows by numbers, or use element() on a flat list (array.flat)"
                )
            return element(list(self), index)
        found = tuple.__getitem__(self, index)
        return VarArray(found) if isinstance(index, slice) else found

    @property
    def flat(self) -> VarArray:
        """Every handle of the array, rows one after the other."""
        if self and isinstance(self[0], VarArray):
            return VarArray(v for row in self for v in row.flat)
        return self


def shape_of(shape: object, where: str) -> tuple[int, ...]:
    """``shape`` as a tuple of whole numbers (a number is one dimension)."""
    dims = (shape,) if isinstance(shape, int) else shape
    if not isinstance(dims, tuple) or not dims:
        raise TypeError(
            f"{where}: the shape must be a whole number or a tuple of them, got {shape!r}"
        )
    for n in dims:
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise TypeError(f"{where}: the shape {shape!r} must hold whole numbers >= 0")
    return dims


def array_of(prefix: str, dims: tuple[int, ...], make: Callable[[Hashable], Var]) -> VarArray:
    """The array ``prefix[i][j]...`` of shape ``dims``, each cell made by ``make(name)``."""

    def build(name: str, rest: tuple[int, ...]) -> VarArray:
        if len(rest) == 1:
            return VarArray(make(f"{name}[{k}]") for k in range(rest[0]))
        return VarArray(build(f"{name}[{k}]", rest[1:]) for k in range(rest[0]))

    return build(prefix, dims)
