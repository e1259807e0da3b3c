"""The full-screen game's logic, without a terminal."""

from __future__ import annotations

from pathlib import Path

import pytest

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.terminal.fullscreen import LEFT, MIDDLE, RIGHT, FullScreen
from minesweeper.ui.terminal.screen import header, render

LAYOUT = "*...\n....\n..*.\n"


def small() -> FullScreen:
    return FullScreen(Game.from_board(Board.from_text(LAYOUT)), agent_seed=0)


def test_the_cursor_starts_in_the_middle_and_stops_at_the_edges() -> None:
    screen = small()
    assert screen.cursor == (1, 2)
    screen.move(-5, 9)
    assert screen.cursor == (0, 3)
    screen.go(9, -1)
    assert screen.cursor == (2, 0)


def test_open_flag_mark_and_chord_act_on_the_cursor() -> None:
    screen = small()
    screen.go(0, 3)
    screen.open()
    assert screen.game.revealed[0, 3] and screen.game.revealed[1, 1]
    screen.go(0, 0)
    screen.flag()
    assert screen.game.mark(0, 0) == "flag"
    screen.go(2, 3)
    screen.mark()
    assert screen.game.mark(2, 3) == "question"
    screen.mark()
    screen.go(1, 1)  # a 2 with one flag: chord does nothing and says why
    screen.open()
    assert "Chord works" in screen.message
    screen.go(2, 2)
    screen.flag()
    screen.go(1, 1)
    screen.open()  # space on a number whose flags are placed chords
    screen.go(1, 3)
    screen.chord()
    assert screen.game.status == "won"
    assert screen.status.startswith("You won") and screen.status.endswith("n: new game, q: quit.")


def test_a_flag_protects_and_an_open_cell_takes_no_flag() -> None:
    screen = small()
    screen.go(0, 0)
    screen.flag()
    screen.open()
    assert not screen.game.revealed[0, 0] and "protects" in screen.message
    screen.go(0, 3)
    screen.open()
    screen.flag()
    assert screen.message == "An open cell takes no flag."


def test_clicks_move_the_cursor_then_act() -> None:
    screen = small()
    screen.click(RIGHT, 0, 0)
    assert screen.cursor == (0, 0) and screen.game.mark(0, 0) == "flag"
    screen.click(LEFT, 0, 3)
    assert screen.game.revealed[0, 3]
    screen.click(RIGHT, 2, 2)
    screen.click(MIDDLE, 1, 1)
    screen.click(MIDDLE, 1, 3)
    assert screen.game.status == "won"


def test_the_hint_moves_the_cursor_highlights_and_says_it_once() -> None:
    screen = FullScreen(Game("classic", "safe", seed=1), agent_seed=0)
    screen.hint()
    assert screen.highlight == [screen.cursor] == [(0, 0)]
    assert (
        screen.message
        == "Hint: reveal row 1, column 1 (safe for certain): first click (safe rule)."
    )
    screen.open()
    assert screen.highlight == []
    screen.hint()  # a guess, whose reason gives the probability: said once
    assert screen.message.count("probability") == 1, screen.message


def test_a_proven_hint_marks_the_numbers_that_prove_it() -> None:
    screen = small()
    screen.go(0, 3)
    screen.open()
    screen.hint()
    assert screen.highlight == [(2, 0)] and screen.because == [(0, 1), (1, 2)]
    assert screen.message == (
        "Hint: reveal row 3, column 1 (safe for certain): the 1 at row 1, column 2; the 1 at row 2,"
        " column 3 and the mine counter (2 mines in all) together leave no room for a mine there."
    )
    lines, _ = render(screen, 24, 80)
    marked = [(run.text, run.why) for run in lines[2][1:]]
    assert marked == [("# ", False), ("1 ", True), (". ", False), (". ", False)]
    screen.open()
    assert screen.because == [] and screen.highlight == []


def test_odds_before_the_first_click_follow_the_rule() -> None:
    safe = FullScreen(Game("beginner", "safe", seed=1))
    assert set((safe.odds() or {}).values()) == {0}
    none = FullScreen(Game("beginner", "none", seed=1))
    assert {float(p) for p in (none.odds() or {}).values()} == {10 / 81}


def test_odds_of_an_impossible_position_are_none_and_said() -> None:
    screen = small()
    screen.go(0, 3)
    screen.open()
    for cell in ((0, 0), (1, 0)):  # two flags next to the 1 at row 1, column 2
        screen.go(*cell)
        screen.flag()
    assert screen.odds_note() == ""  # the overlay is off: nothing to explain
    screen.toggle_odds()
    assert screen.odds() is None
    assert screen.odds_note() == (
        "No odds: the position is impossible: the 1 at row 1, column 2; the flag at row 1,"
        " column 1 and the flag at row 2, column 1 cannot all hold."
    )
    assert screen.because == [(0, 1), (0, 0), (1, 0)]  # marked on the board
    lines, _ = render(screen, 24, 80)
    assert "No odds: the position is impossible" in " ".join(
        run.text for line in lines[5:8] for run in line
    )


def test_the_ai_plays_at_the_chosen_speed_to_the_end() -> None:
    screen = FullScreen(Game("beginner", "safe", seed=3), agent_seed=0)
    screen.change_speed(-9)
    assert screen.copilot.speed == "very slow"
    for _ in range(9):
        screen.change_speed(1)
    assert screen.copilot.speed == "instant"
    screen.toggle_ai()
    assert screen.message == "AI on at instant speed."
    for _ in range(100):
        if screen.ai_tick() is None:
            break
    assert screen.game.status == "won" and screen.status.startswith("You won")


def test_quit_and_new_game_ask_only_while_a_game_is_under_way() -> None:
    screen = small()
    screen.quit()
    assert not screen.running  # nothing played yet: no question
    screen = small()
    screen.go(0, 3)
    screen.open()
    screen.quit()
    cost = "leave this game unfinished? It counts as a loss. (y/n)"
    assert screen.running and screen.status == f"Quit and {cost}"
    screen.answer(False)
    assert screen.running and screen.question is None
    old = screen.game
    screen.new_game()
    assert screen.status == f"Start a new game and {cost}"
    screen.answer(True)
    assert screen.game is not old and screen.game.size == old.size and not screen.game.moves
    assert screen.status == "New game."  # a layout from a file: not counted, nothing lost
    screen.quit()
    assert not screen.running


def test_save_asks_for_a_name_and_saves(tmp_path: Path) -> None:
    screen = small()
    screen.save_path = str(tmp_path / "game.json")
    screen.save()
    # an empty field, the default shown as a hint: typing is the whole name
    label = "Save to (.json game, .mine position, .mbf layout)"
    assert screen.status == f"{label} [{tmp_path / 'game.json'}]: "
    for key in str(tmp_path / "game.mine") + "\n":
        screen.type_key(key)
    assert (tmp_path / "game.mine").read_text().startswith("4x3x2")
    assert screen.prompt is None and "Position saved" in screen.message
    screen.save()  # the name just used is the next default, and Enter alone takes it
    assert screen.status == f"{label} [{tmp_path / 'game.mine'}]: "
    screen.type_key("\n")
    assert screen.message.startswith(f"Position saved to {tmp_path / 'game.mine'}")
    screen.save()
    screen.type_key("\x1b")
    assert screen.prompt is None and screen.message == "Not saved."


def test_a_name_typed_replaces_the_default_never_follows_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The field used to start with the default in it, and what was typed went after it:
    # "game.json" saved to "minesweeper.jsongame.json", or failed.
    monkeypatch.chdir(tmp_path)
    screen = small()
    screen.save()
    for key in "game.json\n":
        screen.type_key(key)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    assert screen.message == "Game saved to game.json."


@pytest.mark.parametrize(("default", "name"), [("", ""), ("x.json", "/no/such/folder/x.json")])
def test_a_save_that_fails_says_why(default: str, name: str) -> None:
    screen = small()
    screen.save_path = default
    screen.save()
    screen.prompt.text = name  # type: ignore[union-attr]
    screen.type_key("\n")
    assert screen.message.startswith("Not saved")


@pytest.mark.parametrize("width", [80, 40, 30, 20, 12, 5])
def test_the_header_fits_the_terminal_dropping_what_matters_least(width: int) -> None:
    screen = FullScreen(Game("expert", seed=2))
    full = header(screen, 1000)
    assert full == "Minesweeper 30x16/99  Mines 99  Time 0  AI off  row 9 col 16"
    whole = {*full.split("  "), "30x16/99"}
    line = header(screen, width)
    assert len(line) <= width
    parts = line.split("  ")
    assert all(part in whole for part in parts[:-1])  # whole parts, none cut ...
    if width >= 30:
        assert parts[-1] in whole  # ... down to the last where there is room
        assert "Mines 99" in parts and "Time 0" in parts and "row 9 col 16" in parts
        lines, _ = render(screen, 24, width)
        assert "".join(run.text for run in lines[0]) == line


def test_a_new_game_switches_the_ai_off() -> None:
    screen = FullScreen(Game("beginner", seed=1), agent_seed=0)
    screen.toggle_ai()
    screen.ai_tick()  # the AI opens the board
    assert screen.copilot.on and screen.game.moves
    screen.new_game()
    screen.answer(True)
    assert not screen.copilot.on and not screen.game.moves
    assert screen.status == (
        "New game. The game left unfinished counts as lost. The AI is off for the new game"
        " (a lets it play)."
    )
