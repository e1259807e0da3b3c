"""A big search tree fits the page: failed subtrees folded (and counted), the root in view,
values rejected in a row sharing a box; what cannot fit scrolls with its root on screen."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from aimacsp import (
    CSP,
    SearchRecord,
    Solver,
    first_unassigned_variable,
    forward_checking,
    mac,
    no_inference,
)
from aimacsp.drawing.layout import MAX_WIDTH
from aimacsp.drawing.tree import tree_svg
from aimacsp.problems import queens

SVG = "{http://www.w3.org/2000/svg}"


def drawn(csp: CSP[Any, Any], count: bool = False, **options: Any) -> tuple[SearchRecord, str]:
    record = SearchRecord(**{k: options.pop(k) for k in ("max_nodes",) if k in options})
    solver = Solver(csp, trace=record, preprocess=False, **options)
    solver.count() if count else solver.solve()
    return record, record._repr_html_()


def boxes(html: str) -> list[ET.Element]:
    return [g for g in ET.fromstring(html).iter(f"{SVG}g") if "node" in (g.get("class") or "")]


def width_of(html: str) -> float:
    return float(re.search(r"<svg[^>]* width='(\d+)'", html).group(1))  # type: ignore[union-attr]


def root_x(html: str) -> float:
    start = boxes(html)[0]
    rect = start.find(f"{SVG}rect")
    assert rect is not None
    return float(rect.get("x", "0")) + float(rect.get("width", "0")) / 2


@pytest.mark.parametrize("n", [6, 8, 10])
@pytest.mark.parametrize("max_nodes", [120, 1000])
def test_a_plain_search_is_folded_to_the_page_and_counted(n: int, max_nodes: int) -> None:
    record, html = drawn(
        queens(n), select=first_unassigned_variable, inference=no_inference, max_nodes=max_nodes
    )
    if max_nodes == 120:  # the default: the first 120 nodes fit, folded
        assert width_of(html) <= MAX_WIDTH
    assert root_x(html) <= MAX_WIDTH
    found = boxes(html)
    assert sum(int(g.get("data-tried", "0")) for g in found) == record.drawn
    folded = [g for g in found if "folded" in (g.get("class") or "").split()]
    note = ET.fromstring(html).find("p[@class='folded']")
    assert folded and note is not None
    hidden = sum(int(g.get("data-tried", "0")) - 1 for g in folded)
    assert note.text == (
        f"{len(folded):,} failed subtrees folded to fit the page ({hidden:,} nodes under them):"
        " a dashed box stands for one, with its count under it"
    )
    for g in folded:
        assert "dead-end" in (g.get("class") or "")  # only failed subtrees are folded
        assert g.findtext(f"{SVG}text[@class='hidden']") == f"+{int(g.get('data-tried', 0)) - 1:,}"


def test_a_small_tree_is_drawn_whole() -> None:
    record, html = drawn(queens(6), inference=forward_checking)
    assert ET.fromstring(html).find("p[@class='folded']") is None
    assert sum(int(g.get("data-tried", "0")) for g in boxes(html)) == record.nodes
    assert not [g for g in boxes(html) if "folded" in (g.get("class") or "")]


def test_a_tree_that_cannot_fit_scrolls_with_its_root_in_view() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], range(12))  # 144 solutions: nothing failed, nothing to fold
    record, html = drawn(csp, count=True, inference=no_inference, max_nodes=200)
    assert record.solutions == 144
    assert width_of(html) > MAX_WIDTH
    assert root_x(html) <= MAX_WIDTH / 2
    outer = ET.fromstring(html)
    scroller = outer.find("div")
    assert scroller is not None and "overflow-x:auto" in scroller.get("style", "")
    assert outer.find("p[@class='folded']") is None


def test_a_solution_path_is_never_folded() -> None:
    record, html = drawn(queens(8), select=first_unassigned_variable, inference=no_inference)
    for g in boxes(html):
        if "folded" in (g.get("class") or ""):
            assert "solution" not in (g.get("class") or "")


@pytest.mark.parametrize("n", [4, 6, 12])
def test_the_domains_view_fits_the_page_with_words_of_11_pixels(n: int) -> None:
    record = SearchRecord(max_steps=120)
    Solver(queens(n), inference=forward_checking, trace=record).solve()
    svg = ET.fromstring(record.domains().svg())
    assert float(svg.get("width", "0")) <= MAX_WIDTH
    sizes = {float(t.get("font-size", "0")) for t in svg.iter(f"{SVG}text")}
    assert min(sizes) >= 11
    cells = [g for g in svg.iter(f"{SVG}g") if g.get("class") in ("domain", "assigned")]
    assert len(cells) == len(record.variables) * len(record.steps)  # every step, in bands


@pytest.mark.parametrize(
    "inference", [forward_checking, mac], ids=["forward checking", "MAC"]
)
def test_every_word_of_the_tree_is_readable_on_a_projector(inference: Any) -> None:
    # The pruned values were 9 px (about 7 once a page scaled the picture down): labels are
    # now 13 px, and every note, the pruned values among them, 12 px or more.
    record = SearchRecord()
    Solver(queens(6), inference=inference, trace=record).solve()
    svg = ET.fromstring(tree_svg(record))
    sizes = {
        (t.get("class") or "", float(t.get("font-size", "0"))) for t in svg.iter(f"{SVG}text")
    }
    assert min(size for _, size in sizes) >= 12
    pruned = [size for kind, size in sizes if kind == "pruned"]
    assert pruned and min(pruned) >= 12
    assert float(svg.get("width", "0")) <= MAX_WIDTH
    # Each line of pruned values keeps clear of the next layer of boxes.
    tops = sorted({float(r.get("y", "0")) for r in svg.iter(f"{SVG}rect")})
    notes = [float(t.get("y", "0")) for t in svg.iter(f"{SVG}text") if t.get("class") == "pruned"]
    assert all(not any(top - 2 < y < top + 26 for top in tops[2:]) for y in notes)
