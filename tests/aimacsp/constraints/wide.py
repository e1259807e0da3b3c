"""Running the brute-force oracle with every integer domain held as intervals.

A search holds an integer range as intervals only from `INTERVALS_FROM` values on; `all_wide`
lowers that to one value for a test, so that the interval code runs on domains small enough
to enumerate, `some_wide` to three values, so that one scope mixes the two representations,
and `bounds_after` gives what one propagation leaves, for the two representations to be
compared.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

from aimacsp import Constraint, State
from aimacsp.constraints import alldifferent
from aimacsp.propagation import representation

from .oracle import Domains, model


@contextmanager
def all_wide() -> Iterator[None]:
    """Within the block, a search holds every integer domain of few runs as intervals
    (`AllDifferent` included, which otherwise keeps a bitset wherever one fits)."""
    with (
        mock.patch.object(representation, "INTERVALS_FROM", 1),
        mock.patch.object(alldifferent, "LISTABLE", 0),
    ):
        yield


@contextmanager
def some_wide() -> Iterator[None]:
    """Within the block, integer domains of three values or more are held as intervals, the
    smaller ones as bitsets: one scope holds both."""
    with (
        mock.patch.object(representation, "INTERVALS_FROM", 3),
        mock.patch.object(alldifferent, "LISTABLE", 2),
    ):
        yield


def bounds_after(
    domains: Domains, constraints: list[Constraint[Any, Any]], wide: bool
) -> dict[Any, tuple[Any, Any]] | None:
    """Each variable's least and greatest value after propagating ``constraints`` to a
    fixpoint (None on a wipe-out), with the domains as bitsets or (``wide``) intervals."""
    if wide:
        with all_wide():
            state: State[Any, Any] = State(model(domains, *constraints), intervals=True)
        assert all(state.wide), "a domain was not held as intervals"
    else:
        state = State(model(domains, *constraints))
        assert not any(state.wide)
    state.wake_all()
    if not state.propagate():
        return None
    return {var: (state.low(i), state.high(i)) for i, var in enumerate(state.variables)}
