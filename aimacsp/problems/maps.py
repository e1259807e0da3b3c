"""Map colouring (AIMA section 6.1.1): Australia, the USA and France, from a neighbours text.

A map is written as aima-python writes one, ``"X: Y Z; Y: Z"``: each region, a colon, the
regions it borders; a border is listed once, under either of its regions. `parse_neighbors`
reads that text and `map_coloring` makes the CSP, one ``!=`` constraint per border.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..errors import ModelError, brief
from ..model import CSP

__all__ = [
    "AUSTRALIA_BORDERS",
    "FRANCE_NEIGHBORS",
    "USA_NEIGHBORS",
    "australia",
    "france",
    "map_coloring",
    "parse_neighbors",
    "usa",
]

#: The neighbouring states and territories of Australia (AIMA Figure 6.1).
AUSTRALIA_BORDERS = [
    ("WA", "NT"), ("WA", "SA"), ("NT", "SA"), ("NT", "Q"), ("SA", "Q"),
    ("SA", "NSW"), ("SA", "V"), ("Q", "NSW"), ("NSW", "V"),
]  # fmt: skip

#: The 50 states and the District of Columbia by their postal codes, each land border once
#: (under the earlier code in alphabetical order; corners such as the Four Corners do not
#: count). Alaska and Hawaii border no other state. Written from the map for this project;
#: its 107 borders are those of aima-python's ``usa_csp`` (which spells Kansas ``KA``).
USA_NEIGHBORS = """
    AK: ; AL: FL GA MS TN; AR: LA MO MS OK TN TX; AZ: CA NM NV UT; CA: NV OR;
    CO: KS NE NM OK UT WY; CT: MA NY RI; DC: MD VA; DE: MD NJ PA; FL: GA; GA: NC SC TN; HI: ;
    IA: IL MN MO NE SD WI; ID: MT NV OR UT WA WY; IL: IN KY MO WI; IN: KY MI OH; KS: MO NE OK;
    KY: MO OH TN VA WV; LA: MS TX; MA: NH NY RI VT; MD: PA VA WV; ME: NH; MI: OH WI;
    MN: ND SD WI; MO: NE OK TN; MS: TN; MT: ND SD WY; NC: SC TN VA; ND: SD; NE: SD WY; NH: VT;
    NJ: NY PA; NM: OK TX; NV: OR UT; NY: PA VT; OH: PA WV; OK: TX; OR: WA; PA: WV; SD: WY;
    TN: VA; UT: WY; VA: WV
"""

#: The 21 regions of mainland France before 2016 (AL Alsace, AQ Aquitaine, AU Auvergne,
#: BO Burgundy, BR Brittany, CA Champagne-Ardenne, CE Centre, FC Franche-Comté,
#: IF Île-de-France, LI Limousin, LO Lorraine, LR Languedoc-Roussillon, MP Midi-Pyrénées,
#: NB Lower and NH Upper Normandy, NO Nord-Pas-de-Calais, PA Provence-Alpes-Côte d'Azur,
#: PC Poitou-Charentes, PI Picardy, PL Pays de la Loire, RA Rhône-Alpes), each border once.
#: Written from the map for this project; its 43 borders are those of aima-python's
#: ``france_csp``.
FRANCE_NEIGHBORS = """
    AL: FC LO; AQ: LI MP PC; AU: BO CE LI LR MP RA; BO: CA CE FC IF RA; BR: NB PL;
    CA: FC IF LO PI; CE: IF LI NB NH PC PL; FC: LO RA; IF: NH PI; LI: MP PC; LR: MP PA RA;
    NB: NH PL; NH: PI; NO: PI; PA: RA; PC: PL
"""


def parse_neighbors(text: str) -> dict[str, list[str]]:
    """Each region of a neighbours text with the regions it borders, both ways round.

    Unlike aima-python's function of the same name, a region listed with no neighbours
    (``"T: "``, Tasmania) is kept, and a border listed twice counts once.

    >>> parse_neighbors("X: Y Z; Y: Z; W: ")
    {'X': ['Y', 'Z'], 'Y': ['X', 'Z'], 'Z': ['X', 'Y'], 'W': []}
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_neighbors: expected a text like 'X: Y Z; Y: Z', got {brief(text)}")
    found: dict[str, list[str]] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        region, colon, others = part.partition(":")
        region = region.strip()
        if not colon or not region or len(region.split()) > 1:
            raise ModelError(
                f"parse_neighbors: {part.strip()!r} is not 'REGION: NEIGHBOUR NEIGHBOUR ...'"
            )
        found.setdefault(region, [])
        for other in others.split():
            if other == region:
                raise ModelError(f"parse_neighbors: {region} is listed as its own neighbour")
            if other not in found.setdefault(region, []):
                found[region].append(other)
                found.setdefault(other, []).append(region)
    return found


def map_coloring(
    colours: Iterable[str], neighbors: str | Mapping[str, Iterable[str]]
) -> CSP[str, str]:
    """Colour a map so that no two neighbours share a colour: one variable per region (in
    the order the map names them), one ``!=`` constraint per border.

    ``neighbors`` is a neighbours text (see `parse_neighbors`) or a dict from each region
    to the regions it borders; the arguments come in the order of aima-python's
    ``MapColoringCSP(colors, neighbors)``.

    >>> from aimacsp import count_solutions
    >>> count_solutions(map_coloring(["R", "G", "B"], "SA: WA NT Q NSW V; NT: WA Q; NSW: Q V; T: "))
    18
    """
    if isinstance(neighbors, str):
        neighbors = parse_neighbors(neighbors)
    if not isinstance(neighbors, Mapping):
        raise TypeError(
            f"map_coloring: neighbors must be a text or a dict of lists, got {brief(neighbors)}"
        )
    csp: CSP[str, str] = CSP()
    csp.add_variables(neighbors, colours)
    done: set[frozenset[str]] = set()
    for region, others in neighbors.items():
        for other in others:
            border = frozenset((region, other))
            if border not in done:
                done.add(border)
                csp.add_constraint(lambda x, y: x != y, [region, other])
    return csp


def australia(colours: tuple[str, ...] = ("red", "green", "blue")) -> CSP[str, str]:
    """Colour the map of Australia so that no neighbours share a colour (AIMA Figure 6.1)."""
    csp: CSP[str, str] = CSP()
    csp.add_variables(["WA", "NT", "SA", "Q", "NSW", "V", "T"], colours)
    for a, b in AUSTRALIA_BORDERS:
        csp.add_constraint(lambda x, y: x != y, [a, b])
    return csp


def usa(colours: tuple[str, ...] = ("red", "green", "blue", "yellow")) -> CSP[str, str]:
    """Colour the map of the United States with four colours (`USA_NEIGHBORS`).

    >>> from aimacsp import Solver
    >>> csp = usa()
    >>> len(csp.variables), len(csp.constraints), csp.is_solution(Solver(csp).solve())
    (51, 107, True)
    """
    return map_coloring(colours, USA_NEIGHBORS)


def france(colours: tuple[str, ...] = ("red", "green", "blue", "yellow")) -> CSP[str, str]:
    """Colour the map of France's 21 mainland regions with four colours (`FRANCE_NEIGHBORS`)."""
    return map_coloring(colours, FRANCE_NEIGHBORS)
