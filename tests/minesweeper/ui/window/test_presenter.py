from pathlib import Path

import pytest

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.view import GLYPHS
from minesweeper.ui.window.presenter import LEFT, LOOKS, MIDDLE, RIGHT, Presenter
from tests.minesweeper.helpers import FakeClock

LAYOUT = "*...\n....\n..*.\n"


def presenter(clock: FakeClock | None = None) -> Presenter:
    clock = clock or FakeClock()
    return Presenter(Game.from_board(Board.from_text(LAYOUT), clock=clock), clock=clock)


def click(p: Presenter, button: int, row: int, col: int) -> None:
    p.press(button, row, col)
    p.release(button, row, col)


def test_left_click_opens_on_release() -> None:
    p = presenter()
    p.press(LEFT, 0, 3)
    assert not p.game.revealed.any() and p.face == ":-o"
    p.release(LEFT, 0, 3)
    assert p.game.revealed[0, 3] and p.face == ":-)"


def test_right_click_cycles_the_mark_on_press() -> None:
    p = presenter()
    marks = []
    for _ in range(3):
        p.press(RIGHT, 0, 0)
        marks.append(p.game.mark(0, 0))
        p.release(RIGHT, 0, 0)
    assert marks == ["flag", "question", "none"]
    assert not p.game.revealed.any()


def test_middle_click_chords() -> None:
    p = presenter()
    click(p, LEFT, 1, 1)
    click(p, RIGHT, 0, 0)
    click(p, RIGHT, 2, 2)
    click(p, MIDDLE, 1, 1)
    assert p.game.revealed[2, 0] and p.game.moves[-1].action == "chord"


@pytest.mark.parametrize("first", [LEFT, RIGHT])
def test_both_buttons_chord_once_when_both_are_up(first: int) -> None:
    p = presenter()
    click(p, LEFT, 1, 1)
    click(p, RIGHT, 0, 0)
    click(p, RIGHT, 2, 2)
    second = RIGHT if first == LEFT else LEFT
    p.press(first, 1, 1)
    p.press(second, 1, 1)
    assert p.game.mark(1, 1) == "none"
    p.release(LEFT, 1, 1)
    assert p.game.moves[-1].action == "cycle_mark"  # nothing yet: one button is still down
    p.release(RIGHT, 1, 1)
    assert [m.action for m in p.game.moves].count("chord") == 1
    assert p.game.revealed[2, 0]
    click(p, LEFT, 0, 3)  # the gesture is over: a plain click opens again
    assert p.game.revealed[0, 3]


def test_errors_become_messages() -> None:
    p = presenter()
    click(p, RIGHT, 0, 0)
    click(p, RIGHT, 0, 1)
    click(p, RIGHT, 0, 2)
    assert p.message == "no flags left: all 2 are placed"
    assert p.status_text == "no flags left: all 2 are placed"
    click(p, LEFT, 1, 3)
    assert p.message == ""


def test_loss_and_win_messages_and_faces() -> None:
    clock = FakeClock()
    p = presenter(clock)
    click(p, LEFT, 0, 3)
    clock.advance(4.2)
    click(p, LEFT, 0, 0)
    assert p.face == "X-(" and p.status_text.startswith("Boom! The mine at row 1, column 1")
    assert "after 4.2 s" in p.status_text
    assert p.looks()[0][0] == LOOKS["X"] and p.looks()[2][2] == LOOKS["*"]
    moves = len(p.game.moves)
    click(p, LEFT, 2, 0)  # a finished board ignores clicks
    assert len(p.game.moves) == moves
    p = presenter(clock)
    for cell in [(0, 3), (1, 0), (2, 0), (2, 3)]:
        click(p, LEFT, *cell)
    assert p.game.status == "won" and p.face == "B-)"
    assert p.status_text.startswith("You won in")


def test_counter_timer_and_title() -> None:
    clock = FakeClock()
    p = presenter(clock)
    assert (p.counter_text, p.timer_text, p.title) == ("002", "000", "Minesweeper 4x3/2")
    click(p, RIGHT, 0, 0)
    clock.advance(3)
    assert (p.counter_text, p.timer_text) == ("001", "000")  # a flag starts no timer
    click(p, LEFT, 0, 3)  # the first opening does
    clock.advance(12.9)
    assert (p.counter_text, p.timer_text) == ("001", "012")
    clock.advance(5000)
    assert p.timer_text == "999"
    assert "Left: open" in presenter().status_text


def test_new_game() -> None:
    p = presenter()
    assert p.new_game("expert", "opening")
    assert (p.game.width, p.game.height, p.game.first_click) == (30, 16, "opening")
    assert p.new_game()
    assert (p.game.width, p.game.first_click) == (30, "opening")
    assert not p.new_game("3x3/9")
    assert "9 mines do not fit" in p.message and p.game.width == 30


def test_save_and_load(tmp_path: Path) -> None:
    p = presenter()
    click(p, LEFT, 0, 3)
    assert p.save(tmp_path / "g.json") and p.message.startswith("Game saved")
    other = presenter()
    assert other.load(tmp_path / "g.json") and other.message == f"Loaded {tmp_path / 'g.json'}."
    assert other.game.position() == p.game.position()
    assert not other.load(tmp_path / "missing.json")
    assert other.message.startswith("could not load:") and "No such file" in other.message
    assert not p.save(tmp_path / "no" / "dir" / "g.json")
    assert p.message.startswith("could not save:")


def test_every_glyph_has_a_look() -> None:
    assert set(LOOKS) == set(GLYPHS) | {str(n) for n in range(1, 9)}
    assert all(LOOKS[g].raised for g in "#F?") and not any(LOOKS[g].raised for g in ".*Xx12")
    assert LOOKS["3"].text == "3" and LOOKS["."].text == ""
