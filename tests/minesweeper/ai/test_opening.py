"""The first click follows the game's first-click rule, whichever way the agent is reached."""

from __future__ import annotations

import pytest

from minesweeper import Game, Position
from minesweeper.ai.agents import AGENTS, make_agent
from minesweeper.ai.agents.opening import OPENING_INSET, first_cell
from minesweeper.ai.assist import Assistant
from minesweeper.bench import runner
from minesweeper.bench.runner import BenchConfig, parse_difficulties, run_bench


def untouched(width: int, height: int, mines: int) -> Position:
    return Position.from_text(f"{width}x{height}x{mines}\n" + ("H" * width + "\n") * height)


@pytest.mark.parametrize("rule", ["safe", "none"])
def test_a_corner_when_the_first_cell_may_show_a_number(rule: str) -> None:
    assert first_cell(untouched(30, 16, 99), rule) == (0, 0)  # type: ignore[arg-type]


def test_inside_the_board_when_the_first_click_opens_an_area() -> None:
    assert first_cell(untouched(30, 16, 99), "opening") == (OPENING_INSET, OPENING_INSET)
    assert OPENING_INSET > 0
    # a board too small for the inset still gets a cell on it, as far in as it goes
    assert first_cell(untouched(3, 2, 1), "opening") == (0, 1)


@pytest.mark.parametrize("name", sorted(set(AGENTS) - {"random"}))  # random clicks anywhere
def test_every_agent_opens_where_its_rule_says(name: str) -> None:
    board = untouched(16, 16, 40)
    for rule in ("safe", "opening", "none"):
        decision = make_agent(name, seed=1, first_click=rule).next_move(board)  # type: ignore[arg-type]
        assert decision.kind == "opening" and decision.cell == first_cell(board, rule)  # type: ignore[arg-type]
        assert rule in decision.reason


def test_the_assistant_tells_its_agent_the_games_rule() -> None:
    for rule in ("safe", "opening"):
        game = Game("intermediate", rule, seed=5)
        assert Assistant("best", seed=0).suggest(game).cell == first_cell(game.position(), rule)  # type: ignore[arg-type]


def test_the_bench_tells_its_agents_the_games_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []

    def spy(name: str, **options: object) -> object:
        told.append(str(options["first_click"]))
        return make_agent(name, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(runner, "make_agent", spy)
    sizes = parse_difficulties("beginner")
    run_bench(BenchConfig(["rules"], sizes, 3, first_click="opening"), workers=1)
    assert told == ["opening"] * 3
