import io
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.game.board import Board
from minesweeper.ui.cli import SUBCOMMANDS, build_parser, full_screen_wanted, main, new_game
from tests.clock import PATIENCE


def play(monkeypatch: pytest.MonkeyPatch, argv: list[str], commands: str) -> tuple[int, str]:
    out = io.StringIO()
    monkeypatch.setattr("sys.stdin", io.StringIO(commands))
    monkeypatch.setattr("sys.stdout", out)
    return main(argv), out.getvalue()


def test_play_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    status, text = play(monkeypatch, [], "quit\n")
    assert status == 0 and "Minesweeper 9x9/10" in text
    status, text = play(monkeypatch, ["-d", "expert", "--seed", "3"], "quit\n")
    assert status == 0 and "Minesweeper 30x16/99" in text


def test_play_options(monkeypatch: pytest.MonkeyPatch) -> None:
    argv = ["play", "-d", "10x5/7", "--first-click", "opening", "--seed", "8", "--color", "always"]
    status, text = play(monkeypatch, argv, "r 3 3\n")
    assert status == 0 and "Minesweeper 10x5/7" in text and "\x1b[" in text
    assert "  3 \x1b[" in text


def test_same_seed_same_game(monkeypatch: pytest.MonkeyPatch) -> None:
    _, one = play(monkeypatch, ["--seed", "12"], "r 5 5\n")
    _, two = play(monkeypatch, ["--seed", "12"], "r 5 5\n")
    assert one == two


def test_load_a_layout_from_the_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "layout.mbf"
    path.write_bytes(Board.from_text("*..\n...\n").to_mbf())
    status, text = play(monkeypatch, ["--load", str(path)], "r 2 3\nr 2 1\n")
    assert status == 0 and "You won" in text


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["-d", "3x3/9"], "argument -d/--difficulty: 9 mines do not fit"),
        (["--seed", "-4"], "argument --seed: expected a whole number >= 0, got '-4'"),
        (["--first-click", "lucky"], "invalid choice: 'lucky'"),
    ],
)
def test_bad_options_are_usage_errors(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err


def test_errors_that_come_later_exit_with_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--load", str(tmp_path / "missing.json")]) == 1
    assert "missing.json: No such file or directory" in capsys.readouterr().err
    assert main(["-d", "9x9/73", "--first-click", "opening"]) == 1
    assert "at most 72 mines" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main(["--load", str(bad)]) == 1
    assert "line 1, column 2: not valid JSON" in capsys.readouterr().err


def test_a_folder_given_as_a_game_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--load", str(tmp_path)]) == 1
    assert capsys.readouterr().err == f"minesweeper: {tmp_path}: Is a directory\n"


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    child = subprocess.Popen(
        [sys.executable, "-m", "minesweeper", "play", "--prompt", "-d", "200x200/1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=Path(__file__).resolve().parents[3],
    )
    assert child.stdin is not None and child.stdout is not None and child.stderr is not None
    child.stdin.write(b"show\n" * 50)  # 2 MB of boards to write
    child.stdin.close()
    assert child.stdout.readline().startswith(b"Minesweeper 200x200/1.")
    child.stdout.close()  # like `| head -1`
    assert child.wait(timeout=PATIENCE) == 141  # 128 + SIGPIPE, as a shell reports it
    assert child.stderr.read() == b""


def test_gui_without_a_display_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DISPLAY", raising=False)
    assert main(["gui", "--seed", "1"]) == 1
    assert "cannot open a window" in capsys.readouterr().err


def test_subcommands_are_a_table() -> None:
    assert set(SUBCOMMANDS) >= {"play", "gui"}
    help_text = build_parser().format_help()
    assert "play" in help_text and "gui" in help_text


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "Without a subcommand, 'play' runs." in capsys.readouterr().out
    for command in ("play", "gui"):  # the game's help says how hints and statistics work
        with pytest.raises(SystemExit):
            main([command, "--help"])
        said = " ".join(capsys.readouterr().out.split())
        assert "no hint and no odds, only which numbers and flags contradict" in said
        assert "A board of 3BV 1, or a win under 0.01 s, is never a best time." in said


def test_new_game_from_options() -> None:
    args = build_parser().parse_args(["gui", "-d", "classic", "--seed", "4"])
    game = new_game(args)
    assert (game.width, game.height, game.mines_total, game.seed) == (8, 8, 10, 4)


@pytest.mark.parametrize(
    ("ttys", "words", "term", "full"),
    [
        ((True, True), [], "xterm", True),
        ((True, True), ["--prompt"], "xterm", False),
        ((True, False), [], "xterm", False),  # output to a pipe or a file
        ((False, True), [], "xterm", False),  # commands from a pipe
        ((True, True), [], "dumb", False),
    ],
)
def test_the_full_screen_game_only_on_a_real_terminal(
    monkeypatch: pytest.MonkeyPatch,
    ttys: tuple[bool, bool],
    words: list[str],
    term: str,
    full: bool,
) -> None:
    class Stream(io.StringIO):
        def __init__(self, tty: bool) -> None:
            super().__init__()
            self.tty = tty

        def isatty(self) -> bool:
            return self.tty

    monkeypatch.setattr("sys.stdin", Stream(ttys[0]))
    monkeypatch.setattr("sys.stdout", Stream(ttys[1]))
    args = build_parser().parse_args(["play", *words])
    assert full_screen_wanted(args, {"TERM": term}) is full


def test_without_curses_the_prompt_plays_after_a_one_line_notice(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # As on Windows without windows-curses: importing curses fails.
    for name in [m for m in sys.modules if m == "curses" or m.startswith("_curses")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.delitem(sys.modules, "minesweeper.ui.terminal.curses_app", raising=False)
    monkeypatch.setitem(sys.modules, "curses", None)
    monkeypatch.setattr("minesweeper.ui.cli.full_screen_wanted", lambda args: True)
    monkeypatch.setattr("sys.stdin", io.StringIO("r 5 5\nquit\ny\n"))
    assert main(["play", "--seed", "4"]) == 0
    captured = capsys.readouterr()
    notice = captured.err.splitlines()
    assert len(notice) == 1 and "play at the prompt" in notice[0]
    assert "windows-curses" in notice[0]
    assert "Minesweeper 9x9/10. Type 'help'" in captured.out and "Bye." in captured.out


def test_windows_alone_depends_on_windows_curses() -> None:
    tomllib = pytest.importorskip("tomllib", reason="tomllib is in Python 3.11 and later")
    project = tomllib.loads((Path(__file__).parents[3] / "pyproject.toml").read_text())
    wanted = [d for d in project["project"]["dependencies"] if d.startswith("windows-curses")]
    assert wanted == ["windows-curses>=2.3; sys_platform == 'win32'"]
