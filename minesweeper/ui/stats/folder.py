"""Where a player's statistics and last game live: the user's data folder, per platform.

``MINESWEEPER_DATA`` names another folder (tests use it, and so may a player who keeps
separate records). Otherwise the platform's convention: ``%LOCALAPPDATA%`` on Windows,
``~/Library/Application Support`` on macOS, ``$XDG_DATA_HOME`` (else ``~/.local/share``)
elsewhere. The few lines of platformdirs this needs do not earn a dependency.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = ["ENVIRONMENT_VARIABLE", "data_folder"]

ENVIRONMENT_VARIABLE = "MINESWEEPER_DATA"
_APP = "minesweeper"


def data_folder(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> Path:
    """The folder for the player's data (not created here).

    >>> data_folder({"MINESWEEPER_DATA": "/tmp/ms"})
    PosixPath('/tmp/ms')
    >>> data_folder({"HOME": "/home/ann"}, "linux")
    PosixPath('/home/ann/.local/share/minesweeper')
    """
    chosen = environ.get(ENVIRONMENT_VARIABLE)
    if chosen:
        return Path(chosen).expanduser()
    home = Path(environ.get("HOME") or environ.get("USERPROFILE") or Path.home())
    if platform == "win32":
        base = environ.get("LOCALAPPDATA") or environ.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Local") / _APP
    if platform == "darwin":
        return home / "Library" / "Application Support" / _APP
    xdg = environ.get("XDG_DATA_HOME")
    # The XDG specification says a relative path there is to be ignored.
    base_path = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base_path / _APP
