"""The agents: legal, sound moves from positions alone; same seeds, same moves."""

from __future__ import annotations

import pytest

from minesweeper import Game, Position
from minesweeper.ai.agents import AGENTS, DEFAULT_AGENT, Decision, make_agent
from minesweeper.ai.autoplay import play, steps
from minesweeper.ai.probability import mine_probabilities

SMALL = (8, 8, 10)


@pytest.mark.parametrize("name", sorted(AGENTS))
def test_proofs_are_sound_and_games_end(name: str) -> None:
    for seed in range(6):
        game = Game(SMALL, seed=seed)
        agent = make_agent(name, seed=seed)
        for decision in steps(game, agent):
            assert isinstance(decision, Decision)
            if decision.kind in ("rule", "deduction"):
                is_mine = bool(game.board.mines[decision.cell])
                assert is_mine == (decision.action == "flag"), decision
        assert game.status in ("won", "lost")


def test_search_agents_make_identical_moves() -> None:
    for seed in range(5):
        moves = {}
        efforts = {}
        for name in ("backtracking", "advanced", "gac"):
            game = Game(SMALL, seed=seed)
            agent = make_agent(name, seed=seed)
            moves[name] = [(d.action, d.cell, d.kind) for d in steps(game, agent)]
            efforts[name] = agent.search.assignments  # type: ignore[attr-defined]
        assert moves["backtracking"] == moves["advanced"] == moves["gac"]
        assert all(efforts.values()) or not any(k == "deduction" for _, _, k in moves["gac"])


def test_decisions_depend_only_on_the_position() -> None:
    # Two boards with different mines but the same visible position get the same answer.
    position = Position.from_text("4x3x2\n1HHH\n1HHH\n1HHH\n")
    answers = {make_agent(name, seed=3).next_move(position) for name in ("gac", "probabilistic")}
    assert all(d.cell[1] >= 1 for d in answers)
    assert make_agent("probabilistic", seed=3).next_move(position) == make_agent(
        "probabilistic", seed=3
    ).next_move(position)


def test_probabilistic_guesses_a_safest_cell() -> None:
    position = Position.from_text("5x2x2\n1HHHH\nHHHHH\n")
    decision = make_agent("probabilistic", seed=0).next_move(position)
    probabilities = mine_probabilities(position)
    assert decision.kind == "guess"
    assert decision.probability == min(probabilities.probabilities.values())
    assert decision.cell in probabilities.safest()


def test_the_first_click_is_an_opening() -> None:
    decision = make_agent(DEFAULT_AGENT).next_move(Game(SMALL, seed=1).position())
    assert decision.kind == "opening" and decision.action == "reveal"


def test_unknown_agents_are_named() -> None:
    with pytest.raises(ValueError, match="unknown agent 'genius'"):
        make_agent("genius")


def test_play_reports_the_game() -> None:
    result = play(Game("beginner", seed=4), make_agent("probabilistic", seed=4))
    assert 0 < result.revealed_share <= 1
    assert result.won == (result.revealed_share == 1)
    assert result.moves >= 1 and result.seconds >= 0


def test_wrong_flags_that_overflow_the_counter_are_explained() -> None:
    from minesweeper.ai.model import ImpossiblePosition, with_flags

    position = Position.from_text("3x1x1\nF1H\n")
    with pytest.raises(ImpossiblePosition, match="mine counter says 1 mine, but the flags"):
        with_flags(position, [(0, 2)])
