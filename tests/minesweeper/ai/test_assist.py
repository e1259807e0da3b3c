from fractions import Fraction

import pytest

from minesweeper.ai.agents import Decision
from minesweeper.ai.assist import Assistant, apply, is_certain
from minesweeper.ai.model import ImpossiblePosition
from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.game.position import PositionError

LAYOUT = "*...\n....\n..*.\n"


def fixed() -> Game:
    return Game.from_board(Board.from_text(LAYOUT))


@pytest.mark.parametrize(
    ("decision", "rule", "certain"),
    [
        (Decision("reveal", (0, 0), "rule", "r"), "safe", True),
        (Decision("flag", (0, 0), "deduction", "d"), "safe", True),
        (Decision("reveal", (0, 0), "opening", "o"), "safe", True),
        (Decision("reveal", (0, 0), "opening", "o"), "none", False),
        (Decision("reveal", (0, 0), "guess", "g", Fraction(1, 8)), "safe", False),
        (Decision("reveal", (0, 0), "guess", "g"), "safe", False),
        (Decision("reveal", (0, 0), "endgame", "e", Fraction(0)), "safe", True),
        (Decision("flag", (0, 0), "endgame", "e", Fraction(1)), "safe", True),
        (Decision("flag", (0, 0), "endgame", "e", Fraction(0)), "safe", False),
    ],
)
def test_is_certain(decision: Decision, rule: str, certain: bool) -> None:
    assert is_certain(decision, Game("beginner", rule, seed=1)) is certain


def test_apply_reveals_and_flags_but_never_unflags() -> None:
    game = fixed()
    apply(game, Decision("reveal", (0, 3), "guess", "g"))
    assert game.revealed[0, 3]
    flag = Decision("flag", (0, 0), "rule", "r")
    apply(game, flag)
    apply(game, flag)
    assert game.mark(0, 0) == "flag"


def test_suggestions_are_asked_once_per_position() -> None:
    game = Game("beginner", seed=1)
    helper = Assistant("random", seed=0)
    first = helper.suggest(game)
    assert helper.suggest(game) is first  # a random agent would pick again otherwise
    assert helper.play(game) is first
    assert game.revealed[first.cell]
    assert helper.agent(game).guesses == 1  # asked twice, counted once


def test_a_new_game_gets_a_new_agent() -> None:
    helper = Assistant("probabilistic", seed=0)
    one, two = Game("beginner", seed=1), Game("beginner", seed=1)
    agent = helper.agent(one)
    assert helper.agent(one) is agent and helper.agent(two) is not agent


def test_the_person_may_move_between_the_agents_moves() -> None:
    game = Game("beginner", seed=1)
    helper = Assistant("probabilistic", seed=0)
    helper.play(game)  # the corner
    proposed = helper.suggest(game)
    game.reveal(*proposed.cell)  # the person takes the suggested cell themselves
    assert helper.suggest(game).cell != proposed.cell


def test_errors_name_the_problem() -> None:
    helper = Assistant("probabilistic")
    game = fixed()
    game.reveal(0, 3)
    game.reveal(0, 0)
    with pytest.raises(PositionError, match="the game is over \\(lost\\)"):
        helper.suggest(game)
    game = fixed()
    game.reveal(0, 3)
    game.flag(0, 0)
    game.flag(1, 0)  # wrong: the 1 at row 1, column 2 now touches two flags
    culprits = "the 1 at row 1, column 2; the flag at row 1, column 1 and the flag at row 2"
    with pytest.raises(ImpossiblePosition, match=f"the position is impossible: {culprits}"):
        helper.suggest(game)
    with pytest.raises(ValueError, match="unknown agent 'oracle'"):
        Assistant("oracle")


def test_odds_shown_once_a_cell_is_open_count_as_help() -> None:
    helper = Assistant("probabilistic", seed=0)
    game = Game("beginner", seed=3)
    assert helper.advise(game, move=False).move is None  # the odds alone: no move asked
    assert helper.help_given(game) == "none"  # before the first click they tell nothing
    game.reveal(4, 4)
    advice = helper.advise(game, move=False)
    assert advice.odds and helper.help_given(game) == "hints"
    assert helper.advise(game, move=False) is advice  # worked out once per position
    assert helper.advise(game).move is not None  # asked for a move: the agent is asked


def test_the_help_given_is_told_apart_hints_from_moves() -> None:
    helper = Assistant("probabilistic", seed=0)
    game, other = Game("beginner", seed=3), Game("beginner", seed=4)
    helper.suggest(game)  # a hint: the person still makes every move
    assert (helper.help_given(game), helper.help_given(other)) == ("hints", "none")
    helper.play(game)  # the AI moved: the game is its, whatever the person does next
    assert helper.help_given(game) == "ai"
    helper.advise(game)
    assert helper.help_given(game) == "ai" and helper.help_given(other) == "none"
