"""`write`: a `CSP` of integer variables as an XCSP3 instance, for another solver to read.

Variables keep their names where XCSP3 can: ``"x"`` stays ``x``, and the cells named as
XCSP3 and `aimacsp.CSP.integers` name them (``"m[3]"``, ``"s[1][2]"``) become arrays again,
so reading the file back gives the same names. A name that XCSP3 reserves (an operator's,
``add``, ``min``, ``if``..., or the constants ``PI`` and ``E``: `RESERVED`) gets an underscore
(``E_``), as does an array of that name; any other name (a tuple, a name with a space, an
expression's auxiliary variable) gets an id ``v1``, ``v2``... Every constraint
is written in its XCSP3 form (`aimacsp.formats.xcsp3.forms`); the first that has none is a
`ModelError` naming it, and nothing is written.

>>> from aimacsp import CSP, AllDifferent, Sum
>>> csp = CSP()
>>> csp.add_variables(["m[0]", "m[1]", "m[2]"], range(4))
>>> _ = csp.add_constraint(AllDifferent(["m[0]", "m[1]", "m[2]"]))
>>> _ = csp.add_constraint(Sum(["m[0]", "m[2]"], "==", 3))
>>> print(write(csp, objective="m[1]"))
<instance format="XCSP3" type="COP">
  <variables>
    <array id="m" size="[3]"> 0..3 </array>
  </variables>
  <constraints>
    <allDifferent> m[0] m[1] m[2] </allDifferent>
    <sum><list> m[0] m[2] </list><coeffs> 1 1 </coeffs><condition> (eq,3) </condition></sum>
  </constraints>
  <objectives>
    <minimize> m[1] </minimize>
  </objectives>
</instance>
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import Any

from ...errors import ModelError, brief
from ...model import CSP
from .forms import FORMS, NoForm, intension

__all__ = ["write", "identifiers", "RESERVED"]

#: The words XCSP3 reserves, which no id may be: the operators of its functional notation,
#: the constants ``PI`` and ``E``, and ``others`` (of ``<domain for="others">``). ACE refuses
#: a file using one ("The id E is a keyword").
# fmt: off
RESERVED = frozenset(
    [
        "neg", "abs", "add", "sub", "mul", "div", "mod", "sqr", "pow", "min", "max", "dist", "lt",
        "le", "ge", "gt", "ne", "eq", "set", "in", "notin", "not", "and", "or", "xor", "iff", "imp",
        "if", "card", "union", "inter", "diff", "sdiff", "hull", "djoint", "subset", "subseq",
        "supseq", "supset", "convex", "PI", "E", "fdiv", "fmod", "sqrt", "nroot", "exp", "ln",
        "log", "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "others",
    ]
)
# fmt: on

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
_CELL = re.compile(r"([A-Za-z][A-Za-z0-9_]*)((?:\[\d+\])+)\Z")
#: An array is written when it is at least this full (else its cells are single variables).
DENSE = 0.25


def write(
    csp: CSP[Any, Any],
    objective: Hashable | None = None,
    minimize: bool = True,
    path: str | Path | None = None,
) -> str:
    """The XCSP3 text of ``csp`` (and of the variable ``objective`` to minimise, or to
    maximise with ``minimize=False``); also written to ``path`` when given."""
    domains = csp.domains
    for var, values in domains.items():
        if type(values) is range:
            continue  # integers, maybe too many to read
        for value in values:
            if isinstance(value, bool) or not isinstance(value, int):
                raise ModelError(
                    f"write: variable {brief(var)} has the value {brief(value)}; XCSP3 variables"
                    " here take integers"
                )
    if objective is not None and objective not in domains:
        raise ModelError(f"write: the objective {brief(objective)} is not a variable of the CSP")
    ids, declarations = _declarations(csp)
    elements = []
    for k, constraint in enumerate(csp.constraints):
        try:
            elements.append(_element(constraint, ids))
        except NoForm as reason:
            raise ModelError(
                f"write: constraint #{k} {constraint!r} has no XCSP3 form ({reason})"
            ) from None
    kind = "CSP" if objective is None else "COP"
    lines = [f'<instance format="XCSP3" type="{kind}">', "  <variables>"]
    lines += [f"    {line}" for line in declarations]
    lines += ["  </variables>", "  <constraints>"]
    lines += [f"    {element}" for element in elements]
    lines.append("  </constraints>")
    if objective is not None:
        goal = "minimize" if minimize else "maximize"
        lines += ["  <objectives>", f"    <{goal}> {ids[objective]} </{goal}>", "  </objectives>"]
    lines.append("</instance>")
    text = "\n".join(lines)
    if path is not None:
        Path(path).write_text(text + "\n", encoding="utf-8")
    return text


def identifiers(csp: CSP[Any, Any]) -> dict[Hashable, str]:
    """The id each variable of ``csp`` gets in the file `write` makes (to read its
    solutions back by the model's names).

    >>> from aimacsp import CSP
    >>> csp = CSP()
    >>> csp.add_variables(["x", "m[0]", ("r", 1), "two words", "E"], [0, 1])
    >>> identifiers(csp)
    {'x': 'x', 'E': 'E_', 'm[0]': 'm[0]', ('r', 1): 'v1', 'two words': 'v2'}
    """
    return _declarations(csp)[0]


def _element(constraint: Any, ids: dict[Hashable, str]) -> str:
    for kind in type(constraint).__mro__:
        form = FORMS.get(kind)
        if form is not None:
            return form(constraint, ids)
        expression = getattr(constraint, "expression", None)
        if kind.__name__ == "WrittenPredicate" and expression is not None:
            return intension(expression, ids)
    raise NoForm(f"{type(constraint).__name__} is not a constraint XCSP3 knows; state it as a"
                 " Table, or as an expression with csp.add")  # fmt: skip


def _declarations(csp: CSP[Any, Any]) -> tuple[dict[Hashable, str], list[str]]:
    """The id of each variable, and the ``<var>`` and ``<array>`` elements declaring them."""
    plain: dict[Hashable, str] = {}
    cells: dict[str, dict[tuple[int, ...], Hashable]] = {}
    for var in csp.variables:
        if isinstance(var, str) and _NAME.match(var):
            plain[var] = var
        elif isinstance(var, str) and (found := _CELL.match(var)):
            index = tuple(int(k) for k in found.group(2)[1:-1].split("]["))
            cells.setdefault(found.group(1), {})[index] = var
    arrays: dict[str, tuple[tuple[int, ...], dict[tuple[int, ...], Hashable]]] = {}
    for ident, members in cells.items():
        sizes = _sizes(members)
        if ident in plain or sizes is None:
            continue
        arrays[ident] = (sizes, members)
    taken: set[str] = set(plain.values()) | set(arrays)
    # a reserved word is renamed (an underscore more until the id is free), arrays too
    for name in [name for name in plain if name in RESERVED]:
        plain[name] = _free(name, taken)
    for stem in [stem for stem in arrays if stem in RESERVED]:
        arrays[_free(stem, taken)] = arrays.pop(stem)
    ids: dict[Hashable, str] = dict(plain)
    for stem, (_, members) in arrays.items():
        for index, var in members.items():
            ids[var] = stem + "".join(f"[{k}]" for k in index)
    counter = 0
    for var in csp.variables:
        if var not in ids:
            counter += 1
            while f"v{counter}" in taken:
                counter += 1
            ids[var] = f"v{counter}"
    declarations: list[str] = []
    written: set[str] = set()
    for var in csp.variables:
        ident = ids[var]
        found = _CELL.match(ident)
        if found is not None and found.group(1) in arrays:
            if found.group(1) not in written:
                written.add(found.group(1))
                declarations.append(_array(found.group(1), *arrays[found.group(1)], csp))
        else:
            declarations.append(f'<var id="{ident}"> {_domain(csp.domains[var])} </var>')
    return ids, declarations


def _free(word: str, taken: set[str]) -> str:
    """``word`` with underscores added until it is an id no other has (then taken)."""
    ident = word + "_"
    while ident in taken or ident in RESERVED:
        ident += "_"
    taken.add(ident)
    return ident


def _sizes(members: dict[tuple[int, ...], Hashable]) -> tuple[int, ...] | None:
    """The sizes of an array holding these cells, or None when they make no array (cells of
    different dimensions, or too few of the array's cells)."""
    dimensions = {len(index) for index in members}
    if len(dimensions) != 1:
        return None
    sizes = tuple(max(index[d] for index in members) + 1 for d in range(dimensions.pop()))
    total = 1
    for size in sizes:
        total *= size
    return sizes if len(members) >= DENSE * total else None


def _array(ident: str, sizes: tuple[int, ...], members: dict[tuple[int, ...], Hashable],
           csp: CSP[Any, Any]) -> str:  # fmt: skip
    size = "".join(f"[{s}]" for s in sizes)
    total = 1
    for s in sizes:
        total *= s
    groups: dict[Sequence[Any], list[str]] = {}
    for index, var in members.items():
        cell = ident + "".join(f"[{k}]" for k in index)
        domain = csp.domains[var]
        groups.setdefault(domain if type(domain) is range else tuple(domain), []).append(cell)
    if len(groups) == 1 and len(members) == total:
        ((values, _),) = groups.items()
        return f'<array id="{ident}" size="{size}"> {_domain(values)} </array>'
    parts = "".join(
        f'<domain for="{" ".join(names)}"> {_domain(values)} </domain>'
        for values, names in groups.items()
    )
    return f'<array id="{ident}" size="{size}">{parts}</array>'


def _domain(values: Sequence[int]) -> str:
    """The values, runs of consecutive integers written ``a..b``."""
    if type(values) is range and values.step == 1:
        return f"{values[0]}..{values[-1]}"
    ordered = sorted(values)
    parts: list[str] = []
    k = 0
    while k < len(ordered):
        j = k
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        parts.append(f"{ordered[k]}..{ordered[j]}" if j - k >= 2 else
                     " ".join(map(str, ordered[k : j + 1])))  # fmt: skip
        k = j + 1
    return " ".join(parts)
