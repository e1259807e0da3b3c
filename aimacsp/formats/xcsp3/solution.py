"""Solutions as XCSP3 writes them: an ``<instantiation>`` of a list of variables.

`instantiation` writes one for the competition's ``v`` line (each array as one compact
reference, ``x[]``, when all its cells exist); `assignment` reads one back, as the XCSP3
solvers print it (compact references, ``vxk`` repeats, and ``*`` for a variable no
constraint reads, which is left out).

>>> from aimacsp.formats.xcsp3.document import parse_text
>>> from aimacsp.formats.xcsp3.declarations import Declarations
>>> names = Declarations.read(parse_text('<variables><var id="z"> 0..9 </var>'
...     '<array id="x" size="[2]"> 0..9 </array></variables>'), "t")
>>> text = instantiation({"z": 3, "x[0]": 1, "x[1]": 2}, names)
>>> text
'<instantiation type="solution"> <list> z x[] </list> <values> 3 1 2 </values> </instantiation>'
>>> assignment(text, names)
{'z': 3, 'x[0]': 1, 'x[1]': 2}
"""

from __future__ import annotations

from collections.abc import Mapping

from .declarations import Declarations
from .document import parse_text
from .entries import arguments
from .problems import XCSP3Error
from .tokens import Malformed, integer, repeated

__all__ = ["instantiation", "assignment"]


def instantiation(
    values: Mapping[str, int | str], names: Declarations, cost: int | None = None
) -> str:
    """The ``<instantiation>`` of every declared variable, in the order of the file, as the
    competitions print a solution (with its ``cost`` for an optimisation problem); a
    variable ``values`` lacks is written ``*`` (any value)."""
    listed: list[str] = []
    written: list[str] = []
    for ident in names.order:
        if ident in names.arrays:
            cells = names.names(f"{ident}{'[]' * len(names.arrays[ident])}")
            whole = len(cells) == _count(names.arrays[ident])
            listed += [f"{ident}{'[]' * len(names.arrays[ident])}"] if whole else cells
        else:
            cells = [ident]
            listed.append(ident)
        written += [str(values[name]) if name in values else "*" for name in cells]
    kind = 'type="solution"' + ("" if cost is None else f' cost="{cost}"')
    return (
        f"<instantiation {kind}> <list> {' '.join(listed)} </list>"
        f" <values> {' '.join(written)} </values> </instantiation>"
    )


def assignment(text: str, names: Declarations) -> dict[str, int | str]:
    """The values an ``<instantiation>`` gives (a ``*`` gives none; a symbolic variable's
    value is its symbol)."""
    root = parse_text(text, "<instantiation>")
    listed, given = root.child("list"), root.child("values")
    if root.tag != "instantiation" or listed is None or given is None:
        raise XCSP3Error("an instantiation is <instantiation><list>..</list><values>..</values>")
    try:
        variables = arguments(listed.text, names)
        values: list[str] = []
        for token in given.text.split():
            compact = repeated(token) if not token.startswith("*") else None
            if token.startswith("*x"):
                values += ["*"] * integer(token[2:])
            elif compact is not None:
                values += [compact[0]] * compact[1]
            else:
                values.append(token)
        if len(values) != len(variables):
            raise Malformed(f"{len(values)} values for {len(variables)} variables")
        symbolic = names.symbols.variables
        return {
            var: value if var in symbolic else integer(value)
            for var, value in zip(variables, values)
            if value != "*"
        }
    except Malformed as error:
        raise XCSP3Error(f"<instantiation>: {error}") from None


def _count(sizes: tuple[int, ...]) -> int:
    total = 1
    for size in sizes:
        total *= size
    return total
