"""The terminal's ``review`` command: each click of the game so far looked at again."""

from __future__ import annotations

from minesweeper.ai.review import review_game
from minesweeper.ui.cli_review import review_text
from minesweeper.ui.terminal.session import CommandError, Session, command

__all__: list[str] = []


@command("review", usage="review", summary="each click so far: certain, or a guess (needless?)")
def _review(session: Session, args: list[str]) -> None:
    if args:
        raise CommandError(f"review takes no arguments, got {' '.join(args)!r}")
    session.say(review_text(review_game(session.game)))
