"""The one advice path: the position checked first, against enumerating every layout by hand."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from minesweeper.ai.advisor import Advice, advise
from minesweeper.ai.agents import AGENTS, make_agent
from minesweeper.game.play import Game
from minesweeper.game.position import Position
from tests.minesweeper.positions import brute_force_layouts, played_positions


@settings(max_examples=60, deadline=None)
@given(played_positions(max_cells=16, wrong_flags=True), st.sampled_from(sorted(AGENTS)))
def test_advice_is_impossible_exactly_when_no_layout_fits(
    position: Position, agent_name: str
) -> None:
    layouts = brute_force_layouts(position)
    advice = advise(position, "safe", make_agent(agent_name, seed=0))
    if not layouts:  # a wrong flag: no move, no odds, and the culprits named
        assert advice.move is None and advice.odds is None
        assert advice.problem.startswith("the position is impossible: ")
        assert advice.because and all(cell in position.revealed_cells() or
                                      position.is_flagged(*cell) for cell in advice.because)
        assert advice.hint() == f"No hint: {advice.problem}."
        assert advice.odds_note() == f"No odds: {advice.problem}."
        return
    assert advice.problem == "" and advice.odds_note() == ""
    assert advice.odds == {
        cell: Fraction(sum(cell in mines for mines in layouts), len(layouts))
        for cell in position.hidden_cells()
    }
    move = advice.move
    if not position.hidden_cells():  # a finished board: nothing to advise
        assert move is None
        return
    assert move is not None and advice.why is not None
    if advice.why.evidence:  # proven: true in every layout that fits
        mine = move.action == "flag"
        assert all((move.cell in mines) == mine for mines in layouts)
        assert advice.hint().startswith(f"Hint: {move.action} row {move.cell[0] + 1},")


def test_the_issues_position_gets_no_hint_onto_a_mine() -> None:
    game = Game("beginner", seed=11)
    game.reveal(4, 4)
    game.flag(2, 2)  # row 3, column 3: safe
    # An agent asked without the check trusts the flag and sends the player onto a mine.
    trusting = make_agent("rules").next_move(game.position())
    assert game.board.mines[trusting.cell]
    advice = advise(game.position(), "safe", make_agent("rules"))
    assert advice.move is None
    assert advice.problem == (
        "the position is impossible: the 2 at row 1, column 4; the 2 at row 2, column 4 and the"
        " flag at row 3, column 3 cannot all hold"
    )
    assert advice.because == ((0, 3), (1, 3), (2, 2))


def test_before_the_first_click_the_rule_decides_the_odds() -> None:
    board = Position.from_text("3x3x2\nHHH\nHHH\nHHH\n")
    safe = advise(board, "safe", make_agent("best"))
    assert safe.odds == dict.fromkeys(board.hidden_cells(), Fraction(0))
    assert safe.move is not None and safe.move.kind == "opening"
    said = "Hint: reveal row 1, column 1 (safe for certain): first click (safe rule)."
    assert safe.hint() == said
    none = advise(board, "none")
    assert set((none.odds or {}).values()) == {Fraction(2, 9)} and none.move is None


def test_a_position_with_nothing_hidden_has_odds_and_no_move() -> None:
    advice = advise(Position.from_text("2x1x1\n1F\n"), "safe", make_agent("best"))
    assert advice == Advice(advice.position, {}, advice.probabilities)
    assert advice.hint() == "No hint: no hidden cell is left to open."


def test_a_flag_where_the_rule_keeps_the_board_clear_is_said() -> None:
    board = Position.from_text("3x3x1\nHHH\nHFH\nHHH\n")  # the middle touches every cell
    advice = advise(board, "opening", make_agent("best", first_click="opening"))
    assert advice.move is None and advice.why is None
    assert advice.problem.startswith("the flag at row 2, column 2 cannot be right: under the")
