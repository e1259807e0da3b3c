"""benchmarks/no_guess.py splits our no-guess boards by what clears them, so the table shows
where they differ from ms_toollib's and why (the boards that need the mine counter)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import no_guess  # noqa: E402

from minesweeper.ai.noguess.play import QuickPlay  # noqa: E402
from minesweeper.game.difficulty import parse_difficulty  # noqa: E402


def test_our_boards_are_split_by_whether_the_numbers_alone_clear_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    no_guess.run_size("expert", 16, 0, ["ours", "strict"])
    out = capsys.readouterr().out
    size = parse_difficulty("expert")
    alone = 0
    for seed in range(16):  # the same boards, judged here
        first = no_guess.first_cell(size, seed)
        mines, _ = no_guess.GENERATORS["ours"](size, seed, first)
        alone += QuickPlay(mines, first, counter=False).solve()
    rows = dict(re.findall(r"^(ours, \w+) .*  (\d+) boards$", out, re.M))
    assert rows == {"ours, numbers": str(alone), "ours, counter": str(16 - alone)}, out
    assert f"{16 - alone} of our 16 no-guess boards need the mine counter at the end" in out
    assert 1 < alone < 15  # both kinds are there to compare (about a third need the counter)
