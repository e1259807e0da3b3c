import io
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.terminal.session import COMMANDS, Session, command, use_color
from tests.clock import PATIENCE
from tests.minesweeper.helpers import FakeClock

LAYOUT = "*...\n....\n..*.\n"


def run(commands: str, game: Game | None = None, *, color: bool = False) -> tuple[int, str]:
    """Drive a session through text streams, as a pipe would."""
    out = io.StringIO()
    game = game or Game.from_board(Board.from_text(LAYOUT), clock=FakeClock())
    status = Session(game, io.StringIO(commands), out, color=color, clock=FakeClock()).run()
    return status, out.getvalue()


def test_opening_screen_and_clean_end_of_input() -> None:
    status, text = run("")
    assert status == 0
    assert text.startswith("Minesweeper 4x3/2. Type 'help' for the commands.\n")
    assert "    1 2 3 4\n  1 # # # #\n" in text
    assert "Mines left: 2" in text
    assert text.endswith("> \n")


def test_a_won_game_through_the_pipe() -> None:
    status, text = run("reveal 1 4\nr 2 1\n3 1\n3 2\nr 3 4\nquit\n")
    assert status == 0
    assert "> reveal 1 4\n" in text  # commands from a pipe are echoed
    assert "  1 # 1 . .\n  2 # 2 1 1\n" in text
    # "3 2" clicks a cell "3 1" opened already: a wasted click, counted
    assert "You won in 0.0 s!  3BV 3  3BV/s -  clicks 5  efficiency 60%.  Type 'new'" in text
    assert "  1 F 1 . .\n  2 1 2 1 1\n  3 . 1 F 1" in text
    assert text.endswith("Bye.\n")


def test_a_lost_game_then_moves_are_refused() -> None:
    _, text = run("flag 3 4\nr 1 1\nr 2 2\n")
    assert "Boom! The mine at row 1, column 1 went off" in text
    assert "  3 # # * x" in text
    assert "error: the game is over (lost): type 'new' to play again" in text


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("dance", "unknown command 'dance'; type 'help' for the list"),
        ("r 4 1", "error: row 4 is off the board: rows run 1..3"),
        ("r 1 9", "error: column 9 is off the board: columns run 1..4"),
        ("r one two", "error: expected ROW COL as two numbers, such as '3 5'; got 'one two'"),
        ("r a b", "error: expected ROW COL as two numbers, such as '3 5'; got 'a b'"),
        ("r ² 1", "error: expected ROW COL as two numbers, such as '3 5'; got '² 1'"),
        ("² 1", "unknown command '²'"),
        ("r 1 " + "9" * 5000, "error: column 999999999... is off the board: columns run 1..4"),
        ("r", "error: expected ROW COL as two numbers, such as '3 5'; got nothing"),
        ("q 1 1", "error: quit takes nothing after it, got '1 1'; to mark a cell type '? ROW COL'"),
        ("quit now please", "error: quit takes nothing after it, got 'now please'"),
        ("flag 1", "error: expected ROW COL as two numbers"),
        ("new 3x3/9", "error: 9 mines do not fit on a 3x3 board"),
        ("new beginner lucky", "error: unknown first-click rule 'lucky'"),
        ("new a b c", "error: expected at most a difficulty and a first-click rule"),
        ("save", "error: expected one file name"),
        ("load", "error: expected one file name"),
        ("load /no/such/file.json", "error: /no/such/file.json: No such file or directory"),
    ],
)
def test_bad_commands_get_a_message_and_the_prompt_again(line: str, message: str) -> None:
    _, text = run(f"{line}\nshow\n")
    after = text.split(f"> {line}\n", 1)[1]
    assert after.startswith(message)
    assert "> show\n" in after  # the session went on


def test_moves_that_do_nothing_say_so() -> None:
    _, text = run("flag 1 1\nr 1 1\nc 1 2\nr 1 2\nr 1 2\nf 1 2\n? 1 2\n")
    assert "Nothing happens: the cell is open already, or flagged." in text
    assert "Nothing happens: chord works on an open number" in text
    assert "Nothing happens: an open cell takes no flag." in text
    assert "Nothing happens: an open cell takes no mark." in text


def test_question_marks_and_chords() -> None:
    _, text = run("? 3 4\nr 1 4\nf 1 1\nf 3 3\nc 2 2\n")
    assert "  3 # # # ?" in text
    assert "  3 . 1 F ?" in text  # the chord opened (3, 1) and its zero region


def test_new_game_keeps_or_changes_the_difficulty() -> None:
    _, text = run("new\nnew expert\nn 5x4/3 opening\n")
    assert "Mines left: 2   Time: 0 s   4x3/2" in text
    assert "30x16/99" in text and "5x4/3" in text


def test_save_and_load_by_suffix(tmp_path: Path) -> None:
    game = tmp_path / "game.json"
    mine, mbf = tmp_path / "seen.mine", tmp_path / "layout.mbf"
    _, text = run(
        f"r 1 4\nf 1 1\nsave {game}\nsave {mine}\nsave {mbf}\nr 3 4\nload {game}\nyes\n"
        f"load {mbf}\ny\n"
    )
    assert f"Game saved to {game}." in text
    assert mine.read_text() == "4x3x2\nF100\nH211\nHHHH\n"
    assert Board.from_mbf(mbf.read_bytes()) == Board.from_text(LAYOUT)
    loaded = text.split(f"> load {game}\n", 1)[1]
    asked = "Start a new game and leave this game unfinished? It counts as a loss. (y/n)"
    assert loaded.startswith(  # a game under way is left only when the player says so
        f"{asked} yes\n    1 2 3 4\n  1 F 1 . .\n"
    )
    fresh = text.split(f"> load {mbf}\n", 1)[1]
    assert fresh.startswith(f"{asked} y\n    1 2 3 4\n  1 # # # #\n")


def test_help_lists_every_command() -> None:
    _, text = run("help\n")
    for known in COMMANDS.values():
        assert known.usage in text
    assert "Symbols: 1-8 numbers, # hidden, F flag" in " ".join(text.split())
    said = " ".join(text.split())
    assert "only which numbers and flags contradict each other." in said  # the advice's check
    assert "one left unfinished (a new game, quit) counts as a loss" in said  # statistics


@pytest.mark.parametrize("columns", [40, 60, 100])
def test_help_wraps_to_the_terminal(monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))  # what a terminal of that width reports
    out = io.StringIO()
    session = Session(Game.from_board(Board.from_text(LAYOUT)), io.StringIO("help\n"), out)
    session.run()
    lines = out.getvalue().split("> help\n", 1)[1].splitlines()[:-1]
    assert len(lines) > len(COMMANDS) and all(len(line) <= columns for line in lines)
    assert max(map(len, lines)) > columns - 12  # the lines use the width they have


def test_colour_only_when_asked() -> None:
    _, plain = run("r 1 4\n")
    _, coloured = run("r 1 4\n", color=True)
    assert "\x1b[" not in plain
    assert "\x1b[34m1\x1b[0m" in coloured


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("stream", "environ", "expected"),
    [
        (Terminal(), {"TERM": "xterm"}, True),
        (Terminal(), {"TERM": "xterm", "NO_COLOR": "1"}, False),
        (Terminal(), {"TERM": "dumb"}, False),
        (io.StringIO(), {"TERM": "xterm"}, False),
    ],
)
def test_use_color(stream: io.StringIO, environ: dict[str, str], expected: bool) -> None:
    assert use_color(stream, environ) is expected


def test_a_terminal_input_is_not_echoed() -> None:
    out = io.StringIO()
    stdin = Terminal("quit\n")
    Session(Game("classic", seed=1), stdin, out).run()
    assert "> Bye.\n" in out.getvalue()


def test_new_commands_plug_into_the_table() -> None:
    @command("shout", usage="shout WORD", summary="say a word loudly")
    def _shout(session: Session, args: list[str]) -> None:
        session.say(" ".join(args).upper())

    try:
        _, text = run("shout hello\nhelp\n")
        assert "> shout hello\nHELLO\n" in text
        assert "shout WORD" in text
        with pytest.raises(ValueError, match="command words already taken: r"):
            command("raise", "r", usage="raise", summary="clashes")(_shout)
    finally:
        del COMMANDS["shout"]


def test_python_dash_m_plays_over_a_pipe() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "minesweeper", "--seed", "5", "-d", "classic"],
        input="r 4 4\nflag 1 1\nnonsense\nquit\ny\n",
        capture_output=True,
        text=True,
        timeout=PATIENCE,
        cwd=Path(__file__).resolve().parents[4],
    )
    assert result.returncode == 0, result.stderr
    assert "Minesweeper 8x8/10" in result.stdout
    assert "unknown command 'nonsense'" in result.stdout
    assert "Mines left: 9" in result.stdout
    assert "\x1b[" not in result.stdout  # a pipe gets no colours
    assert result.stdout.endswith("Bye.\n")


def test_quitting_a_game_under_way_asks_first() -> None:
    _, text = run("r 2 2\nquit\nno\nshow\nq\nyes\nshow\n")
    asked = "Quit and leave this game unfinished? It counts as a loss. (y/n)"
    assert f"> quit\n{asked} no\nNot quitting." in text
    assert "> show\n" in text.split("Not quitting.", 1)[1]  # the game goes on
    assert text.endswith(f"> q\n{asked} yes\nBye.\n")  # no more shows


@pytest.mark.parametrize("commands", ["quit\n", "r 1 4\nr 1 1\nexit\n"])
def test_quitting_asks_nothing_before_the_first_move_or_after_the_end(commands: str) -> None:
    _, text = run(commands)
    assert text.endswith("Bye.\n") and "(y/n)" not in text


def test_the_end_of_input_at_the_question_says_the_session_ends() -> None:
    status, text = run("r 2 2\nquit\n")
    assert status == 0  # as at the end of input at the prompt
    asked = "Quit and leave this game unfinished? It counts as a loss. (y/n)"
    assert text.endswith(f"{asked} \nEnd of input: quitting.\n")


def test_save_onto_a_folder_names_the_folder(tmp_path: Path) -> None:
    _, text = run(f"save {tmp_path}\n")
    assert f"> save {tmp_path}\nerror: {tmp_path}: is a folder; give a file name\n" in text
    assert not any(tmp_path.iterdir())
