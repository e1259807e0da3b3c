"""`Arithmetic`: ``result == x * y``, ``x // y``, ``x % y`` (both roundings) or ``abs(x)``, on
bounds, so that operands of any width (10**9 and more) cost what small ones cost.

The propagator reads and narrows each domain by its bounds only (interval arithmetic):
``result`` within what the operands' corners give; an operand within what the result and the
other operand allow (the quotient's corners for a product, the product's, widened by the
remainder, for a division). Once every variable but one is fixed it is exact where the
operation is monotone on each side of zero (products, quotients, ``abs``), and narrows the
last variable to its least and greatest fitting values for a remainder. The semantics are
the expression language's (`aimacsp.expressions.operators`): ``div``/``mod`` truncate
towards zero (XCSP3's, Java's), ``fdiv``/``fmod`` round down (Python's); no division by zero.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..errors import ModelError
from ..types import D, DomainStore, V
from .base import Constraint, Propagator
from .intervals import check_integers
from .lists import number, number_list

__all__ = ["Arithmetic", "OPERATIONS", "result_bounds"]


def _div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _mod(a: int, b: int) -> int:
    return a - b * _div(a, b)


#: The operations, by the expression language's names, with their meaning on integers (the
#: divisor is never zero here).
OPERATIONS: dict[str, Callable[..., int]] = {
    "mul": lambda a, b: a * b,
    "div": _div,
    "mod": _mod,
    "fdiv": lambda a, b: a // b,
    "fmod": lambda a, b: a % b,
    "abs": abs,
}
_SYMBOLS = {"mul": "*", "div": "div", "mod": "mod", "fdiv": "//", "fmod": "%"}


class Arithmetic(Constraint[V, D]):
    """``result == op(*operands)``, with ``op`` one of ``"mul"``, ``"div"``, ``"mod"``,
    ``"fdiv"``, ``"fmod"`` (two operands) or ``"abs"`` (one); an operand may be given twice
    (``x * x``). Bounds reasoning (see the module); MiniZinc ``int_times``, ``int_div``,
    ``int_mod``, ``int_abs``.

    >>> Arithmetic("mul", ["x", "y"], "z").is_satisfied((3, -4, -12))
    True
    >>> Arithmetic("div", ["x", "y"], "q"), Arithmetic("abs", ["x"], "a")
    (Arithmetic(q == x div y), Arithmetic(a == abs(x)))
    >>> Arithmetic("fmod", ["x", "y"], "r").is_satisfied((7, 0, 0))  # no value: never holds
    False
    """

    on_intervals = True

    def __init__(
        self, op: str, operands: Sequence[V], result: V, name: str | None = None
    ) -> None:
        if op not in OPERATIONS:
            raise ModelError(f"Arithmetic: {op!r} is not one of {sorted(OPERATIONS)}")
        arity = 1 if op == "abs" else 2
        where = f"Arithmetic {op!r}"
        if isinstance(operands, (str, bytes)) or len(operands) != arity:
            raise ModelError(f"{where}: it takes {arity} operand(s), got {operands!r}")
        operands = number_list(where, "the operands", operands)
        result = number(where, "the result", result, "result")
        scope = list(dict.fromkeys(operands))
        if result in scope:
            raise ModelError(f"Arithmetic {op!r}: the result {result!r} is also an operand")
        super().__init__([*scope, result], name)
        self.op = op
        #: Where each operand stands in the scope (an operand may be given twice).
        self.positions: tuple[int, ...] = tuple(scope.index(x) for x in operands)

    def describe(self) -> str:
        names = [self.scope[k] for k in self.positions]
        if self.op == "abs":
            return f"Arithmetic({self.scope[-1]} == abs({names[0]}))"
        return f"Arithmetic({self.scope[-1]} == {names[0]} {_SYMBOLS[self.op]} {names[1]})"

    def check_domains(self, domains: Mapping[V, Sequence[D]]) -> None:
        check_integers(self, self.scope, domains)

    def is_satisfied(self, values: Sequence[D]) -> bool:
        numbers: Sequence[Any] = values
        args = [numbers[k] for k in self.positions]
        if self.op not in ("mul", "abs") and args[1] == 0:
            return False
        return bool(OPERATIONS[self.op](*args) == numbers[-1])

    def propagator(self, state: DomainStore[V, D]) -> Propagator:
        return ArithmeticPropagator(self, state)


def result_bounds(op: str, operands: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """The least and greatest values ``op`` takes over operands in these ``(low, high)``
    bounds (a hull: some values between may be missed), or None when it has none (a
    division by nothing but zero).

    >>> result_bounds("mul", [(-2, 3), (4, 5)]), result_bounds("abs", [(-7, 3)])
    ((-10, 15), (0, 7))
    """
    (xlo, xhi), (ylo, yhi) = operands[0], operands[-1]
    if op == "abs":
        if xlo >= 0:
            return xlo, xhi
        return (-xhi, -xlo) if xhi <= 0 else (0, max(-xlo, xhi))
    if op == "mul":
        corners = [a * b for a in (xlo, xhi) for b in (ylo, yhi)]
        return min(corners), max(corners)
    parts = _nonzero_parts(ylo, yhi)
    if not parts:
        return None
    if op in ("div", "fdiv"):
        f = OPERATIONS[op]
        values = [f(a, b) for a in (xlo, xhi) for lo, hi in parts for b in (lo, hi)]
        return min(values), max(values)
    reach = max(-ylo, yhi) - 1
    if op == "mod":
        return (0 if xlo >= 0 else max(xlo, -reach)), (0 if xhi <= 0 else min(xhi, reach))
    return (0 if ylo > 0 else -reach), (0 if yhi < 0 else reach)


def _floor(a: int, b: int) -> int:
    return a // b


def _ceil(a: int, b: int) -> int:
    return -(-a // b)


def _quotient(zlo: int, zhi: int, ylo: int, yhi: int) -> tuple[int, int] | None:
    """The integers ``x`` with ``x * y == z`` for some ``z`` in [zlo, zhi] and ``y`` in
    [ylo, yhi], as an interval hull (empty: low above high); None when every ``x`` fits
    (``y`` and ``z`` may be 0)."""
    parts = []
    if ylo <= 0 <= yhi:
        if zlo <= 0 <= zhi:
            return None
        if ylo <= -1:
            parts.append((ylo, -1))
        if yhi >= 1:
            parts.append((1, yhi))
    else:
        parts.append((ylo, yhi))
    hulls = []
    for a, b in parts:
        lo = min(_ceil(z, y) for z in (zlo, zhi) for y in (a, b))
        hi = max(_floor(z, y) for z in (zlo, zhi) for y in (a, b))
        if lo <= hi:
            hulls.append((lo, hi))
    if not hulls:
        return 1, 0
    return min(h[0] for h in hulls), max(h[1] for h in hulls)


def _nonzero_parts(ylo: int, yhi: int) -> list[tuple[int, int]]:
    """[ylo, yhi] without 0, as at most two intervals."""
    parts = []
    if ylo <= -1:
        parts.append((ylo, min(yhi, -1)))
    if yhi >= 1:
        parts.append((max(ylo, 1), yhi))
    return parts


def _least(lo: int, hi: int, holds: Callable[[int], bool]) -> int | None:
    """The least ``v`` in [lo, hi] for which ``holds``, a predicate false then true."""
    if lo > hi or not holds(hi):
        return None
    while lo < hi:
        mid = (lo + hi) // 2
        if holds(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def _greatest(lo: int, hi: int, holds: Callable[[int], bool]) -> int | None:
    """The greatest ``v`` in [lo, hi] for which ``holds``, a predicate true then false."""
    if lo > hi or not holds(lo):
        return None
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if holds(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def _monotone_range(
    lo: int, hi: int, f: Callable[[int], int], zlo: int, zhi: int, increasing: bool
) -> tuple[int, int] | None:
    """The ``v`` in [lo, hi] with ``f(v)`` in [zlo, zhi], for ``f`` monotone (non-decreasing
    when ``increasing``, else non-increasing): an interval, or None."""
    if increasing:
        first = _least(lo, hi, lambda v: f(v) >= zlo)
        last = _greatest(lo, hi, lambda v: f(v) <= zhi)
    else:
        first = _least(lo, hi, lambda v: f(v) <= zhi)
        last = _greatest(lo, hi, lambda v: f(v) >= zlo)
    if first is None or last is None or first > last:
        return None
    return first, last


class ArithmeticPropagator(Propagator):
    """Interval arithmetic for `Arithmetic` (see the module), by the state's bounds methods:
    it works on bitsets and on wide domains alike."""

    consistency = "forward"
    __slots__ = ("op", "x", "y", "z", "settles_last_variable")

    def __init__(self, constraint: Arithmetic[Any, Any], state: DomainStore[Any, Any]) -> None:
        super().__init__(constraint, state)
        self.op = constraint.op
        self.x = self.vars[constraint.positions[0]]
        self.y = self.vars[constraint.positions[-1]]
        self.z = self.vars[-1]
        # A remainder narrows its dividend to bounds only (the fitting values are periodic).
        self.settles_last_variable = self.op not in ("mod", "fmod") and self.x != self.y

    def propagate(self, state: DomainStore[Any, Any]) -> bool:
        op = self.op
        if op == "abs":
            return self.absolute(state)
        if self.x == self.y:
            return self.square(state) if op == "mul" else self.forward(state)
        if op != "mul" and not state.discard_value(self.y, 0):
            return False
        if op == "mul":
            return self.product(state)
        if op in ("div", "fdiv"):
            return self.quotient(state)
        return self.remainder(state)

    def product(self, state: DomainStore[Any, Any]) -> bool:
        x, y, z = self.x, self.y, self.z
        low, high = state.low, state.high
        xs, ys = (low(x), high(x)), (low(y), high(y))
        corners = [a * b for a in xs for b in ys]
        if not state.keep_between(z, min(corners), max(corners)):
            return False
        for a, b in ((x, y), (y, x)):
            allowed = _quotient(low(z), high(z), low(b), high(b))
            if allowed is not None and not state.keep_between(a, *allowed):
                return False
        return True

    def square(self, state: DomainStore[Any, Any]) -> bool:
        x, z = self.x, self.z
        xlo, xhi = state.low(x), state.high(x)
        least = 0 if xlo <= 0 <= xhi else min(xlo * xlo, xhi * xhi)
        if not state.keep_between(z, least, max(xlo * xlo, xhi * xhi)):
            return False
        zlo, zhi = state.low(z), state.high(z)
        root = _greatest(0, max(-xlo, xhi), lambda v: v * v <= zhi)
        if root is None or not state.keep_between(x, -root, root):
            return False
        inner = _least(0, root, lambda v: v * v >= zlo)  # |x| is at least this
        if inner is None:
            return False
        return inner <= 0 or state.discard_between(x, 1 - inner, inner - 1)

    def quotient(self, state: DomainStore[Any, Any]) -> bool:
        x, y, z = self.x, self.y, self.z
        f = OPERATIONS[self.op]
        low, high, fixed = state.low, state.high, state.is_fixed
        xlo, xhi, ylo, yhi = low(x), high(x), low(y), high(y)
        parts = _nonzero_parts(ylo, yhi)
        values = [f(a, b) for a in (xlo, xhi) for lo, hi in parts for b in (lo, hi)]
        if not state.keep_between(z, min(values), max(values)):
            return False
        zlo, zhi = low(z), high(z)
        if fixed(y):  # x within the fitting values, f monotone in x
            b = low(y)
            found = _monotone_range(xlo, xhi, lambda a: f(a, b), zlo, zhi, b > 0)
            return found is not None and state.keep_between(x, *found)
        # x = q * y + r with |r| < |y|: within the products' corners, widened
        reach = max(-ylo, yhi) - 1
        products = [q * b for q in (zlo, zhi) for b in (ylo, yhi)]
        if not state.keep_between(x, min(products) - reach, max(products) + reach):
            return False
        if fixed(x):  # y within the fitting values on each side of zero
            a = low(x)
            sides = []
            for lo, hi in _nonzero_parts(low(y), high(y)):
                # f(a, .) is monotone on each side: increasing where a / y grows with y
                found = _monotone_range(lo, hi, lambda b: f(a, b), zlo, zhi, a < 0)
                if found is not None:
                    sides.append(found)
            if not sides:
                return False
            if not state.keep_between(y, sides[0][0], sides[-1][1]):
                return False
            if len(sides) == 2 and sides[0][1] + 1 < sides[1][0]:
                return state.discard_between(y, sides[0][1] + 1, sides[1][0] - 1)
        return True

    def remainder(self, state: DomainStore[Any, Any]) -> bool:
        x, y, z = self.x, self.y, self.z
        f = OPERATIONS[self.op]
        low, high, fixed = state.low, state.high, state.is_fixed
        xlo, xhi, ylo, yhi = low(x), high(x), low(y), high(y)
        if fixed(x) and fixed(y):
            return state.fix(z, f(xlo, ylo))
        reach = max(-ylo, yhi) - 1  # |remainder| < |divisor|
        if self.op == "mod":  # the sign of the dividend
            zlo = 0 if xlo >= 0 else max(xlo, -reach)
            zhi = 0 if xhi <= 0 else min(xhi, reach)
        else:  # the sign of the divisor
            zlo = 0 if ylo > 0 else -reach
            zhi = 0 if yhi < 0 else reach
            if xlo >= 0 and ylo > 0:
                zhi = min(zhi, xhi)
        if not state.keep_between(z, zlo, zhi):
            return False
        if fixed(y):  # x at its least and greatest values with a fitting remainder
            b, rlo, rhi = ylo, low(z), high(z)
            first = _fitting(xlo, xhi, b, rlo, rhi, self.op, least=True)
            last = _fitting(xlo, xhi, b, rlo, rhi, self.op, least=False)
            return first is not None and last is not None and state.keep_between(x, first, last)
        return True

    def absolute(self, state: DomainStore[Any, Any]) -> bool:
        x, z = self.x, self.z
        xlo, xhi = state.low(x), state.high(x)
        if xlo >= 0:
            zlo, zhi = xlo, xhi
        elif xhi <= 0:
            zlo, zhi = -xhi, -xlo
        else:
            zlo, zhi = 0, max(-xlo, xhi)
        if not state.keep_between(z, zlo, zhi):
            return False
        zlo, zhi = state.low(z), state.high(z)
        if not state.keep_between(x, -zhi, zhi):
            return False
        return zlo <= 0 or state.discard_between(x, 1 - zlo, zlo - 1)

    def forward(self, state: DomainStore[Any, Any]) -> bool:
        """``x op x`` other than a square: decided once ``x`` is fixed."""
        if not state.is_fixed(self.x):
            return True
        a = state.low(self.x)
        if a == 0:
            return False
        return state.fix(self.z, OPERATIONS[self.op](a, a))


def _fitting(lo: int, hi: int, b: int, rlo: int, rhi: int, op: str, least: bool) -> int | None:
    """The least (or greatest) ``a`` in [lo, hi] whose remainder ``op(a, b)`` is in
    [rlo, rhi]."""
    m = abs(b)
    if op == "fmod":  # a % b: of the sign of b, and a % b == a % m (b > 0) or - (-a % m)
        return _congruent(lo, hi, m, rlo, rhi, least, b < 0)
    # Java's remainder has the sign of a: a >= 0 gives a % m, a <= 0 gives -(-a % m)
    found = []
    if hi >= 0 and rhi >= 0:
        found.append(_congruent(max(lo, 0), hi, m, max(rlo, 0), rhi, least, False))
    if lo <= 0 and rlo <= 0:
        found.append(_congruent(lo, min(hi, 0), m, rlo, min(rhi, 0), least, True))
    values = [v for v in found if v is not None]
    if not values:
        return None
    return min(values) if least else max(values)


def _congruent(
    lo: int, hi: int, m: int, rlo: int, rhi: int, least: bool, negative: bool
) -> int | None:
    """The least (or greatest) ``a`` in [lo, hi] with ``r(a)`` in [rlo, rhi], where ``r(a)``
    is ``a % m`` (in [0, m - 1]), or ``-(-a % m)`` (in [-(m - 1), 0]) when ``negative``."""
    if negative:  # mirror: a -> -a turns it into the first case
        found = _congruent(-hi, -lo, m, -rhi, -rlo, not least, False)
        return None if found is None else -found
    rlo, rhi = max(rlo, 0), min(rhi, m - 1)
    if lo > hi or rlo > rhi:
        return None
    if least:
        r = lo % m
        if rlo <= r <= rhi:
            a = lo
        elif r < rlo:
            a = lo + (rlo - r)
        else:
            a = lo + (m - r) + rlo
        return a if a <= hi else None
    r = hi % m
    if rlo <= r <= rhi:
        a = hi
    elif r > rhi:
        a = hi - (r - rhi)
    else:
        a = hi - r - (m - rhi)
    return a if a >= lo else None
