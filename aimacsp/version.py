"""The version, read from the installed package's metadata (``pyproject.toml`` is the one
place it is written), so ``aimacsp.__version__`` and every ``--version`` agree.

It is read when first asked for, not at import: reading package metadata costs about 40 ms,
a tenth of a command's start-up, for a number most runs never show.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

__all__ = ["VersionAction", "package_version"]

UNKNOWN = "0+unknown"
"""The version of a source tree that was never installed (no metadata to read)."""


def package_version(name: str = "aimacsp") -> str:
    """The installed version of ``name``, or `UNKNOWN` when it is not installed.

    >>> package_version("no-such-package-here")
    '0+unknown'
    """
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return UNKNOWN


class VersionAction(argparse.Action):
    """``--version`` for a command built on aimacsp: prints ``PROG VERSION`` and exits, reading
    the version only then (``parser.add_argument("--version", action=VersionAction)``)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        kwargs.setdefault("help", "show the version and exit")
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        print(f"{parser.prog} {package_version()}")  # on stdout, as argparse's own action
        parser.exit()
