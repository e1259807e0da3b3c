"""The external player protocol, with a tiny solver of our own in another process."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from minesweeper import Position
from minesweeper.ai.agents import AGENTS, make_agent
from minesweeper.ai.autoplay import play
from minesweeper.bench.external import ExternalPlayer, ExternalPlayerError, register_external
from minesweeper.bench.runner import BenchConfig, parse_difficulties, run_bench
from minesweeper.game.play import Game
from tests.clock import PATIENCE

SOLVER = f"{sys.executable} {Path(__file__).with_name('tiny_solver.py')}"


@pytest.fixture
def tiny() -> Iterator[str]:
    """The tiny solver registered as an agent for one test."""
    name = register_external(f"tiny={SOLVER}")
    yield name
    del AGENTS[name]


def test_the_solver_plays_whole_games_in_one_persistent_process(tiny: str) -> None:
    seen = []
    for seed in range(3):
        agent = make_agent(tiny, seed=seed)
        result = play(Game("beginner", "safe", seed), agent)
        assert result.moves >= 1 and 0 < result.revealed_share <= 1
        seen.append(agent.player.moves)  # type: ignore[attr-defined]
    assert seen[0] < seen[1] < seen[2]  # one process counted the positions of every game


def test_moves_and_reasons_come_back_as_the_solver_wrote_them() -> None:
    player = ExternalPlayer(SOLVER)
    try:
        assert player.move(Position.from_text("3x1x1\n1HH\n")) == ("flag", (0, 1), "position 1")
        assert player.move(Position.from_text("3x1x1\n1FH\n")) == ("reveal", (0, 2), "position 2")
    finally:
        player.close()
    assert player.process.returncode == 0  # it ended when its input did


@pytest.mark.parametrize(
    ("mode", "message", "timeout"),
    [
        # a busy machine may take seconds to start the solver: it is waited for
        ("garbage", "answered 'think 1 2': expected 'reveal ROW COL'", PATIENCE),
        ("quit", "closed its output, asked for move 1", PATIENCE),
        ("silent", "did not answer within 0.5 s", 0.5),  # never answers, however long
    ],
)
def test_a_solver_that_breaks_the_protocol_is_named_with_the_problem(
    mode: str, message: str, timeout: float
) -> None:
    player = ExternalPlayer(f"{SOLVER} {mode}", timeout=timeout)
    try:
        with pytest.raises(ExternalPlayerError, match=message):
            player.move(Position.from_text("3x1x1\n1HH\n"))
    finally:
        player.close()


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ("print('reveal 0 0')", "that cell is not hidden"),
        ("print('reveal 0 9')", "outside the 3x1 board"),
        ("print('flag -1 2')", "ROW and COL must be whole numbers"),
        ("print('x' * 10000)", "more than 4096 bytes without a newline"),
        ("import sys; sys.stdout.buffer.write(b'\\xff\\n')", "not UTF-8 text"),
    ],
)
def test_an_answer_that_is_not_a_move_here_is_refused(answer: str, message: str) -> None:
    player = ExternalPlayer(f'{sys.executable} -c "{answer}"')
    try:
        with pytest.raises(ExternalPlayerError, match=message):
            player.move(Position.from_text("3x1x1\n1HH\n"))
    finally:
        player.close()


def test_a_command_that_cannot_start_is_named() -> None:
    with pytest.raises(ExternalPlayerError, match="no-such-solver.*cannot start"):
        ExternalPlayer("no-such-solver --fast")


@pytest.mark.parametrize("spec", ["tiny", "=solver", "tiny=  ", "best=./solver"])
def test_a_bad_external_spec_is_refused(spec: str) -> None:
    with pytest.raises(ValueError, match="--external"):
        register_external(spec)


def test_the_bench_plays_the_solver_on_the_same_boards_as_the_agents(tiny: str) -> None:
    config = BenchConfig([tiny, "rules"], parse_difficulties("6x6/5"), 4, seed=3)
    records = run_bench(config)
    assert [(r.agent, r.index) for r in records] == [
        (a, i) for a in (tiny, "rules") for i in range(4)
    ]
    boards = {r.index: r.board_seed for r in records if r.agent == "rules"}
    assert all(boards[r.index] == r.board_seed for r in records)
