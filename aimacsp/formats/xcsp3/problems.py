"""`XCSP3Error`: what is wrong with an XCSP3 file, and where."""

from __future__ import annotations

from ...errors import ModelError

__all__ = ["XCSP3Error"]


class XCSP3Error(ModelError):
    """An XCSP3 file that cannot be read (or a part of it that has no meaning here): the
    message names the file, the line and the element.

    >>> str(XCSP3Error("<sum>: unknown operator 'lq'", "golomb.xml", 12))
    "golomb.xml, line 12: <sum>: unknown operator 'lq'"
    """

    def __init__(self, reason: str, source: str = "<text>", line: int | None = None) -> None:
        where = source if line is None else f"{source}, line {line}"
        super().__init__(f"{where}: {reason}")
        self.reason = reason
        self.source = source
        self.line = line
