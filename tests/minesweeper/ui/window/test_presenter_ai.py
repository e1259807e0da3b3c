"""The window's AI logic, without a window: hint, AI toggle and ticks, probability overlay."""

from fractions import Fraction

from minesweeper.ai.advisor import chance_words
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.board import Board
from minesweeper.game.grid import dilate
from minesweeper.game.play import Game
from minesweeper.ui.copilot import SPEEDS
from minesweeper.ui.window.overlay import (
    OVERLAY_LEGEND,
    overlay_colour,
    overlay_ink,
    overlay_text,
    overlay_weight,
)
from minesweeper.ui.window.presenter import LEFT, LOOKS, RIGHT, Presenter
from tests.minesweeper.helpers import FakeClock

HINT_BG, WHY_BG = "#7fb2ff", "#ffe07a"


def presenter(seed: int = 1, agent: str = "probabilistic") -> Presenter:
    clock = FakeClock()
    return Presenter(
        Game("beginner", "safe", seed, clock=clock), clock=clock, agent=agent, agent_seed=0
    )


def click(p: Presenter, button: int, row: int, col: int) -> None:
    p.press(button, row, col)
    p.release(button, row, col)


def test_hint_points_at_the_move_and_says_why() -> None:
    p = presenter()
    p.hint()
    assert p.message == "Hint: reveal row 1, column 1 (safe for certain): first click (safe rule)."
    assert p.highlight == (0, 0) and p.looks()[0][0].background == HINT_BG
    click(p, LEFT, 0, 0)
    p.hint()
    assert p.message == (
        "Hint: reveal row 1, column 3 (safe for certain): the 1 at row 1, column 2; the 2 at row 3,"
        " column 2; the 1 at row 4, column 1 and the 2 at row 4, column 2 together leave no room"
        " for a mine there."
    )
    assert p.status_text == p.message
    assert p.because == ((0, 1), (2, 1), (3, 0), (3, 1))  # the numbers that prove it, marked
    looks = p.looks()
    assert [looks[r][c].background for r, c in p.because] == [WHY_BG] * 4
    assert looks[0][1].text == "1" and looks[0][2].background == HINT_BG
    click(p, LEFT, 8, 8)  # any move of the person's clears the mark
    assert (
        p.highlight is None
        and p.because == ()
        and all(look.background not in (HINT_BG, WHY_BG) for row in p.looks() for look in row)
    )


def test_a_guess_hint_says_its_probability_once() -> None:
    clock = FakeClock()
    p = Presenter(Game("classic", "safe", 1, clock=clock), clock=clock, agent_seed=0)
    click(p, LEFT, 0, 0)
    p.hint()
    assert p.message.startswith("Hint: reveal") and p.message.count("probability") == 1


def test_hint_on_an_impossible_position_says_what_is_wrong() -> None:
    clock = FakeClock()
    p = Presenter(Game.from_board(Board.from_text("*...\n....\n..*.\n"), clock=clock), clock=clock)
    click(p, LEFT, 0, 3)
    click(p, RIGHT, 0, 0)
    click(p, RIGHT, 1, 0)
    p.hint()
    assert p.message == (
        "No hint: the position is impossible: the 1 at row 1, column 2; the flag at row 1, column 1"
        " and the flag at row 2, column 1 cannot all hold."
    )
    assert p.highlight is None and sorted(p.because) == [(0, 0), (0, 1), (1, 0)]


def test_the_ai_plays_alongside_at_the_chosen_speed() -> None:
    p = presenter(3)
    assert p.ai_tick() is None  # off
    assert p.toggle_ai() and p.copilot.on
    p.copilot.set_speed("slow")
    assert p.ai_tick() == SPEEDS["slow"]
    assert p.status_text == "AI: reveal row 1, column 1: first click (safe rule)"
    click(p, RIGHT, 0, 8)  # the person flags a mine in the middle of it all
    while (delay := p.ai_tick()) is not None:
        assert delay == SPEEDS["slow"]
    assert p.game.status == "won" and p.face == "B-)"
    assert p.status_text.startswith("You won")
    assert not p.toggle_ai()


def test_a_wrong_flag_of_the_persons_stops_the_ai_with_a_message_not_a_crash() -> None:
    p = presenter(3)
    p.toggle_ai()
    p.ai_tick()
    click(p, RIGHT, 8, 8)  # a safe cell
    while p.ai_tick() is not None:
        pass
    assert p.game.status == "playing" and not p.copilot.on
    assert p.status_text.startswith("AI stopped: ")


def test_the_ai_stops_with_a_message_when_the_persons_flags_are_impossible() -> None:
    p = presenter(1)
    p.toggle_ai()
    p.ai_tick()  # the first click opens the corner
    click(p, RIGHT, 0, 2)  # a safe cell and a mine, both next to the 1 at row 1, column 2
    click(p, RIGHT, 1, 2)
    assert p.ai_tick() is None and not p.copilot.on
    assert p.status_text == (
        "AI stopped: the position is impossible: the 1 at row 1, column 2; the flag at row 1,"
        " column 3 and the flag at row 2, column 3 cannot all hold"
    )


def test_the_overlay_colours_hidden_cells_by_their_mine_probability() -> None:
    p = presenter(1)
    assert p.looks() == presenter(1).looks()
    assert p.toggle_overlay()
    assert p.status_text == OVERLAY_LEGEND
    # Nothing open yet: under the safe rule the first click is never a mine, as the hint says.
    assert p.looks()[4][4].text == "S" and p.looks()[4][4].background == overlay_colour(Fraction(0))
    click(p, LEFT, 0, 0)
    click(p, RIGHT, 2, 2)  # a flag keeps its own look
    odds = mine_probabilities(p.game.position()).probabilities
    looks = p.looks()
    near = dilate(p.game.revealed)
    for (row, col), chance in odds.items():
        assert looks[row][col].background == overlay_colour(chance)
        assert looks[row][col].foreground == overlay_ink(chance)
        assert looks[row][col].weight == ("bold" if chance in (0, 1) else "normal")
        # next to a number the chance is written; away from them the legend gives it once
        assert looks[row][col].text == (overlay_text(chance) if near[row, col] else "")
    assert looks[2][2] == LOOKS["F"] and looks[0][0] == LOOKS["."]
    assert looks[0][2].text == "S" and looks[1][2].text == "M"
    shared = odds[8, 8]
    assert p.status_text == (
        f"{OVERLAY_LEGEND} Unlabelled, away from the numbers: {chance_words(shared)}."
    )
    assert not p.toggle_overlay()
    assert p.looks()[8][8] == LOOKS["#"]


def test_a_hint_and_the_odds_show_together() -> None:
    # While a hint fills the status line, the legend that gives the cells away from the
    # numbers their one chance is not shown: each of those cells writes it (they were blank).
    p = presenter(1)
    p.toggle_overlay()
    click(p, LEFT, 0, 0)
    p.hint()
    assert p.status_text.startswith("Hint: ")
    odds = mine_probabilities(p.game.position()).probabilities
    looks = p.looks()
    for (row, col), chance in odds.items():
        assert looks[row][col].text == overlay_text(chance) or (row, col) == p.highlight
    assert looks[8][8].text == overlay_text(odds[8, 8]) != ""
    assert p.highlight is not None and looks[p.highlight[0]][p.highlight[1]].background == HINT_BG
    click(p, RIGHT, 8, 8)  # a move clears the hint: the legend is back, and the blank cells
    assert p.status_text.startswith(OVERLAY_LEGEND)
    assert p.looks()[7][7].text == ""


def test_the_mine_counter_widens_for_a_thousand_mines() -> None:
    clock = FakeClock()
    p = Presenter(Game("100x100/1000", "safe", 1, clock=clock), clock=clock)
    assert (p.counter_digits, p.counter_text) == (4, "1000")
    click(p, RIGHT, 0, 0)
    assert p.counter_text == "0999"  # the width of the board's counter, as flags are placed
    assert presenter(1).counter_digits == 3


def test_the_overlay_keeps_question_marks_and_leaves_a_finished_board_alone() -> None:
    p = presenter(3)
    p.toggle_overlay()
    click(p, LEFT, 0, 0)
    p.game.question(8, 8)
    assert p.looks()[8][8].text == "?" and p.looks()[8][8].background != LOOKS["?"].background
    p.toggle_ai()
    p.copilot.set_speed("instant")
    for _ in range(200):  # a tick plays for 30 ms of real time: a busy machine needs more
        if p.ai_tick() is None:
            break
    assert p.game.status == "won"
    assert all(look in LOOKS.values() for row in p.looks() for look in row)


def test_the_overlay_on_an_impossible_position_says_so() -> None:
    clock = FakeClock()
    p = Presenter(Game.from_board(Board.from_text("*...\n....\n..*.\n"), clock=clock), clock=clock)
    p.toggle_overlay()
    click(p, LEFT, 0, 3)
    click(p, RIGHT, 0, 0)
    click(p, RIGHT, 1, 0)
    looks = p.looks()
    assert looks[2][0] == LOOKS["#"]
    assert [looks[r][c].background for r, c in [(0, 1), (0, 0), (1, 0)]] == [WHY_BG] * 3
    assert p.status_text == (
        "No odds: the position is impossible: the 1 at row 1, column 2; the flag at row 1,"
        " column 1 and the flag at row 2, column 1 cannot all hold."
    )


def test_the_odds_are_worked_out_once_per_position() -> None:
    p = presenter(1)
    click(p, LEFT, 0, 0)
    first = p.odds()
    assert first is not None and p.odds() is first
    click(p, RIGHT, 2, 2)
    assert p.odds() is not first


def lightness(colour: str) -> float:
    """Relative luminance (WCAG) of a ``#rrggbb`` colour."""
    channels = [int(colour[k : k + 2], 16) / 255 for k in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours."""
    high, low = sorted((lightness(a), lightness(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_overlay_scale_darkens_as_the_chance_grows_and_its_labels_stay_readable() -> None:
    assert overlay_text(Fraction(1, 3)) == "33"
    chances = [Fraction(n, 100) for n in range(1, 100)]
    shades = [lightness(overlay_colour(p)) for p in chances]
    assert shades == sorted(shades, reverse=True)  # darker at every step
    # The low chances a player chooses among (21% beside 25% on an expert board): five points
    # apart, their shades differ by 0.04 in luminance at least (the old linear scale: 0.037).
    steps = [shades[n - 1] - shades[n + 4] for n in range(1, 26)]
    assert min(steps) >= 0.04
    for p in [*chances, Fraction(0), Fraction(1)]:
        assert contrast(overlay_ink(p), overlay_colour(p)) >= 4.5, p  # WCAG AA for text
    certain = {overlay_colour(Fraction(0)), overlay_colour(Fraction(1))}
    assert not certain & {overlay_colour(p) for p in chances}  # the certainties stand apart
    assert {overlay_weight(p) for p in chances} == {"normal"}
    assert overlay_weight(Fraction(0)) == overlay_weight(Fraction(1)) == "bold"


def hinted_over_a_wrong_flag(layout: str) -> Presenter:
    """The hint after opening row 2, columns 2 and 3 and flagging row 1, column 2, a safe
    cell: the 1 at row 2, column 3 then calls row 1, column 3 safe, but it is a mine."""
    clock = FakeClock()
    game = Game.from_board(Board.from_text(layout), clock=clock)
    p = Presenter(game, clock=clock, agent="probabilistic", agent_seed=0)
    game.reveal(1, 1)
    game.reveal(1, 2)
    game.flag(0, 1)
    p.hint()
    return p


def test_a_hint_resting_on_a_wrong_flag_names_the_evidence() -> None:
    p = hinted_over_a_wrong_flag("*..*\n....\n*...\n")  # no layout fits the flag
    assert p.highlight is None
    assert p.status_text.startswith("No hint: the position is impossible:")
    assert "the flag at row 1, column 2" in p.status_text
    assert (0, 1) in p.because


def test_a_hint_that_uses_a_wrong_flag_marks_it_among_its_evidence() -> None:
    p = hinted_over_a_wrong_flag("*..*....\n........\n*.......\n........\n")  # one does
    assert p.highlight == (0, 2)
    assert "the flag at row 1, column 2" in p.status_text
    assert (0, 1) in p.because and (1, 2) in p.because


def test_a_new_game_switches_the_ai_off_and_says_so() -> None:
    p = presenter(1)
    p.toggle_ai()
    p.ai_tick()  # it opens the corner
    assert p.new_game()
    assert not p.copilot.on and not p.game.revealed.any()
    said = (
        "The game left unfinished counts as lost. The AI is off for the new game (A lets it play)."
    )
    assert p.status_text == said
    assert p.ai_tick() is None and p.status_text == said  # a tick still waiting changes nothing
    assert p.new_game() and p.status_text == "Left: open   Right: flag   Both or middle: chord"
