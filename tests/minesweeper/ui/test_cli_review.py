"""minesweeper review: a game's clicks as text and JSON."""

import json
from fractions import Fraction
from pathlib import Path

from minesweeper.ai.review import review_game
from minesweeper.game.board import Board
from minesweeper.game.play import Game
from minesweeper.ui.cli import main
from minesweeper.ui.cli_review import review_json


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
        "row", "col", "action", "kind", "probability", "safest", "needless", "best"
    ]  # fmt: skip
    assert document["moves"][1] | {"best": None} == {
        "row": 0, "col": 0, "action": "reveal", "kind": "guess", "probability": "1/4",
        "safest": "0/1", "needless": True, "best": None,
    }  # fmt: skip
    assert document["summary"]["needless_guesses"] == 1 and document["summary"]["luck"] == "3/5"
    assert document == review_json(review)
    assert main(["review", str(path)]) == 0
    text = capsys.readouterr().out
    assert "   2. reveal row 1, column 1: NEEDLESS guess, mine probability 25.0%" in text
    assert "Most costly mistake: move 2, row 1, column 1 at 25.0% (1/4) when a cell was" in text


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
