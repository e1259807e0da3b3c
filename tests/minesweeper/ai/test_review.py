"""The review's probabilities against counting every layout by hand, on tiny boards."""

from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.ai.model import ImpossiblePosition
from minesweeper.ai.probability import mine_probabilities
from minesweeper.ai.review import review_game
from minesweeper.game.board import Board
from minesweeper.game.play import Game, GameError
from minesweeper.game.position import Position
from tests.minesweeper.helpers import brute_neighbours


def brute_probabilities(game: Game) -> dict[tuple[int, int], Fraction]:
    """Every layout of the mines on the hidden cells that fits the open numbers, counted."""
    height, width = game.height, game.width
    hidden = [(r, c) for r in range(height) for c in range(width) if not game.revealed[r, c]]
    numbers = game.board.numbers
    fits = []
    for mines in combinations(hidden, game.mines_total):
        chosen = set(mines)
        if all(
            sum(n in chosen for n in brute_neighbours(r, c, height, width)) == numbers[r, c]
            for r in range(height) for c in range(width) if game.revealed[r, c]
        ):  # fmt: skip
            fits.append(chosen)
    return {cell: Fraction(sum(cell in f for f in fits), len(fits)) for cell in hidden}


@st.composite
def played_games(draw: st.DrawFn) -> Game:
    height, width = draw(st.integers(2, 4)), draw(st.integers(2, 4))
    mines = draw(st.integers(1, height * width - 1))
    cells = draw(st.permutations([(r, c) for r in range(height) for c in range(width)]))
    game = Game.from_board(Board.from_cells(width, height, cells[:mines]))
    for row, col in draw(st.permutations(cells)):
        if game.status == "playing" and not game.revealed[row, col]:
            if draw(st.integers(0, 4)) == 0:
                game.flag(row, col) if game.mines_left > 0 else None  # flags are notes only
            else:
                game.reveal(row, col)
    return game


@given(played_games())
def test_each_click_is_judged_by_the_exact_odds_then(game: Game) -> None:
    review = review_game(game)
    replay = game.replay()
    copy = next(replay)
    reviewed = iter(review.moves)
    for move in game.moves:
        if move.action == "reveal":
            odds = brute_probabilities(copy)
            seen = next(reviewed)
            assert seen.cell == (move.row, move.col)
            assert seen.probability == odds[seen.cell]
            assert seen.safest == min(odds.values())
            assert seen.kind == ("certain" if seen.probability == 0 else "guess")
            assert seen.needless == (seen.kind == "guess" and 0 in odds.values())
            assert seen.best in odds
        copy = next(replay)
    assert next(reviewed, None) is None  # flags are not reviewed
    guesses = [m.probability for m in review.moves if m.kind == "guess"]
    survived = Fraction(1)
    for p in guesses:
        survived *= 1 - p
    assert review.luck == survived


def test_a_position_no_layout_fits_is_said_at_its_move(monkeypatch: pytest.MonkeyPatch) -> None:
    # The replay refuses a record whose mines are not its layout before any review; should a
    # position still fit no layout, the review names the move, not a later symptom.
    game = Game.from_board(Board.from_text("*...\n....\n..*.\n"))
    game.reveal(0, 3)
    game.reveal(2, 0)
    calls = []

    def second_impossible(position: Position) -> object:
        calls.append(position)
        if len(calls) == 2:
            raise ImpossiblePosition("no layout")
        return mine_probabilities(position)

    monkeypatch.setattr("minesweeper.ai.review.mine_probabilities", second_impossible)
    with pytest.raises(GameError, match=r"^move 2 \(reveal row 3, column 1\) comes in a position"
                       " no layout of mines fits: no layout"):  # fmt: skip
        review_game(game)
