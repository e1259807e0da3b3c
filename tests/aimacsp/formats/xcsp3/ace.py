"""ACE, the XCSP3 solver pycsp3 ships as a jar, run on a file as a user would: found when
pycsp3 is installed and Java is on the PATH (the tests that use it skip otherwise)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path

__all__ = ["ace_jar", "run_ace"]

_COLOUR = re.compile(r"\x1b\[[0-9;]*m")


def ace_jar() -> Path | None:
    """The ACE jar inside the installed pycsp3, or None (pycsp3 is never imported)."""
    spec = importlib.util.find_spec("pycsp3")
    if spec is None or spec.origin is None or shutil.which("java") is None:
        return None
    found = sorted((Path(spec.origin).parent / "solvers" / "ace").glob("ACE-*.jar"))
    return found[-1] if found else None


def run_ace(jar: Path, path: Path, seconds: int = 60) -> list[str]:
    """ACE's ``s``, ``o`` and ``v`` lines (colours taken out) on the XCSP3 file ``path``."""
    done = subprocess.run(
        ["java", "-jar", str(jar), str(path), f"-t={seconds}s"],
        capture_output=True,
        text=True,
        timeout=seconds + 60,
        check=False,
    )
    lines = [_COLOUR.sub("", line).strip() for line in done.stdout.splitlines()]
    return [line for line in lines if line[:2] in ("s ", "o ", "v ")]
