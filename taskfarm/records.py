"""How a record of results prints: its fields, with measured numbers rounded.

A time measured by a clock carries no meaning past its fourth digit, and a share or a mean
of a few thousand games none past its fourth either; the sixteen digits of a float only hide
the figures a reader looks for.
"""

from __future__ import annotations

import dataclasses

__all__ = ["SIGNIFICANT", "rounded_repr"]

SIGNIFICANT = 4
"""The digits a float keeps in a record's repr."""


def _shown(value: object) -> str:
    if isinstance(value, float):
        return repr(float(f"{value:.{SIGNIFICANT}g}"))
    if isinstance(value, tuple) and len(value) != 1:
        return "(" + ", ".join(_shown(item) for item in value) + ")"
    return repr(value)


def rounded_repr(record: object) -> str:
    """``Name(field=value, ...)`` for a dataclass, its floats to `SIGNIFICANT` digits.

    >>> @dataclasses.dataclass(repr=False)
    ... class Run:
    ...     name: str
    ...     seconds: float
    ...     ci95: tuple[float, float]
    >>> rounded_repr(Run("mac", 0.012345678901234, (0.123456789, 2 / 3)))
    "Run(name='mac', seconds=0.01235, ci95=(0.1235, 0.6667))"
    """
    if not dataclasses.is_dataclass(record):
        raise TypeError(f"rounded_repr: expected a dataclass, got {type(record).__name__}")
    shown = ", ".join(
        f"{field.name}={_shown(getattr(record, field.name))}"
        for field in dataclasses.fields(record)
        if field.repr
    )
    return f"{type(record).__name__}({shown})"
