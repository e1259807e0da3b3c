"""What the full-screen game draws for a terminal of a given size."""

from __future__ import annotations

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.terminal.fullscreen import FullScreen
from minesweeper.ui.terminal.screen import Layout, Run, odds_legend, render


def text(lines: list[list[Run]]) -> list[str]:
    return ["".join(run.text for run in line) for line in lines]


def test_a_board_that_fits_is_drawn_whole_with_labels() -> None:
    screen = FullScreen(Game("beginner", seed=1))
    lines, layout = render(screen, 24, 80)
    shown = text(lines)
    assert shown[0].startswith("Minesweeper 9x9/10  Mines 10  Time 0  AI off  row 5 col 5")
    assert shown[1] == "   1 2 3 4 5 6 7 8 9"
    assert shown[2] == " 1 # # # # # # # # # "
    assert layout == Layout(2, 3, 2, (0, 0), 9, 9)
    cursor = [run for line in lines for run in line if run.cursor]
    assert len(cursor) == 1 and layout.cell_at(6, 3 + 2 * 4) == (4, 4)
    assert all(len(line) <= 80 for line in shown)


def test_a_large_board_scrolls_with_the_cursor() -> None:
    screen = FullScreen(Game("expert", seed=1))
    _, layout = render(screen, 16, 40)
    assert layout.rows < 16 and layout.cols < 30
    screen.go(15, 29)
    _, layout = render(screen, 16, 40)
    last = (layout.first[0] + layout.rows - 1, layout.first[1] + layout.cols - 1)
    assert last == (15, 29)
    screen.go(14, 28)  # moving back a step inside the view does not scroll
    _, again = render(screen, 16, 40)
    assert again.first == layout.first
    screen.go(0, 0)
    _, layout = render(screen, 16, 40)
    assert layout.first == (0, 0)


def test_layout_maps_screen_spots_to_cells_and_back() -> None:
    layout = Layout(2, 4, 3, (5, 7), 10, 12)
    for row in range(5, 15):
        for col in range(7, 19):
            y, x = 2 + row - 5, 4 + 3 * (col - 7)
            assert layout.cell_at(y, x) == layout.cell_at(y, x + 2) == (row, col)
    assert layout.cell_at(1, 4) is None and layout.cell_at(2, 3) is None
    assert layout.cell_at(12, 4) is None and layout.cell_at(2, 4 + 36) is None


def test_the_odds_widen_the_cells_and_keep_the_numbers() -> None:
    game = Game.from_board(Board.from_text("*...\n....\n..*.\n"))
    screen = FullScreen(game)
    screen.go(0, 3)
    screen.open()
    screen.toggle_odds()
    lines, layout = render(screen, 24, 80)
    assert layout.stride == 3
    row0 = lines[2][1:]
    assert [run.text for run in row0] == ["50 ", " 1 ", " . ", " . "]
    assert row0[0].style == "odds-high" and row0[1].style == "n1"
    assert [run.style for run in lines[4][1:]] == [
        "odds-safe",
        "odds-safe",
        "odds-mine",
        "odds-safe",
    ]
    assert text(lines)[5].startswith("Odds: each hidden cell's mine chance in %")


def test_the_status_wraps_to_the_width() -> None:
    screen = FullScreen(Game("beginner", seed=1))
    screen.message = "word " * 60
    lines = text(render(screen, 24, 40)[0])
    assert all(len(line) <= 40 for line in lines)
    assert lines[11].startswith("word") and lines[13].endswith("...")


def test_a_tiny_terminal_says_so() -> None:
    lines, layout = render(FullScreen(Game("beginner", seed=1)), 5, 30)
    assert "too small" in " ".join(text(lines)) and layout.rows == 0


def test_the_legend_names_colours_only_when_there_are_colours() -> None:
    assert "green safe for certain" in odds_legend(True)
    assert "yellow under 20%" in odds_legend(True)
    assert "green" not in odds_legend(False)
