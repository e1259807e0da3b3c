"""minesweeper review: a game's clicks as text and JSON."""

import json
from fractions import Fraction
from pathlib import Path

from minesweeper.ai.review import review_game
from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.cli import main
from minesweeper.ui.cli_review import review_json, review_text


def test_a_needless_guess_is_named_in_the_summary(tmp_path: Path, capsys) -> None:
    game = Game.from_board(Board.from_text("..*..\n*...*\n.....\n...*."))
    game.reveal(3, 0)  # a guess on a fixed layout, 4 mines in 20 cells
    game.reveal(0, 0)  # a 1/4 chance while (1, 1), say, was safe for certain
    review = review_game(game)
    assert [(m.kind, m.needless) for m in review.moves] == [("guess", False), ("guess", True)]
    assert [m.probability for m in review.moves] == [Fraction(1, 5), Fraction(1, 4)]
    assert review.costliest == review.moves[1] and review.luck == Fraction(3, 5)
    path = tmp_path / "game.json"
    game.save(path)
    assert main(["review", str(path), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert list(document) == ["moves", "summary"]
    assert list(document["moves"][1]) == [
        "move", "row", "col", "action", "kind", "probability", "safest", "needless", "forced",
        "mistake", "best"
    ]  # fmt: skip
    assert document["moves"][1] | {"best": None} == {
        "move": 2, "row": 0, "col": 0, "action": "reveal", "kind": "guess",
        "probability": "1/4", "safest": "0/1", "needless": True, "forced": False,
        "mistake": True, "best": None,
    }  # fmt: skip
    assert document["summary"]["costliest"] == document["moves"][1]
    assert document["summary"]["needless_guesses"] == 1 and document["summary"]["luck"] == "3/5"
    assert document == review_json(review)
    assert main(["review", str(path)]) == 0
    text = capsys.readouterr().out
    assert "   2. reveal row 1, column 1: NEEDLESS guess, mine probability 25.0%" in text
    best = review.moves[1].best
    assert text.rstrip().endswith(  # one whole sentence, rows and columns from 1
        "Most costly mistake: move 2 opened row 1, column 1 at a 25.0% (1/4) chance of a mine"
        f" when a cell was safe for certain; best would have opened row {best[0] + 1}, column"
        f" {best[1] + 1}."
    )


def test_a_forced_guess_is_no_mistake_however_risky() -> None:
    # Rows 2-3 of columns 4-5 hold one mine that nothing can ever find: a guess there must
    # come some time, at 1/2, so taking it while another cell was at 1/3 costs nothing.
    game = Game.from_board(Board.from_text("*.*..\n..**.\n.**.*\n.....\n"))
    for cell in [(0, 3), (3, 4), (3, 1), (3, 2), (3, 3), (0, 4), (0, 1), (1, 4)]:
        game.reveal(*cell)
    review = review_game(game)
    last = review.moves[-1]
    assert (last.cell, last.kind, last.probability, last.safest) == (
        (1, 4), "guess", Fraction(1, 2), Fraction(1, 3)
    )
    assert last.forced and not last.mistake and review.costliest != last
    assert "   8. reveal row 2, column 5: forced guess, mine probability 50.0%" in review_text(
        review
    )


def test_the_best_agents_own_guess_is_no_mistake() -> None:
    game = Game.from_board(Board.from_text("..*..\n*...*\n.....\n...*."))
    game.reveal(3, 0)
    (first,) = review_game(game).moves
    again = Game.from_board(Board.from_text("..*..\n*...*\n.....\n...*."))
    again.reveal(*first.best)  # where best would have opened
    (taken,) = review_game(again).moves
    assert taken.best == taken.cell and not taken.mistake


def test_the_last_game_is_reviewed_by_default(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("MINESWEEPER_DATA", str(tmp_path))
    assert main(["review"]) == 1
    assert "no game played yet to review" in capsys.readouterr().err
    game = Game("beginner", seed=3)
    game.reveal(4, 4)
    game.save(tmp_path / "last-game.json")
    assert main(["review"]) == 0
    assert "   1. reveal row 5, column 5: the first click (safe rule)" in capsys.readouterr().out


def test_the_prompt_reviews_the_game_so_far() -> None:
    import io

    from minesweeper.ui.terminal import Session

    out = io.StringIO()
    session = Session(Game("beginner", seed=3), io.StringIO(), out)
    session.execute("reveal 5 5")
    session.execute("review")
    assert "   1. reveal row 5, column 5: the first click (safe rule)" in out.getvalue()
    assert "Result: playing. 1 click, 0 guesses (0 needless)." in out.getvalue()
    session.execute("review now")
    assert "error: review takes no arguments, got 'now'" in out.getvalue()
