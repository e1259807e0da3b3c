"""Ctrl-C while a command's module loads: the entry point must end quietly, status 130."""

from __future__ import annotations

import importlib.abc
import sys
from collections.abc import Callable

import pytest


def check_ctrl_c_while_loading(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    run: Callable[[], int],
    module: str,
) -> None:
    """Run ``run`` with a KeyboardInterrupt raised as ``module`` is imported."""

    class Interrupted(importlib.abc.MetaPathFinder):
        def find_spec(self, name: str, *args: object) -> None:
            if name == module:
                raise KeyboardInterrupt  # as if Ctrl-C came while the module loaded
            return None

    monkeypatch.delitem(sys.modules, module)
    monkeypatch.setattr(sys, "meta_path", [Interrupted(), *sys.meta_path])
    assert run() == 130
    assert "Traceback" not in capsys.readouterr().err
