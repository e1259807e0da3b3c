import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_the_readme_api_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Minesweeper", 1)[1].split("### The API", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    monkeypatch.chdir(tmp_path)  # the example saves game.json in the working directory
    exec(compile(code, "README.md", "exec"), {})
    assert (tmp_path / "game.json").exists()
