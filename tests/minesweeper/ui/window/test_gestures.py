"""The mouse and the keys read as classic clients read them, without a display."""

from minesweeper.ui.window.gestures import LEFT, MIDDLE, RIGHT, Gestures


class Clicks:
    """Records every click the gestures report."""

    def __init__(self) -> None:
        self.made: list[tuple[str, int, int]] = []
        self.open: set[tuple[int, int]] = set()

    def __call__(self, gesture: str, row: int, col: int) -> None:
        self.made.append((gesture, row, col))

    def is_open(self, row: int, col: int) -> bool:
        return (row, col) in self.open


def gestures(height: int = 5, width: int = 7) -> tuple[Gestures, Clicks]:
    clicks = Clicks()
    return Gestures(height, width, clicks, clicks.is_open), clicks


def test_a_left_click_opens_on_release_the_cell_under_the_pointer() -> None:
    hand, clicks = gestures()
    hand.press(LEFT, (1, 1))
    assert hand.preview == ("open", (1, 1)) and not clicks.made
    hand.move((1, 2))  # dragged: the pressed cell follows
    assert hand.preview == ("open", (1, 2))
    hand.release(LEFT, (1, 2))
    assert clicks.made == [("open", 1, 2)] and hand.preview is None


def test_letting_go_off_the_board_takes_the_click_back() -> None:
    hand, clicks = gestures()
    hand.press(LEFT, (1, 1))
    hand.move(None)
    assert hand.preview is None  # nothing looks pressed off the board
    hand.release(LEFT, None)
    assert not clicks.made
    hand.press(LEFT, (1, 1))
    hand.move(None)
    hand.move((2, 2))  # back on the board: the click is on again, where the pointer is
    hand.release(LEFT, (2, 2))
    assert clicks.made == [("open", 2, 2)]


def test_a_right_press_marks_at_once_and_a_release_does_nothing() -> None:
    hand, clicks = gestures()
    hand.press(RIGHT, (0, 0))
    assert clicks.made == [("mark", 0, 0)] and hand.preview is None
    hand.release(RIGHT, (0, 0))
    assert clicks.made == [("mark", 0, 0)]


def test_both_buttons_show_the_block_and_chord_where_the_last_comes_up() -> None:
    hand, clicks = gestures()
    hand.press(LEFT, (2, 2))
    hand.press(RIGHT, (2, 2))  # right with left held: a chord, not a mark
    assert hand.preview == ("chord", (2, 2)) and not clicks.made
    hand.move((2, 3))
    hand.release(LEFT, (2, 3))
    assert hand.preview is None and not clicks.made  # the block hides with left up
    hand.release(RIGHT, (2, 3))
    assert clicks.made == [("chord", 2, 3)]
    hand.press(LEFT, (0, 0))  # the gesture is over: a plain click opens again
    hand.release(LEFT, (0, 0))
    assert clicks.made[-1] == ("open", 0, 0)


def test_a_right_press_first_marks_then_left_makes_it_a_chord() -> None:
    hand, clicks = gestures()
    hand.press(RIGHT, (3, 3))
    hand.press(LEFT, (3, 3))
    assert hand.preview == ("chord", (3, 3))
    hand.release(RIGHT, (3, 3))
    hand.release(LEFT, (3, 3))
    assert clicks.made == [("mark", 3, 3), ("chord", 3, 3)]


def test_the_middle_button_chords_and_can_be_taken_back() -> None:
    hand, clicks = gestures()
    hand.press(MIDDLE, (4, 6))
    assert hand.preview == ("chord", (4, 6))
    hand.release(MIDDLE, (4, 6))
    hand.press(MIDDLE, (4, 6))
    hand.release(MIDDLE, None)
    assert clicks.made == [("chord", 4, 6)]


def test_a_release_without_its_press_is_ignored() -> None:
    hand, clicks = gestures()
    hand.release(LEFT, (1, 1))  # pressed on the board before this one was made
    assert not clicks.made and hand.preview is None


def test_the_keys_move_a_cursor_and_open_chord_and_flag_under_it() -> None:
    hand, clicks = gestures(5, 7)
    assert hand.cursor is None and not hand.key("x")
    assert hand.key("space") and hand.cursor == (2, 3) and not clicks.made  # shown, no click
    for key in ["Up", "Up", "Up", "Left"]:  # the edge stops it
        assert hand.key(key)
    assert hand.cursor == (0, 2)
    hand.key("space")
    hand.key("f")
    clicks.open.add((0, 2))
    hand.key("Return")  # on an open number: a chord
    assert clicks.made == [("open", 0, 2), ("flag", 0, 2), ("chord", 0, 2)]
    for _ in range(10):
        hand.key("Right")
        hand.key("Down")
    assert hand.cursor == (4, 6)
