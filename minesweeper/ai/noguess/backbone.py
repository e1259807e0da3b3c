"""The cells every layout of a group of numbers agrees on: the certain moves of one component.

Each number says that exactly ``need`` of its hidden cells hold mines. A cell is certain when
no layout that meets every number gives it the other value. The true layout is one layout
(the generator knows it), so a cell needs a search only while no layout seen so far has
shown it the other way: each layout a search finds settles many cells at once, and the
searches that fail are the proofs. The search assigns cells in breadth-first order from the
cell asked about and propagates each number at once (all its cells safe once it has its
mines, all mines once it needs them all), so a contradiction is met near where it is made.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

__all__ = ["Rule", "fixed_cells"]

Rule = tuple[tuple[int, ...], int]
"""A number as the search sees it: its hidden cells, and how many of them are mines."""


def fixed_cells(rules: Sequence[Rule], witness: dict[int, int]) -> dict[int, int]:
    """The cells of ``rules`` that hold the same value in every layout meeting them.

    ``witness`` is one such layout (cell -> 0 or 1); the answer maps each fixed cell to its
    value, which is the witness's.

    >>> fixed_cells([((1, 2), 1), ((2, 3), 1)], {1: 0, 2: 1, 3: 0})  # a 1-1 along a wall
    {}
    >>> fixed_cells([((1, 2), 1), ((1, 2, 3), 1)], {1: 0, 2: 1, 3: 0})
    {3: 0}
    """
    rules_of: dict[int, list[int]] = {}
    for k, (cells, _) in enumerate(rules):
        for cell in cells:
            rules_of.setdefault(cell, []).append(k)
    seen_other: set[int] = set()  # cells some layout gives the value the witness does not
    fixed: dict[int, int] = {}
    for cell in rules_of:
        if cell in seen_other:
            continue
        found = _layout_with(rules, rules_of, cell, 1 - witness[cell])
        if found is None:
            fixed[cell] = witness[cell]
        else:
            seen_other.update(c for c, v in found.items() if v != witness[c])
    return fixed


def _order(rules: Sequence[Rule], rules_of: dict[int, list[int]], start: int) -> list[int]:
    """The cells of the component, breadth first from ``start``."""
    order, seen, queue = [], {start}, deque([start])
    while queue:
        cell = queue.popleft()
        order.append(cell)
        for k in rules_of[cell]:
            for other in rules[k][0]:
                if other not in seen:
                    seen.add(other)
                    queue.append(other)
    return order


class _Search:
    """Depth-first search for one layout, with each number propagated as cells are set."""

    def __init__(self, rules: Sequence[Rule], rules_of: dict[int, list[int]]) -> None:
        self.rules, self.rules_of = rules, rules_of
        self.value: dict[int, int] = {}
        self.mines = [0] * len(rules)  # mines set so far in each number's cells
        self.free = [len(cells) for cells, _ in rules]  # its cells not set yet
        self.trail: list[int] = []

    def assign(self, cell: int, value: int) -> bool:
        """Set ``cell`` and everything it forces; False on a contradiction."""
        pending = [(cell, value)]
        while pending:
            cell, value = pending.pop()
            known = self.value.get(cell)
            if known is not None:
                if known != value:
                    return False
                continue
            self.value[cell] = value
            self.trail.append(cell)
            for k in self.rules_of[cell]:  # every count first, so that `undo` finds them right
                self.free[k] -= 1
                self.mines[k] += value
            for k in self.rules_of[cell]:
                missing = self.rules[k][1] - self.mines[k]
                if missing < 0 or missing > self.free[k]:
                    return False
                if self.free[k] and missing in (0, self.free[k]):
                    forced = 1 if missing else 0
                    pending.extend((c, forced) for c in self.rules[k][0] if c not in self.value)
        return True

    def undo(self, mark: int) -> None:
        """Unset the cells set since the trail was ``mark`` long."""
        while len(self.trail) > mark:
            cell = self.trail.pop()
            value = self.value.pop(cell)
            for k in self.rules_of[cell]:
                self.free[k] += 1
                self.mines[k] -= value


def _layout_with(
    rules: Sequence[Rule], rules_of: dict[int, list[int]], cell: int, value: int
) -> dict[int, int] | None:
    """A layout meeting ``rules`` with ``cell`` set to ``value``, or None if there is none."""
    search = _Search(rules, rules_of)
    if not search.assign(cell, value):
        return None
    order = _order(rules, rules_of, cell)
    choices: list[tuple[int, int]] = []  # (position in order, trail mark): 1 left to try
    at = 0
    while True:
        while at < len(order) and order[at] in search.value:
            at += 1
        if at == len(order):
            return dict(search.value)
        mark = len(search.trail)
        if search.assign(order[at], 0):
            choices.append((at, mark))
            continue
        search.undo(mark)
        while not search.assign(order[at], 1):  # then back to the last choice left
            search.undo(mark)
            if not choices:
                return None
            at, mark = choices.pop()
            search.undo(mark)
