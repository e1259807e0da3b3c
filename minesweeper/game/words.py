"""Counted nouns in messages: "1 mine", "2 mines", never "1 mines"."""

from __future__ import annotations

__all__ = ["plural"]


def plural(count: int, noun: str, many: str | None = None) -> str:
    """``count`` and the noun in the number it needs.

    >>> plural(1, "mine"), plural(3, "mine"), plural(0, "cell"), plural(2, "is", "are")
    ('1 mine', '3 mines', '0 cells', '2 are')
    """
    return f"{count} {noun if count == 1 else many or noun + 's'}"
