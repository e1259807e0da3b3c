"""``minesweeper review [GAME.json]``: each click of a game looked at again, as text or JSON."""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from typing import Any

from minesweeper.ai.advice import percent
from minesweeper.ai.model import describe
from minesweeper.ai.review import MoveReview, Review, review_game
from minesweeper.game.files import load_game
from minesweeper.game.words import plural
from minesweeper.ui.stats import data_folder
from minesweeper.ui.stats.keeper import LAST_GAME

__all__ = [
    "configure_review",
    "costliest_sentence",
    "move_line",
    "review_json",
    "review_text",
    "run_review",
]


def configure_review(parser: argparse.ArgumentParser) -> None:
    """The options of ``review``."""
    parser.add_argument(
        "game", nargs="?", metavar="GAME.json",
        help=f"a saved game (default: the last game played, {LAST_GAME} in the data folder)",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the review as JSON")


def _fraction(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def _move_json(m: MoveReview) -> dict[str, Any]:
    return {
        "move": m.number, "row": m.cell[0], "col": m.cell[1], "action": m.action,
        "kind": m.kind, "probability": _fraction(m.probability), "safest": _fraction(m.safest),
        "needless": m.needless, "forced": m.forced, "mistake": m.mistake, "best": list(m.best),
    }  # fmt: skip


def review_json(review: Review) -> dict[str, Any]:
    """The review for programs: ``moves`` (one object a click, with its ``move`` number in
    the game's log) and a ``summary``."""
    worst = review.costliest
    costliest = None if worst is None else _move_json(worst)
    summary = {
        "result": review.status,
        "clicks": len(review.moves),
        "guesses": len(review.guesses),
        "needless_guesses": sum(m.needless for m in review.moves),
        "luck": _fraction(review.luck),
        "costliest": costliest,
    }
    return {"moves": [_move_json(m) for m in review.moves], "summary": summary}


def move_line(m: MoveReview) -> str:
    """One click of the review in words."""
    head = f"{m.number:>4}. {m.action} {describe(m.cell)}: "
    if m.kind != "guess":
        return head + ("certain, " if m.kind == "certain" else "") + m.why
    mark = "NEEDLESS guess" if m.needless else "forced guess" if m.forced else "guess"
    if m.probability == 1:
        mark = "a mine for certain, yet opened"
    best = "" if m.best == m.cell else f"; best would open {describe(m.best)}"
    return f"{head}{mark}, mine probability {percent(m.probability)}"\
        f" (safest {percent(m.safest)}){best}"


def review_text(review: Review) -> str:
    """The review for a person: one line a click, then the summary."""
    lines = [move_line(m) for m in review.moves]
    guesses, needless = len(review.guesses), sum(m.needless for m in review.moves)
    lines += ["", f"Result: {review.status}. {plural(len(review.moves), 'click')},"
              f" {plural(guesses, 'guess', 'guesses')} ({needless} needless). Luck needed:"
              f" {percent(review.luck)} (the chance of surviving every guess)."]  # fmt: skip
    worst = review.costliest
    if worst is not None:
        lines.append(costliest_sentence(worst))
    return "\n".join(lines)


def costliest_sentence(m: MoveReview) -> str:
    """The costliest mistake as one whole sentence.

    >>> from fractions import Fraction as F
    >>> print(costliest_sentence(MoveReview(4, "reveal", (5, 8), "guess", F(1, 5), F(2, 19),
    ...     False, (8, 0), "")))  # doctest: +NORMALIZE_WHITESPACE
    Most costly mistake: move 4 opened row 6, column 9 at a 20.0% (1/5) chance of a mine when
    the safest cell's chance was 10.5% (2/19); best would have opened row 9, column 1.
    """
    there = "a cell was safe for certain" if m.safest == 0 else (
        f"the safest cell's chance was {percent(m.safest)}")
    did = "opened" if m.action == "reveal" else "chorded on"
    return (f"Most costly mistake: move {m.number} {did} {describe(m.cell)} at a"
            f" {percent(m.probability)} chance of a mine when {there}; best would have opened"
            f" {describe(m.best)}.")  # fmt: skip


def run_review(args: argparse.Namespace) -> int:
    """Review the game and print it."""
    path = args.game or data_folder() / LAST_GAME
    if args.game is None and not path.exists():
        raise FileNotFoundError(2, "no game played yet to review; give a saved game", str(path))
    review = review_game(load_game(path))
    print(json.dumps(review_json(review), indent=1) if args.json else review_text(review))
    return 0
