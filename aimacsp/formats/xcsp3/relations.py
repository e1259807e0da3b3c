"""What each XCSP3-core constraint means, stated on plain integers, for the independent checker.

These functions restate the XCSP3-core specification directly (each a few lines, no
search, no propagation), so a solution the solver finds is checked against the file by code
that shares nothing with the constraints the reader builds. `evaluate` gives the integer
expressions their meaning, with its own table.

>>> evaluate(Call("eq", ("x", Call("div", (-7, 2)))), {"x": -3})
1
>>> cumulative_peak([0, 1, 3], [2, 2, 1], [1, 2, 2])
3
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from .functional import Call, Tree

__all__ = [
    "Undefined",
    "evaluate",
    "compare",
    "lex_compare",
    "cumulative_peak",
    "apart",
    "circuit_size",
    "accepts",
    "mdd_accepts",
    "precedes",
    "bin_loads",
]


class Undefined(ArithmeticError):
    """An expression has no value (a division by zero, a negative power)."""


def _div(a: int, b: int) -> int:
    # XCSP3 tools divide as Java does: the quotient truncated towards zero.
    if b == 0:
        raise Undefined("division by zero")
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _pow(a: int, b: int) -> int:
    if b < 0:
        raise Undefined("negative exponent")
    return int(a**b)


def _pairs(args: Sequence[int], test: str) -> int:
    return int(all(compare(a, test, b) for a, b in zip(args, args[1:])))


MEANINGS: dict[str, Callable[[list[int]], int]] = {
    "neg": lambda a: -a[0],
    "abs": lambda a: abs(a[0]),
    "sqr": lambda a: a[0] * a[0],
    "add": sum,
    "sub": lambda a: a[0] - a[1],
    "mul": lambda a: _product(a),
    "div": lambda a: _div(a[0], a[1]),
    "mod": lambda a: a[0] - a[1] * _div(a[0], a[1]),
    "pow": lambda a: _pow(a[0], a[1]),
    "dist": lambda a: abs(a[0] - a[1]),
    "min": min,
    "max": max,
    "eq": lambda a: int(len(set(a)) == 1),
    "ne": lambda a: int(len(set(a)) == len(a)),
    "lt": lambda a: _pairs(a, "lt"),
    "le": lambda a: _pairs(a, "le"),
    "ge": lambda a: _pairs(a, "ge"),
    "gt": lambda a: _pairs(a, "gt"),
    "not": lambda a: int(not a[0]),
    "and": lambda a: int(all(a)),
    "or": lambda a: int(any(a)),
    "xor": lambda a: sum(1 for v in a if v) % 2,
    "iff": lambda a: int(len({bool(v) for v in a}) == 1),
    "imp": lambda a: int(not a[0] or bool(a[1])),
    "if": lambda a: a[1] if a[0] else a[2],
}


def _product(values: Sequence[int]) -> int:
    result = 1
    for v in values:
        result *= v
    return result


def evaluate(tree: Tree, assignment: Mapping[str, int]) -> int:
    """The value of ``tree`` when the variables take ``assignment``'s values."""
    if isinstance(tree, int):
        return tree
    if isinstance(tree, str):
        return assignment[tree]
    if tree.op in ("in", "notin"):
        members = tree.args[1]
        if not isinstance(members, Call) or members.op != "set":
            raise Undefined(f"{tree.op} needs a set(...) as its second argument")
        value = evaluate(tree.args[0], assignment)
        inside = value in {evaluate(m, assignment) for m in members.args}
        return int(inside == (tree.op == "in"))
    if tree.op == "set":
        raise Undefined("set(...) is only the second argument of in and notin")
    return int(MEANINGS[tree.op]([evaluate(arg, assignment) for arg in tree.args]))


def compare(a: int, op: str, b: int) -> bool:
    """``a op b`` for the six comparisons of a condition."""
    if op == "lt":
        return a < b
    if op == "le":
        return a <= b
    if op == "ge":
        return a >= b
    if op == "gt":
        return a > b
    if op == "eq":
        return a == b
    if op == "ne":
        return a != b
    raise ValueError(f"unknown comparison {op!r}")


def lex_compare(a: Sequence[int], op: str, b: Sequence[int]) -> bool:
    """``a op b`` in lexicographic order (``lt``, ``le``, ``gt``, ``ge``)."""
    return compare((tuple(a) > tuple(b)) - (tuple(a) < tuple(b)), op, 0)


def cumulative_peak(starts: Sequence[int], lengths: Sequence[int], heights: Sequence[int]) -> int:
    """The greatest total height of the tasks running at one time (0 if none ever runs)."""
    peak = 0
    for t in starts:  # the use is greatest at some task's start
        used = sum(h for s, d, h in zip(starts, lengths, heights) if s <= t < s + d)
        peak = max(peak, used)
    return peak


def apart(
    origins: Sequence[Sequence[int]], lengths: Sequence[Sequence[int]], zero_ignored: bool
) -> bool:
    """True when no two boxes (an origin and a length per dimension) overlap."""
    boxes = list(zip(origins, lengths))
    for k, (o1, l1) in enumerate(boxes):
        for o2, l2 in boxes[k + 1 :]:
            if zero_ignored and (0 in l1 or 0 in l2):
                continue
            if not any(a + da <= b or b + db <= a for a, da, b, db in zip(o1, l1, o2, l2)):
                return False
    return True


def circuit_size(successors: Sequence[int], start: int) -> int | None:
    """The number of nodes on the one circuit the successors form (a node that is its own
    successor is off it), or None when they form no single circuit."""
    n = len(successors)
    nexts = [s - start for s in successors]
    if any(not 0 <= s < n for s in nexts):
        return None
    on = [i for i in range(n) if nexts[i] != i]
    if not on:
        return None
    seen = {on[0]}
    node = nexts[on[0]]
    while node != on[0]:
        if node in seen or nexts[node] == node:
            return None
        seen.add(node)
        node = nexts[node]
    return len(seen) if len(seen) == len(on) else None


def accepts(
    word: Sequence[int], transitions: Sequence[tuple[str, int, str]], start: str, finals: set[str]
) -> bool:
    """True when the automaton (maybe not deterministic) accepts ``word``."""
    states = {start}
    for value in word:
        states = {b for a, v, b in transitions if a in states and v == value}
    return bool(states & finals)


def mdd_accepts(word: Sequence[int], transitions: Sequence[tuple[str, int, str]]) -> bool:
    """True when ``word`` labels a path from the MDD's root (a node no arc enters) to its
    terminal (a node no arc leaves)."""
    heads = {b for _, _, b in transitions}
    tails = {a for a, _, _ in transitions}
    roots = tails - heads
    terminals = heads - tails
    if len(roots) != 1 or len(terminals) != 1:
        raise ValueError("an MDD has one root and one terminal")
    states = set(roots)
    for value in word:
        states = {b for a, v, b in transitions if a in states and v == value}
    return bool(states & terminals)


def precedes(xs: Sequence[int], values: Sequence[int]) -> bool:
    """True when each value of ``values`` that ``xs`` take first appears after the one before
    it in ``values`` has (XCSP3 ``precedence``)."""
    first: dict[int, int] = {}
    for k, x in enumerate(xs):
        first.setdefault(x, k)
    for before, after in zip(values, values[1:]):
        if after in first and first.get(before, len(xs)) > first[after]:
            return False
    return True


def bin_loads(xs: Sequence[int], sizes: Sequence[int], bins: Iterable[int]) -> list[int]:
    """The load of each bin: the sum of the sizes of the items ``k`` with ``xs[k]`` that bin."""
    return [sum(s for x, s in zip(xs, sizes) if x == b) for b in bins]
