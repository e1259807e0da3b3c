"""benchmarks/plugins/influence.py: the layouts in which a cell is caught in a side-by-side
50/50, counted as brute force counts them, and the agent that weighs them."""

from __future__ import annotations

import importlib.util
import sys
from fractions import Fraction
from pathlib import Path
from types import ModuleType

from hypothesis import given, settings

from minesweeper import FLAG, Position
from minesweeper.ai.agents import make_agent
from minesweeper.ai.autoplay import play
from minesweeper.ai.probability import Analyzer, mine_probabilities
from minesweeper.game.play import Game
from tests.minesweeper.positions import brute_force_layouts, played_positions

ROOT = Path(__file__).resolve().parents[2]


def load() -> ModuleType:
    path = ROOT / "benchmarks" / "plugins" / "influence.py"
    spec = importlib.util.spec_from_file_location("influence", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


influence = load()
MISSING_MINES = influence.MISSING_MINES
cell_share = influence.cell_share
pair_tallies = influence.pair_tallies
pairs_through = influence.pairs_through


def brute_force_influence(position: Position, cell: tuple[int, int]) -> Fraction:
    """The definition, counted over every layout."""
    found = brute_force_layouts(position)
    cells = position.cells
    mined = {c for c in position.hidden_cells() if all(c in layout for layout in found)}
    undecided = {c for c in position.hidden_cells() if 0 < sum(c in x for x in found) < len(found)}
    tally = 0
    for first, second, flanks in pairs_through(position, cell):
        if first not in undecided or second not in undecided:
            continue
        if any(cells[f] >= 0 for f in flanks):
            continue
        missing = [f for f in flanks if cells[f] != FLAG and f not in mined]
        if len(missing) > MISSING_MINES or len(missing) + 1 > position.mines_left:
            continue
        tally += sum(
            1
            for layout in found
            if first in layout and second not in layout and all(f in layout for f in missing)
        )
    mine = Fraction(sum(cell in layout for layout in found), len(found))
    return min(Fraction(tally, len(found)), mine, 1 - mine)


def test_a_pair_against_a_wall_of_mines_is_caught() -> None:
    # The pair at the top left could only be told apart through (0, 2) and (1, 2), both
    # flagged: it is a 50/50 in every layout, and half of them put the mine on the left.
    position = Position.from_text("4x3x3\nHHF2\nHHF2\n0111\n")
    odds = mine_probabilities(position)
    share = cell_share(pair_tallies(position, odds, mine_probabilities), odds, (0, 0))
    assert share == brute_force_influence(position, (0, 0)) == Fraction(1, 2)


def test_a_revealed_flank_breaks_the_trap() -> None:
    position = Position.from_text("3x2x1\nHH1\nHH1\n")
    odds = mine_probabilities(position)
    assert cell_share(pair_tallies(position, odds, mine_probabilities), odds, (0, 0)) == 0


@settings(max_examples=150, deadline=None)
@given(played_positions(max_cells=16))
def test_every_share_matches_brute_force(position: Position) -> None:
    found = brute_force_layouts(position)
    if not found:
        return
    odds = mine_probabilities(position)
    analyse = Analyzer()
    tallies = pair_tallies(position, odds, analyse)  # every pair at once, as the agent asks
    for cell, p in odds.probabilities.items():
        if 0 < p < 1:
            assert cell_share(tallies, odds, cell) == brute_force_influence(position, cell), cell


def test_a_likely_pair_lends_its_share_to_the_flank_that_would_break_it() -> None:
    # The pair at the top left closes if (0, 2) is a mine beside the flagged (1, 2): in one
    # layout of six (two mines among the top row, the row below safe).
    position = Position.from_text("4x3x3\nHHHH\nHHFH\n0111\n")
    odds = mine_probabilities(position)
    tallies = pair_tallies(position, odds, mine_probabilities)
    enablers = influence.enabler_shares(position, odds, tallies)
    assert tallies[(0, 0), (0, 1)] == Fraction(1, 6)
    assert enablers == {(0, 2): Fraction(1, 6)}


def test_the_influence_agent_registers_and_plays() -> None:
    agent = make_agent("best-influence", seed=3)
    assert isinstance(agent, influence.InfluenceAgent)
    result = play(Game("intermediate", "safe", seed=11), agent)
    assert result.moves > 1
