import dataclasses
import os
import signal
import time

import pytest

from minesweeper.ai.agents import AGENTS, make_agent
from minesweeper.ai.autoplay import play
from minesweeper.bench.games import GameRecord, derived_seed
from minesweeper.bench.runner import (
    BenchConfig,
    parse_agents,
    parse_difficulties,
    run_bench,
    summaries,
)
from minesweeper.game.difficulty import Size
from minesweeper.game.play import Game
from taskfarm import DaskExecutor, Executor

SMALL = BenchConfig(["rules", "probabilistic"], parse_difficulties("beginner,6x6/5"), 6)


def without_times(records: list[GameRecord]) -> list[GameRecord]:
    return [dataclasses.replace(r, seconds=0.0, bbbv_per_s=0.0) for r in records]


def test_seeds_depend_on_the_run_seed_the_size_the_game_and_the_purpose() -> None:
    size = Size(9, 9, 10)
    base = derived_seed(0, size, 0, "board")
    assert base == derived_seed(0, size, 0, "board")
    others = {
        derived_seed(1, size, 0, "board"),
        derived_seed(0, Size(16, 16, 40), 0, "board"),
        derived_seed(0, size, 1, "board"),
        derived_seed(0, size, 0, "agent"),
    }
    assert base not in others and len(others) == 4
    assert 0 <= base < 2**63


def test_parse_agents_and_difficulties() -> None:
    assert parse_agents("gac,rules,gac") == ["gac", "rules"]
    assert parse_difficulties("Expert, 5x4/3") == [
        ("expert", Size(30, 16, 99)),
        ("5x4/3", Size(5, 4, 3)),
    ]
    with pytest.raises(ValueError, match="unknown agent 'clever'; choose from random, rules"):
        parse_agents("rules,clever")
    with pytest.raises(ValueError, match="no agent named"):
        parse_agents(" , ")
    with pytest.raises(ValueError, match="unknown difficulty 'huge': expected one of beginner"):
        parse_difficulties("beginner,huge")


def test_every_agent_meets_the_same_boards_and_results_are_in_order() -> None:
    records = run_bench(SMALL)
    assert [(r.difficulty, r.agent, r.index) for r in records] == [
        (label, agent, i)
        for label in ("beginner", "6x6/5")
        for agent in ("rules", "probabilistic")
        for i in range(6)
    ]
    rules = [r.board_seed for r in records if r.agent == "rules"]
    assert rules == [r.board_seed for r in records if r.agent == "probabilistic"]
    assert len(set(rules)) == 12


def test_a_record_is_the_game_replayed_from_its_seeds() -> None:
    record = run_bench(BenchConfig(["probabilistic"], parse_difficulties("beginner"), 3))[2]
    size = Size(9, 9, 10)
    game = Game(size, "safe", record.board_seed)
    agent = make_agent("probabilistic", seed=derived_seed(0, size, 2, "agent"))
    result = play(game, agent)
    assert (result.won, result.revealed_share, result.guesses, result.moves) == (
        record.won,
        record.revealed_share,
        record.guesses,
        record.moves,
    )


def test_results_do_not_depend_on_workers_or_chunks() -> None:
    one = run_bench(SMALL, workers=1)
    two = run_bench(SMALL, workers=2)
    odd = run_bench(dataclasses.replace(SMALL, chunk_size=4), workers=2)
    assert without_times(one) == without_times(two) == without_times(odd)


def test_progress_hears_every_game_as_its_task_finishes() -> None:
    heard: list[list[GameRecord]] = []
    records = run_bench(SMALL, workers=2, progress=heard.append)
    assert len(heard) > 1
    assert sorted((r for task in heard for r in task), key=repr) == sorted(records, key=repr)


def test_tasks_are_runs_of_consecutive_games_skipping_the_recorded_ones() -> None:
    config = BenchConfig(["rules"], parse_difficulties("beginner"), 10, chunk_size=3)
    assert [(c.start, c.stop) for c in config.chunks(2)] == [(0, 3), (3, 6), (6, 9), (9, 10)]
    played = {i: record for i, record in enumerate(run_bench(config))}
    recorded = [played[i] for i in (0, 4, 5, 9)]
    chunks = list(config.chunks(2, recorded))
    assert [(c.start, c.stop) for c in chunks] == [(1, 4), (6, 9)]
    automatic = BenchConfig(["rules", "gac"], parse_difficulties("beginner,4x4/2"), 200)
    sizes = {c.stop - c.start for c in automatic.chunks(2)}
    assert sizes == {25}  # enough tasks for every worker to get several: 200 / (4 * 2)


def test_a_resumed_run_plays_only_what_is_missing_and_ends_as_a_whole_run() -> None:
    whole = run_bench(SMALL)
    recorded = whole[1::3]
    heard: list[GameRecord] = []
    resumed = run_bench(SMALL, workers=2, progress=heard.extend, recorded=recorded)
    assert without_times(resumed) == without_times(whole)
    assert len(heard) == len(whole) - len(recorded)
    assert not {(r.difficulty, r.agent, r.index) for r in heard} & {
        (r.difficulty, r.agent, r.index) for r in recorded
    }


def test_deduction_agents_play_identical_games() -> None:
    names = [n for n in ("backtracking", "advanced", "gac") if n in AGENTS]
    config = BenchConfig(names, parse_difficulties("beginner"), 8)
    records = without_times(run_bench(config))
    by_agent = [
        [dataclasses.replace(r, agent="") for r in records if r.agent == name] for name in names
    ]
    assert all(games == by_agent[0] for games in by_agent)


def test_summaries_one_per_difficulty_and_agent() -> None:
    results = summaries(run_bench(SMALL))
    assert [(s.difficulty, s.agent, s.games) for s in results] == [
        ("beginner", "rules", 6),
        ("beginner", "probabilistic", 6),
        ("6x6/5", "rules", 6),
        ("6x6/5", "probabilistic", 6),
    ]
    assert all(s.ci95[0] <= s.win_rate <= s.ci95[1] for s in results)


def test_the_random_agent_loses_more_than_the_probabilistic_one() -> None:
    config = BenchConfig(["random", "probabilistic"], parse_difficulties("beginner"), 20)
    random, probabilistic = summaries(run_bench(config))
    assert random.wins < probabilistic.wins and random.guesses_per_game > 1


@pytest.mark.parametrize(
    ("games", "workers", "words"),
    [
        (0, 1, "--games must be at least 1"),
        (1, 0, "--workers must be a whole number from 1 to 256, got 0"),
    ],
)
def test_bad_counts(games: int, workers: int, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        run_bench(dataclasses.replace(SMALL, games=games), workers=workers)


@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_results_do_not_depend_on_the_executor_or_the_task_size(dask_executor: Executor) -> None:
    local = run_bench(SMALL, workers=1)
    for size in (0, 1, 5):
        config = dataclasses.replace(SMALL, chunk_size=size)
        heard: list[GameRecord] = []
        on_dask = run_bench(config, progress=heard.extend, executor=dask_executor)
        assert without_times(on_dask) == without_times(local)
        assert len(heard) == len(local)


@pytest.mark.heavy  # other processes end to end: CI's step of its own
def test_a_worker_killed_mid_run_loses_nothing() -> None:
    distributed = pytest.importorskip(
        "dask.distributed", reason="dask is optional: pip install '.[cluster]'"
    )
    config = BenchConfig(["probabilistic"], parse_difficulties("beginner"), 40, chunk_size=2)
    expected = without_times(run_bench(config))
    killed: list[int] = []
    with DaskExecutor(workers=2) as executor:
        client: distributed.Client = executor.client

        def kill_a_busy_worker(records: list[GameRecord]) -> None:
            if killed:
                return
            # a task is back and the window holds more, but the scheduler may not have handed
            # the next one out yet: look again for a moment, then at the next result
            for _ in range(50):
                busy = [address for address, keys in client.processing().items() if keys]
                if busy:
                    break
                time.sleep(0.02)
            else:
                return
            pid = client.run(os.getpid, workers=busy[:1])[busy[0]]
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

        records = run_bench(config, progress=kill_a_busy_worker, executor=executor)
    assert killed and without_times(records) == expected
