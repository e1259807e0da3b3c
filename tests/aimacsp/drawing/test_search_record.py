"""`SearchRecord` keeps a search as a tree: one node per value tried, prunes under the
assignment that made them whatever order the engine reports them in, pictures bounded."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp import (
    CSP,
    Assign,
    Backtrack,
    Constraint,
    Event,
    Prune,
    SearchRecord,
    Solution,
    Solver,
    forward_checking,
    mac,
    mrv,
)
from aimacsp.problems import queens
from tests.aimacsp.strategies import brute_force, csps

SVG = "{http://www.w3.org/2000/svg}"


@dataclass
class Seen:
    """What a trace saw at one event: the event, the assigned variables, the domain sizes."""

    event: Event
    assigned: frozenset[Any]
    sizes: dict[Any, int] = field(default_factory=dict)


class Replay:
    """A stand-in for the search state, as it was at one recorded event."""

    def __init__(self, seen: Seen) -> None:
        self.seen = seen
        self.variables = list(seen.sizes)

    def size(self, var: Any) -> int:
        return self.seen.sizes[var]

    def is_assigned(self, var: Any) -> bool:
        return var in self.seen.assigned


def watch(csp: CSP[Any, Any], **options: Any) -> list[Seen]:
    """Every event of a search, with the state's assigned variables and sizes at the time."""
    seen: list[Seen] = []

    def trace(event: Event, state: Any) -> None:
        sizes = {v: state.size(v) for v in state.variables}
        seen.append(Seen(event, frozenset(state.assignment()), sizes))

    Solver(csp, trace=trace, **options).count()
    return seen


def prunes_first(seen: list[Seen]) -> list[Seen]:
    """The same search as an engine that reports each inference's prunes before its `Assign`,
    and a value that fails with no `Assign` at all (this engine's order until 2026)."""
    out: list[Seen] = []
    k = 0
    while k < len(seen):
        item = seen[k]
        if not isinstance(item.event, Assign):
            out.append(item)
            k += 1
            continue
        end = k + 1
        while end < len(seen) and isinstance(seen[end].event, Prune):
            end += 1
        out.extend(seen[k + 1 : end])
        after = seen[end].event if end < len(seen) else None
        failed = isinstance(after, Backtrack) and after.failed and after.var == item.event.var
        if not failed:
            out.append(item)
        k = end
    return out


def tried(events: list[Event]) -> int:
    """Values tried: each `Assign`, and each failed `Backtrack` that had none."""
    count, last = 0, None
    for event in events:
        if isinstance(event, Assign):
            count, last = count + 1, (event.var, event.value, event.depth)
        elif isinstance(event, Backtrack) and event.failed:
            count += (event.var, event.value, event.depth) != last
            last = None
        elif not isinstance(event, Prune):
            last = None
    return count


def record(seen: list[Seen]) -> SearchRecord:
    rec = SearchRecord(max_nodes=10_000)
    for item in seen:
        rec(item.event, Replay(item))
    return rec


def shape(rec: SearchRecord) -> list[tuple[Any, ...]]:
    """Each node as (depth, var, value, outcome, prunes), parents before children."""
    out, stack = [], [rec.root]
    while stack:
        node = stack.pop()
        prunes = sorted((str(v), tuple(sorted(vals))) for v, vals in node.prunes)
        out.append((node.depth, node.var, node.value, node.outcome, prunes))
        stack.extend(reversed(node.children))
    return out


def nodes_of(html: str) -> list[ET.Element]:
    root = ET.fromstring(html)
    return [g for g in root.iter(f"{SVG}g") if (g.get("class") or "").startswith("node")]


@pytest.mark.parametrize("inference", [None, forward_checking, mac])
@pytest.mark.parametrize("n", [4, 5, 6])
def test_one_node_per_value_tried(n: int, inference: Any) -> None:
    options = {"inference": inference} if inference else {}
    seen = watch(queens(n), preprocess=False, **options)
    events = [s.event for s in seen]
    rec = record(seen)
    assigns = sum(isinstance(e, Assign) for e in events)
    drawn = nodes_of(rec._repr_html_())
    # Each box says how many values tried it stands for: one, a run rejected at once, or a
    # folded subtree; the start stands for none.
    assert sum(int(g.get("data-tried", "-1")) for g in drawn) == tried(events) == rec.nodes
    assert rec.assignments == assigns
    assert sum("solution" in (g.get("class") or "").split() for g in drawn) == rec.solutions
    assert rec.solutions == sum(isinstance(e, Solution) for e in events)
    assert rec.prunes == sum(len(e.values) for e in events if isinstance(e, Prune))


@pytest.mark.parametrize("inference", [forward_checking, mac])
def test_prunes_land_on_their_assignment_in_either_order(inference: Any) -> None:
    seen = watch(queens(6), inference=inference, select=mrv)
    causal, old = record(seen), record(prunes_first(seen))
    assert shape(causal) == shape(old)
    assert old.rejected == causal.rejected > 0 and old.assignments < causal.assignments
    first = causal.root.children[0]
    assert first.prunes  # the queen's row and diagonals left its neighbours' domains


def a_before_b() -> SearchRecord:
    """The record of forward checking on a < b, both in 0..2, to its first solution."""
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1, 2])
    csp.add_constraint(lambda a, b: a < b, ["a", "b"])
    rec = SearchRecord()
    Solver(csp, inference=forward_checking, trace=rec, preprocess=False).solve()
    return rec


def test_prunes_come_from_the_inference_of_their_node() -> None:
    rec = a_before_b()
    (a0,) = rec.root.children
    assert (a0.var, a0.value, a0.prunes) == ("a", 0, [("b", (0,))])
    (b1,) = a0.children
    assert (b1.var, b1.value, b1.outcome) == ("b", 1, "solution")


class FirstIsOne(Constraint[str, int]):
    """``a == 1``, checked only as the base class checks: with one variable left."""

    def is_satisfied(self, values: Sequence[int]) -> bool:
        return values[0] == 1


def test_a_dead_end_and_a_rejected_value_are_marked() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c"], [0, 1])
    csp.add_constraint(FirstIsOne(["a", "b", "c"]))  # tested once a single variable is left
    rec = SearchRecord()
    Solver(csp, trace=rec, preprocess=False).solve()
    a0, a1 = rec.root.children
    assert (a0.value, a0.outcome, a1.value, a1.outcome) == (0, "dead end", 1, "open")
    assert [(n.value, n.outcome) for n in a0.children] == [(0, "failed"), (1, "failed")]
    assert (rec.dead_ends, rec.rejected) == (1, 2)
    html = rec._repr_html_()
    kinds = [(g.get("class") or "").split()[1] for g in nodes_of(html)]
    # The two values of b rejected one after the other share one box.
    assert kinds == ["open", "dead-end", "failed", "open", "open", "solution"]
    merged = nodes_of(html)[2]
    assert merged.findtext(f"{SVG}title") == "b=0,1: 2 values, each rejected at once"
    assert merged.get("data-tried") == "2"


def test_a_big_search_is_cut_and_says_how_much() -> None:
    rec = SearchRecord(max_nodes=50, max_steps=30)
    Solver(queens(7), trace=rec, preprocess=False).count()
    html = rec._repr_html_()
    assert len(html) < 200_000
    assert sum(int(g.get("data-tried", "0")) for g in nodes_of(html)) == 50
    more = ET.fromstring(html).find("p[@class='more']")
    assert more is not None and more.text == (
        f"… {rec.nodes - 50:,} more nodes not drawn (the first 50, in the order the search"
        " tried them, are shown)"
    )
    domains = ET.fromstring(rec.domains().svg())
    notes = [t.text for t in domains.iter(f"{SVG}text") if t.get("class") == "note"]
    assert notes == [f"… and {rec.more_steps:,} more steps not drawn"]
    assert sum(1 for g in domains.iter(f"{SVG}g") if g.get("class") in ("domain", "assigned")) == (
        7 * 30
    )


def test_the_domains_view_shows_each_step() -> None:
    rec = a_before_b()
    assert [s.label for s in rec.steps] == ["a=0", "b=1", "solution"]
    assert rec.steps[0].sizes == [1, 2] and rec.steps[0].assigned == [True, False]
    root = ET.fromstring(rec.domains()._repr_svg_())
    cells = [g for g in root.iter(f"{SVG}g") if g.get("class") in ("domain", "assigned")]
    assert [g.findtext(f"{SVG}text") for g in cells] == ["1", "1", "1", "2", "1", "1"]


def test_an_empty_search_draws() -> None:
    rec = SearchRecord()
    assert Solver(CSP(), trace=rec).solve() == {}
    assert len(nodes_of(rec._repr_html_())) == 1
    assert "no steps recorded" in "".join(ET.fromstring(rec.domains().svg()).itertext())


def test_names_with_markup_are_escaped() -> None:
    csp: CSP[str, str] = CSP()
    csp.add_variables(["<a>", "b&c"], ["x<y", "&"])
    csp.add_constraint(lambda a, b: a != b, ["<a>", "b&c"])
    rec = SearchRecord()
    Solver(csp, inference=forward_checking, trace=rec, preprocess=False).solve()
    titles = [g.findtext(f"{SVG}title") for g in nodes_of(rec.tree())]
    assert titles[1] == "<a>=x<y: open; pruned b&c≠x<y"
    ET.fromstring(rec.domains().svg())


@pytest.mark.parametrize("bad", [0, -1, 2.5, True, "10"])
def test_the_caps_are_checked(bad: Any) -> None:
    with pytest.raises(ValueError, match="SearchRecord: max_nodes must be a whole number >= 1"):
        SearchRecord(max_nodes=bad)


def walk(node: Any) -> list[Any]:
    found, stack = [], [node]
    while stack:
        node = stack.pop()
        found.append(node)
        stack.extend(node.children)
    return found


@settings(max_examples=60, deadline=None)
@given(csps(), st.sampled_from([None, forward_checking, mac]), st.booleans())
def test_the_tree_agrees_with_brute_force(csp: CSP[str, int], inference: Any, old: bool) -> None:
    options = {"inference": inference} if inference else {}
    seen = watch(csp, preprocess=False, **options)
    rec = record(prunes_first(seen) if old else seen)
    assert rec.solutions == len(brute_force(csp))
    nodes = walk(rec.root)
    assert len(nodes) == 1 + rec.nodes == 1 + tried([s.event for s in seen])
    for node in nodes:
        assert all(child.depth == node.depth + 1 for child in node.children)
        assert node.solutions == sum(c.solutions for c in node.children) + (
            node.outcome == "solution"
        )
        if node.outcome == "dead end":
            assert node.solutions == 0 and node.children
        if node.outcome == "failed":
            assert not node.children
    assert sum(len(v) for n in nodes for _, v in n.prunes) == rec.prunes
    leaves = [n.outcome for n in nodes if n is not rec.root and not n.children]
    assert set(leaves) <= {"solution", "failed", "open", "dead end"}
    ET.fromstring(rec._repr_html_())
    ET.fromstring(rec.domains().svg())
