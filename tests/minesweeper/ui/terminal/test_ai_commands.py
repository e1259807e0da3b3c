"""The terminal's AI commands, driven through stdin like a person at a pipe."""

import io

import pytest

from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.terminal.session import COMMANDS, Session
from tests.minesweeper.helpers import FakeClock


def run(commands: str, game: Game, agent: str = "probabilistic") -> str:
    out = io.StringIO()
    session = Session(
        game, io.StringIO(commands), out, clock=FakeClock(), agent=agent, agent_seed=0
    )
    session.run()
    return out.getvalue()


def after(text: str, line: str) -> str:
    """What the session printed in answer to ``line``."""
    return text.split(f"> {line}\n", 1)[1].split("\n> ", 1)[0]


def beginner(seed: int) -> Game:
    return Game("beginner", "safe", seed, clock=FakeClock())


def test_the_commands_are_in_the_table_and_in_help() -> None:
    assert {"hint", "prob", "auto"} <= set(COMMANDS)
    text = run("help\n", beginner(1))
    assert "auto [N|all]" in text and "map the mine probability" in text


def test_auto_plays_sure_moves_then_stops_before_a_guess() -> None:
    text = run("auto\n", beginner(1))
    answer = after(text, "auto")
    moves = [line for line in answer.splitlines() if line.startswith("AI: ")]
    assert moves[0] == "AI: reveal row 1, column 1: first click (safe rule)"
    assert "AI: flag row 2, column 3: a mine in every consistent layout" in moves
    assert len(moves) == 6
    assert "  1 . 1 2 # # # # # #" in answer  # the board is drawn once, after the moves
    assert answer.count("Mines left:") == 1
    assert answer.endswith(
        "AI stops after 6 moves: nothing is certain. Its guess would be reveal row 6,"
        " column 3, mine probability 0.8% (1/120). Type 'auto 1' to let it guess, or play a"
        " cell yourself."
    )


def test_auto_plays_a_whole_game_when_no_guess_is_needed() -> None:
    text = run("auto\nauto\n", beginner(3))
    assert "You won" in after(text, "auto")
    assert "error: the game is over (won): type 'new' to play again" in text


def test_auto_n_and_auto_all_guess_when_they_must() -> None:
    text = run("auto\nauto 2\nauto all\n", beginner(1))
    two = after(text, "auto 2")
    first, second = two.splitlines()[:2]
    assert first == "AI: reveal row 6, column 3: lowest mine probability, 0.8%"
    assert second.startswith("AI: reveal row ") and "lowest mine probability" in second
    assert "AI stops" not in two
    rest = after(text, "auto all")
    assert "won" in rest or "Boom!" in rest


def test_auto_does_not_gamble_on_the_first_click_when_mines_are_already_down() -> None:
    game = Game.from_board(Board.from_text("*...\n....\n..*.\n"), clock=FakeClock())
    text = run("auto\n", game)
    assert after(text, "auto").startswith(  # the density: every layout of 2 mines in 12 cells
        "AI stops: nothing is certain. Its guess would be reveal row 1, column 1,"
        " mine probability 16.7% (1/6)."
    )
    assert not game.revealed.any()


@pytest.mark.parametrize(
    "line", ["auto 0", "auto -3", "auto lots", "auto 1 2", "auto ²", "auto 000"]
)
def test_auto_rejects_bad_counts(line: str) -> None:
    text = run(f"{line}\n", beginner(1))
    words = line.split(maxsplit=1)[1]
    assert after(text, line) == (
        f"error: expected 'auto', 'auto N' (N moves, N >= 1) or 'auto all'; got '{words}'"
    )


def test_auto_with_a_count_of_thousands_of_digits_plays_to_the_end() -> None:
    text = run("auto " + "9" * 5000 + "\n", beginner(3))
    assert "You won" in text and "error" not in text


def test_hint_on_a_fresh_board_and_after_opening() -> None:
    text = run("hint\nauto\nhint\n", beginner(1))
    first = text.split("> hint\n", 1)[1].split("\n> ", 1)[0]
    assert first == (
        "Nothing is open yet. Suggested: reveal row 1, column 1: first click (safe rule).\n"
        "The rule keeps it clear: the first click is never a mine.\n"
        "After it, each of the other 80 hidden cells is a mine with probability 12.5% (1/8)."
    )
    assert text.split("> hint\n")[2].startswith(
        "No cell is safe for certain (101,824,800 mine layouts fit what is shown).\n"
        "Best guess: reveal row 6, column 3.\n"  # the reason gives the probability: once
        "Why: lowest mine probability, 0.8%; 3 cells share the lowest probability.\n"
    )


def test_hint_lists_safe_cells_and_mines() -> None:
    game = beginner(1)
    game.reveal(0, 0)
    text = run("hint\n", game)
    answer = after(text, "hint")
    assert answer.startswith("Safe for certain (3): row 1, column 3; row 4, column 3; row 5,")
    assert "Mines for certain (2): row 2, column 3; row 3, column 3." in answer
    assert "Suggested: reveal row 1, column 3, mine probability 0.0%" in answer
    assert answer.endswith(
        "Why: row 1, column 3 is safe: the 1 at row 1, column 2; the 2 at row 3, column 2; the 1"
        " at row 4, column 1 and the 2 at row 4, column 2 together leave no room for a mine there."
    )


def test_hint_on_a_fresh_board_says_when_the_first_click_can_hit_a_mine() -> None:
    game = Game.from_board(Board.from_text("*...\n....\n..*.\n"), clock=FakeClock())
    assert after(run("hint\n", game), "hint").endswith(
        "The mines are down already: it is a mine with probability 16.7% (1/6), as every cell is."
    )


def test_prob_before_the_first_click_agrees_with_the_hint() -> None:
    answer = after(run("prob\n", beginner(1)), "prob")
    assert answer.startswith("Nothing is open yet. Under the 'safe' rule the first click is never")
    none = Game("beginner", "none", seed=1, clock=FakeClock())
    assert after(run("prob\n", none), "prob").splitlines()[1] == "  1 b b b b b b b b b"


def test_prob_prints_the_map_and_the_safest_cells() -> None:
    text = run("auto\nprob\n", beginner(1))
    answer = after(text, "prob")
    assert answer.splitlines()[1:6] == [
        "  1 . 1 2 f a a a a a",  # the numbers stay; chances are letters, a under 10%
        "  2 . 2 F f a a a a a",
        "  3 . 2 F a a a a a a",
        "  4 1 2 2 a a a a a a",
        "  5 c h 1 a a a a a a",
    ]
    assert "Map: open cells and flags as on the board" in answer
    assert answer.endswith("Safest: row 6, column 2 and 2 more, mine probability 0.8% (1/120).")


@pytest.mark.parametrize("line", ["hint", "prob", "auto", "auto 3"])
def test_ai_commands_refuse_a_finished_game(line: str) -> None:
    game = beginner(3)
    run("auto\n", game)
    assert game.status == "won"
    text = run(f"{line}\n", game)
    assert after(text, line) == "error: the game is over (won): type 'new' to play again"


@pytest.mark.parametrize("line", ["hint now", "prob 3"])
def test_hint_and_prob_take_no_arguments(line: str) -> None:
    text = run(f"{line}\n", beginner(1))
    assert "takes no arguments" in after(text, line)


def test_a_wrong_flag_gives_a_message_not_a_crash() -> None:
    game = beginner(1)
    game.reveal(0, 0)
    game.flag(0, 2)  # a safe cell (row 1, column 3) next to the 1 at row 1, column 2
    game.flag(1, 2)
    text = run("hint\nprob\nauto\nshow\n", game)
    said = (  # every AI command names the evidence that contradicts, in the same words
        "error: the position is impossible: the 1 at row 1, column 2; the flag at row 1, column 3"
        " and the flag at row 2, column 3 cannot all hold"
    )
    for line in ("hint", "prob", "auto"):
        assert after(text, line) == said
    assert "> show\n" in text


def test_the_agent_can_be_chosen() -> None:
    text = run("auto 1\nauto 1\n", beginner(1), agent="random")
    assert "AI: reveal" in text and "a random hidden cell" in text


def test_hint_and_prob_before_the_first_click_of_a_no_guess_game() -> None:
    game = Game("beginner", "no-guess", seed=1, clock=FakeClock())
    assert "reasoning alone clears the rest" in after(run("hint\n", game), "hint")
    assert "Under the 'no-guess' rule" in after(run("prob\n", game), "prob")
