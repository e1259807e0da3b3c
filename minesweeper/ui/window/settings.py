"""What the window remembers between games: the zoom and whether right clicks put question marks.

Kept as ``settings.json`` in the player's data folder (`data_folder`), beside the statistics.
Reading never fails: a missing file gives the defaults, a damaged one the defaults and a note
naming it; a read-only folder is no obstacle until a setting changes, and then the window says
that it could not save and goes on with the new setting.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from minesweeper.game.record import atomic_write
from minesweeper.ui.view import error_text

__all__ = ["DEFAULT_CELL", "SETTINGS", "ZOOMS", "Settings", "read_settings", "write_settings"]

SETTINGS = "settings.json"
#: Cell sizes in pixels, smallest first; ctrl + and ctrl - step through them, ctrl 0 resets.
ZOOMS = (16, 20, 24, 28, 32, 40, 48, 56)
DEFAULT_CELL = 24


@dataclass(frozen=True)
class Settings:
    """The window's remembered choices."""

    cell: int = DEFAULT_CELL  #: pixels a side, one of `ZOOMS`
    question_marks: bool = True  #: whether a right click cycles flag, question mark, nothing

    def zoomed(self, step: int) -> Settings:
        """One zoom step larger (``step`` 1) or smaller (-1), within `ZOOMS`; 0 resets.

        >>> Settings().zoomed(1).cell, Settings(cell=56).zoomed(1).cell, Settings(20).zoomed(0).cell
        (28, 56, 24)
        """
        if step == 0:
            return replace(self, cell=DEFAULT_CELL)
        at = ZOOMS.index(self.cell) + step
        return replace(self, cell=ZOOMS[min(max(at, 0), len(ZOOMS) - 1)])


def read_settings(folder: Path) -> tuple[Settings, str]:
    """The settings kept in ``folder`` (the defaults if there are none), and a note naming
    the file if it could not be read."""
    path = folder / SETTINGS
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings(), ""
    except (OSError, ValueError) as error:
        return Settings(), f"{path}: {error_text(error)}; using the default settings"
    cell = data.get("cell") if isinstance(data, dict) else None
    marks = data.get("question_marks") if isinstance(data, dict) else None
    if type(cell) is not int or cell not in ZOOMS or not isinstance(marks, bool):
        return Settings(), f"{path}: not settings this window wrote; using the default settings"
    return Settings(cell, marks), ""


def write_settings(folder: Path, settings: Settings) -> str:
    """Keep ``settings`` in ``folder``; an empty string, or why they could not be saved."""
    path = folder / SETTINGS
    try:
        folder.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(asdict(settings), indent=1) + "\n")
    except OSError as error:
        return f"could not save the settings to {path}: {error_text(error)}"
    return ""
