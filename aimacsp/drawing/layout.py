"""Where the boxes of a search tree go, and which failed subtrees are folded to fit the page.

Leaves are laid out left to right in the order the search tried them and each parent sits over
its children, so the picture reads as the search ran. Values of one variable rejected at once,
one after the other, share one box (`compact`). A tree wider than `MAX_WIDTH` is folded:
failed subtrees (every value under them failed, no solution below) become one box each, the
deepest first, until the tree fits; then, from the top down, each folded subtree that fits in
the room left is opened again. The top of the tree, where the search made its first choices,
is folded last; a solution's path never. A tree that cannot fit even folded (many solutions,
long paths with many values each) scrolls, with its root within the first `MAX_WIDTH` pixels,
so that it shows before any scrolling.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .record import Node

__all__ = ["MAX_WIDTH", "Layout", "Merged", "compact", "lay_out", "subtree_size"]

MAX_WIDTH = 720
"""The widest a tree is drawn before folding (a documentation page's text column)."""
MIN_WIDTH = 560  # room for the legend


@dataclass
class Layout:
    """The boxes' centres, the folded nodes and the picture's width."""

    xs: dict[int, float]
    folded: set[int] = field(default_factory=set)
    width: float = MIN_WIDTH

    def shown(self, root: Node) -> list[Node]:
        """The nodes drawn, parents before children (nothing under a folded node)."""
        found, stack = [], [root]
        while stack:
            node = stack.pop()
            found.append(node)
            if id(node) not in self.folded:
                stack.extend(reversed(node.children))
        return found


@dataclass(eq=False)
class Merged(Node):
    """Values of one variable rejected at once, one after the other, drawn as one box."""

    stands_for: int = 1  #: how many values tried it stands for


def compact(node: Node) -> Node:
    """A copy of the tree to draw, each run of two or more values of one variable that were
    rejected at once (siblings, one after the other) merged into one box: ``3=0,1,2``."""
    children: list[Node] = []
    run: list[Node] = []
    for child in [*node.children, None]:
        if child is not None and child.outcome == "failed" and not child.children:
            if run and run[0].var != child.var:
                children.append(_merge(run))
                run = []
            run.append(child)
            continue
        if run:
            children.append(_merge(run))
            run = []
        if child is not None:
            children.append(compact(child))
    return Node(
        node.var,
        node.value,
        node.depth,
        node.prunes,
        children,
        node.outcome,
        node.solutions,
        node.assigned,
        node.drawn,
    )


def _merge(run: list[Node]) -> Node:
    if len(run) == 1:
        return run[0]
    first = run[0]
    values = ",".join(str(n.value) for n in run)
    # Their prunes are not merged: written together they would read as one value's.
    return Merged(first.var, values, first.depth, [], [], "failed", 0, False, True, len(run))


def stands_for(node: Node) -> int:
    """How many values tried a drawn node stands for."""
    return node.stands_for if isinstance(node, Merged) else 1


def subtree_size(node: Node) -> int:
    """The values tried under ``node`` (not counting it)."""
    count, stack = 0, list(node.children)
    while stack:
        below = stack.pop()
        count += stands_for(below)
        stack.extend(below.children)
    return count


def lay_out(root: Node, room: Callable[[Node], float]) -> Layout:
    """Place the tree, folding failed subtrees deepest first while it is wider than
    `MAX_WIDTH`; ``room(node)`` is the width a node's box (and its notes) needs."""
    layout = _place(root, set(), room)
    if layout.width <= MAX_WIDTH:
        return layout
    foldable = [
        node
        for node in layout.shown(root)
        if node.depth and node.children and not node.solutions and node.outcome != "open"
    ]
    # Deepest first, and at one depth the widest first: each fold keeps as much of the top
    # of the tree as it can.
    foldable.sort(key=lambda node: (-node.depth, -_leaves(node)))
    folded: set[int] = set()
    for node in foldable:
        folded.add(id(node))
        layout = _place(root, folded, room)
        if layout.width <= MAX_WIDTH:
            break
    # The last fold may have saved more than was needed: open again, from the top of the
    # tree down, each folded subtree that fits in the room left.
    for node in sorted((n for n in foldable if id(n) in folded), key=lambda n: n.depth):
        folded.discard(id(node))
        wider = _place(root, folded, room)
        if wider.width <= MAX_WIDTH:
            layout = wider
        else:
            folded.add(id(node))
    layout = _place(root, folded, room)
    # A fold inside another is not seen: keep only the folds that are drawn.
    layout.folded = {id(n) for n in layout.shown(root) if id(n) in folded}
    if layout.width > MAX_WIDTH:  # the root stays on the first screen
        layout.xs[id(root)] = min(layout.xs[id(root)], MAX_WIDTH / 2)
    return layout


def _leaves(node: Node) -> int:
    """The leaves under ``node`` (itself, when it has no children)."""
    count, stack = 0, [node]
    while stack:
        below = stack.pop()
        count += not below.children
        stack.extend(below.children)
    return count


def _place(root: Node, folded: set[int], room: Callable[[Node], float]) -> Layout:
    """Leaves one slot apart in the order tried; a parent midway over its children."""
    layout = Layout({}, set(folded))
    shown = layout.shown(root)
    slot = 8 + max(room(node) for node in shown)
    next_leaf = 0.0
    for node in _post_order(root, folded):
        children = [] if id(node) in folded else node.children
        if children:
            layout.xs[id(node)] = (layout.xs[id(children[0])] + layout.xs[id(children[-1])]) / 2
        else:
            layout.xs[id(node)] = next_leaf + slot / 2
            next_leaf += slot
    layout.width = max(next_leaf, MIN_WIDTH)
    return layout


def _post_order(root: Node, folded: set[int]) -> list[Node]:
    """The shown nodes, each after its children, leaves left to right."""
    out: list[Node] = []
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, expanded = stack.pop()
        if expanded or id(node) in folded or not node.children:
            out.append(node)
            continue
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(node.children))
    return out
