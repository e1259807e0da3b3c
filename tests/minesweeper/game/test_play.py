import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.game.board import Board
from minesweeper.game.difficulty import DifficultyError
from minesweeper.game.play import Game, GameError
from minesweeper.game.position import FLAG, HIDDEN
from tests.minesweeper.helpers import (
    FakeClock,
    boards,
    brute_neighbours,
    brute_opening,
    moves,
    play,
)

sizes = st.tuples(st.integers(2, 12), st.integers(2, 12))


def game_on(text: str, clock: FakeClock | None = None) -> Game:
    return Game.from_board(Board.from_text(text), clock=clock or FakeClock())


@settings(deadline=None)
@given(sizes, st.data())
def test_first_click_is_safe(size: tuple[int, int], data: st.DataObject) -> None:
    width, height = size
    mines = data.draw(st.integers(0, width * height - 1))
    row, col = data.draw(st.integers(0, height - 1)), data.draw(st.integers(0, width - 1))
    game = Game((width, height, mines), "safe", seed=data.draw(st.integers(0, 2**40)))
    assert not game.mines_placed
    opened = game.reveal(row, col)
    assert not game.board.mines[row, col]
    assert game.board.mine_count == mines
    assert (row, col) in opened and game.status != "lost"


@settings(deadline=None)
@given(sizes, st.data())
def test_first_click_opens_an_area(size: tuple[int, int], data: st.DataObject) -> None:
    width, height = size
    room = width * height - min(3, width) * min(3, height)
    mines = data.draw(st.integers(0, room))
    row, col = data.draw(st.integers(0, height - 1)), data.draw(st.integers(0, width - 1))
    game = Game((width, height, mines), "opening", seed=data.draw(st.integers(0, 2**40)))
    game.reveal(row, col)
    for cell in brute_neighbours(row, col, height, width) | {(row, col)}:
        assert not game.board.mines[cell]
        assert game.revealed[cell]


def test_none_rule_places_mines_before_the_click_and_may_lose() -> None:
    game = Game("4x4/15", "none", seed=3)
    assert game.mines_placed and game.board.mine_count == 15
    safe = tuple(np.argwhere(~game.board.mines)[0])
    mine = tuple(np.argwhere(game.board.mines)[0])
    again = Game("4x4/15", "none", seed=3)
    assert again.board == game.board
    game.reveal(*mine)
    assert game.status == "lost" and game.exploded == mine
    again.reveal(*safe)
    assert again.status == "won"


def test_same_seed_and_first_click_give_the_same_board() -> None:
    one, two, three = (Game("expert", seed=42) for _ in range(3))
    one.reveal(5, 5)
    two.reveal(5, 5)
    three.reveal(0, 0)
    assert one.board == two.board
    assert Game("expert").seed != Game("expert").seed  # no seed given: a fresh one each time


@settings(deadline=None)
@given(boards(min_free=1), st.data())
def test_a_click_opens_the_zero_region_and_its_border(board: Board, data: st.DataObject) -> None:
    safe = [tuple(cell) for cell in np.argwhere(~board.mines)]
    start = data.draw(st.sampled_from(safe))
    game = Game.from_board(board, clock=FakeClock())
    opened = game.reveal(*start)
    expected = brute_opening(board, start)
    assert set(opened) == expected and len(opened) == len(expected)
    assert set(map(tuple, np.argwhere(game.revealed))) == expected


@settings(deadline=None, max_examples=60)
@given(boards(min_free=1), st.randoms(use_true_random=False))
def test_a_won_game_has_every_safe_cell_revealed(board: Board, random: object) -> None:
    game = Game.from_board(board, clock=FakeClock())
    safe = [tuple(cell) for cell in np.argwhere(~board.mines)]
    random.shuffle(safe)  # type: ignore[attr-defined]
    for cell in safe:
        if not game.revealed[cell]:
            assert game.status == "playing"
            game.reveal(*cell)
    assert game.status == "won"
    assert np.array_equal(game.revealed, ~board.mines)
    assert game.mines_left == 0
    assert set(game.position().flags()) == set(map(tuple, np.argwhere(board.mines)))


@settings(deadline=None, max_examples=60)
@given(boards(max_side=8, min_free=1), st.integers(0, 2**32), moves)
def test_position_shows_exactly_what_the_player_sees(
    board: Board, seed: int, script: list[tuple[str, int, int]]
) -> None:
    game = Game.from_board(board, clock=FakeClock())
    play(game, script)
    cells = game.position().cells
    flagged = cells == FLAG
    shown = cells >= 0
    assert np.array_equal(shown, game.revealed)
    assert np.array_equal(cells[shown], board.numbers[shown])
    assert not (shown & board.mines).any()
    assert game.position().mines_left == game.mines_left == board.mine_count - flagged.sum()
    if game.status == "won":
        assert shown.sum() == board.width * board.height - board.mine_count


def test_flags_stop_the_flood_and_stray_clicks() -> None:
    game = game_on("....\n....\n...*\n")
    assert game.flag(0, 0)
    assert game.reveal(0, 0) == []
    game.reveal(0, 3)
    position = game.position()
    assert position.cells[0, 0] == FLAG
    assert position.cells[0, 1] == 0
    assert game.status == "playing"  # the flagged cell is still hidden
    game.flag(0, 0)
    game.reveal(0, 0)
    assert game.status == "won"


def test_question_marks_are_opened_by_the_flood() -> None:
    game = game_on("....\n....\n...*\n")
    game.question(0, 0)
    assert game.mark(0, 0) == "question"
    assert game.position().cells[0, 0] == HIDDEN  # a note, not information
    game.reveal(2, 0)
    assert game.revealed[0, 0] and game.mark(0, 0) == "none"


def test_mark_cycle_and_toggles() -> None:
    game = game_on("*..\n...\n")
    assert [game.cycle_mark(0, 0) for _ in range(4)] == ["flag", "question", "none", "flag"]
    assert game.mines_left == 0
    assert not game.flag(0, 0) and game.mines_left == 1
    assert game.question(0, 0) and not game.question(0, 0)
    game.reveal(1, 2)
    assert game.cycle_mark(1, 2) == "none" and not game.flag(1, 2)  # revealed cells take no mark


def test_no_more_flags_than_mines() -> None:
    game = game_on("*..\n...\n")
    game.flag(0, 2)
    with pytest.raises(GameError, match="no flags left: all 1 are placed"):
        game.flag(1, 1)
    with pytest.raises(GameError, match="no flags left"):
        game.cycle_mark(1, 1)
    assert game.question(1, 1)  # a question mark is always allowed


def test_chord_opens_the_neighbours_when_flags_match() -> None:
    game = game_on("*...\n....\n..*.\n")
    game.reveal(1, 1)  # shows 2
    assert game.chord(1, 1) == []  # no flags yet: nothing happens
    game.flag(0, 0)
    assert game.chord(1, 1) == []  # one flag for a 2
    game.flag(2, 2)
    opened = game.chord(1, 1)
    # (0, 2) is a zero, so its flood also opens (0, 3) and (1, 3); (2, 3) stays hidden.
    assert set(opened) == {(0, 1), (0, 2), (0, 3), (1, 0), (1, 2), (1, 3), (2, 0), (2, 1)}
    assert game.status == "playing" and not game.revealed[2, 3]
    assert [m.action for m in game.moves] == ["reveal", "flag", "flag", "chord"]


def test_chord_with_a_wrong_flag_loses() -> None:
    game = game_on("*..\n...\n...\n")
    game.reveal(1, 1)
    game.flag(0, 1)
    game.chord(1, 1)
    assert game.status == "lost" and game.exploded == (0, 0)


def test_chord_on_hidden_cells_or_before_the_start_does_nothing() -> None:
    game = Game("beginner", seed=1)
    assert game.chord(0, 0) == [] and game.moves == []


def test_a_mine_ends_the_game() -> None:
    clock = FakeClock()
    game = game_on("*.\n..\n", clock)
    game.reveal(1, 1)
    clock.advance(5)
    assert game.reveal(0, 0) == [(0, 0)]
    assert game.status == "lost" and game.exploded == (0, 0)
    assert game.position().cells[0, 0] == HIDDEN
    clock.advance(5)
    assert game.elapsed == 5
    for action in (game.reveal, game.flag, game.cycle_mark, game.chord, game.question):
        with pytest.raises(GameError, match=r"the game is over \(lost\)"):
            action(0, 1)


def test_timer_starts_at_the_first_opening_and_stops_at_the_end() -> None:
    # As in Minesweeper Arbiter and Viennasweeper: a flag planted first starts nothing.
    clock = FakeClock()
    game = game_on("*..\n...\n", clock)
    clock.advance(30)
    assert game.elapsed == 0
    game.flag(0, 0)
    clock.advance(2.5)
    assert game.elapsed == 0 and not game.begun and game.clicks == 0
    game.reveal(1, 2)
    assert game.begun and game.clicks == 1
    clock.advance(1)
    game.reveal(1, 0)
    assert game.status == "won" and game.elapsed == 1
    clock.advance(10)
    assert game.elapsed == 1 and game.clicks == 2
    assert [(m.action, m.row, m.col, m.time) for m in game.moves] == [
        ("flag", 0, 0, 0.0),
        ("reveal", 1, 2, 0.0),
        ("reveal", 1, 0, 1.0),
    ]


def test_only_moves_that_change_something_are_logged() -> None:
    game = game_on("*..\n...\n")
    game.reveal(1, 2)
    assert game.status == "playing"
    game.reveal(1, 2)
    game.flag(1, 2)
    assert len(game.moves) == 1


def test_cells_off_the_board_are_refused() -> None:
    game = Game("beginner", seed=1)
    with pytest.raises(GameError, match=r"cell \(9, 0\) is off the board: rows run 0..8"):
        game.reveal(9, 0)
    with pytest.raises(GameError, match="columns 0..8"):
        game.flag(0, -1)


def test_sizes_and_counters() -> None:
    game = Game("expert", seed=1)
    assert (game.width, game.height, game.mines_total, game.mines_left) == (30, 16, 99, 99)
    assert game.position().cells.shape == (16, 30)
    assert (game.position().cells == HIDDEN).all()
    with pytest.raises(GameError, match="placed at the first reveal"):
        _ = game.board
    with pytest.raises(ValueError):
        game.revealed[0, 0] = True


@pytest.mark.parametrize(
    ("args", "error", "words"),
    [
        (("3x3/9",), DifficultyError, "9 mines do not fit"),
        (("9x9/73", "opening"), DifficultyError, "at most 72 mines"),
        (("beginner", "lucky"), DifficultyError, "unknown first-click rule"),
        (("beginner", "safe", -1), GameError, "seed must be a whole number >= 0"),
    ],
)
def test_bad_settings_are_refused(args: tuple[object, ...], error: type, words: str) -> None:
    with pytest.raises(error, match=words):
        Game(*args)  # type: ignore[arg-type]


def test_zero_mines_win_at_the_first_click() -> None:
    game = Game("5x4/0", seed=0)
    assert len(game.reveal(2, 2)) == 20 and game.status == "won"


def test_a_huge_board_floods_without_recursion() -> None:
    game = Game((1000, 1000, 50), "opening", seed=11)
    opened = game.reveal(500, 500)
    assert len(opened) > 900_000
    assert game.status in ("playing", "won")


def test_numpy_coordinates_are_plain_ints_in_the_log() -> None:
    game = Game("beginner", seed=5, clock=FakeClock())
    row, col = np.int64(4), np.int32(4)
    assert all(type(v) is int for cell in game.reveal(row, col) for v in cell)
    assert type(game.moves[0].row) is int
    assert Game.from_json(game.to_json()).position() == game.position()
    with pytest.raises(GameError, match=r"cell \(1.5, 2\): expected whole-number coordinates"):
        game.flag(1.5, 2)  # type: ignore[arg-type]


def test_repr_says_the_game_and_where_it_stands() -> None:
    game = Game("beginner", seed=7)
    assert repr(game) == "<Game 9x9/10, safe first click, seed 7: playing, 0 moves, 10 mines left>"
    game.reveal(4, 4)
    game.flag(0, 0)
    assert repr(game).endswith(": playing, 2 moves, 9 mines left>")
