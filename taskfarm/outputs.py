"""Output files of a study, made ready before any work starts.

A study can run for hours; an output path that cannot be written must fail at once, not
after the last task. Missing parent folders are created (a fresh clone has no ``out/``).
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["prepare_output"]


def prepare_output(path: str | os.PathLike[str], option: str) -> Path:
    """``path`` with its folder created; a `ValueError` naming ``option`` and the path if it
    cannot be written.

    >>> import tempfile
    >>> folder = tempfile.mkdtemp()
    >>> prepare_output(Path(folder) / "out" / "a.json", "--json").parent.is_dir()
    True
    """
    target = Path(path)
    if target.is_dir():
        raise ValueError(f"{option} {target}: is a folder; give a file name")
    blocker = next((p for p in target.parents if p.exists() and not p.is_dir()), None)
    if blocker is not None:  # mkdir would only say "File exists"
        raise ValueError(f"{option} {target}: {blocker} is a file, not a folder")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ValueError(
            f"{option} {target}: cannot make its folder ({error.strerror or error})"
        ) from None
    if not os.access(target.parent, os.W_OK) or (
        target.exists() and not os.access(target, os.W_OK)
    ):
        raise ValueError(f"{option} {target}: not writable")
    return target
