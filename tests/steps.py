"""Work counted, not timed: the lines of Python a call runs, stopped once past a bound.

A test that guards "refused within bounds" measures the work done, which is the same on any
machine under any load, rather than the seconds it took. `steps` counts every line of Python
executed (the interpreter's own trace hook, as coverage tools use it), loops included, and
stops the call with `TooManySteps` once it passes its bound, so a runaway fails at once
instead of hanging. Work done in C (a regular expression, a list allocated) is not counted:
a test bounds memory for that.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

__all__ = ["TooManySteps", "steps"]


class TooManySteps(BaseException):
    """The call ran more lines than its bound (a BaseException: no ``except Exception`` in
    the code under test can swallow it)."""


def steps(action: Callable[[], object], bound: int) -> int:
    """How many lines of Python ``action`` ran (what it raises is raised); `TooManySteps`
    as soon as that passes ``bound``.

    >>> steps(lambda: sum(range(10)), 100)
    1
    """
    count = 0

    def line(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal count
        if event == "line":
            count += 1
            if count > bound:
                raise TooManySteps(f"more than {bound:,} lines of Python run")
        return line

    def call(frame: FrameType, event: str, arg: Any) -> Any:
        return line

    if sys.gettrace() is not None:
        raise RuntimeError("steps: another tracer (a debugger, coverage) is running")
    sys.settrace(call)
    try:
        action()
    finally:
        sys.settrace(None)
    return count
