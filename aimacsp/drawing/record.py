"""The recording half of `SearchRecord`: a trace that keeps a search as a tree, to draw it.

Pass it as ``trace=`` to `Solver` or `backtracking_search`; it is called with each event and
the search state. Each value tried becomes a node under the assignment it extends: an `Assign`
makes one, and so does a value rejected at once (a `Backtrack` with ``failed``) with no
`Assign` of its own (as older engines reported it). The values a `Prune` removes belong to
the assignment whose inference removed them. The search reports them after that `Assign`
(causal order); an engine that reports them before it is read right as well, because at such
a prune the state already holds one assigned variable more than the tree: those prunes wait
for the next node.

The tree keeps its first `max_nodes` nodes (in the order the search tried them) for drawing
and only counts the rest; the domains view keeps its first `max_steps` steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .markup import solutions_text
from .shapes import StateLike

__all__ = ["Node", "Recorder", "Step"]


@dataclass(eq=False)
class Node:
    """One value tried: ``var = value`` at ``depth`` (the root has depth 0 and no variable)."""

    var: Any
    value: Any
    depth: int
    prunes: list[tuple[Any, tuple[Any, ...]]] = field(default_factory=list)
    children: list[Node] = field(default_factory=list)
    #: "open" (searched below, or the search stopped inside), "solution", "failed" (rejected
    #: at once), "dead end" (every value below failed), "done" (searched, with a solution)
    outcome: str = "open"
    solutions: int = 0  #: solutions found below this node
    assigned: bool = True  #: made by an Assign event (False: a value rejected without one)
    drawn: bool = True  #: kept for the drawing (False: past `SearchRecord.max_nodes`)


@dataclass
class Step:
    """The domains after one event of the tree: each variable's size, and which are assigned."""

    label: str
    sizes: list[int]
    assigned: list[bool]


class Recorder:
    """The recording half of `SearchRecord`: events in, a tree, counts and steps out."""

    def __init__(self, max_nodes: int = 120, max_steps: int = 120) -> None:
        for name, value in (("max_nodes", max_nodes), ("max_steps", max_steps)):
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"SearchRecord: {name} must be a whole number >= 1, got {value!r}")
        self.max_nodes, self.max_steps = max_nodes, max_steps
        self.root = Node(None, None, 0, assigned=False)
        self.nodes = 0  #: values tried (nodes of the tree, drawn or not)
        self.drawn = 0  #: nodes kept for the drawing
        self.assignments = self.rejected = self.dead_ends = self.solutions = self.prunes = 0
        self.steps: list[Step] = []
        self.more_steps = 0  #: steps after the first max_steps, counted only
        self.variables: list[Any] = []
        self._index: dict[Any, int] = {}
        self._path: list[Node] = [self.root]
        self._waiting: list[tuple[Any, tuple[Any, ...]]] = []  # prunes ahead of their node
        self._causal: bool | None = None  # the engine's order, once a failed value shows it

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}({self.nodes} values tried: {self.rejected} rejected,"
            f" {self.dead_ends} dead ends, {solutions_text(self.solutions)})"
        )

    def __call__(self, event: Any, state: Any) -> None:
        """Record one event (the signature of a trace)."""
        if hasattr(event, "assignment"):
            self._solution(state)
        elif hasattr(event, "values"):
            self._prune(event.var, tuple(event.values), state)
        elif hasattr(event, "failed"):
            self._backtrack(event.var, event.value, event.depth, bool(event.failed), state)
        elif hasattr(event, "number"):  # a restart: the next values are tried from the root
            del self._path[1:]
        else:
            self._assign(event.var, event.value, event.depth, state)

    def _assign(self, var: Any, value: Any, depth: int, state: Any) -> None:
        self.assignments += 1
        node = self._grow(var, value, depth)
        self._path.append(node)
        self._step(f"{var}={value}", state)

    def _backtrack(self, var: Any, value: Any, depth: int, failed: bool, state: Any) -> None:
        path = self._path
        known = len(path) > depth and path[depth].var == var and path[depth].value == value
        if failed:
            self.rejected += 1
            # A failed value with its Assign before it tells the engine's order for good.
            self._causal = known if self._causal is None else self._causal
            node = path[depth] if known else self._grow(var, value, depth, assigned=False)
            node.prunes.extend(self._take_waiting())
            node.outcome = "failed"
            self._step(f"{var}={value} fails", state)
        elif known:
            node = path[depth]
            if node.outcome == "open":
                node.outcome = "done" if node.solutions else "dead end"
                self.dead_ends += node.outcome == "dead end"
            self._step(f"undo {var}={value}", state)
        del path[max(depth, 1) :]

    def _solution(self, state: Any) -> None:
        self.solutions += 1
        self._path[-1].outcome = "solution"
        for node in self._path:
            node.solutions += 1
        self._step("solution", state)

    def _prune(self, var: Any, values: tuple[Any, ...], state: Any) -> None:
        self.prunes += len(values)
        here = self._path[-1]
        if here is not self.root and not here.drawn:
            return  # past the drawing's last node: only counted
        if self._ahead_of_tree(state):
            self._waiting.append((var, values))
            return
        here.prunes.append((var, values))
        where = self._index.get(var)
        if self.steps and not self.more_steps and where is not None:
            # The prune follows its step: the step's picture must show it.
            self.steps[-1].sizes[where] = _size(state, var)

    def _ahead_of_tree(self, state: Any) -> bool:
        """Whether a prune belongs to a value the search has not reported yet."""
        if self._causal is None:  # not known yet: ask the state (it costs one look per variable)
            return _assigned_count(state) > len(self._path) - 1
        # Prunes-first engines report only the whole problem's propagation at the root.
        return not self._causal and bool(self.nodes)

    def _grow(self, var: Any, value: Any, depth: int, assigned: bool = True) -> Node:
        """A new node under the one at ``depth - 1``, kept for drawing while there is room."""
        del self._path[max(depth, 1) :]
        node = Node(var, value, depth, self._take_waiting(), assigned=assigned)
        self.nodes += 1
        if self.drawn < self.max_nodes:
            self.drawn += 1
            self._path[-1].children.append(node)
        else:
            node.drawn = False
        return node

    def _take_waiting(self) -> list[tuple[Any, tuple[Any, ...]]]:
        waiting, self._waiting = self._waiting, []
        return waiting

    def _step(self, label: str, state: Any) -> None:
        """One column of the domains view."""
        if len(self.steps) >= self.max_steps:
            self.more_steps += 1
            return
        variables = getattr(state, "variables", None)
        if variables is None or not hasattr(state, "size"):
            return
        if not self.variables:
            self.variables = list(variables)
            self._index = {v: k for k, v in enumerate(self.variables)}
        sizes = [_size(state, v) for v in self.variables]
        assigned = [bool(getattr(state, "is_assigned", lambda v: False)(v)) for v in self.variables]
        self.steps.append(Step(label, sizes, assigned))


def _assigned_count(state: Any) -> int:
    """How many variables the state holds assigned (0 for a state that cannot say)."""
    if not hasattr(state, "is_assigned") or not hasattr(state, "variables"):
        return 0
    checked: StateLike = state
    return sum(1 for v in checked.variables if checked.is_assigned(v))


def _size(state: Any, var: Any) -> int:
    return int(state.size(var))
