"""Proofs and contradictions against brute force over every layout of small positions: the
evidence named forces the cell (or cannot hold), and every piece of it is needed."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from minesweeper.ai.proof import Evidence, contradiction, proof
from minesweeper.game.grid import neighbour_counts
from minesweeper.game.position import FLAG, HIDDEN, Position, PositionError

Cell = tuple[int, int]


def layouts(position: Position, evidence: Sequence[Evidence]) -> list[set[Cell]]:
    """Every set of mines on the unopened cells that meets each piece of ``evidence``."""
    cells = position.cells
    unknown = [(int(r), int(c)) for r, c in zip(*np.nonzero(cells < 0))]
    found = []
    for bits in itertools.product((0, 1), repeat=len(unknown)):
        mines = {cell for cell, bit in zip(unknown, bits) if bit}
        if all(_holds(position, e, mines) for e in evidence):
            found.append(mines)
    return found


def _holds(position: Position, evidence: Evidence, mines: set[Cell]) -> bool:
    if evidence.kind == "counter":
        return len(mines) == evidence.value
    assert evidence.cell is not None
    if evidence.kind == "flag":
        return evidence.cell in mines
    return sum(n in mines for n in position.neighbors(*evidence.cell)) == evidence.value


def everything(position: Position) -> list[Evidence]:
    """All the evidence of a position, read independently of the code under test."""
    cells = position.cells
    found = [
        Evidence("number", cell, int(cells[cell]))
        for cell in position.revealed_cells()
        if int(cells[cell]) or any(cells[n] < 0 for n in position.neighbors(*cell))
    ]
    found += [Evidence("flag", cell, 1) for cell in position.flags()]
    return found + [Evidence("counter", None, position.mines)]


def forced(position: Position, evidence: Sequence[Evidence], cell: Cell, mine: bool) -> bool:
    """No layout meeting ``evidence`` gives ``cell`` the other state."""
    return all((cell in mines) == mine for mines in layouts(position, evidence))


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """A small board: a random layout, some safe cells open, some flags (right or wrong),
    and a mine counter that may be off by one."""
    height, width = draw(st.integers(1, 4)), draw(st.integers(2, 4))
    mines = np.array(draw(st.lists(st.booleans(), min_size=height * width,
                                   max_size=height * width))).reshape(height, width)
    numbers = neighbour_counts(mines)
    cells = np.full((height, width), HIDDEN, dtype=np.int8)
    for r in range(height):
        for c in range(width):
            choice = draw(st.sampled_from(["hidden", "open", "flag"]))
            if choice == "open" and not mines[r, c]:
                cells[r, c] = numbers[r, c]
            elif choice == "flag":
                cells[r, c] = FLAG
    total = int(mines.sum()) + draw(st.sampled_from([0, 0, 0, -1, 1]))
    flags, unopened = int((cells == FLAG).sum()), int((cells < 0).sum())
    assume(flags <= total <= unopened)
    return Position(width, height, total, cells)


@given(positions(), st.data())
def test_a_proof_forces_the_cell_and_needs_every_piece(
    position: Position, data: st.DataObject
) -> None:
    unknown = [(int(r), int(c)) for r, c in zip(*np.nonzero(position.cells < 0))]
    assume(unknown)
    cell = data.draw(st.sampled_from(unknown))
    mine = data.draw(st.booleans())
    found = proof(position, cell, mine)
    if not forced(position, everything(position), cell, mine):
        assert found is None
        return
    assert found is not None and set(found) <= set(everything(position))
    assert forced(position, found, cell, mine)
    for k in range(len(found)):
        assert not forced(position, found[:k] + found[k + 1 :], cell, mine), found[k]


@given(positions())
def test_a_contradiction_cannot_hold_and_needs_every_piece(position: Position) -> None:
    found = contradiction(position)
    if layouts(position, everything(position)):
        assert found is None
        return
    assert found is not None and found and set(found) <= set(everything(position))
    assert not layouts(position, found)
    for k in range(len(found)):
        assert layouts(position, found[:k] + found[k + 1 :]), found[k]


def test_the_counter_is_named_only_when_the_numbers_do_not_suffice() -> None:
    position = Position.from_text("4x1x1\n1HHH\n")
    assert proof(position, (0, 1), mine=True) == [Evidence("number", (0, 0), 1)]
    assert [e.kind for e in proof(position, (0, 3), mine=False) or []] == ["number", "counter"]


def test_a_number_with_no_room_contradicts_itself() -> None:
    position = Position.from_text("2x1x0\n10\n")
    assert contradiction(position) == [Evidence("number", (0, 0), 1)]
    assert str(Evidence("number", (0, 0), 1)) == "the 1 at row 1, column 1"


def test_proof_refuses_open_cells_and_cells_off_the_board() -> None:
    position = Position.from_text("3x1x1\n1HH\n")
    with pytest.raises(PositionError, match="row 1, column 1 is open"):
        proof(position, (0, 0), mine=False)
    with pytest.raises(PositionError, match="off the 3x1 board"):
        proof(position, (1, 0), mine=False)


def test_a_proof_on_a_large_board_uses_only_the_evidence_linked_to_the_cell() -> None:
    from minesweeper.ai.proof import evidence_csp

    # Two separate 1s far apart on a 200x200 board: the proof about a cell beside one of them
    # is built from that one's part of the board, not from the 40,000 cells.
    rows = [["H"] * 200 for _ in range(200)]
    for r, c in ((0, 0), (150, 150)):
        rows[r][c] = "1"
    rows[0][1] = "1"
    rows[1][0] = "1"
    text = "200x200x10\n" + "\n".join("".join(row) for row in rows) + "\n"
    position = Position.from_text(text)
    csp, evidence = evidence_csp(position, counter=False, near=(1, 1))
    assert set(csp.variables) == {(0, 2), (1, 1), (1, 2), (2, 0), (2, 1)}
    assert {e.cell for e in evidence.values()} == {(0, 0), (0, 1), (1, 0)}
