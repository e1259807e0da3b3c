"""The version, read once from the installed package's metadata (``pyproject.toml`` is the one
place it is written), so ``aimacsp.__version__`` and every ``--version`` agree."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

__all__ = ["package_version"]

UNKNOWN = "0+unknown"
"""The version of a source tree that was never installed (no metadata to read)."""


def package_version(name: str = "aimacsp") -> str:
    """The installed version of ``name``, or `UNKNOWN` when it is not installed.

    >>> package_version("no-such-package-here")
    '0+unknown'
    """
    try:
        return version(name)
    except PackageNotFoundError:
        return UNKNOWN
