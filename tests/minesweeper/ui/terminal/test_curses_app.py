"""The full-screen game in a real (pseudo-)terminal: keys in, the screen a person sees out."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pyte", reason="pyte is not installed (pip install '.[test]')")

from minesweeper.game.play import Game  # noqa: E402
from minesweeper.ui.stats import STATISTICS, data_folder, read_statistics  # noqa: E402
from minesweeper.ui.terminal.curses_app import terminal_gone  # noqa: E402
from tests.clock import PATIENCE  # noqa: E402
from tests.minesweeper.ui.terminal.pty_terminal import KEYS, Terminal  # noqa: E402

# the full-screen game in a pseudo-terminal, end to end: CI's step of its own (pytest -m heavy)
pytestmark = pytest.mark.heavy

# A beginner board's cell (row, col) sits at screen line 2 + row, column 3 + 2 * col.
TOP, LEFT = 2, 3


def spot(row: int, col: int, stride: int = 2) -> tuple[int, int]:
    return TOP + row, LEFT + stride * col


def start(*args: str, columns: int = 80, lines: int = 24, **env: str) -> Terminal:
    terminal = Terminal(["play", *args], columns, lines, **env)
    assert terminal.wait_text("Mines "), terminal.text  # the header, whole or shortened
    return terminal


def arrows(frm: tuple[int, int], to: tuple[int, int]) -> list[str]:
    (r0, c0), (r1, c1) = frm, to
    vertical = ["down" if r1 > r0 else "up"] * abs(r1 - r0)
    return vertical + ["right" if c1 > c0 else "left"] * abs(c1 - c0)


def test_a_whole_game_played_with_arrow_keys_and_space() -> None:
    mirror = Game("beginner", "opening", seed=11)  # the same board (the default rule), played
    terminal = start("--seed", "11")  # here to know the mines
    cursor = (4, 4)  # the cursor starts in the middle
    mirror.reveal(*cursor)
    keys = [" "]
    for row in range(9):
        for col in range(9):
            if not (mirror.board.mines[row, col] or mirror.revealed[row, col]):
                keys += [*arrows(cursor, (row, col)), " "]
                cursor = (row, col)
                mirror.reveal(row, col)
    terminal.send("".join(KEYS.get(k, k) for k in keys))
    assert terminal.wait_text("You won"), terminal.text
    assert "WON" in terminal.line(0)
    terminal.send("q")  # a finished game quits without asking
    assert terminal.close() == 0


def test_hint_highlights_and_odds_colour_without_hiding_numbers() -> None:
    terminal = start("--seed", "11")
    terminal.send(" ")
    assert terminal.wait(lambda: "1" in terminal.line(TOP + 4) or "." in terminal.line(TOP + 4))
    terminal.send("H")
    assert terminal.wait_text("Hint: "), terminal.text
    header = terminal.line(0)
    row, col = (int(word) - 1 for word in header.split("row ")[1].split(" col "))
    y, x = spot(row, col)
    assert terminal.screen.buffer[y][x].bg == "blue"  # the hinted cell
    terminal.send("p")
    assert terminal.wait(lambda: "%" in terminal.text), terminal.text
    cells = [terminal.screen.buffer[TOP + r][LEFT + 3 * c + 1] for r in range(9) for c in range(9)]
    hidden = [cell for cell in cells if cell.bg != "default"]
    odds_colours = {"green", "brown", "magenta", "red", "blue"}  # pyte calls yellow brown
    assert hidden and {cell.bg for cell in hidden} <= odds_colours
    numbers = [cell for cell in cells if cell.data.isdigit() and cell.bg == "default"]
    assert numbers and all(cell.fg != "default" for cell in numbers)  # numbers keep colours
    terminal.send("q", "y")
    assert terminal.close() == 0


def test_no_color_means_no_colours() -> None:
    terminal = start("--seed", "11", NO_COLOR="1")
    terminal.send(" ", "p")
    assert terminal.wait(lambda: "S" in terminal.text), terminal.text
    colours = {
        (char.fg, char.bg) for line in terminal.screen.buffer.values() for char in line.values()
    }
    assert colours == {("default", "default")}
    terminal.send("q", "y")
    terminal.close()


def test_the_board_scrolls_with_the_cursor_and_a_resize_redraws() -> None:
    terminal = start("-d", "expert", "--seed", "2", columns=40, lines=16)
    assert "30" not in terminal.line(1)  # column 30 is off screen
    terminal.send("l" * 20)
    assert terminal.wait(lambda: "30" in terminal.line(1)), terminal.text
    assert " 1 " not in terminal.line(1) + " "
    terminal.send("j" * 15)
    assert terminal.wait(lambda: any(line.startswith(" 16 ") for line in terminal.screen.display))
    terminal.resize(100, 30)
    assert terminal.wait(lambda: terminal.line(1).strip().startswith("1 ")), terminal.text
    assert terminal.wait(lambda: "30" in terminal.line(1)) and "row 16 col 30" in terminal.line(0)
    terminal.send("q")
    terminal.close()


def test_mouse_clicks_open_and_flag() -> None:
    terminal = start("--seed", "11")
    y, x = spot(0, 0)
    terminal.click(y, x, button=2)  # right: a flag
    assert terminal.wait(lambda: terminal.screen.buffer[y][x].data == "F"), terminal.text
    y, x = spot(4, 4)
    terminal.click(y, x)  # left: open
    assert terminal.wait(lambda: terminal.screen.buffer[y][x].data != "#"), terminal.text
    terminal.send("q", "y")
    terminal.close()


def test_quit_asks_during_a_game_and_saving_asks_for_a_name(tmp_path: Path) -> None:
    terminal = start("--seed", "11", cwd=str(tmp_path))
    terminal.send(" ", "s")
    assert terminal.wait_text("Save to (.json game, .mine position, .mbf layout)"), terminal.text
    assert "layout) [minesweeper.json]:" in terminal.text  # the default, as a hint
    terminal.send("game.mine\n")  # the whole name: typing replaces the default
    assert terminal.wait_text("Position saved to game.mine"), terminal.text
    assert (tmp_path / "game.mine").read_text().startswith("9x9x10")
    terminal.send("s")
    assert terminal.wait_text("layout) [game.mine]:"), terminal.text  # the name last used
    terminal.send("\n")  # Enter alone takes it
    assert terminal.wait_text("Position saved to game.mine"), terminal.text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.mine"]
    terminal.send("q")
    assert terminal.wait_text("Quit and leave this game unfinished? It counts as a loss. (y/n)")
    terminal.send("n")
    assert terminal.wait(lambda: "(y/n)" not in terminal.text) and terminal.process.poll() is None
    terminal.send("q", "y")
    assert terminal.close() == 0
    stats, _ = read_statistics(data_folder() / STATISTICS)  # quitting it lost it
    (tally,) = stats.tallies.values()
    assert (tally.games, tally.wins, tally.abandoned) == (1, 0, 1)


def test_the_ai_plays_a_game_to_the_end() -> None:
    terminal = start("--seed", "3")  # a board the AI wins without a guess
    terminal.send("+", "+", "a")
    assert terminal.wait_text("You won"), terminal.text
    terminal.send("q")
    assert terminal.close() == 0


def test_the_prompt_stays_on_request() -> None:
    terminal = Terminal(["play", "--prompt", "--seed", "11"])
    assert terminal.wait_text("> "), terminal.text
    terminal.send("r 5 5\n")
    assert terminal.wait_text("Mines left: 10")
    terminal.send("quit\n")
    assert terminal.wait_text("Quit and leave this game unfinished?")  # a game is under way
    terminal.send("y\n")
    assert terminal.close() == 0


def test_the_game_ends_when_its_terminal_hangs_up() -> None:
    # The game has no controlling terminal here, so no SIGHUP comes: it must see the hang-up
    # itself rather than spin on reads that fail at once.
    terminal = start()
    os.close(terminal.master)
    try:
        assert terminal.process.wait(timeout=PATIENCE) == 1
    finally:
        if terminal.process.poll() is None:
            terminal.process.kill()


def test_terminal_gone_tells_a_hung_up_input_from_a_quiet_one() -> None:
    read, write = os.pipe()
    try:
        assert not terminal_gone(read)
        os.close(write)
        assert terminal_gone(read)
    finally:
        os.close(read)


def test_terminal_gone_without_poll_as_on_windows(monkeypatch: pytest.MonkeyPatch) -> None:
    import select

    monkeypatch.delattr(select, "poll")
    read, write = os.pipe()
    try:
        os.close(write)
        assert not terminal_gone(read)  # a key timeout is then just a timeout, never a crash
    finally:
        os.close(read)

def test_the_header_fits_a_narrow_terminal() -> None:
    terminal = start("-d", "expert", "--seed", "2", columns=40, lines=20)
    header = terminal.line(0).rstrip()
    assert header == "Mines 99  Time 0  AI off  row 9 col 16", terminal.text
    terminal.send("q")
    terminal.close()
