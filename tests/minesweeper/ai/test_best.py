"""The best agent's pieces: forced 50/50s, the endgame search, the lookahead."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given, note, settings

from minesweeper import Position
from minesweeper.ai.agents import make_agent
from minesweeper.ai.agents.best import forced_fifty_fifty
from minesweeper.ai.agents.endgame import best_endgame_move, layouts
from minesweeper.ai.agents.lookahead import outcomes
from minesweeper.ai.probability import mine_probabilities
from tests.minesweeper.positions import played_positions


def test_a_pair_no_move_can_separate_is_a_forced_fifty_fifty() -> None:
    forced = mine_probabilities(Position.from_text("3x1x1\nH1H\n"))
    assert forced_fifty_fifty(forced) == ((0, 0), (0, 2))
    open_end = mine_probabilities(Position.from_text("4x1x1\nH1HH\n"))
    assert forced_fifty_fifty(open_end) is None


def test_proven_mines_around_a_pair_do_not_hide_it() -> None:
    # The two mines at the bottom right are proven, not flagged: they can never be revealed,
    # so they cannot tell the pair on the right apart.
    position = Position.from_text("4x3x3\n001H\n013H\n01HH\n")
    assert forced_fifty_fifty(mine_probabilities(position)) == ((0, 3), (1, 3))


def test_a_determined_pair_is_not_a_forced_guess() -> None:
    # One mine between the last two cells of the bottom row, but the numbers say which.
    position = Position.from_text("4x3x3\n0000\n1232\nHHHH\n")
    assert forced_fifty_fifty(mine_probabilities(position)) is None


def test_the_agent_takes_a_forced_guess_with_its_reason() -> None:
    decision = make_agent("best", seed=1).next_move(Position.from_text("3x1x1\nH1H\n"))
    assert decision.cell in ((0, 0), (0, 2)) and "no move can ever tell" in decision.reason
    assert decision.probability == Fraction(1, 2)


def brute_force_win(position: Position) -> Fraction:
    """Perfect play by definition: try every cell, average over what it shows."""
    probabilities = mine_probabilities(position)
    worlds = layouts(probabilities, 10**6)
    cells = sorted(probabilities.probabilities)
    flags = set(position.flags())

    def shows(cell: tuple[int, int], world: frozenset[tuple[int, int]]) -> int:
        if cell in world:
            return -1
        return sum(1 for n in position.neighbors(*cell) if n in world or n in flags)

    @cache
    def win(group: frozenset[int], opened: frozenset[tuple[int, int]]) -> Fraction:
        first = worlds[next(iter(group))]
        if all(worlds[i] == first for i in group):
            return Fraction(1)
        best = Fraction(0)
        for cell in cells:
            if cell in opened:
                continue
            safe = [i for i in group if cell not in worlds[i]]
            if not safe:
                continue
            parts: dict[int, set[int]] = {}
            for i in safe:
                parts.setdefault(shows(cell, worlds[i]), set()).add(i)
            chance = sum(
                (
                    Fraction(len(p), len(group)) * win(frozenset(p), opened | {cell})
                    for p in parts.values()
                ),
                Fraction(0),
            )
            best = max(best, chance)
        return best

    return win(frozenset(range(len(worlds))), frozenset())


@settings(max_examples=40)
@given(played_positions(max_cells=16))
def test_endgame_search_finds_the_best_chance(position: Position) -> None:
    probabilities = mine_probabilities(position)
    if probabilities.safe or not probabilities.probabilities or probabilities.layouts > 40:
        return
    note(position.to_text())
    move = best_endgame_move(position, probabilities, limit=40, budget=10**6)
    assert move is not None
    _, chance = move
    assert chance == brute_force_win(position)


@settings(max_examples=30)
@given(played_positions())
def test_outcomes_partition_the_layouts_where_the_cell_is_safe(position: Position) -> None:
    probabilities = mine_probabilities(position)
    for cell, p in list(probabilities.probabilities.items())[:3]:
        total = sum(layouts for _, layouts, _ in outcomes(position, cell))
        assert Fraction(total, probabilities.layouts) == 1 - p


@settings(max_examples=30)
@given(played_positions())
def test_survival_weighs_progress_by_the_discount(position: Position) -> None:
    from minesweeper.ai.agents.lookahead import next_safety, survival

    probabilities = mine_probabilities(position)
    for cell, p in list(probabilities.probabilities.items())[:2]:
        if p == 1:
            continue
        found = list(outcomes(position, cell))
        total = sum(layouts for _, layouts, _ in found)
        progress_share = (
            sum(layouts for _, layouts, after in found if next_safety(after) == 1.0) / total
        )
        none, _, numbers = survival(position, cell, float(p), discount=0.0)
        full, _, _ = survival(position, cell, float(p), discount=1.0)
        assert none == pytest.approx((1 - float(p)) * progress_share)
        assert none <= full + 1e-12 and numbers == len(found)
