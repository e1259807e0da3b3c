"""The best agent's pieces: forced 50/50s, the endgame search, the lookahead."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from hypothesis import given, note, settings

from minesweeper import Position
from minesweeper.agents import make_agent
from minesweeper.agents.best import forced_fifty_fifty
from minesweeper.agents.endgame import best_endgame_move, layouts
from minesweeper.agents.lookahead import outcomes
from minesweeper.probability import mine_probabilities

from .positions import played_positions


def test_a_pair_no_move_can_separate_is_a_forced_fifty_fifty() -> None:
    forced = mine_probabilities(Position.from_text("3x1x1\nH1H\n"))
    assert forced_fifty_fifty(forced) == ((0, 0), (0, 2))
    open_end = mine_probabilities(Position.from_text("4x1x1\nH1HH\n"))
    assert forced_fifty_fifty(open_end) is None


def test_the_agent_takes_a_forced_fifty_fifty_with_its_reason() -> None:
    decision = make_agent("best", seed=1).next_move(Position.from_text("3x1x1\nH1H\n"))
    assert decision.cell in ((0, 0), (0, 2)) and "50/50" in decision.reason


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
