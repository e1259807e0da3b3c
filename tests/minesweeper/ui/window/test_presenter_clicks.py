"""The presenter's clicks: every one through `Presenter.click`, the previews a held button
shows, question marks on and off, the zoom remembered, and the kind of board said."""

from pathlib import Path

import pytest

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.stats.keeper import Keeper
from minesweeper.ui.window.looks import LOOKS
from minesweeper.ui.window.presenter import LEFT, MIDDLE, RIGHT, Presenter
from minesweeper.ui.window.settings import SETTINGS
from tests.minesweeper.helpers import FakeClock

LAYOUT = "*...\n....\n..*.\n"


def presenter(folder: Path, layout: str = LAYOUT) -> Presenter:
    clock = FakeClock()
    game = Game.from_board(Board.from_text(layout), clock=clock)
    return Presenter(game, clock=clock, keeper=Keeper(folder))


def test_every_click_goes_through_one_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    p = presenter(tmp_path)
    heard: list[tuple[str, int, int]] = []
    click = p.click
    monkeypatch.setattr(p, "click", lambda *args: (heard.append(args), click(*args)))
    p.gestures = p._gestures()  # the gestures hold the presenter's click: take the new one
    p.press(LEFT, 0, 3)
    p.release(LEFT, 0, 3)
    p.press(LEFT, 0, 3)  # on an open cell: a wasted click, heard all the same
    p.release(LEFT, 0, 3)
    p.press(RIGHT, 0, 0)
    p.release(RIGHT, 0, 0)
    p.press(MIDDLE, 1, 1)
    p.release(MIDDLE, 1, 1)
    assert heard == [("open", 0, 3), ("open", 0, 3), ("mark", 0, 0), ("chord", 1, 1)]


def test_the_release_acts_on_the_cell_under_the_pointer(tmp_path: Path) -> None:
    p = presenter(tmp_path)
    p.press(LEFT, 2, 2)  # a mine: the player drags off it before letting go
    p.gestures.move((0, 3))
    p.release(LEFT, 0, 3)
    assert p.game.status == "playing" and p.game.revealed[0, 3]


def test_a_held_button_shows_the_cell_or_the_block_pressed(tmp_path: Path) -> None:
    p = presenter(tmp_path)
    p.press(RIGHT, 0, 0)  # a flag stays up under a chord
    p.release(RIGHT, 0, 0)
    p.press(LEFT, 1, 0)
    looks = p.looks()
    assert not looks[1][0].raised and looks[1][0].text == "" and p.face == ":-o"
    assert looks[1][1].raised
    p.gestures.press(RIGHT, (1, 1))
    looks = p.looks()
    pressed = {(r, c) for r in range(3) for c in range(4) if not looks[r][c].raised}
    assert pressed == {(0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
    assert looks[0][0] == LOOKS["F"]
    p.gestures.move(None)
    assert all(look.raised for row in p.looks() for look in row) and p.face == ":-)"


def test_question_marks_can_be_turned_off_and_it_is_remembered(tmp_path: Path) -> None:
    p = presenter(tmp_path)
    marks = []
    for _ in range(3):
        p.press(RIGHT, 0, 0)
        p.release(RIGHT, 0, 0)
        marks.append(p.game.mark(0, 0))
    assert marks == ["flag", "question", "none"]
    p.press(RIGHT, 0, 1)
    p.press(RIGHT, 0, 1)  # a question mark left on (0, 1)
    assert p.toggle_question_marks() is False
    for _ in range(3):
        p.press(RIGHT, 0, 0)
        p.release(RIGHT, 0, 0)
        marks.append(p.game.mark(0, 0))
    assert marks[3:] == ["flag", "none", "flag"]
    p.press(RIGHT, 0, 1)  # the old question mark comes off
    assert p.game.mark(0, 1) == "none"
    assert not presenter(tmp_path).settings.question_marks  # the next window remembers


def test_the_zoom_is_remembered_and_a_failure_to_save_is_said(tmp_path: Path) -> None:
    p = presenter(tmp_path)
    assert p.settings.cell == 24
    assert p.zoom(1) and p.zoom(1) and p.settings.cell == 32
    assert not p.zoom(0) or p.settings.cell == 24
    assert p.zoom(-1) and p.settings.cell == 20
    assert presenter(tmp_path).settings.cell == 20
    (tmp_path / SETTINGS).unlink()
    (tmp_path / SETTINGS).mkdir()  # the file cannot be written any more
    assert p.zoom(1) and p.settings.cell == 24
    assert p.message.startswith(f"could not save the settings to {tmp_path / SETTINGS}")
    assert p.status_text == p.message


def test_a_damaged_settings_file_is_named_once(tmp_path: Path) -> None:
    (tmp_path / SETTINGS).write_text("{")
    p = presenter(tmp_path)
    assert p.settings.cell == 24 and p.status_text.startswith(str(tmp_path / SETTINGS))


@pytest.mark.parametrize(
    ("rule", "said"),
    [
        ("no-guess", "may need the mine counter"),
        ("no-guess-strict", "nor the mine counter"),
    ],
)
def test_the_window_says_which_no_guess_board_it_is(tmp_path: Path, rule: str, said: str) -> None:
    p = presenter(tmp_path)
    assert p.title == "Minesweeper 4x3/2" and "no-guess" not in p.status_text
    assert p.new_game("beginner", rule)
    assert p.title == f"Minesweeper 9x9/10, {rule}"
    assert f"A {rule} board:" in p.status_text and said in p.status_text
