"""The best agent's pieces: forced 50/50s, the endgame search, the lookahead."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import cache

import numpy as np
import pytest
from hypothesis import given, note, settings

from minesweeper import Position
from minesweeper.ai.agents import make_agent
from minesweeper.ai.agents.best import BestAgent, forced_fifty_fifty
from minesweeper.ai.agents.endgame import best_endgame_move, layouts
from minesweeper.ai.agents.fifty import forced_guess
from minesweeper.ai.agents.lookahead import evaluate, outcomes
from minesweeper.ai.autoplay import steps
from minesweeper.ai.model import Cell
from minesweeper.ai.probability import MineProbabilities, mine_probabilities
from minesweeper.game.play import Game
from tests.minesweeper.positions import brute_force_layouts, played_positions


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
    agent = BestAgent(seed=1)
    # the exact searches, which run first, would take it otherwise
    agent.endgame_layouts, agent.regions = 0, False
    decision = agent.next_move(Position.from_text("3x1x1\nH1H\n"))
    assert decision.cell in ((0, 0), (0, 2)) and "can ever tell its cells apart" in decision.reason
    assert decision.probability == Fraction(1, 2)


@pytest.mark.parametrize(("exact_first", "kind"), [(True, "endgame"), (False, "guess")])
def test_exact_play_comes_before_a_forced_guess(exact_first: bool, kind: str) -> None:
    agent = BestAgent(seed=1)
    agent.exact_first = exact_first
    assert agent.next_move(Position.from_text("3x1x1\nH1H\n")).kind == kind


def test_a_number_that_sees_one_cell_of_a_pair_unforces_it() -> None:
    # From a real game: one mine between (2, 0) and (2, 1), and every hidden cell that could
    # be revealed next to them sees both; but the 2 at (2, 2) sees (2, 1) and not (2, 0), so
    # (2, 0) being the mine puts one on (1, 1), (1, 3) or (2, 3), which a reveal can find.
    position = Position.from_text(
        "8x8x10\n1HHHHHHH\nHH2HHHHH\nHH2HHHHH\n12F2HHHH\n012HHHHH\n012HHHHH\n02F3HHHH\n02FHHHHH\n"
    )
    assert forced_guess(mine_probabilities(position)) is None
    decision = make_agent("best", seed=0).next_move(position)
    assert "forced guess" not in decision.reason


def test_a_number_beside_a_pseudo_pair_unforces_it() -> None:
    # From a real game: (3, 6) and (3, 7) hold at most one mine, but the 3 at (3, 5) sees
    # (3, 6) and not (3, 7): it ties (3, 6) to (4, 4) and (4, 6), which reveals can settle.
    position = Position.from_text(
        "8x8x10\n000002FH\n000124FH\n0112FF3H\n12F333HH\nHH2HH2HH\nHHHHHHHH\nHHHHHHHH\nHHHHHHHH\n"
    )
    assert forced_guess(mine_probabilities(position)) is None


def test_an_enclosed_box_is_a_forced_guess() -> None:
    box = Position.from_text("6x6x6\n111111\n1F22F1\n12HH21\n12HH21\n1F22F1\n111111\n")
    found = forced_guess(mine_probabilities(box))
    assert found is not None and set(found[1]) <= {(2, 2), (2, 3), (3, 2), (3, 3)}


def brute_force_win_first(position: Position, first: Cell) -> Fraction:
    """Perfect play after revealing ``first``."""
    probabilities = mine_probabilities(position)
    worlds = layouts(probabilities, 10**6)
    flags = set(position.flags())
    parts: dict[int, list[frozenset[Cell]]] = {}
    for world in worlds:
        if first not in world:
            shown = sum(1 for n in position.neighbors(*first) if n in world or n in flags)
            parts.setdefault(shown, []).append(world)
    total = Fraction(0)
    for value, group in parts.items():
        grid = np.array(position.cells)
        grid[first] = value
        after = Position(position.width, position.height, position.mines, grid)
        total += Fraction(len(group), len(worlds)) * brute_force_win(after)
    return total


def check_first_move_is_perfect(
    position: Position, choose: Callable[[MineProbabilities], Cell | None]
) -> None:
    """The cell ``choose`` picks (if any) keeps the chance to win of perfect play."""
    probabilities = mine_probabilities(position)
    if probabilities.safe or not probabilities.probabilities or probabilities.layouts > 60:
        return
    cell = choose(probabilities)
    if cell is None:
        return
    note(position.to_text())
    assert brute_force_win_first(position, cell) == brute_force_win(position)


@settings(max_examples=60)
@given(played_positions(max_cells=16))
def test_a_forced_guess_never_lowers_the_chance_to_win(position: Position) -> None:
    check_first_move_is_perfect(position, lambda p: (forced_guess(p) or (None,))[0])


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
        total = sum(outcome.layouts for outcome in outcomes(position, cell))
        assert Fraction(total, probabilities.layouts) == 1 - p


def brute_force_two_moves(position: Position, cell: Cell) -> tuple[Fraction, Fraction, int]:
    """Survival over two moves, progress and the numbers shown, by listing every layout."""
    worlds = brute_force_layouts(position)
    flags = set(position.flags())
    others = [c for c in position.hidden_cells() if c != cell]
    groups: dict[int, list[frozenset[Cell]]] = {}
    for world in worlds:
        if cell not in world:
            shown = sum(1 for n in position.neighbors(*cell) if n in world or n in flags)
            groups.setdefault(shown, []).append(world)
    survival = progress = Fraction(0)
    for group in groups.values():
        safest = max((sum(1 for w in group if c not in w) for c in others), default=len(group))
        proven = safest == len(group) or all(c in w for w in group for c in others)
        survival += Fraction(len(group), len(worlds)) * (
            1 if proven else Fraction(safest, len(group))
        )
        progress += Fraction(len(group), len(worlds)) if proven else 0
    return survival, progress, len(groups)


@settings(max_examples=40)
@given(played_positions(max_cells=16))
def test_evaluation_agrees_with_listing_every_layout(position: Position) -> None:
    probabilities = mine_probabilities(position)
    note(position.to_text())
    for cell, p in list(probabilities.probabilities.items())[:4]:
        found = evaluate(position, cell, p)
        assert (found.survival, found.progress, found.values) == brute_force_two_moves(
            position, cell
        )


def two_move_agent() -> BestAgent:
    """`best` looking at every hidden cell, with the exact searches off (the endgame's and
    the isolated regions'): its guess must be the one the brute-force two-move search
    prefers."""
    agent = BestAgent(seed=0)
    agent.window, agent.endgame_layouts, agent.progress_weight = 1.0, 0, 0.0
    agent.regions = False  # a board that is one isolated region is played exactly
    agent.frontier_cells = agent.open_cells = agent.linked_cells = 100
    return agent


@pytest.mark.parametrize(
    "text",
    [
        # a 1 in a corner of an untouched field: its neighbours or a far cell?
        "5x5x4\n1HHHH\nHHHHH\nHHHHH\nHHHHH\nHHHHH\n",
        # two separate frontiers of different risk
        "6x4x5\n01HHHH\n02HHHH\nHHHHHH\nHHHHHH\n",
        "5x4x4\n11100\nHH210\nHHH10\nHHH10\n",
    ],
)
def test_the_guess_is_the_best_two_move_cell_by_brute_force(text: str) -> None:
    check_two_move_choice(Position.from_text(text))


def check_two_move_choice(position: Position) -> None:
    probabilities = mine_probabilities(position)
    if not probabilities.probabilities or probabilities.safe or probabilities.mines:
        return  # nothing to guess: the game is over, or a move is proven
    if forced_fifty_fifty(probabilities) is not None:
        return
    scores = {
        cell: brute_force_two_moves(position, cell)
        for cell, p in probabilities.probabilities.items()
        if p < 1
    }
    key = {cell: (values > 1, survival) for cell, (survival, _, values) in scores.items()}
    decision = two_move_agent().next_move(position)
    assert decision.kind == "guess"
    assert key[decision.cell] == max(key.values()), (position.to_text(), decision)


@settings(max_examples=25)
@given(played_positions(max_cells=16))
def test_random_guesses_are_the_best_two_move_cells(position: Position) -> None:
    note(position.to_text())
    check_two_move_choice(position)


@pytest.mark.parametrize("rule", ["safe", "opening"])
def test_same_seed_same_moves(rule: str) -> None:
    def moves(seed: int) -> list[tuple[str, Cell, str]]:
        game = Game("intermediate", rule, seed=seed)  # type: ignore[arg-type]
        agent = make_agent("best", seed=7, first_click=rule)  # type: ignore[arg-type]
        return [(d.action, d.cell, d.reason) for d in steps(game, agent)]

    first = moves(5)
    assert first == moves(5)
    assert len(first) > 1  # a game was played, not only a first click


def test_the_endgame_search_gives_up_past_its_budget() -> None:
    # Few layouts, nothing proven, no forced pair: the search answers, unless its budget
    # is one position.
    position = Position.from_text("5x5x5\n1HHHH\nHHHHH\nHH3HH\n12HHH\n01HHH\n")
    agent = BestAgent(seed=0)
    assert agent.next_move(position).kind == "endgame"
    agent = BestAgent(seed=0)
    agent.endgame_budget = 1
    assert agent.next_move(position).kind == "guess"
