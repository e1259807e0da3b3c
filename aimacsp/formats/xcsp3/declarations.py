"""The ``<variables>`` of an instance: single variables, arrays, their domains and the compact
references (``x[]``, ``x[1..3][0]``) that name them.

A cell of an array is named as XCSP3 writes it, ``x[1][2]``, which is also how
`aimacsp.CSP.integers` names its cells. An array whose cells get domains through
``<domain for="...">`` may leave cells out: those do not exist, and a compact reference skips
them (as the XCSP3 tools do).

>>> from aimacsp.formats.xcsp3.document import parse_text
>>> root = parse_text('<variables><var id="z"> 1 3 5 </var>'
...                   '<array id="x" size="[2][3]"> 0..9 </array></variables>')
>>> found = Declarations.read(root, "<text>")
>>> found.names("x[1][]"), found.domains["z"]
(['x[1][0]', 'x[1][1]', 'x[1][2]'], (1, 3, 5))
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence

from ...intervals import WIDE_FROM
from ...model import MAX_DOMAIN, MAX_RANGE
from .document import Node
from .problems import XCSP3Error
from .tokens import Malformed, integer, integers, interval

__all__ = ["Declarations", "MAX_VARIABLES"]

#: The most variables an instance may declare (cells of arrays included).
MAX_VARIABLES = 1_000_000

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
_REFERENCE = re.compile(r"([A-Za-z][A-Za-z0-9_]*)((?:\[[^\[\]]*\])+)\Z")
_SIZE = re.compile(r"(?:\[\d+\])+\Z")


class Declarations:
    """The declared variables (name to sorted domain, in the file's order: a tuple, or a
    ``range`` for one interval of at least `aimacsp.intervals.WIDE_FROM` values, of any
    width) and arrays."""

    def __init__(self, source: str) -> None:
        self.source = source
        #: Every variable, cells of arrays included, with its values (increasing).
        self.domains: dict[str, Sequence[int]] = {}
        #: Each array's sizes, by its id.
        self.arrays: dict[str, tuple[int, ...]] = {}
        #: The ids of single variables and arrays, in the order they are declared.
        self.order: list[str] = []
        self._cache: dict[str, Sequence[int]] = {}

    @classmethod
    def read(cls, variables: Node, source: str) -> Declarations:
        """The declarations of a ``<variables>`` element."""
        found = cls(source)
        for node in variables:
            try:
                found._declare(node)
            except Malformed as error:
                raise XCSP3Error(f"<{node.tag}>: {error}", source, node.line) from None
        return found

    # -- declaring ---------------------------------------------------------------------

    def _declare(self, node: Node) -> None:
        if node.tag not in ("var", "array"):
            raise Malformed("only <var> and <array> declare variables")
        kind = node.attrib.get("type", "integer")
        if kind != "integer":
            raise Malformed(f"variables of type {kind!r} are not supported (integers only)")
        ident = node.attrib.get("id", "")
        if not _NAME.match(ident):
            raise Malformed(f"the id {ident!r} is not a name (a letter, then letters, digits, _)")
        if ident in self.arrays or ident in self.domains:
            raise Malformed(f"{ident!r} is declared twice")
        self.order.append(ident)
        if node.tag == "var":
            self._add(ident, self._domain_of(node))
            return
        sizes = self._sizes(node.attrib.get("size", ""))
        self.arrays[ident] = sizes
        cells = [self._name(ident, index) for index in _cells(sizes)]
        parts = node.all("domain")
        if not parts:
            values = self._domain_of(node)
            for name in cells:
                self._add(name, values)
            return
        if node.text.strip():
            raise Malformed("an array gives its domain as text or in <domain> elements, not both")
        left = dict.fromkeys(cells)
        for part in parts:
            targets = part.attrib.get("for", "").split()
            if targets == ["others"]:
                chosen = [name for name in left]
            else:
                chosen = [name for target in targets for name in self._cells_of(ident, target)]
            values = self._domain_of(part)
            for name in chosen:
                if name not in left:
                    raise Malformed(f"the cell {name} gets a domain twice")
                del left[name]
                self._add(name, values)

    def _add(self, name: str, values: Sequence[int]) -> None:
        if len(self.domains) >= MAX_VARIABLES:
            raise Malformed(f"more than {MAX_VARIABLES:,} variables")
        self.domains[name] = values

    def _sizes(self, text: str) -> tuple[int, ...]:
        text = "".join(text.split())
        if not _SIZE.match(text):
            raise Malformed(f"the size {text!r} is not written [n] or [n][m]...")
        sizes = tuple(int(part) for part in text[1:-1].split("]["))
        total = 1
        for size in sizes:
            total *= size
            if total > MAX_VARIABLES:
                raise Malformed(f"the array {text} has more than {MAX_VARIABLES:,} cells")
        if total == 0:
            raise Malformed(f"the array {text} has no cell")
        return sizes

    def _domain_of(self, node: Node) -> Sequence[int]:
        alias = node.attrib.get("as")
        if alias is not None:
            if alias not in self.domains:
                raise Malformed(f"as={alias!r} names no variable declared before")
            return self.domains[alias]
        text = " ".join(node.text.split())
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        if not text:
            raise Malformed("the domain is empty")
        if "infinity" in text:
            raise Malformed("an infinite domain is not supported (give finite bounds)")
        tokens = text.split()
        if len(tokens) == 1 and ".." in tokens[0]:
            lo, hi = interval(tokens[0], MAX_RANGE)
            if hi - lo + 1 >= WIDE_FROM:  # a wide range: kept unlisted, of any width
                wide = range(lo, hi + 1)
                self._cache[text] = wide
                return wide
        lengths = 0
        for token in tokens:
            if ".." in token:
                lo, hi = interval(token)
                lengths += hi - lo + 1
            else:
                lengths += 1
            if lengths > MAX_DOMAIN:
                raise Malformed(f"a domain holds more than {MAX_DOMAIN:,} values")
        values = tuple(sorted(set(integers(text))))
        self._cache[text] = values
        return values

    def _cells_of(self, ident: str, target: str) -> list[str]:
        found = _REFERENCE.match(target)
        if found is None or found.group(1) != ident:
            raise Malformed(f"<domain for=...> names {target!r}, not a cell of {ident}")
        return self._expand(ident, found.group(2), existing=False)

    # -- referring ---------------------------------------------------------------------

    def is_reference(self, token: str) -> bool:
        """True when ``token`` names variables (a variable, a cell or a compact reference)."""
        if token in self.domains:
            return True
        found = _REFERENCE.match(token)
        return found is not None and found.group(1) in self.arrays

    def names(self, token: str) -> list[str]:
        """The variables ``token`` names, in row-major order; `Malformed` if it names none."""
        if token in self.domains:
            return [token]
        found = _REFERENCE.match(token)
        if found is None or found.group(1) not in self.arrays:
            if token in self.arrays:
                raise Malformed(f"{token!r} is an array: write {token}[] for all its cells")
            raise Malformed(f"{token!r} is not a declared variable")
        return self._expand(found.group(1), found.group(2), existing=True)

    def matrix(self, token: str) -> list[list[str]]:
        """The rows a compact reference to a two-dimensional part of an array names
        (``x[][]``, ``y[2][][1..3]``): the cells grouped by their first free index."""
        found = _REFERENCE.match(token)
        if found is None or found.group(1) not in self.arrays:
            raise Malformed(f"{token!r} is not a reference to part of an array")
        ident, brackets = found.group(1), found.group(2)
        ranges = self._ranges(ident, brackets)
        parts = [part.strip() for part in brackets[1:-1].split("][")]
        free = [k for k, part in enumerate(parts) if not part or ".." in part]
        if len(free) != 2:
            raise Malformed(f"{token} is not a matrix (two indices must range)")
        rows = []
        for first in ranges[free[0]]:
            fixed = list(ranges)
            fixed[free[0]] = range(first, first + 1)
            row = [self._name(ident, index) for index in itertools.product(*fixed)]
            rows.append([name for name in row if name in self.domains])
        return rows

    def _name(self, ident: str, index: tuple[int, ...]) -> str:
        return f"{ident}{''.join(f'[{k}]' for k in index)}"

    def _ranges(self, ident: str, brackets: str) -> list[range]:
        sizes = self.arrays[ident]
        parts = brackets[1:-1].split("][")
        if len(parts) != len(sizes):
            raise Malformed(f"{ident}{brackets}: {ident} has {len(sizes)} dimensions")
        ranges = []
        for part, size in zip(parts, sizes):
            part = part.strip()
            if not part:
                ranges.append(range(size))
                continue
            lo, hi = interval(part) if ".." in part else (integer(part), integer(part))
            if lo < 0 or hi >= size:
                raise Malformed(f"{ident}{brackets}: index {part} outside 0..{size - 1}")
            ranges.append(range(lo, hi + 1))
        return ranges

    def _expand(self, ident: str, brackets: str, existing: bool) -> list[str]:
        ranges = self._ranges(ident, brackets)
        names = [self._name(ident, index) for index in itertools.product(*ranges)]
        if not existing:
            return names
        present = [name for name in names if name in self.domains]
        if not present:
            raise Malformed(f"{ident}{brackets} names no variable (no cell there has a domain)")
        return present


def _cells(sizes: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    return itertools.product(*(range(size) for size in sizes))
