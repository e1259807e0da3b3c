"""Board sizes and first-click rules: the named difficulties and the custom ``WxH/M`` form."""

from __future__ import annotations

import operator
import re
from typing import Literal, NamedTuple

__all__ = [
    "DIFFICULTIES",
    "FIRST_CLICK_MEANINGS",
    "FIRST_CLICK_RULES",
    "NO_GUESS_RULES",
    "Difficulty",
    "DifficultyError",
    "MAX_CELLS",
    "MAX_NO_GUESS_CELLS",
    "MAX_SIDE",
    "check_rule",
    "check_size",
    "FirstClick",
    "Size",
    "parse_difficulty",
    "parse_first_click",
    "size_problem",
]

FirstClick = Literal["safe", "opening", "none", "no-guess", "no-guess-strict"]
FIRST_CLICK_RULES: tuple[FirstClick, ...] = (
    "safe",
    "opening",
    "none",
    "no-guess",
    "no-guess-strict",
)
#: The rules whose boards reasoning clears: both open an area at the first click.
NO_GUESS_RULES: tuple[FirstClick, ...] = ("no-guess", "no-guess-strict")
#: What each rule promises, in the words the help and the window use.
FIRST_CLICK_MEANINGS: dict[FirstClick, str] = {
    "safe": "the first click is never a mine",
    "opening": "the first click opens an area",
    "none": "the first click may be a mine",
    "no-guess": "an opening, then no guess needed; the last cells may need the mine counter",
    "no-guess-strict": "an opening, then no guess needed, nor the mine counter",
}


class DifficultyError(ValueError):
    """A board size, mine count or first-click rule that cannot make a game."""


class Size(NamedTuple):
    """Board width (columns), height (rows) and number of mines."""

    width: int
    height: int
    mines: int

    def __str__(self) -> str:
        return f"{self.width}x{self.height}/{self.mines}"


DIFFICULTIES: dict[str, Size] = {
    "beginner": Size(9, 9, 10),
    "intermediate": Size(16, 16, 40),
    "expert": Size(30, 16, 99),
    "classic": Size(8, 8, 10),
}

Difficulty = str | Size | tuple[int, int, int]
"""A difficulty name, a ``"WxH/M"`` string or ``(width, height, mines)``."""

#: The largest board: a side of at most MAX_SIDE cells and at most MAX_CELLS cells in all. A
#: board this size takes about 10 MB per grid the game keeps (mines, numbers, what is open);
#: anything larger is refused where a size enters, before memory is allocated for it.
MAX_SIDE = 10_000
MAX_CELLS = 10_000_000


def size_problem(width: int, height: int) -> str | None:
    """What is wrong with a ``width`` x ``height`` board, or None if it can be played.

    >>> size_problem(30, 16) is None
    True
    >>> size_problem(20_000, 2)
    'a 20000x2 board is too large: each side holds at most 10000 cells'
    """
    if width < 1 or height < 1:
        return f"board must be at least 1x1, got {width}x{height}"
    if width > MAX_SIDE or height > MAX_SIDE:
        return f"a {width}x{height} board is too large: each side holds at most {MAX_SIDE} cells"
    if width * height > MAX_CELLS:
        return (
            f"a {width}x{height} board is too large: at most {MAX_CELLS:,} cells, not"
            f" {width * height:,}"
        )
    return None


#: The largest no-guess board: laying one plays it through (about 5 s at this size).
MAX_NO_GUESS_CELLS = 100_000

_CUSTOM = re.compile(r"(\d+)x(\d+)/(\d+)")


def parse_difficulty(spec: Difficulty) -> Size:
    """Turn a name, a ``"WxH/M"`` string or a ``(width, height, mines)`` tuple into a Size.

    >>> parse_difficulty("expert")
    Size(width=30, height=16, mines=99)
    >>> parse_difficulty("20x10/30")
    Size(width=20, height=10, mines=30)
    """
    if isinstance(spec, str):
        text = spec.strip().lower()
        if text in DIFFICULTIES:
            return DIFFICULTIES[text]
        match = _CUSTOM.fullmatch(text)
        if match is None:
            names = ", ".join(DIFFICULTIES)
            raise DifficultyError(
                f"unknown difficulty {spec!r}: expected one of {names} or WIDTHxHEIGHT/MINES"
                " such as 20x10/30"
            )
        if any(len(group) > 9 for group in match.groups()):  # before int() of a huge number
            raise DifficultyError(f"difficulty {spec[:40]!r}: too large a board")
        width, height, mines = (int(group) for group in match.groups())
    elif isinstance(spec, tuple) and len(spec) == 3:
        width, height, mines = (_integer(n, spec) for n in spec)
    else:
        raise DifficultyError(
            f"difficulty must be a name, 'WxH/M' or (width, height, mines), got {spec!r}"
        )
    return check_size(width, height, mines)


def _integer(n: object, spec: tuple[object, ...]) -> int:
    """A number of the tuple form as an int (numpy's integers too), never a bool or float."""
    try:
        if isinstance(n, bool):
            raise TypeError
        return operator.index(n)  # type: ignore[arg-type]
    except TypeError:
        raise DifficultyError(f"difficulty tuple must hold three integers, got {spec!r}") from None


def check_size(width: int, height: int, mines: int) -> Size:
    """Check that a board of this size can hold this many mines and a safe first click."""
    problem = size_problem(width, height)
    if problem is not None:
        raise DifficultyError(problem)
    if mines < 0:
        raise DifficultyError(f"mine count must not be negative, got {mines}")
    if mines >= width * height:
        raise DifficultyError(
            f"{mines} mines do not fit on a {width}x{height} board: at most"
            f" {width * height - 1} leave room for the first click"
        )
    return Size(width, height, mines)


def parse_first_click(rule: str) -> FirstClick:
    """Check a first-click rule name: one of `FIRST_CLICK_RULES`."""
    if rule not in FIRST_CLICK_RULES:
        raise DifficultyError(
            f"unknown first-click rule {rule!r}: expected one of {', '.join(FIRST_CLICK_RULES)}"
        )
    return rule


def check_rule(size: Size, rule: FirstClick) -> None:
    """Check that the first-click rule can be honoured wherever the first click lands."""
    if rule != "opening" and rule not in NO_GUESS_RULES:  # no-guess boards open an area too
        return
    # The worst case is a click away from the edges: it and its neighbours stay clear.
    if rule in NO_GUESS_RULES and size.width * size.height > MAX_NO_GUESS_CELLS:
        raise DifficultyError(
            f"no-guess boards are laid up to {MAX_NO_GUESS_CELLS:,} cells (they are played"
            f" through while laid), not {size.width * size.height:,}: choose a smaller board"
        )
    kept_clear = min(3, size.width) * min(3, size.height)
    room = size.width * size.height - kept_clear
    if size.mines > room:
        raise DifficultyError(
            f"first_click={rule!r} keeps up to {kept_clear} cells clear, so a"
            f" {size.width}x{size.height} board holds at most {room} mines, not {size.mines}"
        )
