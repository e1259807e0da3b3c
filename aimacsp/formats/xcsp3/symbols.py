"""Symbolic variables: each symbol (``red``, ``green``) read as an integer code.

A symbolic variable (``<var type="symbolic"> red green </var>``) takes the codes of its
symbols, one per symbol in the order the file first declares them. `Symbols.encoded` writes
the symbols of the constraints as their codes, so that the reader and the checker read
integers throughout (a symbolic constraint compares, tabulates and counts symbols, which
codes do the same); `Symbols.decoded` gives a solution back its symbols, and `Symbols.coded`
reads a solution written with them.

>>> from aimacsp.formats.xcsp3.document import parse_text
>>> symbols = Symbols()
>>> symbols.codes("red green blue"), symbols.codes("green white")
((0, 1, 2), (1, 3))
>>> symbols.encoded(parse_text("<intension> eq(c[1],green) </intension>"), set()).text
' eq(c[1],1) '
"""

from __future__ import annotations

import re
from collections.abc import Container

from ...model import MAX_DOMAIN
from .document import Node
from .tokens import Malformed

__all__ = ["Symbols"]

_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")


class Symbols:
    """The symbols of an instance's symbolic variables, their codes, and those variables."""

    def __init__(self) -> None:
        #: The code of each symbol, and the symbol of each code.
        self.code: dict[str, int] = {}
        self.symbol: dict[int, str] = {}
        #: The symbolic variables (cells of arrays included).
        self.variables: set[str] = set()

    def codes(self, text: str) -> tuple[int, ...]:
        """The codes of the symbols of a symbolic domain, a new symbol coded as it comes."""
        tokens = text.split()
        if len(tokens) > MAX_DOMAIN:
            raise Malformed(f"a domain holds more than {MAX_DOMAIN:,} values")
        for token in tokens:
            if not _NAME.match(token):
                raise Malformed(
                    f"the symbol {token!r} is not a name (a letter, then letters, digits, _)"
                )
            if token not in self.code:
                self.symbol[len(self.code)] = token
                self.code[token] = len(self.code)
        return tuple(sorted({self.code[token] for token in tokens}))

    def encoded(self, root: Node, ids: Container[str]) -> Node:
        """``root`` (a ``<constraints>`` element) with every symbol of its text written as its
        code; ``root`` itself when there is no symbol. ``ids`` are the declared ids, which no
        symbol may be."""
        if not self.code:
            return root
        clash = next((s for s in self.code if s in ids), None)
        if clash is not None:
            raise Malformed(f"the symbol {clash!r} is also the id of a variable")
        # a symbol is a whole word: not part of a name, a cell, a parameter, nor a call
        pattern = re.compile(
            r"(?<![\w\[%.#])(" + "|".join(map(re.escape, self.code)) + r")(?![\w(\[])"
        )

        def code(found: re.Match[str]) -> str:
            return str(self.code[found.group(1)])

        def walk(node: Node) -> Node:
            twin = node.copy(pattern.sub(code, node.text))
            twin.children = [walk(child) for child in node.children]
            return twin

        return walk(root)

    def decoded(self, name: str, value: int | str) -> int | str:
        """The value of ``name`` as the file writes it: its symbol, for a symbolic variable."""
        if name in self.variables and type(value) is int:
            return self.symbol.get(value, value)
        return value

    def coded(self, name: str, value: int | str) -> int | str:
        """The value of ``name`` as the model holds it: a symbol's code (see `decoded`)."""
        if name in self.variables and type(value) is str:
            return self.code.get(value, value)
        return value
