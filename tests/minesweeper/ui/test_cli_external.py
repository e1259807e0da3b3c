"""``minesweeper bench --external``: a solver of one's own on the bench's boards."""

from collections.abc import Iterator

import pytest

from minesweeper.ai.agents import AGENTS
from minesweeper.ui.cli import main
from tests.minesweeper.bench.test_external import SOLVER


@pytest.fixture(autouse=True)
def forget_external_agents() -> Iterator[None]:
    before = dict(AGENTS)
    yield
    AGENTS.clear()
    AGENTS.update(before)


@pytest.mark.parametrize("workers", ["1", "2"])
def test_bench_plays_an_external_solver_beside_the_agents(
    workers: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["bench", "--agents", "rules", "--external", f"tiny={SOLVER}", "-d", "6x6/5"]
    assert main([*argv, "--games", "6", "--workers", workers, "--no-progress"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()[2:]]
    assert [(row[0], row[2]) for row in rows] == [("rules", "6"), ("tiny", "6")]


def test_bench_names_a_bad_external_spec(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--external", "tiny", "--games", "1", "--no-progress"]) != 0
    assert "expected NAME=COMMAND" in capsys.readouterr().err
