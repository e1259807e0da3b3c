"""The key table: every key does what the help line says."""

from __future__ import annotations

import curses

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.terminal.fullscreen import FullScreen
from minesweeper.ui.terminal.keys import HELP, KEYS, press

LAYOUT = "*...\n....\n..*.\n"


def small() -> FullScreen:
    return FullScreen(Game.from_board(Board.from_text(LAYOUT)), agent_seed=0)


def test_arrows_and_hjkl_move_the_cursor() -> None:
    screen = small()
    for key, expected in [
        (curses.KEY_UP, (0, 2)),
        ("l", (0, 3)),
        (curses.KEY_DOWN, (1, 3)),
        ("h", (1, 2)),
        ("j", (2, 2)),
        (curses.KEY_LEFT, (2, 1)),
        ("k", (1, 1)),
        (curses.KEY_RIGHT, (1, 2)),
        (curses.KEY_HOME, (1, 0)),
        (curses.KEY_END, (1, 3)),
    ]:
        press(screen, key)
        assert screen.cursor == expected, key


def test_the_playing_keys() -> None:
    screen = small()
    press(screen, "f")
    assert screen.game.mark(1, 2) == "flag"
    press(screen, "f")
    press(screen, "?")
    assert screen.game.mark(1, 2) == "question"
    press(screen, "?")
    screen.go(0, 3)
    press(screen, " ")
    assert screen.game.revealed[0, 3]
    press(screen, "H")
    assert screen.highlight and screen.message.startswith("Hint:")
    press(screen, "p")
    assert screen.overlay
    press(screen, "a")
    assert screen.copilot.on
    press(screen, "-")
    assert screen.copilot.speed == "slow"


def test_a_question_takes_the_next_key_as_its_answer() -> None:
    screen = small()
    press(screen, "\n")  # enter opens too
    press(screen, "q")
    press(screen, "x")  # anything but y is no
    assert screen.running and screen.question is None
    press(screen, "q")
    press(screen, "y")
    assert not screen.running


def test_the_prompt_takes_the_keys_while_it_is_open() -> None:
    screen = small()
    press(screen, "s")
    for key in "gamx":
        press(screen, key)
    press(screen, curses.KEY_BACKSPACE)
    press(screen, "q")  # typed into the name, not quitting
    assert screen.running and screen.prompt is not None
    assert screen.prompt.text == "gamq"
    press(screen, "\x1b")
    assert screen.prompt is None


def test_the_help_line_names_every_letter_key() -> None:
    letters = {key for key in KEYS if isinstance(key, str) and key.isalpha()} - set("hjklt")
    assert all(f"{letter} " in HELP for letter in letters)
