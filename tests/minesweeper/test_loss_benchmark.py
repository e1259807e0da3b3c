"""benchmarks/losses.py: every loss sorted once each way, and none on a safe first click."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("losses", ROOT / "benchmarks" / "losses.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # a dataclass looks its module up there
    spec.loader.exec_module(module)
    return module


def test_every_loss_is_sorted_once_each_way() -> None:
    found = load().losses("beginner", "safe", range(60), agent="probabilistic")
    lost = found.games - found.wins
    assert found.games == 60 and 0 < lost < 60
    assert sum(found.by_kind.values()) == sum(found.by_guess.values()) == lost
    assert sum(found.by_odds.values()) == lost  # every guess of this agent knows its odds
    # under the safe rule the first click (guess #1, kind "opening") never loses
    assert 1 not in found.by_guess and "opening" not in found.by_kind
