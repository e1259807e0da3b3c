"""The terminal's AI commands, ``hint``, ``prob`` and ``auto``, registered in the command table.

``auto`` alone plays only moves that are proven right and stops before a guess, so the person
decides whether to gamble; ``auto N`` plays N moves and ``auto all`` plays to the end, guessing
when it must.
"""

from __future__ import annotations

from minesweeper.ai.advice import percent
from minesweeper.ai.advisor import Advice
from minesweeper.ai.agents import Decision
from minesweeper.ai.assist import is_certain
from minesweeper.ai.model import describe
from minesweeper.game.play import Game
from minesweeper.ui.odds import before_first_click
from minesweeper.ui.terminal.session import CommandError, Session, command, is_number
from minesweeper.ui.view import map_text

__all__: list[str] = []


def _playing(session: Session, args: list[str], name: str) -> Game:
    if args:
        raise CommandError(f"{name} takes no arguments, got {' '.join(args)!r}")
    game = session.game
    if game.status != "playing":
        raise CommandError(f"the game is over ({game.status}): type 'new' to play again")
    return game


def _advice(session: Session, game: Game, *, move: bool) -> Advice:
    """The assistant's advice; a position no layout fits is an error naming its culprits."""
    advice = session.assistant.advise(game, move=move)
    if advice.problem:  # a wrong flag, most often: the numbers and flags that contradict
        raise CommandError(advice.problem)
    return advice


@command("hint", usage="hint", summary="the safe cells and mines, or the best guess and why")
def _hint(session: Session, args: list[str]) -> None:
    game = _playing(session, args, "hint")
    for line in _advice(session, game, move=True).lines():
        session.say(line)


@command("prob", "map", usage="prob", summary="map the mine probability of every hidden cell")
def _prob(session: Session, args: list[str]) -> None:
    game = _playing(session, args, "prob")
    if before_first_click(game):  # the map would show the density, which the rule overrides
        session.say(
            f"Nothing is open yet. Under the {game.first_click!r} rule the first click is never"
            " a mine: every cell is safe to open first. Open one, then ask again."
        )
        return
    advice = _advice(session, game, move=False)
    probabilities = advice.probabilities
    assert probabilities is not None  # something is open, so the layouts were counted
    session.say(map_text(advice.position, probabilities))
    lowest = probabilities.safest()
    others = f" and {len(lowest) - 1} more" if len(lowest) > 1 else ""
    p = probabilities.probabilities[lowest[0]]
    session.say(f"Safest: {describe(lowest[0])}{others}, mine probability {percent(p)}.")


def _limit(args: list[str], game: Game) -> tuple[int, bool]:
    """How many moves ``auto`` may make, and whether it may guess."""
    most = 4 * game.width * game.height  # more moves than any game needs
    if not args:
        return most, False
    if len(args) == 1 and args[0].lower() == "all":
        return most, True
    if len(args) == 1 and is_number(args[0]):
        asked = int(args[0]) if len(args[0].lstrip("0")) <= 9 else most
        if asked > 0:
            return min(asked, most), True
    raise CommandError(
        f"expected 'auto', 'auto N' (N moves, N >= 1) or 'auto all'; got {' '.join(args)!r}"
    )


@command(
    "auto",
    "a",
    usage="auto [N|all]",
    summary="the AI plays sure moves until it must guess; N moves, or all to the end",
)
def _auto(session: Session, args: list[str]) -> None:
    game = session.game
    limit, may_guess = _limit(args, game)
    _playing(session, [], "auto")
    played = 0
    waiting: Decision | None = None
    try:
        while game.status == "playing" and played < limit:
            decision = session.assistant.suggest(game)
            if not may_guess and not is_certain(decision, game):
                waiting = decision
                break
            session.assistant.play(game)
            played += 1
            session.say(f"AI: {decision}")
    finally:
        if played:
            session.show()  # even when an impossible position stops the AI half-way
    if waiting is not None:
        p = waiting.probability
        if p is None:  # the advice the move came from knows its odds
            p = (session.assistant.advise(game).odds or {}).get(waiting.cell)
        odds = f", mine probability {percent(p)}" if p is not None else ""
        after = f" after {played} move{'s' if played > 1 else ''}" if played else ""
        session.say(
            f"AI stops{after}: nothing is certain. Its guess would be"
            f" {waiting.action} {describe(waiting.cell)}{odds}."
            " Type 'auto 1' to let it guess, or play a cell yourself."
        )
