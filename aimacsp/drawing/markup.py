"""Small helpers to write SVG and HTML as text: escaping, shortening, the outer elements.

Everything a user named (a variable, a value, a constraint) goes through `esc` or `short`,
so ``<``, ``&`` and quotes in names cannot break the markup.
"""

from __future__ import annotations

from html import escape

__all__ = ["FONT", "esc", "short", "solutions_text", "svg_document", "text"]

FONT = "font-family='DejaVu Sans, Verdana, Arial, sans-serif'"


def esc(thing: object) -> str:
    """``str(thing)`` made safe for XML text and attribute values."""
    return escape(str(thing), quote=True)


def short(thing: object, limit: int = 24) -> str:
    """``str(thing)`` cut to ``limit`` characters (with an ellipsis), then escaped.

    >>> short("a" * 30, 10), short("x<y")
    ('aaaaaaaaa…', 'x&lt;y')
    """
    words = str(thing)
    if len(words) > limit:
        words = words[: limit - 1] + "…"
    return esc(words)


def text(x: float, y: float, words: str, size: float = 11, extra: str = "") -> str:
    """An SVG text element at (x, y); ``words`` must already be escaped."""
    return f"<text x='{x:.1f}' y='{y:.1f}' {FONT} font-size='{size}' {extra}>{words}</text>"


def svg_document(width: float, height: float, body: str) -> str:
    """The outer SVG element around ``body``."""
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{width:.0f}' height='{height:.0f}'"
        f" viewBox='0 0 {width:.0f} {height:.0f}'>{body}</svg>"
    )


def solutions_text(n: int) -> str:
    """``1 solution``, ``2 solutions``."""
    return f"{n} solution{'' if n == 1 else 's'}"
