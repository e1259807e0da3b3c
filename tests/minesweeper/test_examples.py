import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_play_example_runs() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "minesweeper_play.py")],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert "9x9x10\n" in result.stdout
    assert result.stdout.endswith("saved, reloaded and replayed the same game\n")
