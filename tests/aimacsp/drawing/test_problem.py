"""A CSP and a conflict draw themselves: well-formed HTML that lists what the problem holds."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from hypothesis import given, settings

from aimacsp import CSP, AllDifferent, Conflict, Sum, explain, minimal_conflict
from aimacsp.drawing import csp_html
from aimacsp.drawing.problem import ROWS
from tests.aimacsp.strategies import csps

SVG = "{http://www.w3.org/2000/svg}"


def parse(html: str) -> ET.Element:
    """The HTML as an XML tree: it must be well-formed."""
    return ET.fromstring(html)


def column(root: ET.Element, table: str, k: int = 0) -> list[str]:
    """The text of column ``k`` of each body row of the table of class ``table``."""
    found = root.find(f".//table[@class='{table}']")
    assert found is not None
    rows = found.findall("tr")[1:]
    cells = [row.findall("td") for row in rows]
    return ["".join(tds[k].itertext()) for tds in cells if len(tds) > k]


def groups(root: ET.Element, kind: str) -> list[ET.Element]:
    return [e for e in root.iter(f"{SVG}g") if e.get("class") == kind]


def australia() -> CSP[str, str]:
    csp: CSP[str, str] = CSP()
    csp.add_variables(["WA", "NT", "SA", "Q", "NSW", "V", "T"], ["red", "green", "blue"])
    for a, b in [("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("SA", "Q"), ("Q", "NSW")]:
        csp.add_constraint(lambda x, y: x != y, [a, b], name=f"{a} != {b}")
    csp.add_constraint(AllDifferent(["SA", "NSW", "V"]))
    csp.add_constraint(lambda t: t == "red", ["T"], name="T is red")
    return csp


def test_a_small_csp_lists_and_draws_every_variable() -> None:
    csp = australia()
    root = parse(csp._repr_html_())
    assert column(root, "variables") == list(csp.variables)
    assert column(root, "variables", 1)[0] == "{red, green, blue}"
    assert column(root, "variables", 2) == ["2", "2", "4", "2", "2", "1", "1"]
    assert column(root, "constraints") == [repr(c) for c in csp.constraints]
    assert len(groups(root, "variable")) == 7
    assert len(groups(root, "constraint")) == 6  # the unary one is a thick ring, not a line
    assert "CSP: 7 variables, 7 constraints; domains of 3 values; 2,187 complete" in "".join(
        root.itertext()
    )
    t = next(g for g in groups(root, "variable") if "T is red" in (g.findtext(f"{SVG}title") or ""))
    circle = t.find(f"{SVG}circle")
    assert circle is not None and circle.get("stroke-width") == "3.5"


def test_a_highlighted_conflict_is_red_inside_its_csp() -> None:
    csp = australia()
    csp.add_constraint(lambda a: a == "red", ["WA"], name="WA is red")
    csp.add_constraint(lambda a: a == "red", ["NT"], name="NT is red")
    conflict = minimal_conflict(csp)
    assert conflict is not None and len(conflict) == 3
    root = parse(csp_html(csp, highlight=conflict))
    assert len(groups(root, "hot-constraint")) == 1  # WA != NT; the two unary ones are rings
    assert {g.findtext(f"{SVG}title") for g in groups(root, "hot-variable")} == {
        "WA ; WA is red",
        "NT ; NT is red",
    }
    table = root.find(".//table[@class='constraints']")
    assert table is not None
    hot = [td.text for td in table.iter("td") if "d62728" in (td.get("style") or "")]
    assert sorted(hot) == sorted(repr(c) for c in conflict)


def test_a_conflict_draws_its_constraints() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b", "c", "d"], [0, 1])
    csp.add_constraint(Sum(["a", "b"], "==", 1))
    csp.add_constraint(Sum(["a", "b", "c"], "==", 1))
    csp.add_constraint(Sum(["c", "d"], "==", 1))
    conflict = explain(csp, "d", 0)
    assert conflict is not None
    root = parse(conflict._repr_html_())
    assert column(root, "constraints") == [repr(c) for c in conflict]
    assert len(groups(root, "hot-variable")) == 4
    assert "Conflict: these 3 constraints cannot all hold (minimal" in "".join(root.itertext())
    unproven = parse(Conflict(list(conflict), minimal=False)._repr_html_())
    assert "perhaps not minimal" in "".join(unproven.itertext())


def test_an_empty_conflict_names_the_domain() -> None:
    csp: CSP[str, int] = CSP()
    csp.add_variables(["a", "b"], [0, 1])
    conflict = explain(csp, "a", 5)
    assert conflict is not None and not conflict
    text = "".join(parse(conflict._repr_html_()).itertext())
    assert text == "Conflict: the domain of a alone excludes the value"


def test_an_empty_csp_draws() -> None:
    root = parse(CSP()._repr_html_())
    assert "CSP: no variables, 0 constraints" in "".join(root.itertext())
    assert root.find(f".//{SVG}svg") is None and column(root, "variables") == []


def test_a_big_csp_is_cut_and_says_how_much() -> None:
    csp: CSP[tuple[int, int], int] = CSP()
    cells = [(r, c) for r in range(9) for c in range(9)]
    csp.add_variables(cells, range(1, 10))
    for r in range(9):
        csp.add_constraint(AllDifferent([(r, c) for c in range(9)]))
    html = csp._repr_html_()
    root = parse(html)
    assert len(column(root, "variables")) == ROWS + 1
    assert column(root, "variables")[-1] == f"… and {81 - ROWS} more variables"
    assert root.find(f".//{SVG}svg") is None
    assert "about 10^77 complete assignments" in "".join(root.itertext())
    assert "1, 2, 3, 4, 5, 6, 7, 8, … (9 values)" in column(root, "variables", 1)


def test_names_with_markup_are_escaped() -> None:
    csp: CSP[str, str] = CSP()
    csp.add_variables(["a<b", "c&d", "'e'"], ["<", "&", '"'])
    csp.add_constraint(lambda x, y: x != y, ["a<b", "c&d"], name="<b>bold</b> & co")
    root = parse(csp._repr_html_())
    assert column(root, "variables") == ["a<b", "c&d", "'e'"]
    assert column(root, "variables", 1)[0] == '{<, &, "}'
    assert column(root, "constraints") == ["<b>bold</b> & co"]
    assert [g.findtext(f"{SVG}title") for g in groups(root, "constraint")] == ["<b>bold</b> & co"]


@settings(max_examples=40, deadline=None)
@given(csps(max_variables=6, max_constraints=6))
def test_every_small_csp_lists_its_variables_and_constraints(csp: CSP[str, int]) -> None:
    root = parse(csp._repr_html_())
    assert column(root, "variables") == list(csp.variables)
    if csp.constraints:
        shown = [repr(c) if len(repr(c)) <= 60 else repr(c)[:59] + "…" for c in csp.constraints]
        assert column(root, "constraints") == shown
    else:
        assert "No constraints." in "".join(root.itertext())
    counts = [sum(v in c.scope for c in csp.constraints) for v in csp.variables]
    assert column(root, "variables", 2) == [str(n) for n in counts]
    assert len(groups(root, "variable")) == len(csp.variables)
    drawn = groups(root, "constraint")
    assert len(drawn) == sum(len(c.scope) > 1 for c in csp.constraints)


def test_the_constraint_table_names_the_variables() -> None:
    csp = australia()
    root = parse(csp._repr_html_())
    assert column(root, "constraints", 1) == [", ".join(c.scope) for c in csp.constraints]
    big: CSP[int, int] = CSP()
    big.add_variables(range(9), range(9))
    big.add_constraint(AllDifferent(list(range(9))))
    assert column(parse(big._repr_html_()), "constraints", 1) == [
        "0, 1, 2, 3, 4, 5, … (9 variables)"
    ]


def test_the_legend_says_what_each_symbol_shown_means() -> None:
    def legend(csp: CSP[Any, Any], **options: Any) -> list[str]:
        root = parse(csp_html(csp, **options))
        return ["".join(g.itertext()) for g in groups(root, "legend")]

    assert legend(australia()) == [
        "a constraint on two variables",
        "a constraint on three or more (dashed to each)",
        "thick ring: a constraint on that variable alone",
    ]
    pair: CSP[str, int] = CSP()
    pair.add_variables(["a", "b"], [0, 1])
    pair.add_constraint(lambda a, b: a != b, ["a", "b"])
    assert legend(pair) == ["a constraint on two variables"]
    assert legend(pair, highlight=pair.constraints)[-1].startswith("red: the constraints")


def test_a_wide_domain_draws_as_its_range_without_listing_it() -> None:
    from aimacsp import CSP

    csp: CSP[str, int] = CSP()
    x = csp.integer("x", 0, 10**12)
    csp.add(x >= 5)
    html = csp._repr_html_()
    assert "0..1000000000000 (1,000,000,000,001 values)" in html
