"""benchmarks/budget.py runs: every engine is stopped by the limit, none settles its problem."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "budget.py"


def test_every_engine_is_stopped_by_the_same_limit(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("budget_benchmark", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    module.main(["--seconds", "0.05", "--repeats", "1"])  # raises if an engine settles
    out = capsys.readouterr().out
    for engine in ("search", "count", "weighted count", "explanation"):
        assert f"| 0.05 | {engine} |" in out
    assert "slowest engine / fastest" in out
