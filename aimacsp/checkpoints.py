"""Checkpoints: where long work that is not a search lets a running budget stop it.

Compiling an expression into a table, building a large table or reading a file may take
seconds. The floors that do it sit below `aimacsp.propagation.limits` and cannot know its
`Budget`; they call `checkpoint` now and then, which runs the check the caller installed for
the block it runs (`checking`; a budget installs its own with ``Budget.spending``) and does
nothing when none is installed. The check stops the work by raising.

>>> seen = []
>>> with checking(lambda: seen.append("looked")):
...     checkpoint()
>>> checkpoint()  # outside the block: nothing to check
>>> seen
['looked']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["checkpoint", "checking", "EVERY"]

#: How many small steps (table rows, combinations of values) long work takes between two
#: checkpoints: a check reads a clock, a step costs a microsecond or so.
EVERY = 4096

_CHECK: ContextVar[Callable[[], None] | None] = ContextVar("aimacsp_checkpoint", default=None)


def checkpoint() -> None:
    """Run the check installed for the running block, if any (it raises to stop the work)."""
    check = _CHECK.get()
    if check is not None:
        check()


@contextmanager
def checking(check: Callable[[], None]) -> Iterator[None]:
    """Within the block, `checkpoint` runs ``check``."""
    token = _CHECK.set(check)
    try:
        yield
    finally:
        _CHECK.reset(token)
