from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.window.review import BEST_BG, CLICK_BG, ReviewSteps


def test_stepping_through_a_review_shows_the_odds_before_each_click() -> None:
    game = Game.from_board(Board.from_text("..*..\n*...*\n.....\n...*."))
    game.reveal(3, 0)
    game.flag(3, 3)  # not a click to review; the odds ignore it
    game.reveal(0, 0)  # a needless guess at 1/4
    steps = ReviewSteps(game)
    assert len(steps) == 2 and steps.text.startswith("Click 1 of 2: ")
    first = steps.looks()
    assert first[3][0].background == CLICK_BG  # nothing open yet: no odds to show
    steps.step(5)  # stays on the last click
    assert steps.index == 1 and "NEEDLESS guess" in steps.text
    looks = steps.looks()
    assert looks[0][0].background == CLICK_BG
    assert looks[steps.review.moves[1].best[0]][steps.review.moves[1].best[1]].background in (
        BEST_BG, CLICK_BG
    )
    texts = {look.text for row in looks for look in row}
    assert "S" in texts and "25" in texts  # a safe cell, and the 1/4 of the click
    steps.step(-9)
    assert steps.index == 0


def test_a_game_without_clicks_has_nothing_to_step_through() -> None:
    steps = ReviewSteps(Game("beginner", seed=1))
    assert len(steps) == 0 and steps.text == "No click to review yet."
    steps.step(1)
    assert steps.index == 0
