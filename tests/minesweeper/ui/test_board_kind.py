"""Every front end says which no-guess board the player has, and nothing for the other rules."""

import io

import pytest

from minesweeper.game.play import Game
from minesweeper.ui.terminal.fullscreen import FullScreen
from minesweeper.ui.terminal.screen import header
from minesweeper.ui.terminal.session import Session
from minesweeper.ui.view import board_kind, status_line
from tests.minesweeper.helpers import FakeClock


@pytest.mark.parametrize("rule", ["no-guess", "no-guess-strict"])
def test_the_terminal_front_ends_name_the_no_guess_rule(rule: str) -> None:
    game = Game("beginner", rule, seed=1)
    assert "9x9/10 " + rule in status_line(game)
    assert rule in header(FullScreen(game), 200)
    out = io.StringIO()
    Session(game, io.StringIO(""), out, clock=FakeClock()).run()
    assert out.getvalue().startswith(f"Minesweeper 9x9/10. {board_kind(game)} Type 'help'")
    assert ("counter" in board_kind(game)) and (("nor" in board_kind(game)) == (rule != "no-guess"))


@pytest.mark.parametrize("rule", ["safe", "opening", "none"])
def test_the_other_rules_need_no_word(rule: str) -> None:
    game = Game("beginner", rule, seed=1)
    assert board_kind(game) == "" and rule not in header(FullScreen(game), 200)
    assert status_line(game) == "Mines left: 10   Time: 0 s   9x9/10   playing"
