"""`VarArray`: the handles of an array of variables, named as XCSP3 names their cells.

``csp.integers("m", 8, 0, 40)`` makes ``m[0]`` to ``m[7]``; a shape ``(3, 4)`` makes rows of
``x[0][0]`` ... ``x[2][3]``. An array is a tuple (of handles, or of arrays one dimension
down), so it goes wherever a scope goes (``AllDifferent(marks)``); indexed by an expression
it gives `element`. It is indexed as numpy and CPMpy index theirs: ``x[r, c]``, a column
``x[:, c]``, a block ``x[r0:r1, c0:c1]``, the transpose ``x.T``, every cell ``x.flat``.

>>> from aimacsp.expressions import Var
>>> a = VarArray(Var(f"a[{k}]") for k in range(3))
>>> a[0] + a[-1], a[Var("i")]
(a[0] + a[2], element([a[0], a[1], a[2]], i))
>>> x = array_of("x", (2, 3), Var)
>>> x[:, 1], x.T.shape, x[0:2, 1:3].flat
((x[0][1], x[1][1]), (3, 2), (x[0][1], x[0][2], x[1][1], x[1][2]))
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any, SupportsIndex, overload

from ..errors import brief
from .functions import element
from .nodes import Expression, Var

__all__ = ["VarArray", "array_of", "shape_of"]


class VarArray(tuple[Any, ...]):
    """A tuple of handles (or, for a shape of several dimensions, of arrays).

    It keeps its ``shape``, so an empty part (``x[0:0]``, a shape ``(3, 0)``) still knows the
    sizes of its other dimensions.
    """

    _shape: tuple[int, ...] | None

    def __new__(cls, items: Iterable[Any] = (), shape: tuple[int, ...] | None = None) -> VarArray:
        made = super().__new__(cls, items)
        made._shape = shape
        return made

    @property
    def shape(self) -> tuple[int, ...]:
        """The size of each dimension: ``(8,)`` for 8 handles, ``(3, 4)`` for 3 rows of 4."""
        if self._shape is not None:
            return self._shape
        if self and isinstance(self[0], VarArray):
            return (len(self), *self[0].shape)
        return (len(self),)

    @overload
    def __getitem__(self, index: SupportsIndex) -> Any: ...

    @overload
    def __getitem__(self, index: slice) -> VarArray: ...

    @overload
    def __getitem__(self, index: tuple[Any, ...]) -> Any: ...

    def __getitem__(self, index: Any) -> Any:
        if type(index) is int:  # the most common: first
            return tuple.__getitem__(self, index)
        if isinstance(index, tuple):
            if len(index) > len(self.shape):
                raise IndexError(
                    f"{len(index)} indices for an array of {len(self.shape)} dimension"
                    f"{'s' * (len(self.shape) != 1)} (shape {self.shape})"
                )
            return self._part(index)
        if isinstance(index, Expression):
            if len(self.shape) > 1:
                raise TypeError(
                    f"an index that is an expression ({index!r}) selects a value, not a row:"
                    " give one index per dimension (x[i, j]), or use element() on a flat"
                    " list (x.flat)"
                )
            return element(list(self), index)
        if isinstance(index, slice):
            found = tuple.__getitem__(self, index)
            return VarArray(found, (len(found), *self.shape[1:]))
        try:
            return tuple.__getitem__(self, operator.index(index))
        except TypeError:
            raise TypeError(
                f"an array is indexed by numbers, slices or expressions, one per dimension,"
                f" not by {brief(index)}"
            ) from None

    def _part(self, index: tuple[Any, ...]) -> Any:
        """``self[index]`` for one index per dimension, from the first (fewer: whole rows)."""
        if not index:
            return self
        first, rest = index[0], index[1:]
        if isinstance(first, slice):
            rows = tuple.__getitem__(self, first)
            parts = [row._part(rest) for row in rows] if rest else rows
            inner = _shape_after(self.shape[1:], rest)
            return VarArray(parts, (len(rows), *inner))
        if isinstance(first, Expression):
            if any(isinstance(k, slice) for k in rest) or len(rest) < len(self.shape) - 1:
                raise TypeError(
                    f"an index that is an expression ({first!r}) selects one value: give an"
                    " index (a number or an expression) for every dimension"
                )
            return element([row._part(rest) if rest else row for row in self], first)
        row = self[first]
        return row._part(rest) if rest else row

    @property
    def T(self) -> VarArray:  # noqa: N802  # numpy's and CPMpy's name
        """The array with its dimensions in reverse order: the transpose of rows and columns."""
        shape = self.shape
        if len(shape) < 2:
            return self
        turned = tuple(reversed(shape))
        return _build(turned, lambda cell: self._at(tuple(reversed(cell))))

    @property
    def rows(self) -> tuple[VarArray, ...]:
        """The rows of an array of two or more dimensions (``x[0]``, ``x[1]``, ...)."""
        self._at_least_two("rows")
        return tuple(self)

    @property
    def columns(self) -> tuple[VarArray, ...]:
        """The columns of an array of two or more dimensions (``x[:, 0]``, ``x[:, 1]``, ...)."""
        self._at_least_two("columns")
        return tuple(self[:, k] for k in range(self.shape[1]))

    @property
    def flat(self) -> VarArray:
        """Every handle of the array, rows one after the other."""
        if len(self.shape) > 1:
            return VarArray(v for row in self for v in row.flat)
        return self

    def value(self, solution: Mapping[Any, Any]) -> list[Any]:
        """The values of the array's handles in ``solution``, as nested lists of its shape.

        >>> x = array_of("x", (2, 2), Var)
        >>> x.value({"x[0][0]": 1, "x[0][1]": 2, "x[1][0]": 3, "x[1][1]": 4})
        [[1, 2], [3, 4]]
        """
        if not isinstance(solution, Mapping):
            raise TypeError(
                f"VarArray.value: give a solution (a dict from names to values), got"
                f" {brief(solution)}"
            )
        return [
            entry.value(solution) if isinstance(entry, (VarArray, Expression)) else entry
            for entry in self
        ]

    def _at(self, cell: tuple[int, ...]) -> Any:
        found: Any = self
        for k in cell:
            found = tuple.__getitem__(found, k)
        return found

    def _at_least_two(self, what: str) -> None:
        if len(self.shape) < 2:
            raise TypeError(f"an array of shape {self.shape} has no {what}: it is one row")


def _shape_after(shape: tuple[int, ...], index: tuple[Any, ...]) -> tuple[int, ...]:
    """The shape left of an array of ``shape`` once indexed by ``index``: a number takes a
    dimension away, a slice keeps it (as long as it selects)."""
    left: list[int] = []
    for k, size in enumerate(shape):
        if k >= len(index):
            left.append(size)
        elif isinstance(index[k], slice):
            left.append(len(range(*index[k].indices(size))))
    return tuple(left)


def _build(dims: tuple[int, ...], cell: Callable[[tuple[int, ...]], Any]) -> VarArray:
    """The array of shape ``dims`` whose entry at each index tuple is ``cell(index)``."""

    def build(prefix: tuple[int, ...], rest: tuple[int, ...]) -> VarArray:
        if len(rest) == 1:
            return VarArray((cell((*prefix, k)) for k in range(rest[0])), rest)
        return VarArray((build((*prefix, k), rest[1:]) for k in range(rest[0])), rest)

    return build((), dims)


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
    return _build(dims, lambda cell: make(prefix + "".join(f"[{k}]" for k in cell)))
